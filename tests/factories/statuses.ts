import { LISTING_STATUSES } from '../../app/db/schema/values.ts';

/** Every status a visitor must not see a listing in: all but 'active'. */
export const NOT_PUBLIC_STATUSES = LISTING_STATUSES.filter((status) => status !== 'active');
