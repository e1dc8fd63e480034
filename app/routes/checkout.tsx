import { data } from 'react-router';
import { getUser } from '../features/accounts/auth.server.ts';
import { CheckoutPage, type CheckoutView } from '../features/visits/checkout-page.tsx';
import { headersWithCookies } from '../features/listings/list-toggle.server.ts';
import { loadVisitList } from '../features/visits/visit-list.server.ts';
import { todayInKolkata } from '../features/visits/visit-fields.ts';
import { handleCheckout, lookUpConfirmation } from '../features/visits/visits.server.ts';
import { retryMinutes } from '../features/rate-limit/rate-limit.server.ts';
import { getLogger } from '../lib/logger.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { getRequestInfo } from '../lib/request-context.ts';
import type { Route } from './+types/checkout';
import { answerForm } from '../lib/http.ts';
import { INQUIRY_STATUS } from './inquiry-status.ts';

// The template's checkout, made live: booking site visits to the visit list's properties.

export async function loader({ request, context }: Route.LoaderArgs) {
  // The confirmation shows only in the browser that booked (a signed cookie, not the query
  // alone), and only so many times per address.
  const { clientIp } = getRequestInfo(context, getLogger());
  const confirmation = await lookUpConfirmation(request, clientIp);
  if (confirmation.kind === 'done')
    return data({ view: { kind: 'done', visit: confirmation.visit } satisfies CheckoutView });
  if (confirmation.kind === 'rate-limited') {
    const wait = confirmation.retryAfterSeconds;
    const view: CheckoutView = { kind: 'rate-limited', minutes: retryMinutes(wait) };
    return data({ view }, { status: 429, headers: { 'Retry-After': String(wait) } });
  }
  const user = getUser(context);
  const { items, cookies } = await loadVisitList(request, user);
  const bookable = items.filter((item) => item.available);
  const view: CheckoutView = {
    kind: 'form',
    items: bookable,
    skipped: items.length - bookable.length,
    minDate: todayInKolkata(),
    // A signed-in buyer's name and phone (accounts have no email to offer).
    defaults: user
      ? { name: `${user.firstName} ${user.lastName}`.trim(), phone: user.phone }
      : undefined,
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
