import { getAgencyCounters, getFaqs } from '../features/agency/agency-content.server.ts';
import { FaqPage } from '../features/agency/faq-page.tsx';
import { getLocale } from '../lib/locale.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { useRootData } from '../lib/root-data.ts';
import type { Route } from './+types/faq';

export async function loader({ request }: Route.LoaderArgs) {
  const [faqs, counters] = await Promise.all([getFaqs(getLocale(request)), getAgencyCounters()]);
  return { faqs, counters };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'faq.metaTitle', description: 'faq.metaDescription' });

export default function Faq({ loaderData }: Route.ComponentProps) {
  const phones = useRootData()?.settings.phones ?? [];
  return <FaqPage faqs={loaderData.faqs} counters={loaderData.counters} phones={phones} />;
}
