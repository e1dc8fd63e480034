import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { TextField } from '../../../components/ui/field.tsx';
import { useT } from '../../../i18n/i18n-context.tsx';
import {
  PLACE_NAME_MAX,
  type LocalNames,
  type PlaceFormState,
  type PlaceIntent,
  type PlacesAdminCity,
} from './places-schema.ts';
import { AdminPanel } from '../ui/admin-page.tsx';
import { linkStyle, primaryButton, secondaryButton, dangerButton } from '../ui/buttons.ts';
import { DataTable } from '../ui/data-table.tsx';
import { SelectField } from '../../../components/ui/field-controls.tsx';

// Cities and areas: add, rename, merge. Every form is a plain post with an `intent`; the
// steps that need a choice first (which area to rename or merge, the merge confirmation) are
// GET links, so it all works without JavaScript.

export const PLACES_PATH = '/admin/places';

type Area = PlacesAdminCity['areas'][number];
type FormState = Pick<PlaceFormState, 'errors' | 'values'>;

/** The errors and values of the form `intent`, when it was the one refused. */
function formState(actionData: PlaceFormState | undefined, intent: PlaceIntent): FormState {
  return actionData?.intent === intent ? actionData : { errors: {}, values: {} };
}

function FormError({ message }: { message: string | undefined }) {
  return message ? (
    <p role="alert" className="text-sm font-medium text-red-700">
      {message}
    </p>
  ) : null;
}

/** One of the page's posts: its intent and the ids it acts on ride as hidden fields. */
function PlaceForm({
  intent,
  ids = {},
  className,
  children,
}: {
  intent: PlaceIntent;
  ids?: Record<string, number>;
  className: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" className={className}>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(ids).map(([name, id]) => (
        <input key={name} type="hidden" name={name} value={id} />
      ))}
      {children}
    </Form>
  );
}

/** The name of a city or an area, typed again after a refusal. */
function NameField({
  label,
  state,
  current = '',
  hint,
}: {
  label: string;
  state: FormState;
  current?: string;
  hint?: string;
}) {
  return (
    <TextField
      name="name"
      label={label}
      required
      maxLength={PLACE_NAME_MAX}
      defaultValue={state.values.name ?? current}
      error={state.errors.name}
      hint={hint}
    />
  );
}

const NO_LOCAL_NAMES: LocalNames = { nameTe: '', nameHi: '' };

/** The Telugu and Hindi names of a place, shown in the pages of those languages. */
function LocalNameFields({ state, place }: { state: FormState; place: LocalNames }) {
  const t = useT();
  return (
    <>
      <TextField
        name="nameTe"
        label={t('admin.places.field.teluguName')}
        lang="te"
        maxLength={PLACE_NAME_MAX}
        defaultValue={state.values.nameTe ?? place.nameTe}
        error={state.errors.nameTe}
        hint={t('admin.places.field.teluguNameHint')}
      />
      <TextField
        name="nameHi"
        label={t('admin.places.field.hindiName')}
        lang="hi"
        maxLength={PLACE_NAME_MAX}
        defaultValue={state.values.nameHi ?? place.nameHi}
        error={state.errors.nameHi}
        hint={t('admin.places.field.hindiNameHint')}
      />
    </>
  );
}

