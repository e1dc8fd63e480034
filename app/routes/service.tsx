import { getServices } from '../features/agency/agency-content.server.ts';
import { ServicesPage } from '../features/agency/services-page.tsx';
import { getLocale } from '../lib/locale.server.ts';
import { pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/service';

export async function loader({ request }: Route.LoaderArgs) {
  const services = await getServices(getLocale(request));
  // The grid shows only names and summaries; the long texts belong to /service-details.
  return {
    services: services.map(({ slug, name, summary, lang }) => ({ slug, name, summary, lang })),
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'services.metaTitle', description: 'services.metaDescription' });

export default function Service({ loaderData }: Route.ComponentProps) {
  return <ServicesPage services={loaderData.services} />;
}
