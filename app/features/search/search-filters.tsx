import { useEffect, useId, useRef } from 'react';
import { Form, Link } from 'react-router';
import {
  BHK_OPTIONS,
  FURNISHING_OPTIONS,
  POSSESSION_STATUSES,
  PROPERTY_TYPES,
  type PossessionStatus,
  type PropertyType,
} from '../../db/schema/enums.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { formatPrice } from '../listings/format.ts';
import { BUILT_TYPES, includes, isLandType } from '../listings/property-groups.ts';
import { priceToken } from '../listings/price.ts';
import { searchHref, toSearchParams, type SearchCriteria } from './search-params.ts';
import { budgetChoices } from './search-schema.ts';
import { RESULTS_COUNT_ID } from './results-toolbar.tsx';
import { NoJsSubmit, useFieldsFollowCriteria, useSubmitOnChange } from './url-forms.tsx';

// The 'Filters' filters. A sidebar beside the results from 992 px (a closed
// panel above them on smaller screens), or a closed panel above the grid on /shop-grid.

const SIDEBAR_QUERY = '(min-width: 992px)';
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
    criteria.possession.length
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

export function SearchFilters({
  criteria,
  path,
  placement,
}: {
  criteria: SearchCriteria;
  path: string;
  placement: 'sidebar' | 'panel';
}) {
  const t = useT();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const details = useRef<HTMLDetailsElement>(null);
  const submitOnChange = useSubmitOnChange(path);
  useFieldsFollowCriteria(form, criteria);
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

  // After a filter change on a phone or tablet, the open panel would push the results far
  // down: fold it and take focus to the results count, which is read out.
  const changed = useRef(false);
  const query = toSearchParams(criteria).toString();
  useEffect(() => {
    if (!changed.current) return;
    changed.current = false;
    if (sidebar && window.matchMedia(SIDEBAR_QUERY).matches) return;
    if (details.current) details.current.open = false;
    document.getElementById(RESULTS_COUNT_ID)?.focus();
  }, [query, sidebar]);

  const carried = toSearchParams(withoutFilters({ ...criteria, page: 1 }));
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
            changed.current = true;
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
          <CheckboxGroup
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
          <CheckboxGroup
            legend={t('search.filters.bhk')}
            name="bhk"
            options={BHK_OPTIONS.map((bhk) => ({ value: bhk, label: t(`bhk.${bhk}`) }))}
            selected={criteria.bhk}
            inline
          />
          <CheckboxGroup
            legend={t('search.filters.furnishing')}
            name="furnishing"
            options={FURNISHING_OPTIONS.map((f) => ({
              value: f,
              label: t(`search.furnishing.${f}`),
            }))}
            selected={criteria.furnishing}
          />
          <CheckboxGroup
            legend={t('search.filters.possession')}
            name="possession"
            options={possessionChoices(criteria).map((p) => ({
              value: p,
              label: t(`search.possession.${p}`),
            }))}
            selected={criteria.possession}
          />
          <div
            className={`flex flex-wrap items-center gap-4 ${sidebar ? '' : 'min-[576px]:col-span-2 min-[992px]:col-span-3 min-[1200px]:col-span-5'}`}
          >
            <NoJsSubmit>{t('search.filters.apply')}</NoJsSubmit>
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

function CheckboxGroup({
  legend,
  name,
  options,
  selected,
  inline = false,
}: {
  legend: string;
  name: string;
  options: { value: string; label: string }[];
  selected: readonly string[];
  inline?: boolean;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 font-semibold text-slate-900">{legend}</legend>
      <ul className={inline ? 'flex flex-wrap gap-2' : 'grid gap-1'}>
        {options.map((option) => (
          <li key={option.value}>
            <label
              className={
                inline
                  ? 'inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-3 has-focus-visible:outline-accent-500'
                  : 'flex min-h-9 cursor-pointer items-center gap-3 text-slate-800'
              }
            >
              <input
                type="checkbox"
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
        className="w-full rounded-md border border-slate-300 bg-white px-2 py-2 text-sm text-slate-900"
      >
        <option value="">{none}</option>
        {choices.map((rupees) => (
          <option key={rupees} value={priceToken(rupees)}>
            {formatPrice(rupees)}
          </option>
        ))}
      </select>
    </div>
  );
}
