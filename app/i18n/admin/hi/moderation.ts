import type { moderation as english } from '../en/moderation.ts';

// The back office in Hindi: moderation: the review queue and a listing's review (features/admin/moderation).
export const moderation: Record<keyof typeof english, string> = {};
