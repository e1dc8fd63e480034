import { useI18n } from '../../i18n/i18n-context.tsx';
import { formatPrice } from './format.ts';

/**
 * A listing's price ('₹ 45 L'), and for rent '/month' after it in smaller type: larger on a
 * details page's headline (`headline`) than on a card.
 */
export function ListingPrice({
  price,
  rent,
  headline = false,
}: {
  price: number;
  rent: boolean;
  headline?: boolean;
}) {
  const { t, locale } = useI18n();
  return (
    <>
      {formatPrice(price, locale)}
      {rent ? (
        <span
          className={
            headline
              ? 'text-base font-semibold text-slate-600'
              : 'text-sm font-medium text-slate-600'
          }
        >
          {t('listing.perMonth')}
        </span>
      ) : null}
    </>
  );
}
