import { LegalPage } from '../features/legal/legal-page.tsx';
import { pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/terms';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'terms.metaTitle', description: 'terms.metaDescription' });

export default function Terms() {
  return (
    <LegalPage
      page="terms"
      sections={['account', 'listings', 'removal', 'enquiries', 'information', 'changes']}
    />
  );
}
