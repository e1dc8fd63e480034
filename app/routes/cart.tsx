import { data } from 'react-router';
import { getUser } from '../features/accounts/auth.server.ts';
import { VisitListPage } from '../features/visits/visit-list-page.tsx';
import { headersWithCookies } from '../features/listings/list-toggle.server.ts';
import { handleVisitListPost, loadVisitList } from '../features/visits/visit-list.server.ts';
import { pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/cart';

// The template's cart, made live as the visit list (DESIGN.md "Template leftovers made live").

export async function loader({ request, context }: Route.LoaderArgs) {
  const { items, cookies } = await loadVisitList(request, getUser(context));
  return data({ items }, { headers: headersWithCookies(cookies) });
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleVisitListPost(request, getUser(context));
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'visits.metaTitle', description: 'visits.metaDescription' }, [
    { name: 'robots', content: 'noindex' },
  ]);

export default function Cart({ loaderData }: Route.ComponentProps) {
  return <VisitListPage items={loaderData.items} />;
}
