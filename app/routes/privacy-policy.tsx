import { LegalPage } from '../features/legal/legal-page.tsx';
import { pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/privacy-policy';

const SECTIONS = [
  { title: 'privacy.account.title', text: 'privacy.account.text' },
  { title: 'privacy.sessions.title', text: 'privacy.sessions.text' },
  { title: 'privacy.activity.title', text: 'privacy.activity.text' },
  { title: 'privacy.security.title', text: 'privacy.security.text' },
  { title: 'privacy.cookies.title', text: 'privacy.cookies.text' },
  { title: 'privacy.consent.title', text: 'privacy.consent.text' },
  { title: 'privacy.delete.title', text: 'privacy.delete.text' },
] as const;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'privacy.metaTitle', description: 'privacy.metaDescription' });

export default function PrivacyPolicy() {
  return <LegalPage heading="privacy.heading" intro="privacy.intro" sections={SECTIONS} />;
}
