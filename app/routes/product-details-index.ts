import { redirect } from 'react-router';

// A bare /product-details names no property: the spec sends it to /404.
export function loader() {
  return redirect('/404');
}
