import { redirect } from 'react-router';

// A bare /blog-details names no post: the blog grid lists them all.
export function loader() {
  return redirect('/blog');
}
