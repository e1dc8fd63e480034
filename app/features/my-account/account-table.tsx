import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n-context.tsx';
import type { MessageKey } from '../../i18n/en.ts';
import type { ListingCardData } from '../listings/listing-card-data.ts';
import { PropertyThumb } from './property-thumb.tsx';

type Column<Row> = { header: MessageKey; cell: (row: Row) => ReactNode };

/**
 * The rows of a My Account list (My Properties, Favourite Properties): a table on wide
 * screens, a list of cards on phones, from the same columns. Every row has its cover photo,
 * its title (the row's header) and where it is; `details` and `actions` follow.
 */
export function AccountTable<Row extends { id: number; cover: ListingCardData['cover'] }>({
  rows,
  caption,
  title,
  place,
  details,
  actions,
}: {
  rows: Row[];
  caption: string;
  title: (row: Row) => ReactNode;
  place: Column<Row>;
  details: Column<Row>[];
  actions: (row: Row, layout: 'table' | 'card') => ReactNode;
}) {
  const t = useT();
  const headers: MessageKey[] = [
    'myAccount.table.image',
    'myAccount.table.title',
    place.header,
    ...details.map((column) => column.header),
    'myAccount.table.actions',
  ];
  return (
    <>
      <div className="hidden overflow-x-auto rounded-lg border border-slate-200 md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              {headers.map((header) => (
                <th key={header} scope="col" className="px-3 py-3 font-semibold">
                  {t(header)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {rows.map((row) => (
              <tr key={row.id} className="align-middle">
                <td className="px-3 py-3">
                  <PropertyThumb cover={row.cover} />
                </td>
                <th scope="row" className="max-w-64 px-3 py-3 font-semibold text-slate-900">
                  {title(row)}
                </th>
                <td className="px-3 py-3">{place.cell(row)}</td>
                {details.map((column) => (
                  <td key={column.header} className="px-3 py-3">
                    {column.cell(row)}
                  </td>
                ))}
                <td className="px-3 py-3">{actions(row, 'table')}</td>
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
                <h3 className="font-semibold text-slate-900">{title(row)}</h3>
                <p className="mt-1 text-sm text-slate-700">{place.cell(row)}</p>
              </div>
            </div>
            <dl className="mt-3 grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-1 text-sm">
              {details.map((column) => (
                <div key={column.header} className="contents">
                  <dt className="text-slate-600">{t(column.header)}</dt>
                  <dd>{column.cell(row)}</dd>
                </div>
              ))}
            </dl>
            <div className="mt-3">{actions(row, 'card')}</div>
          </li>
        ))}
      </ul>
    </>
  );
}
