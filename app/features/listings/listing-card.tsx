import { telHref } from '../../lib/contact-links.ts';
import { Link } from 'react-router';
import { LikeButton } from './like-button.tsx';
import { ListButton } from './list-button.tsx';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { textLang } from '../../i18n/text-lang.ts';
import { listingAreaText } from './area.ts';
import { CoverImage } from './cover-image.tsx';
import { ListingPrice } from './listing-price.tsx';
import { unitPriceText } from './unit-price.ts';
import type { CardListing } from './listing-card-data.ts';
import { isLandType } from './property-groups.ts';

export function ListingCard({
  listing,
  phone,
  sizes = '(min-width: 992px) 33vw, (min-width: 576px) 50vw, 100vw',
  eager = false,
  layout = 'card',
}: {
  listing: CardListing;
  phone: string | undefined;
  sizes?: string;
  eager?: boolean;
  /**
   * 'row' (the results' list view): photo on the left and the facts beside it, compact on a
   * phone; the description and phone link join from 576 px of container width.
   */
  layout?: 'card' | 'row';
}) {
  const row = layout === 'row';
  const { t, locale } = useI18n();
  const land = isLandType(listing.propertyType);
  // Per sq ft (sq yd for plots), the lister's or worked out (issue 25 #4).
  const rate = unitPriceText(listing);
  const href = `/product-details/${listing.id}`;
  const area = listingAreaText(listing, locale);
  const titleId = `listing-${listing.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className={`flex h-full overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition hover:shadow-md ${
        row ? 'flex-row' : 'flex-col'
      }`}
    >
      <div className={row ? 'relative w-32 shrink-0 @min-[576px]:w-2/5' : 'relative'}>
        <Link to={href} tabIndex={-1} aria-hidden="true">
          <CoverImage
            cover={listing.cover}
            width={800}
            sizes={sizes}
            eager={eager}
            className={
              row ? 'h-full min-h-32 w-full object-cover' : 'aspect-[3/2] w-full object-cover'
            }
          />
        </Link>
        <span
          className={`absolute rounded px-2 py-1 text-xs font-bold uppercase tracking-wide ${
            row
              ? 'bottom-2 left-2 @min-[576px]:left-3 @min-[576px]:top-3 @min-[576px]:bottom-auto'
              : 'left-3 top-3'
          } ${
            listing.listingType === 'rent'
              ? 'bg-accent-400 text-slate-900'
              : 'bg-brand-700 text-white'
          }`}
        >
          {listing.listingType === 'rent' ? t('listing.forRent') : t('listing.forSale')}
        </span>
        <LikeButton
          propertyId={listing.id}
          title={listing.title}
          className={row ? 'absolute right-2 top-2' : 'absolute right-3 top-3'}
        />
        <ListButton
          list="visit"
          propertyId={listing.id}
          title={listing.title}
          variant="card"
          className={row ? 'absolute right-13 top-2' : 'absolute right-14 top-3'}
        />
      </div>
      <div
        className={`flex min-w-0 flex-1 flex-col ${row ? 'gap-1 p-3 @min-[576px]:gap-2 @min-[576px]:p-4' : 'gap-2 p-4'}`}
      >
        <p className="text-sm text-slate-600">
          {listing.areaName}, {listing.cityName}
        </p>
        <p className={`font-bold text-brand-800 ${row ? 'text-lg' : 'text-xl'}`}>
          <span>
            <ListingPrice price={listing.price} rent={listing.listingType === 'rent'} />
          </span>
          {rate ? (
            <>
              {' '}
              <span className="ml-1 text-sm font-medium text-slate-600">{rate}</span>
            </>
          ) : null}
        </p>
        <h3
          id={titleId}
          lang={textLang(listing.title, locale)}
          className={`font-semibold leading-snug text-slate-900 ${row ? 'line-clamp-2 text-base @min-[576px]:text-lg' : 'text-lg'}`}
        >
          <Link to={href} className="hover:text-brand-700 hover:underline">
            {listing.title}
          </Link>
        </h3>
        <p className="flex flex-wrap gap-x-4 text-sm text-slate-700">
          <span>{t(`propertyType.${listing.propertyType}`)}</span>
          {listing.facing ? (
            <span>{t('listing.facing', { facing: t(`facing.${listing.facing}`) })}</span>
          ) : null}
          {area ? <span>{t('listing.area', { value: area })}</span> : null}
        </p>
        <p
          lang={textLang(listing.description, locale)}
          className={`line-clamp-2 text-sm text-slate-700 ${row ? 'hidden @min-[576px]:block' : ''}`}
        >
          {listing.description}
        </p>
        <div className="relative mt-auto flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-t border-slate-100 pt-3">
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-800">
            {land ? (
              <>
                {listing.plotWidth != null && listing.plotDimensionUnit ? (
                  <li>
                    {t('listing.width', {
                      value: `${listing.plotWidth} ${listing.plotDimensionUnit}`,
                    })}
                  </li>
                ) : null}
                {listing.plotLength != null && listing.plotDimensionUnit ? (
                  <li>
                    {t('listing.length', {
                      value: `${listing.plotLength} ${listing.plotDimensionUnit}`,
                    })}
                  </li>
                ) : null}
              </>
            ) : (
              <>
                {listing.bhk ? <li>{t(`bhk.${listing.bhk}`)}</li> : null}
                {listing.bathrooms ? <li>{t(`bathrooms.${listing.bathrooms}`)}</li> : null}
              </>
            )}
          </ul>
          <ListButton list="compare" propertyId={listing.id} title={listing.title} variant="card" />
        </div>
        {phone ? (
          <a
            href={telHref(phone)}
            className={`text-sm font-semibold text-brand-700 hover:underline ${row ? 'hidden @min-[576px]:inline' : ''}`}
          >
            {t('listing.call', { phone })}
          </a>
        ) : null}
      </div>
    </article>
  );
}
