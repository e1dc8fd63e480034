import { lazy, Suspense, type ReactNode } from 'react';
import { Link, useNavigation } from 'react-router';
import { useRootData } from '../../lib/root-data.ts';
import { PageHeader } from '../../components/layout/page-header.tsx';
import { useI18n } from '../../i18n/i18n-context.tsx';
import type { CardListing } from '../listings/listing-card-data.ts';
import type { CityWithAreas } from '../places/places.server.ts';
import { describeSearch, type NamedPlace } from './describe-search.ts';
import { formatResultCount, ResultsToolbar } from './results-toolbar.tsx';
import { SearchFilters } from './search-filters.tsx';
import { RESULTS_ID, SearchPagination } from './search-pagination.tsx';
import { searchHref, type SearchCriteria } from './search-params.ts';
import { EmptyResults, SearchResultList } from './search-results.tsx';
import type { SearchResult } from './search.server.ts';
import { RESULT_LAYOUTS, type ResultLayoutId } from './search-schema.ts';

// The map's code (and Leaflet's, and supercluster's, which it loads) only for the map view.
const ResultsMap = lazy(() =>
  import('./results-map.tsx').then((module) => ({ default: module.ResultsMap })),
);

/** The map's shapes a search can hold, each with the link that takes it away. */
const SHAPE_LINKS = [
  { shape: 'polygon', label: 'search.map.clearArea' },
  { shape: 'bounds', label: 'search.map.clearBounds' },
] as const;

export type SearchPageData = {
  layout: ResultLayoutId;
  /** For the filters' city and area choices. */
  cities: CityWithAreas[];
  criteria: SearchCriteria;
  ignored: string[];
  /** The search's answer as its loader sends it: dates as strings, places by their names. */
  result: Omit<SearchResult, 'items' | 'city' | 'area' | 'mentioned' | 'ignored'> & {
    items: CardListing[];
    city: NamedPlace;
    area: NamedPlace;
    mentioned: { name: string }[];
  };
};

/**
 * The canonical address of a results page: /shop with the criteria. The layouts' own page
 * sizes and views are presentation, so their pages point at the first page of the search.
 */
export function canonicalPath(layout: ResultLayoutId, criteria: SearchCriteria): string {
  const { view: _view, perPage: _perPage, page, ...rest } = criteria;
  return searchHref({ ...rest, page: layout === 'shop' ? page : 1 }, '/shop');
}

export function SearchPage({
  data,
  saveSearch,
}: {
  data: SearchPageData;
  /** 'Save this search', under the toolbar (the route brings it: saved searches are theirs). */
  saveSearch?: ReactNode;
}) {
  const { t, locale } = useI18n();
  const root = useRootData();
  const navigation = useNavigation();
  const { criteria, result } = data;
  const layout = RESULT_LAYOUTS[data.layout];
  const busy = navigation.state === 'loading' && navigation.location.pathname === layout.path;
  const summary = describeSearch(t, criteria, result) ?? t('search.summary.all');
  const seeAllHref = searchHref({ view: criteria.view, perPage: criteria.perPage }, layout.path);

  const filters = (
    <SearchFilters
      criteria={criteria}
      path={layout.path}
      placement={layout.filters === 'top' ? 'panel' : 'sidebar'}
      cities={data.cities}
      total={result.total}
      capped={result.capped}
      busy={busy}
    />
  );
  const results = (
    <section
      id={RESULTS_ID}
      aria-labelledby="search-results-heading"
      aria-busy={busy}
      className="min-w-0 scroll-mt-4"
    >
      <h2 id="search-results-heading" className="sr-only">
        {t('search.results')}
      </h2>
      <ResultsToolbar
        criteria={criteria}
        path={layout.path}
        total={result.total}
        capped={result.capped}
        tookMs={result.tookMs}
        offersPerPage={layout.perPage}
        busy={busy}
      />
      {saveSearch ? <div className="mt-3 flex justify-end">{saveSearch}</div> : null}
      {result.mentioned.length > 0 ? (
        <p className="mt-3 text-sm text-slate-700">
          {t('search.mentioned', { places: result.mentioned.map((p) => p.name).join(', ') })}
        </p>
      ) : null}
      {result.similar ? (
        <p className="mt-3 text-sm text-slate-800">
          {t('search.similar', {
            count: result.similar.capped
              ? formatResultCount(result.similar.total, true, locale)
              : result.similar.total,
            type: t(`propertyType.${result.similar.type}`),
          })}{' '}
          <Link
            to={searchHref(
              { ...criteria, types: [...criteria.types, result.similar.type], page: 1 },
              layout.path,
            )}
            className="font-semibold text-brand-700 underline"
          >
            {t('search.similarAdd', { type: t(`propertyType.${result.similar.type}`) })}
          </Link>
        </p>
      ) : null}
      {criteria.polygon || criteria.bounds ? (
        // Plain links: a shared drawn search can be widened again without scripts.
        <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {SHAPE_LINKS.filter(({ shape }) => criteria[shape]).map(({ shape, label }) => (
            <Link
              key={shape}
              to={searchHref({ ...criteria, [shape]: null, page: 1 }, layout.path)}
              preventScrollReset
              className="font-semibold text-brand-700 underline"
            >
              {t(label)}
            </Link>
          ))}
        </p>
      ) : null}
      {data.ignored.length > 0 ? (
        <p className="mt-3 rounded-md border border-accent-400 bg-accent-400/10 px-3 py-2 text-sm text-slate-800">
          {t('search.ignored')}
        </p>
      ) : null}
      <div className={`mt-6 transition-opacity ${busy ? 'opacity-60' : ''}`}>
        {criteria.view === 'map' ? (
          <Suspense fallback={null}>
            <ResultsMap criteria={criteria} path={layout.path} />
          </Suspense>
        ) : null}
        {result.items.length === 0 ? (
          <EmptyResults seeAllHref={seeAllHref} />
        ) : (
          <SearchResultList
            items={result.items}
            view={criteria.view}
            phone={root?.settings.phones[0]}
          />
        )}
      </div>
      <SearchPagination
        criteria={criteria}
        path={layout.path}
        page={result.page}
        pageCount={result.pageCount}
        pageSize={result.pageSize}
        total={result.total}
        capped={result.capped}
      />
    </section>
  );

  return (
    <>
      <PageHeader
        title={t('search.title')}
        subtitle={summary}
        crumbs={[{ label: t('search.title') }]}
      />
      <div className="container-page py-8 sm:py-10">
        {layout.filters === 'top' ? (
          <div className="grid gap-8">
            {filters}
            {results}
          </div>
        ) : (
          <div
            className={`grid gap-8 min-[992px]:items-start ${
              layout.filters === 'right'
                ? 'min-[992px]:grid-cols-[minmax(0,1fr)_17rem]'
                : 'min-[992px]:grid-cols-[17rem_minmax(0,1fr)]'
            }`}
          >
            <div className={layout.filters === 'right' ? 'min-[992px]:order-last' : undefined}>
              {filters}
            </div>
            {results}
          </div>
        )}
      </div>
    </>
  );
}
