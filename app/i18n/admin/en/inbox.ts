// The back office, in English. The inbox: enquiries and visit requests, their pages, answers and export (features/admin/inbox).
// Keys start with 'admin.'; Telugu and Hindi have the same keys (../te/inbox.ts, ../hi/inbox.ts).
export const inbox = {} as const;
