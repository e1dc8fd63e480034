import { data } from 'react-router';
import { NotFoundPage } from '../components/layout/not-found-page.tsx';
import { pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/catch-all';

// Every URL no other route answers: the 404 page with HTTP status 404.
export function loader() {
  return data(null, { status: 404 });
}

export function action() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'notFound.title', description: 'notFound.metaDescription' }, [
    { name: 'robots', content: 'noindex' },
  ]);

export default function CatchAll() {
  return <NotFoundPage />;
}
