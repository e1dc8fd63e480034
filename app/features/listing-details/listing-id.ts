// The id in /product-details/{id}. Safe on client and server.

// properties.id is a PostgreSQL integer: larger values cannot exist and would make the query fail.
const MAX_ID = 2_147_483_647;

/**
 * The listing id in a URL segment, or null when it is not one: only plain positive decimal
 * integers without leading zeros ('12'; not '012', '1.5', '1e3', 'abc' or '-4').
 */
export function parseListingId(raw: string | undefined | null): number | null {
  if (typeof raw !== 'string' || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_ID ? id : null;
}

export function listingPath(id: number): string {
  return `/product-details/${id}`;
}
