// The back office, in English. Moderation: the review queue and a listing's review (features/admin/moderation).
// Keys start with 'admin.'; Telugu and Hindi have the same keys (../te/moderation.ts, ../hi/moderation.ts).
export const moderation = {} as const;
