import { redirect } from 'react-router';
import { getUser } from '../features/accounts/auth.server.ts';
import { setAccountLocale } from '../features/accounts/users.server.ts';
import { localeCookie } from '../lib/locale.server.ts';
import { isLocale, localizedPath } from '../i18n/locales.ts';
import { safeRedirectPath } from '../lib/redirect.ts';
import type { Route } from './+types/language';

// The language list posts here: the same page in the chosen language, and the choice is
// remembered in a cookie for a year; a signed-in user's SMS and mail are written in it from now.
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const locale = form.get('locale');
  const back = safeRedirectPath(form.get('redirectTo'));
  if (!isLocale(locale)) throw new Response('Unknown language', { status: 400 });
  const user = getUser(context);
  if (user) await setAccountLocale(user.id, locale);
  // The same page in the chosen language (the menu sends the page's path with its prefix).
  return redirect(localizedPath(locale, back), {
    headers: { 'Set-Cookie': localeCookie(locale) },
  });
}

export function loader() {
  return redirect('/');
}
