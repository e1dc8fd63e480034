import { data } from 'react-router';
import { getUser } from '../features/accounts/auth.server.ts';
import { CheckoutPage, type CheckoutView } from '../features/visits/checkout-page.tsx';
import { headersWithCookies, loadVisitList } from '../features/visits/visit-list.server.ts';
import { todayInKolkata } from '../features/visits/visit-fields.ts';
import {
  bookedReference,
  getBookedVisit,
  handleCheckout,
} from '../features/visits/visits.server.ts';
import { getLogger } from '../lib/logger.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { getRequestInfo } from '../lib/request-context.ts';
import type { Route } from './+types/checkout';
import { answerForm } from '../lib/http.ts';
import { INQUIRY_STATUS } from './inquiry-status.ts';

// The template's checkout, made live: booking site visits to the visit list's properties.

export async function loader({ request, context }: Route.LoaderArgs) {
  // The confirmation shows only in the browser that booked (a cookie, not the query alone).
  const reference = bookedReference(request);
  const visit = reference ? await getBookedVisit(reference) : null;
  if (visit) return data({ view: { kind: 'done', visit } satisfies CheckoutView });
  const { items, cookies } = await loadVisitList(request, getUser(context));
  const bookable = items.filter((item) => item.available);
  const view: CheckoutView = {
    kind: 'form',
    items: bookable,
    skipped: items.length - bookable.length,
    minDate: todayInKolkata(),
  };
  return data({ view }, { headers: headersWithCookies(cookies) });
}

export async function action({ request, context }: Route.ActionArgs) {
  const booked = await handleCheckout(
    request,
    getUser(context),
    getRequestInfo(context, getLogger()),
  );
  // A booking redirects to its confirmation; a refused form is answered with its status.
  return booked instanceof Response ? booked : answerForm(booked, INQUIRY_STATUS);
}

// A refused booking's Retry-After reaches the browser also when the form posted without JavaScript.
export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has('Retry-After') ? actionHeaders : loaderHeaders;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'checkout.metaTitle', description: 'checkout.metaDescription' }, [
    { name: 'robots', content: 'noindex' },
  ]);

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  return <CheckoutPage view={loaderData.view} result={actionData ?? undefined} />;
}
