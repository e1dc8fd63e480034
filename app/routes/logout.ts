import { redirect } from 'react-router';
import { clearSessionCookie, destroySession } from '../features/accounts/session.server.ts';
import type { Route } from './+types/logout';

// Logout is a POST (a link could be triggered by another site); it ends the session and goes home.
export async function action({ request }: Route.ActionArgs) {
  await destroySession(request);
  return redirect('/', { headers: { 'Set-Cookie': clearSessionCookie() } });
}

export function loader() {
  return redirect('/');
}
