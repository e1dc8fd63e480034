import { useEffect, useId, useRef, useState } from 'react';
import { Form, Link } from 'react-router';
import {
  BHK_OPTIONS,
  FURNISHING_OPTIONS,
  POSSESSION_STATUSES,
  PROPERTY_TYPES,
  type PossessionStatus,
  type PropertyType,
} from '../../db/schema/values.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { formatPrice } from '../listings/format.ts';
import { BUILT_TYPES, includes, isLandType } from '../listings/property-groups.ts';
import { priceToken } from '../listings/price.ts';
import { AreaOptions, CityOptions } from '../places/place-options.tsx';
import type { CityWithAreas } from '../places/places.server.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import {
  ACCESS_OPTIONS,
  searchHref,
  toSearchParams,
  type SearchCriteria,
} from './search-params.ts';
import { budgetChoices } from './search-schema.ts';
import { formatResultCount, RESULTS_COUNT_ID } from './results-toolbar.tsx';
import { RESULTS_ID } from './search-pagination.tsx';
import { NoJsSubmit, useFieldsFollowCriteria, useSubmitOnChange } from './url-forms.tsx';

// The 'Filters' filters. A sidebar beside the results from 992 px (a closed
// panel above them on smaller screens), or a closed panel above the grid on /shop-grid.

const SIDEBAR_QUERY = '(min-width: 992px)';
const SELECT_CLASS =
  'w-full rounded-md border border-slate-300 bg-white px-2 py-2 text-sm text-slate-900';
const BUILT_POSSESSION: readonly PossessionStatus[] = ['ready-to-move', 'under-construction'];
const LAND_POSSESSION: readonly PossessionStatus[] = ['immediate', 'in-future'];

/** How many filters of this form are set (the criteria the form does not carry along). */
function activeFilterCount(criteria: SearchCriteria): number {
  return (
    criteria.types.length +
    (criteria.minPrice !== null ? 1 : 0) +
    (criteria.maxPrice !== null ? 1 : 0) +
    criteria.bhk.length +
    criteria.furnishing.length +
    criteria.possession.length +
    criteria.access.length
  );
}

/** The search without this form's filters: what 'Clear filters' goes back to. */
function withoutFilters(criteria: SearchCriteria): Partial<SearchCriteria> {
  const { listing, city, area, q, sort, view, perPage } = criteria;
  return { listing, city, area, q, sort, view, perPage };
}

/** Rent offers built types only (spec §4); a land type already in the URL stays untickable. */
function typeChoices(criteria: SearchCriteria): PropertyType[] {
  if (criteria.listing !== 'rent') return [...PROPERTY_TYPES];
  return PROPERTY_TYPES.filter(
    (type) => includes(BUILT_TYPES, type) || criteria.types.includes(type),
  );
}

function possessionChoices(criteria: SearchCriteria): PossessionStatus[] {
  const onlyLand = criteria.types.length > 0 && criteria.types.every(isLandType);
  const noLand =
    criteria.listing === 'rent' || (criteria.types.length > 0 && !criteria.types.some(isLandType));
  const offered = onlyLand ? LAND_POSSESSION : noLand ? BUILT_POSSESSION : POSSESSION_STATUSES;
  return POSSESSION_STATUSES.filter(
    (status) => offered.includes(status) || criteria.possession.includes(status),
  );
}

/**
 * Before a change of Buy/Rent is applied: untick the types and clear the budgets the new
 * choice does not offer (rent has no land; its budgets are per month).
 */
function keepWhatListingOffers(form: HTMLFormElement, listing: string) {
  const budgets = budgetChoices(listing === 'sell' || listing === 'rent' ? listing : null).map(
    priceToken,
  );
  for (const field of Array.from(form.elements)) {
    if (field instanceof HTMLInputElement && field.name === 'type' && listing === 'rent') {
      if (!includes(BUILT_TYPES, field.value)) field.checked = false;
    } else if (
      field instanceof HTMLSelectElement &&
      (field.name === 'min' || field.name === 'max')
    ) {
      if (field.value !== '' && !budgets.includes(field.value)) field.value = '';
    }
  }
}

