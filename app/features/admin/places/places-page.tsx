import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { TextField } from '../../../components/ui/field.tsx';
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
  return (
    <>
      <TextField
        name="nameTe"
        label="Telugu name"
        lang="te"
        maxLength={PLACE_NAME_MAX}
        defaultValue={state.values.nameTe ?? place.nameTe}
        error={state.errors.nameTe}
        hint="Shown on Telugu pages and found by the search; empty shows the English name."
      />
      <TextField
        name="nameHi"
        label="Hindi name"
        lang="hi"
        maxLength={PLACE_NAME_MAX}
        defaultValue={state.values.nameHi ?? place.nameHi}
        error={state.errors.nameHi}
        hint="In Devanagari, shown on Hindi pages and found by the search."
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
  const city = formState(actionData, 'add-city');
  const area = formState(actionData, 'add-area');
  return (
    <div className="grid gap-x-6 lg:grid-cols-2">
      <AdminPanel title="Add a city" id="add-city">
        <PlaceForm intent="add-city" className="grid gap-3">
          <NameField
            label="City name"
            state={city}
            hint="Its address slug is made from the name and never changes."
          />
          <LocalNameFields state={city} place={NO_LOCAL_NAMES} />
          <FormError message={city.errors.form} />
          <div>
            <button type="submit" className={primaryButton}>
              Add city
            </button>
          </div>
        </PlaceForm>
      </AdminPanel>
      <AdminPanel title="Add an area" id="add-area">
        <PlaceForm intent="add-area" className="grid gap-3 sm:grid-cols-2">
          <SelectField
            name="cityId"
            label="City"
            required
            defaultValue={area.values.cityId ?? ''}
            error={area.errors.cityId}
            options={[
              { value: '', label: 'Choose a city' },
              ...cities.map((c) => ({ value: String(c.id), label: c.name })),
            ]}
          />
          <NameField label="Area name" state={area} />
          <LocalNameFields state={area} place={NO_LOCAL_NAMES} />
          <TextField
            name="pincode"
            label="Pincode (optional)"
            inputMode="numeric"
            maxLength={6}
            defaultValue={area.values.pincode ?? ''}
            error={area.errors.pincode}
          />
          <div className="flex items-end">
            <button type="submit" className={primaryButton}>
              Add area
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
  const state = formState(actionData, 'rename-city');
  return (
    <AdminPanel title={`Rename ${city.name}`} id="rename-city">
      <PlaceForm intent="rename-city" ids={{ cityId: city.id }} className="grid max-w-xl gap-3">
        <NameField
          label="New name"
          state={state}
          current={city.name}
          hint={`Its address slug stays “${city.slug}”, so links to it keep working.`}
        />
        <LocalNameFields state={state} place={city} />
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={primaryButton}>
            Rename city
          </button>
          <Link to={PLACES_PATH} className={secondaryButton}>
            Cancel
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
          <h3 className="font-semibold text-slate-900">Rename</h3>
          <NameField
            label="New name"
            state={renameState}
            current={area.name}
            hint={`Its address slug stays “${area.slug}”, so search links keep working.`}
          />
          <LocalNameFields state={renameState} place={area} />
          <div>
            <button type="submit" className={primaryButton}>
              Rename area
            </button>
          </div>
        </PlaceForm>
        <Form method="get" className="grid content-start gap-3">
          <h3 className="font-semibold text-slate-900">Merge into another area</h3>
          <input type="hidden" name="area" value={area.id} />
          {others.length === 0 ? (
            <p className="text-sm text-slate-700">{city.name} has no other area to merge into.</p>
          ) : (
            <>
              <SelectField
                name="into"
                label="Merge into"
                required
                hint={`All ${area.listings} listings of ${area.name} move there, then ${area.name} is deleted.`}
                options={others.map((other) => ({ value: String(other.id), label: other.name }))}
              />
              <div>
                <button type="submit" className={secondaryButton}>
                  Review merge
                </button>
              </div>
            </>
          )}
        </Form>
      </div>
      <p className="mt-4">
        <Link to={PLACES_PATH} className={linkStyle}>
          Done
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
  const state = formState(actionData, 'merge-area');
  return (
    <section
      aria-labelledby="merge-title"
      className="mb-6 rounded-lg border border-red-300 bg-red-50 p-4"
    >
      <h2 id="merge-title" className="text-lg font-semibold text-red-900">
        Merge {from.name} into {into.name}?
      </h2>
      <p className="mt-1 text-sm text-red-900">
        {from.listings === 1 ? '1 listing moves' : `${from.listings} listings move`} from{' '}
        {from.name} to {into.name} ({from.cityName}), and {from.name} is deleted. Search links
        naming “{from.slug}” then show all of {from.cityName}. This cannot be undone.
      </p>
      <FormError message={state.errors.intoAreaId ?? state.errors.areaId ?? state.errors.form} />
      <PlaceForm
        intent="merge-area"
        ids={{ areaId: from.id, intoAreaId: into.id }}
        className="mt-3 flex flex-wrap gap-3"
      >
        <button type="submit" className={dangerButton}>
          Merge areas
        </button>
        <Link to={`${PLACES_PATH}?area=${from.id}`} className={secondaryButton}>
          Cancel
        </Link>
      </PlaceForm>
    </section>
  );
}

export function CityAreas({ city }: { city: PlacesAdminCity }) {
  const listings = city.areas.reduce((sum, area) => sum + area.listings, 0);
  return (
    <AdminPanel title={city.name} id={`city-${city.id}`}>
      <p className="mb-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        <span>Slug: {city.slug}</span>
        <span>
          Telugu: <span lang="te">{city.nameTe || '—'}</span>
        </span>
        <span>
          Hindi: <span lang="hi">{city.nameHi || '—'}</span>
        </span>
        <span>{city.areas.length === 1 ? '1 area' : `${city.areas.length} areas`}</span>
        <span>{listings === 1 ? '1 listing' : `${listings.toLocaleString('en-IN')} listings`}</span>
        <Link
          to={`${PLACES_PATH}?renameCity=${city.id}`}
          className={linkStyle}
          aria-label={`Rename ${city.name}`}
        >
          Rename
        </Link>
      </p>
      <DataTable
        caption={`Areas of ${city.name}`}
        rows={city.areas}
        rowKey={(area) => area.id}
        empty={`${city.name} has no areas yet.`}
        columns={[
          { header: 'Area', rowHeader: true, cell: (area) => area.name },
          {
            header: 'Telugu / Hindi',
            cell: (area) => (
              <>
                <span lang="te">{area.nameTe || '—'}</span>
                {' / '}
                <span lang="hi">{area.nameHi || '—'}</span>
              </>
            ),
          },
          { header: 'Slug', cell: (area) => area.slug },
          { header: 'Pincode', cell: (area) => area.pincode ?? '—' },
          {
            header: 'Active listings',
            cell: (area) => area.activeListings.toLocaleString('en-IN'),
          },
          { header: 'All listings', cell: (area) => area.listings.toLocaleString('en-IN') },
          {
            header: 'Actions',
            action: true,
            cell: (area) => (
              <Link
                to={`${PLACES_PATH}?area=${area.id}`}
                className={linkStyle}
                aria-label={`Rename or merge ${area.name}`}
              >
                Rename or merge
              </Link>
            ),
          },
        ]}
      />
    </AdminPanel>
  );
}
