import { LegalPage } from '../features/legal/legal-page.tsx';
import { pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/privacy-policy';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'privacy.metaTitle', description: 'privacy.metaDescription' });

export default function PrivacyPolicy() {
  return (
    <LegalPage
      page="privacy"
      sections={['account', 'sessions', 'activity', 'security', 'cookies', 'consent', 'delete']}
    />
  );
}
