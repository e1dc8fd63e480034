import { ComingSoonPage } from '../features/agency/coming-soon-page.tsx';
import { pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/coming-soon';

// A placeholder page: reachable, but kept out of search results.
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'comingSoon.metaTitle', description: 'comingSoon.metaDescription' }, [
    { name: 'robots', content: 'noindex' },
  ]);

export default function ComingSoon() {
  return <ComingSoonPage />;
}
