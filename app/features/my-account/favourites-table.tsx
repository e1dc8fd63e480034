import { Link } from 'react-router';
import { useT } from '../../i18n/i18n-context.tsx';
import type { ListingCardData } from '../listings/listing-card-data.ts';
import { formatAccountDate } from './my-account-schema.ts';
import { PropertyThumb } from './property-thumb.tsx';

export type FavouriteRow = {
  id: number;
  title: string;
  cityName: string;
  areaName: string;
  likedAt: Date | string;
  cover: ListingCardData['cover'];
};

const deleteClass =
  'inline-flex min-h-10 items-center rounded-md border border-red-700 px-3 text-sm font-semibold text-red-800 hover:bg-red-50';

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
  const t = useT();
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
    <Link to={deleteHref(row.id)} preventScrollReset className={deleteClass}>
      {t('myAccount.favourites.delete')}
      <span className="sr-only"> {row.title}</span>
    </Link>
  );
  return (
    <>
      <div className="hidden overflow-x-auto rounded-lg border border-slate-200 md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t('myAccount.table.image')}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t('myAccount.table.title')}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t('myAccount.table.location')}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t('myAccount.table.dateAdded')}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t('myAccount.table.actions')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {rows.map((row) => (
              <tr key={row.id} className="align-middle">
                <td className="px-4 py-3">
                  <PropertyThumb cover={row.cover} />
                </td>
                <th scope="row" className="max-w-72 px-4 py-3 font-semibold">
                  {title(row)}
                </th>
                <td className="px-4 py-3">{place(row)}</td>
                <td className="whitespace-nowrap px-4 py-3">{formatAccountDate(row.likedAt)}</td>
                <td className="px-4 py-3">{remove(row)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-4 md:hidden">
        {rows.map((row) => (
          <li key={row.id} className="rounded-lg border border-slate-200 p-4">
            <div className="flex gap-3">
              <PropertyThumb cover={row.cover} />
              <div className="min-w-0 flex-1">
                <h3 className="font-semibold">{title(row)}</h3>
                <p className="mt-1 text-sm text-slate-700">{place(row)}</p>
              </div>
            </div>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
              <dt className="text-slate-600">{t('myAccount.table.dateAdded')}</dt>
              <dd>{formatAccountDate(row.likedAt)}</dd>
            </dl>
            <div className="mt-3">{remove(row)}</div>
          </li>
        ))}
      </ul>
    </>
  );
}
