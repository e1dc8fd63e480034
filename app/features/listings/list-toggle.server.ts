import { data, redirect } from 'react-router';
import type { MessageKey } from '../../i18n/translate.ts';
import { flashCookie } from '../../lib/flash.server.ts';
import { safeRedirectPath } from '../../lib/redirect.ts';
import type { ListToggleReply } from './property-toggle.tsx';
import { isRowId } from './row-ids.ts';

// The POST behind a listing's on/off control for a list kept by the visitor (the visit list at
// /cart, the comparison at /compare): intent and propertyId in, the new list or a refusal out.

/** What a change to the list came to, and the Set-Cookie headers to send either way. */
export type ListChange = {
  change: { ok: true; ids: number[] } | { ok: false; message: MessageKey; status: 404 | 409 };
  cookies: string[];
};

export function headersWithCookies(cookies: readonly string[]): Headers {
  const headers = new Headers();
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return headers;
}

/**
 * Answers a list's POST. A fetcher gets the answer as data; a plain form post (no JavaScript)
 * goes back where it came from (303, `redirectTo`, else `fallback`), with a flash titled
 * `refusedTitle` when refused. A form without a known intent or a row id gets `badRequest`.
 */
export async function answerListToggle<Intent extends string>(
  request: Request,
  {
    intents,
    fallback,
    badRequest,
    refusedTitle,
    change,
  }: {
    intents: readonly Intent[];
    fallback: string;
    badRequest: MessageKey;
    refusedTitle: MessageKey;
    change: (intent: Intent, propertyId: number) => Promise<ListChange>;
  },
) {
  const form = await request.formData();
  const intent = form.get('intent');
  const propertyId = Number(form.get('propertyId'));
  const back = safeRedirectPath(form.get('redirectTo'), fallback);
  const wantsPage = request.headers.get('accept')?.includes('text/html') ?? false;
  if (
    !isRowId(propertyId) ||
    typeof intent !== 'string' ||
    !(intents as readonly string[]).includes(intent)
  ) {
    return data<ListToggleReply>({ ok: false, message: badRequest }, { status: 400 });
  }
  const { change: outcome, cookies } = await change(intent as Intent, propertyId);
  const headers = headersWithCookies(cookies);
  if (!outcome.ok) {
    if (wantsPage) {
      headers.append(
        'Set-Cookie',
        flashCookie({ tone: 'error', title: refusedTitle, text: outcome.message }),
      );
      return redirect(back, { status: 303, headers });
    }
    return data<ListToggleReply>(
      { ok: false, message: outcome.message },
      { status: outcome.status, headers },
    );
  }
  if (wantsPage) return redirect(back, { status: 303, headers });
  return data<ListToggleReply>({ ok: true, ids: outcome.ids }, { headers });
}
