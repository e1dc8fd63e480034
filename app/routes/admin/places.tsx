import { data } from 'react-router';
import { requireAdmin } from '../../features/admin/access.server.ts';
import { readForm } from '../../lib/forms.ts';
import { idParam } from '../../features/admin/ui/list-query.ts';
import { redirectWithNotice } from '../../lib/flash.server.ts';
import { notFound } from '../../lib/http.ts';
import {
  AddPlaceForms,
  CityAreas,
  ManageAreaPanel,
  MergeConfirmation,
  PLACES_PATH,
  RenameCityPanel,
} from '../../features/admin/places/places-page.tsx';
import type { PlaceFormState } from '../../features/admin/places/places-schema.ts';
import { submitPlaceForm } from '../../features/admin/places/places-form.server.ts';
import { getAreaForAdmin, listPlacesForAdmin } from '../../features/admin/places/places.server.ts';
import { AdminPage } from '../../features/admin/ui/admin-page.tsx';
import { useT } from '../../i18n/i18n-context.tsx';
import { translator } from '../../i18n/translate.ts';
import { getLocale } from '../../lib/locale.server.ts';
import { getRootData } from '../../lib/meta.ts';
import type { Route } from './+types/places';

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireAdmin(context, request);
  const url = new URL(request.url);
  const cities = await listPlacesForAdmin(user);
  const areaId = idParam(url, 'area');
  const intoId = idParam(url, 'into');
  const merge =
    areaId && intoId && areaId !== intoId
      ? await Promise.all([getAreaForAdmin(user, areaId), getAreaForAdmin(user, intoId)])
      : null;
  return {
    cities,
    renameCityId: idParam(url, 'renameCity') ?? null,
    areaId: areaId ?? null,
    merge:
      merge && merge[0] && merge[1] && merge[0].cityId === merge[1].cityId
        ? { from: merge[0], into: merge[1] }
        : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireAdmin(context, request);
  const outcome = await submitPlaceForm(user, await readForm(request), getLocale(request));
  if (outcome.ok) return redirectWithNotice(PLACES_PATH, outcome.value);
  if (outcome.reason === 'not-found') throw notFound();
  const { intent, errors, values } = outcome;
  // A merge the areas as they are now refuse is a conflict; any other refusal, bad input.
  const status = outcome.reason === 'conflict' ? 409 : 400;
  return data<PlaceFormState>({ intent, errors, values }, { status });
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: translator(getRootData(matches)?.locale ?? 'en')('admin.places.metaTitle') },
];

export default function Places({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { cities, renameCityId, areaId, merge } = loaderData;
  const renaming = cities.find((city) => city.id === renameCityId);
  const managedCity = cities.find((city) => city.areas.some((area) => area.id === areaId));
  const managedArea = managedCity?.areas.find((area) => area.id === areaId);
  return (
    <AdminPage title={t('admin.places.title')} description={t('admin.places.description')}>
      {merge ? (
        <MergeConfirmation from={merge.from} into={merge.into} actionData={actionData} />
      ) : managedArea && managedCity ? (
        <ManageAreaPanel area={managedArea} city={managedCity} actionData={actionData} />
      ) : renaming ? (
        <RenameCityPanel city={renaming} actionData={actionData} />
      ) : null}
      <AddPlaceForms cities={cities} actionData={actionData} />
      {cities.map((city) => (
        <CityAreas key={city.id} city={city} />
      ))}
    </AdminPage>
  );
}
