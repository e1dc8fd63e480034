import { Link } from 'react-router';
import { formatDate } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import type { ListingCardData } from '../listings/listing-card-data.ts';
import { RowDeleteLink } from './account-list.tsx';
import { AccountTable } from './account-table.tsx';

export type FavouriteRow = {
  id: number;
  title: string;
  cityName: string;
  areaName: string;
  likedAt: Date | string;
  cover: ListingCardData['cover'];
};

/**
 * The user's liked properties: a table on wide screens, cards on phones. The date is when the
 * like was made; Delete (unlike) goes through the confirmation (`?delete={id}`).
 */
export function FavouritesTable({
  rows,
  caption,
  deleteHref,
}: {
  rows: FavouriteRow[];
  caption: string;
  deleteHref: (id: number) => string;
}) {
  const { t, locale } = useI18n();
  const place = (row: FavouriteRow) =>
    t('myAccount.place', { area: row.areaName, city: row.cityName });
  const title = (row: FavouriteRow) => (
    <Link
      to={`/product-details/${row.id}`}
      className="text-brand-800 underline-offset-4 hover:underline"
    >
      {row.title}
    </Link>
  );
  const remove = (row: FavouriteRow) => (
    <RowDeleteLink to={deleteHref(row.id)} subject={row.title} />
  );
  return (
    <AccountTable
      rows={rows}
      caption={caption}
      title={title}
      place={{ header: 'myAccount.table.location', cell: place }}
      details={[
        {
          header: 'myAccount.table.dateAdded',
          cell: (row) => (
            <span className="whitespace-nowrap">{formatDate(row.likedAt, locale, 'long')}</span>
          ),
        },
      ]}
      actions={remove}
    />
  );
}
