import { useId, useRef } from 'react';
import { Form, Link } from 'react-router';
import { formatNumber } from '../../i18n/format.ts';
import { useI18n, useT } from '../../i18n/i18n-context.tsx';
import type { Locale } from '../../i18n/locales.ts';
import {
  PER_PAGE_OPTIONS,
  SORTS,
  VIEWS,
  searchHref,
  toSearchParams,
  type SearchCriteria,
  type View,
} from './search-params.ts';
import { DEFAULT_PER_PAGE } from './search-schema.ts';
import { NoJsSubmit, useFieldsFollowCriteria, useSubmitOnChange } from './url-forms.tsx';

/** The results count ('18 properties found'), where focus goes after a filter change. */
export const RESULTS_COUNT_ID = 'search-results-count';

/**
 * A result count as people read it: '1,234', or '1,000+' when counting stopped at the cap
 * (SEARCH_COUNT_CAP) because more listings match.
 */
export function formatResultCount(total: number, capped: boolean, locale: Locale): string {
  return `${formatNumber(total, locale)}${capped ? '+' : ''}`;
}

/** Seconds as people read them: two decimals, three below a hundredth. */
export function formatSeconds(ms: number): string {
  const seconds = Math.max(ms, 0) / 1000;
  return seconds >= 0.01 ? seconds.toFixed(2) : Math.max(seconds, 0.001).toFixed(3);
}

/**
 * Above the results: how many were found and how long it took, the grid/list switch, and the
 * sort and Per Page choices (a GET form; with JavaScript it applies on change).
 */
export function ResultsToolbar({
  criteria,
  path,
  total,
  capped,
  tookMs,
  offersPerPage,
  busy,
}: {
  criteria: SearchCriteria;
  path: string;
  total: number;
  /** More match than `total`, where counting stopped. */
  capped: boolean;
  tookMs: number;
  offersPerPage: boolean;
  busy: boolean;
}) {
  const { t, locale } = useI18n();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const submitOnChange = useSubmitOnChange(path);
  useFieldsFollowCriteria(form, criteria, submitOnChange);
  // Sort and Per Page start a new list at page 1; everything else rides along.
  const carried = toSearchParams({ ...criteria, sort: 'default', perPage: null, page: 1 });

  return (
    <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3 border-b border-slate-200 pb-4">
      <p role="status" className="text-slate-800">
        {busy ? (
          t('search.loading')
        ) : (
          <>
            <span
              id={RESULTS_COUNT_ID}
              tabIndex={-1}
              className="scroll-mt-24 font-semibold focus:outline-none focus-visible:outline-3"
            >
              {t(total === 1 && !capped ? 'search.count.one' : 'search.count.other', {
                count: formatResultCount(total, capped, locale),
              })}
            </span>{' '}
            <span className="text-sm text-slate-700">
              {t('search.took', { seconds: formatSeconds(tookMs) })}
            </span>
          </>
        )}
      </p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
        <ViewSwitch criteria={criteria} path={path} />
        <Form
          ref={form}
          method="get"
          action={path}
          onChange={(event) => submitOnChange(event.currentTarget)}
          className="flex flex-wrap items-center gap-x-4 gap-y-2"
        >
          {[...carried].map(([name, value], index) => (
            <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
          ))}
          <div className="flex items-center gap-2">
            <label htmlFor={`${id}-sort`} className="text-sm font-medium text-slate-800">
              {t('search.sortBy')}
            </label>
            <select
              id={`${id}-sort`}
              name="sort"
              defaultValue={criteria.sort}
              data-default="default"
              className="rounded-md border border-slate-300 bg-white px-2 py-2 text-sm text-slate-900"
            >
              {SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`search.sort.${sort}`)}
                </option>
              ))}
            </select>
          </div>
          {offersPerPage ? (
            <div className="flex items-center gap-2">
              <label htmlFor={`${id}-per-page`} className="text-sm font-medium text-slate-800">
                {t('search.perPage')}
              </label>
              <select
                id={`${id}-per-page`}
                name="perPage"
                defaultValue={String(criteria.perPage ?? DEFAULT_PER_PAGE)}
                data-default={String(DEFAULT_PER_PAGE)}
                className="rounded-md border border-slate-300 bg-white px-2 py-2 text-sm text-slate-900"
              >
                {PER_PAGE_OPTIONS.map((n) => (
                  <option key={n} value={String(n)}>
                    {n}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <NoJsSubmit>{t('search.apply')}</NoJsSubmit>
        </Form>
      </div>
    </div>
  );
}

const VIEW_ICONS: Record<View, string> = {
  grid: 'M3 3h6v6H3V3Zm8 0h6v6h-6V3ZM3 11h6v6H3v-6Zm8 0h6v6h-6v-6Z',
  list: 'M3 4h4v4H3V4Zm6 1h8v2H9V5ZM3 12h4v4H3v-4Zm6 1h8v2H9v-2Z',
  map: 'M7 2 2 4v14l5-2 6 2 5-2V2l-5 2-6-2Zm1 2.2 4 1.3v10.3l-4-1.3V4.2Z',
};

function ViewSwitch({ criteria, path }: { criteria: SearchCriteria; path: string }) {
  const t = useT();
  return (
    <ul
      aria-label={t('search.view.label')}
      className="flex overflow-hidden rounded-md border border-slate-300"
    >
      {VIEWS.map((view) => {
        const current = criteria.view === view;
        return (
          <li key={view}>
            <Link
              to={searchHref({ ...criteria, view }, path)}
              preventScrollReset
              aria-current={current ? 'true' : undefined}
              className={`flex size-10 items-center justify-center ${
                current ? 'bg-brand-700 text-white' : 'bg-white text-slate-700 hover:bg-slate-100'
              }`}
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5">
                <path fill="currentColor" d={VIEW_ICONS[view]} />
              </svg>
              <span className="sr-only">{t(`search.view.${view}`)}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