export function SearchFilters({
  criteria,
  path,
  placement,
  cities,
  total,
  capped,
  busy,
}: {
  criteria: SearchCriteria;
  path: string;
  placement: 'sidebar' | 'panel';
  cities: readonly CityWithAreas[];
  /** The results count, for the panel's 'Show 18 properties'. */
  total: number;
  capped: boolean;
  busy: boolean;
}) {
  const { t, locale } = useI18n();
  const id = useId();
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const details = useRef<HTMLDetailsElement>(null);
  const submitOnChange = useSubmitOnChange(path);
  useFieldsFollowCriteria(form, criteria, submitOnChange);
  const active = activeFilterCount(criteria);
  const sidebar = placement === 'sidebar';

  // Beside the results the filters are always shown (CSS opens them from 992 px); mark the
  // disclosure open there too, so assistive technology hears the state the eye sees.
  useEffect(() => {
    if (placement !== 'sidebar') return;
    const wide = window.matchMedia(SIDEBAR_QUERY);
    const sync = () => {
      if (wide.matches && details.current) details.current.open = true;
    };
    sync();
    wide.addEventListener('change', sync);
    return () => wide.removeEventListener('change', sync);
  }, [placement]);

  // The areas offered follow the city chosen here at once, before the results do; once the
  // URL changes (the results arrived, or back and forward) they follow the URL's city.
  const query = toSearchParams(criteria).toString();
  const [picked, setPicked] = useState<{ query: string; city: string } | null>(null);
  const shownCity = picked?.query === query ? picked.city : (criteria.city ?? '');

  // Every change applies at once (the panel stays open where it is); on a phone or tablet
  // 'Show 18 properties' then folds the panel and takes the visitor to the results.
  const showResults = () => {
    if (details.current) details.current.open = false;
    document.getElementById(RESULTS_ID)?.scrollIntoView({ block: 'start' });
    document.getElementById(RESULTS_COUNT_ID)?.focus({ preventScroll: true });
  };

  // Listing, city and area are fields here; the rest of the search rides along.
  const { q, sort, view, perPage } = criteria;
  const carried = toSearchParams({ q, sort, view, perPage });
  const budgets = budgetChoices(criteria.listing, [criteria.minPrice, criteria.maxPrice]);
  const headingId = `${id}-heading`;

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-slate-50">
      <details
        ref={details}
        className={`group ${sidebar ? 'min-[992px]:details-content:block min-[992px]:details-content:[content-visibility:visible]' : ''}`}
      >
        <summary
          onClick={(event) => {
            // Beside the results the panel cannot fold: its content stays shown, so keep the
            // disclosure state saying so.
            if (sidebar && window.matchMedia(SIDEBAR_QUERY).matches) event.preventDefault();
          }}
          className={`flex cursor-pointer list-none items-center justify-between gap-3 rounded-lg px-4 py-3 [&::-webkit-details-marker]:hidden ${
            sidebar ? 'min-[992px]:cursor-default' : ''
          }`}
        >
          <span className="flex flex-col">
            <h2 id={headingId} className="text-lg font-bold text-slate-900">
              {t('search.filters.heading')}
            </h2>
            {active > 0 ? (
              <span className="text-sm text-slate-700">
                {t(active === 1 ? 'search.filters.active.one' : 'search.filters.active.other', {
                  count: active,
                })}
              </span>
            ) : (
              <span
                className={`text-sm text-slate-700 group-open:hidden ${sidebar ? 'min-[992px]:hidden' : ''}`}
              >
                {t('search.filters.show')}
              </span>
            )}
          </span>
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className={`size-5 shrink-0 text-slate-700 transition group-open:rotate-180 ${sidebar ? 'min-[992px]:hidden' : ''}`}
          >
            <path
              fill="currentColor"
              d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z"
            />
          </svg>
        </summary>
        <Form
          ref={form}
          method="get"
          action={path}
          onChange={(event) => {
            const field: EventTarget = event.target;
            if (field instanceof HTMLSelectElement && field.name === 'city') {
              // A new city starts from all of its areas.
              const area = event.currentTarget.elements.namedItem('area');
              if (area instanceof HTMLSelectElement) area.value = '';
              setPicked({ query, city: field.value });
            }
            if (field instanceof HTMLInputElement && field.name === 'listing')
              keepWhatListingOffers(event.currentTarget, field.value);
            submitOnChange(event.currentTarget);
          }}
          className={`grid gap-5 border-t border-slate-200 px-4 py-4 ${
            sidebar
              ? ''
              : 'min-[576px]:grid-cols-2 min-[992px]:grid-cols-3 min-[1200px]:grid-cols-5'
          }`}
        >
          {[...carried].map(([name, value], index) => (
            <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
          ))}
          <ChoiceGroup
            legend={t('search.filters.listing')}
            name="listing"
            type="radio"
            options={[
              { value: '', label: t('search.filters.anyListing') },
              { value: 'sell', label: t('homeSearch.tab.sell') },
              { value: 'rent', label: t('homeSearch.tab.rent') },
            ]}
            selected={[criteria.listing ?? '']}
            inline
          />
          <div className="grid min-w-0 content-start gap-3">
            <div>
              <label htmlFor={`${id}-city`} className="mb-1 block font-semibold text-slate-900">
                {t('homeSearch.city')}
              </label>
              <select
                id={`${id}-city`}
                name="city"
                defaultValue={criteria.city ?? ''}
                data-default=""
                className={SELECT_CLASS}
              >
                <CityOptions cities={cities} />
              </select>
            </div>
            <div>
              <label htmlFor={`${id}-area`} className="mb-1 block font-semibold text-slate-900">
                {t('homeSearch.subLocation')}
              </label>
              <select
                id={`${id}-area`}
                name="area"
                defaultValue={criteria.area ?? ''}
                data-default=""
                className={SELECT_CLASS}
              >
                {/* An area may be chosen without a city: the search looks in every city. */}
                <AreaOptions cities={cities} city={shownCity} allWithoutCity />
              </select>
            </div>
          </div>
          <ChoiceGroup
            legend={t('search.filters.propertyType')}
            name="type"
            options={typeChoices(criteria).map((type) => ({
              value: type,
              label: t(`propertyType.${type}`),
            }))}
            selected={criteria.types}
          />
          <fieldset className="min-w-0">
            <legend className="mb-2 font-semibold text-slate-900">
              {t('search.filters.budget')}
            </legend>
            {criteria.listing === 'rent' ? (
              <p className="mb-2 text-sm text-slate-700">{t('search.filters.perMonth')}</p>
            ) : null}
            <div
              className={`grid grid-cols-2 gap-2 ${sidebar ? 'min-[992px]:grid-cols-1' : 'min-[1200px]:grid-cols-1'}`}
            >
              <BudgetSelect
                id={`${id}-min`}
                name="min"
                label={t('search.filters.minBudget')}
                none={t('search.filters.noMin')}
                choices={budgets}
                value={criteria.minPrice}
              />
              <BudgetSelect
                id={`${id}-max`}
                name="max"
                label={t('search.filters.maxBudget')}
                none={t('search.filters.noMax')}
                choices={budgets}
                value={criteria.maxPrice}
              />
            </div>
          </fieldset>
          <ChoiceGroup
            legend={t('search.filters.bhk')}
            name="bhk"
            options={BHK_OPTIONS.map((bhk) => ({ value: bhk, label: t(`bhk.${bhk}`) }))}
            selected={criteria.bhk}
            inline
          />
          <ChoiceGroup
            legend={t('search.filters.furnishing')}
            name="furnishing"
            options={FURNISHING_OPTIONS.map((f) => ({
              value: f,
              label: t(`search.furnishing.${f}`),
            }))}
            selected={criteria.furnishing}
          />
          <ChoiceGroup
            legend={t('search.filters.possession')}
            name="possession"
            options={possessionChoices(criteria).map((p) => ({
              value: p,
              label: t(`search.possession.${p}`),
            }))}
            selected={criteria.possession}
          />
          <ChoiceGroup
            legend={t('search.filters.access')}
            name="access"
            options={ACCESS_OPTIONS.map((a) => ({ value: a, label: t(`search.access.${a}`) }))}
            selected={criteria.access}
          />
          <div
            className={`flex flex-wrap items-center gap-4 ${sidebar ? '' : 'min-[576px]:col-span-2 min-[992px]:col-span-3 min-[1200px]:col-span-5'}`}
          >
            {hydrated ? (
              <button
                type="button"
                onClick={showResults}
                className={`rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 ${sidebar ? 'min-[992px]:invisible' : ''}`}
              >
                {busy
                  ? t('search.loading')
                  : t(
                      total === 1 && !capped
                        ? 'search.filters.showCount.one'
                        : 'search.filters.showCount.other',
                      {
                        count: formatResultCount(total, capped, locale),
                      },
                    )}
              </button>
            ) : (
              <NoJsSubmit>{t('search.filters.apply')}</NoJsSubmit>
            )}
            {active > 0 ? (
              <Link
                to={searchHref(withoutFilters(criteria), path)}
                replace
                preventScrollReset
                className="text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
              >
                {t('search.filters.clear')}
              </Link>
            ) : null}
          </div>
        </Form>
      </details>
    </section>
  );
}

