import { Form, Link } from 'react-router';
import { allowedActions } from '../listings/listing-lifecycle.ts';
import type { ListingStatus, ListingType } from '../../db/schema/values.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import type { ListingCardData } from '../listings/listing-card-data.ts';
import { formatAccountDate } from './my-account-schema.ts';
import { PropertyThumb } from './property-thumb.tsx';
import { StatusBadge } from './status-badge.tsx';

export type OwnPropertyRow = {
  id: number;
  title: string;
  status: ListingStatus;
  listingType: ListingType;
  confirmedAt: Date | string;
  createdAt: Date | string;
  cityName: string;
  cover: ListingCardData['cover'];
};

const action = 'inline-flex min-h-10 items-center rounded-md px-3 text-sm font-semibold';

/** Withdraw, relist, mark sold or rented, confirm still available: what the lifecycle allows now. */
function StatusActions({ row, page }: { row: OwnPropertyRow; page: number }) {
  const t = useT();
  const actions = allowedActions(row);
  if (actions.length === 0) return null;
  return (
    <Form method="post" className="flex flex-wrap gap-2">
      <input type="hidden" name="propertyId" value={row.id} />
      <input type="hidden" name="page" value={page} />
      {actions.map((name) => (
        <button
          key={name}
          type="submit"
          name="intent"
          value={name}
          className={`${action} border border-brand-700 text-brand-800 hover:bg-brand-50`}
        >
          {t(`myAccount.properties.action.${name}`)}
          <span className="sr-only"> {row.title}</span>
        </button>
      ))}
    </Form>
  );
}

function LastConfirmed({ row }: { row: OwnPropertyRow }) {
  const t = useT();
  if (row.status !== 'active' && row.status !== 'expired') return null;
  return (
    <p className="mt-1 text-xs text-slate-600">
      {t('myAccount.properties.lastConfirmed', { date: formatAccountDate(row.confirmedAt) })}
    </p>
  );
}

function Actions({
  row,
  deleteHref,
  page,
  wrap = true,
}: {
  row: OwnPropertyRow;
  deleteHref: string;
  page: number;
  wrap?: boolean;
}) {
  const t = useT();
  return (
    <div className="flex flex-col gap-2">
      <StatusActions row={row} page={page} />
      <div className={`flex gap-2 ${wrap ? 'flex-wrap' : ''}`}>
        <Link
          to={`/product-details/${row.id}`}
          className={`${action} border border-slate-300 text-slate-800 hover:bg-slate-100`}
        >
          {t('myAccount.properties.view')}
          <span className="sr-only"> {row.title}</span>
        </Link>
        <Link
          to={`/add-listing?edit=${row.id}`}
          className={`${action} bg-brand-700 text-white hover:bg-brand-800`}
        >
          {t('myAccount.properties.edit')}
          <span className="sr-only"> {row.title}</span>
        </Link>
        <Link
          to={deleteHref}
          preventScrollReset
          className={`${action} border border-red-700 text-red-800 hover:bg-red-50`}
        >
          {t('myAccount.properties.delete')}
          <span className="sr-only"> {row.title}</span>
        </Link>
      </div>
    </div>
  );
}

/**
 * The user's listings: a table on wide screens, a list of cards on phones (the same rows).
 * Delete is a link to the confirmation (`?delete={id}`), never a delete by itself.
 */
export function OwnPropertiesTable({
  rows,
  caption,
  deleteHref,
  page,
}: {
  rows: OwnPropertyRow[];
  caption: string;
  deleteHref: (id: number) => string;
  page: number;
}) {
  const t = useT();
  return (
    <>
      <div className="hidden overflow-x-auto rounded-lg border border-slate-200 md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-3 font-semibold">
                {t('myAccount.table.image')}
              </th>
              <th scope="col" className="px-3 py-3 font-semibold">
                {t('myAccount.table.title')}
              </th>
              <th scope="col" className="px-3 py-3 font-semibold">
                {t('myAccount.table.city')}
              </th>
              <th scope="col" className="px-3 py-3 font-semibold">
                {t('myAccount.table.dateAdded')}
              </th>
              <th scope="col" className="px-3 py-3 font-semibold">
                {t('myAccount.table.status')}
              </th>
              <th scope="col" className="px-3 py-3 font-semibold">
                {t('myAccount.table.actions')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {rows.map((row) => (
              <tr key={row.id} className="align-middle">
                <td className="px-3 py-3">
                  <PropertyThumb cover={row.cover} />
                </td>
                <th scope="row" className="max-w-64 px-3 py-3 font-semibold text-slate-900">
                  {row.title}
                </th>
                <td className="px-3 py-3">{row.cityName}</td>
                <td className="whitespace-nowrap px-3 py-3">{formatAccountDate(row.createdAt)}</td>
                <td className="px-3 py-3">
                  <StatusBadge status={row.status} />
                  <LastConfirmed row={row} />
                  <LastConfirmed row={row} />
                </td>
                <td className="px-3 py-3">
                  <Actions row={row} deleteHref={deleteHref(row.id)} page={page} wrap={false} />
                </td>
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
                <h3 className="font-semibold text-slate-900">{row.title}</h3>
                <p className="mt-1 text-sm text-slate-700">{row.cityName}</p>
              </div>
            </div>
            <dl className="mt-3 grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-600">{t('myAccount.table.dateAdded')}</dt>
              <dd>{formatAccountDate(row.createdAt)}</dd>
              <dt className="text-slate-600">{t('myAccount.table.status')}</dt>
              <dd>
                <StatusBadge status={row.status} />
                <LastConfirmed row={row} />
              </dd>
            </dl>
            <div className="mt-3">
              <Actions row={row} deleteHref={deleteHref(row.id)} page={page} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
