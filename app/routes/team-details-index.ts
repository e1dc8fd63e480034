import { redirect } from 'react-router';

// A bare /team-details names no agent: the team page lists them all.
export function loader() {
  return redirect('/team');
}
