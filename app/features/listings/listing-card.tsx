import { Link } from 'react-router';
import { LikeButton } from './like-button.tsx';
import { useT } from '../../i18n/i18n-context.tsx';
import { mediaUrl, pickWidth, srcSet } from '../media/images.ts';
import { plotAreaText } from './area.ts';
import { formatArea, formatPrice } from './format.ts';
import { type ListingCardData } from './listing-card-data.ts';
import { isLandType } from './property-groups.ts';

// Serialised through a loader, dates arrive as strings.
type CardListing = Omit<ListingCardData, 'createdAt'> & { createdAt: Date | string };

export function ListingCard({
  listing,
  phone,
  sizes = '(min-width: 992px) 33vw, (min-width: 576px) 50vw, 100vw',
  eager = false,
}: {
  listing: CardListing;
  phone: string | undefined;
  sizes?: string;
  eager?: boolean;
}) {
  const t = useT();
  const land = isLandType(listing.propertyType);
  const href = `/product-details/${listing.id}`;
  const area = land
    ? plotAreaText(
        { value: listing.plotWidth, unit: listing.plotDimensionUnit },
        { value: listing.plotLength, unit: listing.plotDimensionUnit },
        { value: listing.totalArea, unit: listing.totalAreaUnit },
      )
    : formatArea(listing.builtUpArea, listing.builtUpAreaUnit);
  const titleId = `listing-${listing.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition hover:shadow-md"
    >
      <div className="relative">
        <Link to={href} tabIndex={-1} aria-hidden="true">
          {listing.cover ? (
            <img
              src={mediaUrl(listing.cover.storageKey, pickWidth(listing.cover.widths, 800))}
              srcSet={srcSet(listing.cover.storageKey, listing.cover.widths)}
              sizes={sizes}
              width={listing.cover.width}
              height={listing.cover.height}
              alt=""
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
              className="aspect-[3/2] w-full object-cover"
            />
          ) : (
            <img
              src="/images/listing-fallback.svg"
              width={1200}
              height={800}
              alt=""
              className="aspect-[3/2] w-full object-cover"
            />
          )}
        </Link>
        <span
          className={`absolute left-3 top-3 rounded px-2 py-1 text-xs font-bold uppercase tracking-wide ${
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
          className="absolute right-3 top-3"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-sm text-slate-600">
          {listing.areaName}, {listing.cityName}
        </p>
        <p className="text-xl font-bold text-brand-800">
          {formatPrice(listing.price)}
          {listing.listingType === 'rent' ? (
            <span className="text-sm font-medium text-slate-600">{t('listing.perMonth')}</span>
          ) : null}
        </p>
        <h3 id={titleId} className="text-lg font-semibold leading-snug text-slate-900">
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
        <p className="line-clamp-2 text-sm text-slate-700">{listing.description}</p>
        <ul className="mt-auto flex flex-wrap gap-x-4 gap-y-1 border-t border-slate-100 pt-3 text-sm text-slate-800">
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
        {phone ? (
          <a
            href={`tel:${phone.replace(/\s/g, '')}`}
            className="text-sm font-semibold text-brand-700 hover:underline"
          >
            {t('listing.call', { phone })}
          </a>
        ) : null}
      </div>
    </article>
  );
}
