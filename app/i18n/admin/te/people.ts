import type { people as english } from '../en/people.ts';

// The back office in Telugu: listings and people: the listings table, the people table and a person's page (features/admin/listings, people).
export const people: Record<keyof typeof english, string> = {};
