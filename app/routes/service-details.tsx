import { getServices } from '../features/agency/agency-content.server.ts';
import { ServiceDetailsPage } from '../features/agency/service-details-page.tsx';
import { getLocale } from '../lib/locale.server.ts';
import { pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/service-details';

export async function loader({ request }: Route.LoaderArgs) {
  return { services: await getServices(getLocale(request)) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'serviceDetails.metaTitle',
    description: 'serviceDetails.metaDescription',
  });

export default function ServiceDetails({ loaderData }: Route.ComponentProps) {
  return <ServiceDetailsPage services={loaderData.services} />;
}
