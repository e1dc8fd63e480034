import type { User } from '../../app/db/schema/index.ts';
import { issueFormToken } from '../../app/features/inquiries/form-token.server.ts';
import { getLogger } from '../../app/lib/logger.server.ts';
import { todayInKolkata } from '../../app/features/visits/visit-fields.ts';
import { handleCheckout } from '../../app/features/visits/visits.server.ts';

// Booking the visit list as a browser would post /checkout: the one helper for tests that book
// (docs/architecture.md, Tests).

/** The booking form as a visitor fills it: a fresh start time of its own, `fields` on top. */
export function checkoutForm(fields: Record<string, string> = {}): FormData {
  const body = new FormData();
  const values: Record<string, string> = {
    name: 'Ravi Teja',
    phone: '9848011111',
    email: 'ravi@example.in',
    preferredDate: todayInKolkata(),
    timeSlot: 'evening',
    notes: '',
    website: '',
    formStarted: issueFormToken(Date.now() - 5_000),
    ...fields,
  };
  for (const [key, value] of Object.entries(values)) body.set(key, value);
  return body;
}

/**
 * POST /checkout (or the page of another language, `/te/checkout`) with `body` for a visit list
 * of `propertyIds` (in the visit_list cookie for a visitor), from `clientIp`: the 303 to the
 * confirmation, or the refused form's outcome.
 */
export function postCheckout(
  propertyIds: readonly number[],
  {
    body = checkoutForm(),
    clientIp = '10.77.0.1',
    user = null,
    path = '/checkout',
  }: { body?: FormData; clientIp?: string; user?: User | null; path?: string } = {},
) {
  const request = new Request(`http://localhost${path}`, {
    method: 'POST',
    body,
    headers: { cookie: `visit_list=${propertyIds.join(',')}` },
  });
  return handleCheckout(request, user, {
    requestId: 'test',
    cspNonce: '',
    clientIp,
    logger: getLogger(),
  });
}

/** The cookie a 303 from postCheckout sets for the confirmation (`visit_booked=…`). */
export function bookedCookieOf(response: Response): string {
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .find((pair) => pair.startsWith('visit_booked='));
  if (!cookie) throw new Error('no visit_booked cookie was set');
  return cookie;
}
