import { LegalPage } from '../features/legal/legal-page.tsx';
import { pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/terms';

const SECTIONS = [
  { title: 'terms.account.title', text: 'terms.account.text' },
  { title: 'terms.listings.title', text: 'terms.listings.text' },
  { title: 'terms.removal.title', text: 'terms.removal.text' },
  { title: 'terms.enquiries.title', text: 'terms.enquiries.text' },
  { title: 'terms.information.title', text: 'terms.information.text' },
  { title: 'terms.changes.title', text: 'terms.changes.text' },
] as const;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'terms.metaTitle', description: 'terms.metaDescription' });

export default function Terms() {
  return <LegalPage heading="terms.heading" intro="terms.intro" sections={SECTIONS} />;
}
