import { TrackingPage } from '../features/visits/tracking-page.tsx';
import { handleTracking } from '../features/visits/visits.server.ts';
import { getLogger } from '../lib/logger.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { getRequestInfo } from '../lib/request-context.ts';
import type { Route } from './+types/order-tracking';
import { answerForm } from '../lib/http.ts';

// A miss is answered like any lookup (200): no hint which part was wrong.
const TRACKING_STATUS = { invalid: 400, 'rate-limited': 429, 'no-match': 200 } as const;

// The template's order tracking, made live: a site visit request by its reference and the
// email or phone it was booked with.

export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await handleTracking(request, getRequestInfo(context, getLogger()).clientIp);
  return answerForm(outcome, TRACKING_STATUS);
}

// A refused lookup's Retry-After reaches the browser also without JavaScript.
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'tracking.metaTitle', description: 'tracking.metaDescription' });

export default function OrderTracking({ actionData }: Route.ComponentProps) {
  return <TrackingPage result={actionData ?? undefined} />;
}