export function AddPlaceForms({
  cities,
  actionData,
}: {
  cities: PlacesAdminCity[];
  actionData: PlaceFormState | undefined;
}) {
  const t = useT();
  const city = formState(actionData, 'add-city');
  const area = formState(actionData, 'add-area');
  return (
    <div className="grid gap-x-6 lg:grid-cols-2">
      <AdminPanel title={t('admin.places.addCity.title')} id="add-city">
        <PlaceForm intent="add-city" className="grid gap-3">
          <NameField
            label={t('admin.places.addCity.name')}
            state={city}
            hint={t('admin.places.addCity.nameHint')}
          />
          <LocalNameFields state={city} place={NO_LOCAL_NAMES} />
          <FormError message={city.errors.form} />
          <div>
            <button type="submit" className={primaryButton}>
              {t('admin.places.addCity.submit')}
            </button>
          </div>
        </PlaceForm>
      </AdminPanel>
      <AdminPanel title={t('admin.places.addArea.title')} id="add-area">
        <PlaceForm intent="add-area" className="grid gap-3 sm:grid-cols-2">
          <SelectField
            name="cityId"
            label={t('admin.places.addArea.city')}
            required
            defaultValue={area.values.cityId ?? ''}
            error={area.errors.cityId}
            options={[
              { value: '', label: t('admin.places.addArea.chooseCity') },
              ...cities.map((c) => ({ value: String(c.id), label: c.name })),
            ]}
          />
          <NameField label={t('admin.places.addArea.name')} state={area} />
          <LocalNameFields state={area} place={NO_LOCAL_NAMES} />
          <TextField
            name="pincode"
            label={t('admin.places.addArea.pincode')}
            inputMode="numeric"
            maxLength={6}
            defaultValue={area.values.pincode ?? ''}
            error={area.errors.pincode}
          />
          <div className="flex items-end">
            <button type="submit" className={primaryButton}>
              {t('admin.places.addArea.submit')}
            </button>
          </div>
        </PlaceForm>
      </AdminPanel>
    </div>
  );
}

export function RenameCityPanel({
  city,
  actionData,
}: {
  city: PlacesAdminCity;
  actionData: PlaceFormState | undefined;
}) {
  const t = useT();
  const state = formState(actionData, 'rename-city');
  return (
    <AdminPanel title={t('admin.places.renameCity.title', { city: city.name })} id="rename-city">
      <PlaceForm intent="rename-city" ids={{ cityId: city.id }} className="grid max-w-xl gap-3">
        <NameField
          label={t('admin.places.field.newName')}
          state={state}
          current={city.name}
          hint={t('admin.places.renameCity.slugHint', { slug: city.slug })}
        />
        <LocalNameFields state={state} place={city} />
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={primaryButton}>
            {t('admin.places.renameCity.submit')}
          </button>
          <Link to={PLACES_PATH} className={secondaryButton}>
            {t('admin.places.cancel')}
          </Link>
        </div>
      </PlaceForm>
    </AdminPanel>
  );
}

export function ManageAreaPanel({
  area,
  city,
  actionData,
}: {
  area: Area;
  city: PlacesAdminCity;
  actionData: PlaceFormState | undefined;
}) {
  const t = useT();
  const others = city.areas.filter((other) => other.id !== area.id);
  const renameState = formState(actionData, 'rename-area');
  return (
    <AdminPanel title={`${area.name}, ${city.name}`} id="manage-area">
      <div className="grid gap-6 lg:grid-cols-2">
        <PlaceForm
          intent="rename-area"
          ids={{ areaId: area.id }}
          className="grid content-start gap-3"
        >
          <h3 className="font-semibold text-slate-900">{t('admin.places.manageArea.rename')}</h3>
          <NameField
            label={t('admin.places.field.newName')}
            state={renameState}
            current={area.name}
            hint={t('admin.places.manageArea.slugHint', { slug: area.slug })}
          />
          <LocalNameFields state={renameState} place={area} />
          <div>
            <button type="submit" className={primaryButton}>
              {t('admin.places.manageArea.renameSubmit')}
            </button>
          </div>
        </PlaceForm>
        <Form method="get" className="grid content-start gap-3">
          <h3 className="font-semibold text-slate-900">
            {t('admin.places.manageArea.mergeHeading')}
          </h3>
          <input type="hidden" name="area" value={area.id} />
          {others.length === 0 ? (
            <p className="text-sm text-slate-700">
              {t('admin.places.manageArea.noOtherArea', { city: city.name })}
            </p>
          ) : (
            <>
              <SelectField
                name="into"
                label={t('admin.places.manageArea.mergeInto')}
                required
                hint={t('admin.places.manageArea.mergeHint', {
                  listings: area.listings,
                  area: area.name,
                })}
                options={others.map((other) => ({ value: String(other.id), label: other.name }))}
              />
              <div>
                <button type="submit" className={secondaryButton}>
                  {t('admin.places.manageArea.reviewMerge')}
                </button>
              </div>
            </>
          )}
        </Form>
      </div>
      <p className="mt-4">
        <Link to={PLACES_PATH} className={linkStyle}>
          {t('admin.places.manageArea.done')}
        </Link>
      </p>
    </AdminPanel>
  );
}

