import { Link } from 'react-router';
import { PageHeader } from '../../components/layout/page-header.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { useI18n, useT } from '../../i18n/i18n-context.tsx';
import { textLang } from '../../i18n/text-lang.ts';
import { CoverImage } from '../listings/cover-image.tsx';
import { portfolioPath, type PortfolioItem, type PortfolioStatus } from './portfolio-data.ts';

export type PortfolioLayout = 'grid' | 'list';

export function StatusBadge({ status }: { status: PortfolioStatus }) {
  const t = useT();
  return (
    <span
      className={`rounded px-2 py-1 text-xs font-bold uppercase tracking-wide ${
        status === 'sold' ? 'bg-brand-800 text-white' : 'bg-accent-400 text-slate-900'
      }`}
    >
      {status === 'sold' ? t('portfolio.sold') : t('portfolio.rented')}
    </span>
  );
}

function PortfolioCard({ item, layout }: { item: PortfolioItem; layout: PortfolioLayout }) {
  const { t, locale } = useI18n();
  const href = portfolioPath(item.id);
  const titleId = `portfolio-${item.id}-title`;
  const list = layout === 'list';
  return (
    <article
      aria-labelledby={titleId}
      className={`group relative flex h-full overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition hover:shadow-md ${
        list ? 'flex-col sm:flex-row' : 'flex-col'
      }`}
    >
      <div className={`relative ${list ? 'sm:w-2/5 sm:shrink-0' : ''}`}>
        <CoverImage
          cover={item.cover}
          width={800}
          sizes={
            list
              ? '(min-width: 640px) 40vw, 100vw'
              : '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw'
          }
          className={`w-full object-cover ${list ? 'aspect-[3/2] sm:h-full' : 'aspect-[4/3]'}`}
        />
        <span className="absolute left-3 top-3">
          <StatusBadge status={item.status} />
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <p className="text-sm text-slate-600">
          {t('portfolio.place', { area: item.areaName, city: item.cityName })}
        </p>
        <h2
          id={titleId}
          lang={textLang(item.title, locale)}
          className="text-lg font-semibold leading-snug text-slate-900"
        >
          {/* The whole card is the link's target area; the title carries its name. */}
          <Link
            to={href}
            className="after:absolute after:inset-0 hover:text-brand-700 hover:underline focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-600"
          >
            {item.title}
          </Link>
        </h2>
        <p className="text-sm text-slate-700">{t(`propertyType.${item.propertyType}`)}</p>
        {list ? (
          <p
            lang={textLang(item.description, locale)}
            className="mt-1 line-clamp-3 text-sm text-slate-700"
          >
            {item.description}
          </p>
        ) : null}
      </div>
    </article>
  );
}

/** /portfolio (grid) and /portfolio-v2 (list): the agency's sold and rented properties. */
export function PortfolioPage({
  items,
  total,
  page,
  pageCount,
  layout,
  basePath,
}: {
  items: PortfolioItem[];
  total: number;
  page: number;
  pageCount: number;
  layout: PortfolioLayout;
  basePath: '/portfolio' | '/portfolio-v2';
}) {
  const t = useT();
  const layoutLink = (to: '/portfolio' | '/portfolio-v2', label: string) => {
    const current = to === basePath;
    return (
      <Link
        to={to}
        aria-current={current ? 'page' : undefined}
        className={`inline-flex min-h-10 items-center rounded-md border px-3 text-sm font-semibold ${
          current
            ? 'border-brand-700 bg-brand-700 text-white'
            : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100'
        }`}
      >
        {label}
      </Link>
    );
  };
  return (
    <>
      <PageHeader
        title={t('portfolio.heading')}
        subtitle={t('portfolio.subtitle')}
        crumbs={[{ label: t('portfolio.heading') }]}
      />
      <div className="container-page py-10">
        {items.length === 0 ? (
          <EmptyState text={t('portfolio.empty')} to="/shop" linkText={t('portfolio.browse')} />
        ) : (
          <>
            <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
              <div>
                <p className="max-w-2xl text-slate-700">{t('portfolio.intro')}</p>
                <p className="mt-1 font-semibold text-slate-900">
                  {t('portfolio.count', { count: total })}
                </p>
              </div>
              <nav aria-label={t('portfolio.layout')} className="flex gap-2">
                {layoutLink('/portfolio', t('portfolio.grid'))}
                {layoutLink('/portfolio-v2', t('portfolio.list'))}
              </nav>
            </div>
            <ul
              className={
                layout === 'grid'
                  ? 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3'
                  : 'grid gap-6 lg:grid-cols-2'
              }
            >
              {items.map((item) => (
                <li key={item.id}>
                  <PortfolioCard item={item} layout={layout} />
                </li>
              ))}
            </ul>
            <Pagination
              page={page}
              pageCount={pageCount}
              href={(n) => (n === 1 ? basePath : `${basePath}?page=${n}`)}
              texts={{
                label: t('portfolio.pagination.label'),
                previous: t('portfolio.pagination.previous'),
                next: t('portfolio.pagination.next'),
                page: (n) => t('portfolio.pagination.page', { page: n }),
                more: t('portfolio.pagination.more'),
              }}
              className="mt-10"
            />
          </>
        )}
      </div>
    </>
  );
}
