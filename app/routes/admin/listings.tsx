import { isAdmin, requireStaff } from '../../features/admin/access.server.ts';
import { parseAdminListingsQuery } from '../../features/admin/listings/listings-filters.ts';
import { AdminListingsPage } from '../../features/admin/listings/listings-page.tsx';
import {
  adminListingFilterOptions,
  listAdminListings,
} from '../../features/admin/listings/listings.server.ts';
import { translator } from '../../i18n/translate.ts';
import { getRootData } from '../../lib/meta.ts';
import type { Route } from './+types/listings';

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireStaff(context, request);
  const query = parseAdminListingsQuery(new URL(request.url));
  const [list, options] = await Promise.all([
    listAdminListings(user, query),
    adminListingFilterOptions(user),
  ]);
  return { query, ...list, ...options, isAdmin: isAdmin(user) };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: translator(getRootData(matches)?.locale ?? 'en')('admin.people.listings.metaTitle') },
  { name: 'robots', content: 'noindex' },
];

export default function Listings({ loaderData }: Route.ComponentProps) {
  return <AdminListingsPage {...loaderData} />;
}