export function MergeConfirmation({
  from,
  into,
  actionData,
}: {
  from: { id: number; name: string; slug: string; cityName: string; listings: number };
  into: { id: number; name: string };
  actionData: PlaceFormState | undefined;
}) {
  const t = useT();
  const state = formState(actionData, 'merge-area');
  return (
    <section
      aria-labelledby="merge-title"
      className="mb-6 rounded-lg border border-red-300 bg-red-50 p-4"
    >
      <h2 id="merge-title" className="text-lg font-semibold text-red-900">
        {t('admin.places.merge.title', { from: from.name, into: into.name })}
      </h2>
      <p className="mt-1 text-sm text-red-900">
        {t('admin.places.merge.body', {
          count: from.listings,
          from: from.name,
          into: into.name,
          city: from.cityName,
          slug: from.slug,
        })}
      </p>
      <FormError message={state.errors.intoAreaId ?? state.errors.areaId ?? state.errors.form} />
      <PlaceForm
        intent="merge-area"
        ids={{ areaId: from.id, intoAreaId: into.id }}
        className="mt-3 flex flex-wrap gap-3"
      >
        <button type="submit" className={dangerButton}>
          {t('admin.places.merge.submit')}
        </button>
        <Link to={`${PLACES_PATH}?area=${from.id}`} className={secondaryButton}>
          {t('admin.places.cancel')}
        </Link>
      </PlaceForm>
    </section>
  );
}

export function CityAreas({ city }: { city: PlacesAdminCity }) {
  const t = useT();
  const listings = city.areas.reduce((sum, area) => sum + area.listings, 0);
  return (
    <AdminPanel title={city.name} id={`city-${city.id}`}>
      <p className="mb-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        <span>{t('admin.places.city.slug', { slug: city.slug })}</span>
        <span>
          {t('admin.places.city.telugu')} <span lang="te">{city.nameTe || '—'}</span>
        </span>
        <span>
          {t('admin.places.city.hindi')} <span lang="hi">{city.nameHi || '—'}</span>
        </span>
        <span>{t('admin.places.city.areas', { count: city.areas.length })}</span>
        <span>{t('admin.places.city.listings', { count: listings })}</span>
        <Link
          to={`${PLACES_PATH}?renameCity=${city.id}`}
          className={linkStyle}
          aria-label={t('admin.places.city.renameLabel', { city: city.name })}
        >
          {t('admin.places.city.rename')}
        </Link>
      </p>
      <DataTable
        caption={t('admin.places.city.caption', { city: city.name })}
        rows={city.areas}
        rowKey={(area) => area.id}
        empty={t('admin.places.city.empty', { city: city.name })}
        columns={[
          { header: t('admin.places.column.area'), rowHeader: true, cell: (area) => area.name },
          {
            header: t('admin.places.column.localNames'),
            cell: (area) => (
              <>
                <span lang="te">{area.nameTe || '—'}</span>
                {' / '}
                <span lang="hi">{area.nameHi || '—'}</span>
              </>
            ),
          },
          { header: t('admin.places.column.slug'), cell: (area) => area.slug },
          { header: t('admin.places.column.pincode'), cell: (area) => area.pincode ?? '—' },
          {
            header: t('admin.places.column.activeListings'),
            cell: (area) => area.activeListings.toLocaleString('en-IN'),
          },
          {
            header: t('admin.places.column.allListings'),
            cell: (area) => area.listings.toLocaleString('en-IN'),
          },
          {
            header: t('admin.places.column.actions'),
            action: true,
            cell: (area) => (
              <Link
                to={`${PLACES_PATH}?area=${area.id}`}
                className={linkStyle}
                aria-label={t('admin.places.city.manageAreaLabel', { area: area.name })}
              >
                {t('admin.places.city.manageArea')}
              </Link>
            ),
          },
        ]}
      />
    </AdminPanel>
  );
}
