import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { textLang } from '../../i18n/text-lang.ts';
import { formatPrice } from '../listings/format.ts';
import { listingPath } from './listing-id.ts';

/**
 * The listing a page is about, in one line: its title (the lister's words, marked with their
 * language), place and price, and the way back to it. The pages of a sale listing's buyer
 * tools open with it (issue 28).
 */
export function ListingLine({
  listing,
}: {
  listing: { id: number; title: string; price: number; areaName: string; cityName: string };
}) {
  const { t, locale } = useI18n();
  return (
    <p className="text-slate-700">
      <span lang={textLang(listing.title, locale)} className="font-semibold text-slate-900">
        {listing.title}
      </span>
      {' · '}
      {t('details.place', { area: listing.areaName, city: listing.cityName })}
      {' · '}
      {formatPrice(listing.price, locale)}{' '}
      <Link to={listingPath(listing.id)} className="font-semibold text-brand-700 underline">
        {t('emi.backToListing')}
      </Link>
    </p>
  );
}
