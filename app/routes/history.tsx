import { getAboutBlock, getHistoryEvents } from '../features/agency/agency-content.server.ts';
import { HistoryPage } from '../features/agency/history-page.tsx';
import { getLocale } from '../lib/locale.server.ts';
import { pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/history';

export async function loader({ request }: Route.LoaderArgs) {
  const locale = getLocale(request);
  const [events, about] = await Promise.all([getHistoryEvents(locale), getAboutBlock(locale)]);
  const whyChooseUs = (about?.whyChooseUs ?? []).map((item) => ({ ...item, lang: about?.lang }));
  return { events, whyChooseUs };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'history.metaTitle', description: 'history.metaDescription' });

export default function History({ loaderData }: Route.ComponentProps) {
  return <HistoryPage events={loaderData.events} whyChooseUs={loaderData.whyChooseUs} />;
}
