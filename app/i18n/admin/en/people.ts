// The back office, in English. Listings and people: the listings table, the people table and a person's page (features/admin/listings, people).
// Keys start with 'admin.'; Telugu and Hindi have the same keys (../te/people.ts, ../hi/people.ts).
export const people = {} as const;
