import { redirect } from 'react-router';

// A bare /portfolio-details names no property: the gallery lists them all.
export function loader() {
  return redirect('/portfolio');
}
