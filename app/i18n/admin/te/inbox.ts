import type { inbox as english } from '../en/inbox.ts';

// The back office in Telugu: the inbox: enquiries and visit requests, their pages, answers and export (features/admin/inbox).
export const inbox: Record<keyof typeof english, string> = {};
