import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Form, useNavigate } from 'react-router';
import { Icon } from '../../components/ui/icon.tsx';
import { useI18n } from '../../i18n/i18n-context.tsx';
import type { MessageKey } from '../../i18n/translate.ts';
import type { CityWithAreas } from '../places/places.server.ts';
import { AreaOptions, CityOptions } from '../places/place-options.tsx';
import { searchHref } from '../search/search-params.ts';
import { BHK_OPTIONS } from '../../db/schema/values.ts';
import { formatPrice } from '../listings/format.ts';
import {
  budgetsForTab,
  criteriaForHomeSearch,
  HOME_TABS,
  isHomeTab,
  LAST_SEARCH_KEY,
  tabHasRooms,
  typesForTab,
  type HomeSearch,
  type HomeTab,
} from './home-search.ts';

const TAB_LABELS: Record<HomeTab, MessageKey> = {
  sell: 'homeSearch.tab.sell',
  rent: 'homeSearch.tab.rent',
  plots: 'homeSearch.tab.plots',
};

/**
 * The home search: tabs Buy, Rent and CRDA/Plots over property type, city and sub-location.
 * With JavaScript it goes straight to /shop?…; without, the form GETs /search, which
 * redirects there, and the tabs reload the page on their tab.
 */
export function HomeSearchForm({
  cities,
  initial,
  hasExplicitTab,
}: {
  cities: CityWithAreas[];
  initial: HomeSearch;
  hasExplicitTab: boolean;
}) {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const [search, setSearch] = useState<HomeSearch>(initial);
  const [enhanced, setEnhanced] = useState(false);
  const id = useId();
  const tabRefs = useRef<Record<HomeTab, HTMLButtonElement | null>>({
    sell: null,
    rent: null,
    plots: null,
  });

  const formRef = useRef<HTMLFormElement>(null);

  // The last search prefills the form (unless the URL chose a tab, or the visitor already
  // chose something before the page's JavaScript arrived: then keep their choice).
  useEffect(() => {
    setEnhanced(true);
    const form = formRef.current;
    const typed = form
      ? {
          type: (form.elements.namedItem('type') as HTMLSelectElement | null)?.value ?? '',
          city: (form.elements.namedItem('city') as HTMLSelectElement | null)?.value ?? '',
          area: (form.elements.namedItem('area') as HTMLSelectElement | null)?.value ?? '',
        }
      : null;
    if (
      typed &&
      (typed.type !== initial.type || typed.city !== initial.city || typed.area !== initial.area)
    ) {
      setSearch((s) => ({ ...s, ...typed }));
      return;
    }
    if (hasExplicitTab) return;
    try {
      const saved = JSON.parse(
        window.localStorage.getItem(LAST_SEARCH_KEY) ?? 'null',
      ) as Partial<HomeSearch> | null;
      if (saved && isHomeTab(saved.tab)) {
        const text = (value: unknown) => (typeof value === 'string' ? value : '');
        setSearch({
          tab: saved.tab,
          type: text(saved.type),
          city: text(saved.city),
          area: text(saved.area),
          maxPrice: text(saved.maxPrice),
          bhk: text(saved.bhk),
        });
      }
    } catch {
      // Storage may be unavailable or hold something else: start empty.
    }
    // Runs once, on hydration: `initial` is the server's state at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on hydration, by design
  }, []);

  const types = typesForTab(search.tab);
  const selectTab = (tab: HomeTab) =>
    setSearch((s) => ({
      ...s,
      tab,
      type: typesForTab(tab).some((x) => x === s.type) ? s.type : '',
      // Budgets differ between buying and renting; land has no BHK.
      maxPrice: budgetsForTab(tab).includes(Number(s.maxPrice)) ? s.maxPrice : '',
      bhk: tabHasRooms(tab) ? s.bhk : '',
    }));

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>, tab: HomeTab) => {
    const index = HOME_TABS.indexOf(tab);
    const next =
      event.key === 'ArrowRight'
        ? HOME_TABS[(index + 1) % HOME_TABS.length]
        : event.key === 'ArrowLeft'
          ? HOME_TABS[(index + HOME_TABS.length - 1) % HOME_TABS.length]
          : event.key === 'Home'
            ? HOME_TABS[0]
            : event.key === 'End'
              ? HOME_TABS[HOME_TABS.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    selectTab(next);
    tabRefs.current[next]?.focus();
  };

  const panelId = `${id}-panel`;
  const fieldClass =
    'w-full rounded-md border border-slate-300 bg-white px-3 py-3 text-slate-900 focus:border-brand-600';
  return (
    <Form
      ref={formRef}
      method="get"
      action="/search"
      aria-label={t('homeSearch.label')}
      className="rounded-xl bg-white/95 p-4 text-slate-900 shadow-xl backdrop-blur sm:p-6"
      onSubmit={(event) => {
        event.preventDefault();
        try {
          window.localStorage.setItem(LAST_SEARCH_KEY, JSON.stringify(search));
        } catch {
          // Not remembering is fine.
        }
        navigate(searchHref(criteriaForHomeSearch(search)));
      }}
    >
      {/* Without JavaScript the tab buttons submit the form back to the home page on their tab;
          their value comes after this one, and the last value wins. */}
      <input type="hidden" name="tab" value={search.tab} />
      <div role="tablist" aria-label={t('homeSearch.tabs')} className="mb-4 flex gap-2">
        {HOME_TABS.map((tab) => {
          const selected = search.tab === tab;
          return (
            <button
              key={tab}
              ref={(el) => {
                tabRefs.current[tab] = el;
              }}
              id={`${id}-tab-${tab}`}
              role="tab"
              type="submit"
              name="tab"
              value={tab}
              formAction="/"
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected || !enhanced ? 0 : -1}
              onClick={(event) => {
                event.preventDefault();
                selectTab(tab);
              }}
              onKeyDown={(event) => onTabKeyDown(event, tab)}
              className={`rounded-md px-4 py-2 text-sm font-semibold sm:text-base ${
                selected
                  ? 'bg-brand-700 text-white'
                  : 'bg-brand-50 text-brand-800 hover:bg-brand-100'
              }`}
            >
              {t(TAB_LABELS[tab])}
            </button>
          );
        })}
      </div>
      <div
        id={panelId}
        role="tabpanel"
        aria-labelledby={`${id}-tab-${search.tab}`}
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto]"
      >
        <div>
          <label htmlFor={`${id}-type`} className="sr-only">
            {t('homeSearch.propertyType')}
          </label>
          <select
            id={`${id}-type`}
            name="type"
            value={search.type}
            onChange={(event) => setSearch((s) => ({ ...s, type: event.target.value }))}
            className={fieldClass}
          >
            <option value="" disabled>
              {t('homeSearch.propertyType')}
            </option>
            {types.map((type) => (
              <option key={type} value={type}>
                {t(`propertyType.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-city`} className="sr-only">
            {t('homeSearch.city')}
          </label>
          <select
            id={`${id}-city`}
            name="city"
            value={search.city}
            onChange={(event) => setSearch((s) => ({ ...s, city: event.target.value, area: '' }))}
            className={fieldClass}
          >
            <CityOptions cities={cities} />
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-area`} className="sr-only">
            {t('homeSearch.subLocation')}
          </label>
          <select
            id={`${id}-area`}
            name="area"
            value={search.area}
            onChange={(event) => setSearch((s) => ({ ...s, area: event.target.value }))}
            className={fieldClass}
          >
            {/* No city chosen yet: without JavaScript every area is offered, by city. */}
            <AreaOptions cities={cities} city={search.city} allWithoutCity={!enhanced} />
          </select>
        </div>
        <button
          type="submit"
          className="rounded-md bg-accent-400 px-8 py-3 font-bold text-slate-900 hover:bg-accent-500 sm:col-span-2 lg:col-span-1"
        >
          {t('homeSearch.submit')}
        </button>
        {/* Budget and BHK: folded under 'More filters' on a phone, always shown from 640 px. */}
        <details
          open={Boolean(search.maxPrice || search.bhk) || undefined}
          className="group sm:col-span-2 sm:details-content:block sm:details-content:[content-visibility:visible] lg:col-span-4"
        >
          <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1 font-semibold text-brand-800 sm:hidden [&::-webkit-details-marker]:hidden">
            {t('homeSearch.moreFilters')}
            <Icon
              className="size-5 transition group-open:rotate-180"
              d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z"
            />
          </summary>
          <div className="mt-2 grid gap-3 sm:mt-0 sm:grid-cols-2 lg:grid-cols-4">
            <div>
              <label htmlFor={`${id}-budget`} className="sr-only">
                {t('homeSearch.budget')}
              </label>
              <select
                id={`${id}-budget`}
                name="maxPrice"
                value={search.maxPrice ?? ''}
                onChange={(event) => setSearch((s) => ({ ...s, maxPrice: event.target.value }))}
                className={fieldClass}
              >
                <option value="">{t('homeSearch.anyBudget')}</option>
                {budgetsForTab(search.tab).map((value) => (
                  <option key={value} value={value}>
                    {t('homeSearch.under', { price: formatPrice(value, locale) })}
                  </option>
                ))}
              </select>
            </div>
            {tabHasRooms(search.tab) ? (
              <div>
                <label htmlFor={`${id}-bhk`} className="sr-only">
                  {t('homeSearch.bhk')}
                </label>
                <select
                  id={`${id}-bhk`}
                  name="bhk"
                  value={search.bhk ?? ''}
                  onChange={(event) => setSearch((s) => ({ ...s, bhk: event.target.value }))}
                  className={fieldClass}
                >
                  <option value="">{t('homeSearch.anyBhk')}</option>
                  {BHK_OPTIONS.map((bhk) => (
                    <option key={bhk} value={bhk}>
                      {t(`bhk.${bhk}`)}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
          </div>
        </details>
      </div>
    </Form>
  );
}
