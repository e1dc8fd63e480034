import { data, redirect } from 'react-router';
import { authHref, pendingLikeFrom } from '../features/accounts/auth-links.ts';
import { getUser, loginRedirect } from '../features/accounts/auth.server.ts';
import { likeProperty, unlikeProperty } from '../features/likes/likes.server.ts';
import { parsePropertyId } from '../features/my-account/my-account-fields.ts';
import { readForm } from '../lib/forms.ts';
import { safeRedirectPath } from '../lib/redirect.ts';
import type { Route } from './+types/like';

// The heart posts here. The user comes from the session, never from the form.
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const back = safeRedirectPath(form.get('redirectTo'));
  // A positive id within the column's range (int4): 9999999999 is a bad request, not a 500.
  const propertyId = parsePropertyId(form.get('propertyId'));
  const intent = form.get('intent');
  const user = getUser(context);
  if (!user) {
    // Signed out (a page from before signing out): sign in, then the like is saved.
    const like = intent === 'like' ? pendingLikeFrom(form.get('propertyId')) : null;
    throw redirect(authHref('/login', { redirectTo: back, like }));
  }
  if (propertyId === null || (intent !== 'like' && intent !== 'unlike')) {
    return data({ ok: false }, { status: 400 });
  }
  if (intent === 'like') {
    if (!(await likeProperty(user.id, propertyId))) return data({ ok: false }, { status: 404 });
  } else {
    await unlikeProperty(user.id, propertyId);
  }
  // A fetcher (JavaScript) stays on the page; a plain form post goes back to it.
  const wantsPage = request.headers.get('accept')?.includes('text/html');
  return wantsPage ? redirect(back) : { ok: true };
}

export function loader({ request }: Route.LoaderArgs) {
  return redirect(loginRedirect(new URL(request.url)));
}
