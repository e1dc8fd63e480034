import { filterOffices, parseCityFilter } from '../features/team/offices.ts';
import { LocationPage } from '../features/team/location-page.tsx';
import { listCities, listOffices } from '../features/team/team.server.ts';
import { getLocale } from '../lib/locale.server.ts';
import { pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/location';

export async function loader({ request }: Route.LoaderArgs) {
  const [cities, offices] = await Promise.all([
    listCities(getLocale(request)),
    listOffices(getLocale(request)),
  ]);
  const city = parseCityFilter(new URL(request.url).searchParams.get('city'), cities);
  return { cities, city, offices: filterOffices(offices, city) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'location.metaTitle', description: 'location.metaDescription' });

export default function Location({ loaderData }: Route.ComponentProps) {
  return (
    <LocationPage cities={loaderData.cities} city={loaderData.city} offices={loaderData.offices} />
  );
}