function ChoiceGroup({
  legend,
  name,
  type = 'checkbox',
  options,
  selected,
  inline = false,
}: {
  legend: string;
  name: string;
  type?: 'checkbox' | 'radio';
  options: { value: string; label: string }[];
  selected: readonly string[];
  inline?: boolean;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 font-semibold text-slate-900">{legend}</legend>
      <ul className={inline ? 'flex flex-wrap gap-1.5' : 'grid gap-1'}>
        {options.map((option) => (
          <li key={option.value}>
            <label
              className={
                inline
                  ? 'inline-flex min-h-10 cursor-pointer items-center gap-1.5 rounded-md border border-slate-300 bg-white px-2.5 text-sm has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-3 has-focus-visible:outline-accent-500'
                  : 'flex min-h-9 cursor-pointer items-center gap-3 text-slate-800'
              }
            >
              <input
                type={type}
                name={name}
                value={option.value}
                defaultChecked={selected.includes(option.value)}
                className="size-4 accent-brand-700"
              />
              {option.label}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

function BudgetSelect({
  id,
  name,
  label,
  none,
  choices,
  value,
}: {
  id: string;
  name: 'min' | 'max';
  label: string;
  none: string;
  choices: number[];
  value: number | null;
}) {
  const { locale } = useI18n();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-sm text-slate-700">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={value === null ? '' : priceToken(value)}
        data-default=""
        className={SELECT_CLASS}
      >
        <option value="">{none}</option>
        {choices.map((rupees) => (
          <option key={rupees} value={priceToken(rupees)}>
            {formatPrice(rupees, locale)}
          </option>
        ))}
      </select>
    </div>
  );
}
