import { Link } from 'react-router';
import { useT } from '../../i18n/i18n-context.tsx';
import { ListingCard } from '../listings/listing-card.tsx';
import type { CardListing } from '../listings/listing-card-data.ts';
import type { View } from './search-params.ts';
import { Icon } from '../../components/ui/icon.tsx';

/**
 * The result cards: a grid of one, two or three columns by the width the results have (so the
 * sidebar layouts and the full-width grid both get sensible cards), or a list.
 */
export function SearchResultList({
  items,
  view,
  phone,
}: {
  items: CardListing[];
  view: View;
  phone: string | undefined;
}) {
  const t = useT();
  return (
    <div className="@container">
      <ul
        className={
          view === 'list'
            ? 'grid gap-4'
            : 'grid gap-6 @min-[528px]:grid-cols-2 @min-[880px]:grid-cols-3'
        }
      >
        {items.map((listing, index) => (
          <li key={listing.id}>
            {view === 'map' && listing.mapped === false ? (
              <p className="mb-2 text-sm font-semibold text-slate-700">
                {t('search.map.notOnMap')}
              </p>
            ) : null}
            <ListingCard
              listing={listing}
              phone={phone}
              eager={index < 2}
              layout={view === 'list' ? 'row' : 'card'}
              sizes={
                view === 'list'
                  ? '(min-width: 992px) 360px, (min-width: 576px) 40vw, 128px'
                  : '(min-width: 1280px) 300px, (min-width: 992px) 33vw, (min-width: 576px) 50vw, 100vw'
              }
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Spec §8: the exact text, and 'See All Properties' only when nothing matched. */
export function EmptyResults({ seeAllHref }: { seeAllHref: string }) {
  const t = useT();
  return (
    <div className="flex flex-col items-center gap-5 rounded-lg border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
      <Icon
        d="M8 22 24 8l16 14v18H8V22Zm12 18v-9h8v9M33 33l8 8"
        viewBox="0 0 48 48"
        className="size-12 text-slate-500"
        stroke="3"
        strokeLinecap="round"
      />
      <p className="max-w-md text-lg text-slate-800">{t('search.empty')}</p>
      <Link
        to={seeAllHref}
        className="rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {t('search.seeAll')}
      </Link>
    </div>
  );
}
