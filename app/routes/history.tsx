import { getAboutBlock, getHistoryEvents } from '../features/agency/agency-content.server.ts';
import { HistoryPage } from '../features/agency/history-page.tsx';
import { pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/history';

export async function loader() {
  const [events, about] = await Promise.all([getHistoryEvents(), getAboutBlock()]);
  return { events, whyChooseUs: about?.whyChooseUs ?? [] };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'history.metaTitle', description: 'history.metaDescription' });

export default function History({ loaderData }: Route.ComponentProps) {
  return <HistoryPage events={loaderData.events} whyChooseUs={loaderData.whyChooseUs} />;
}
