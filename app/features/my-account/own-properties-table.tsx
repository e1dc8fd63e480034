import { Form, Link } from 'react-router';
import { allowedActions } from '../listings/listing-lifecycle.ts';
import type { ListingStatus, ListingType } from '../../db/schema/values.ts';
import { formatDate } from '../../i18n/format.ts';
import { useI18n, useT } from '../../i18n/i18n-context.tsx';
import type { ListingCardData } from '../listings/listing-card-data.ts';
import { AccountTable } from './account-table.tsx';
import { StatusBadge } from './status-badge.tsx';

export type OwnPropertyRow = {
  id: number;
  title: string;
  status: ListingStatus;
  /** Why an admin rejected it, or null. */
  statusReason: string | null;
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
  const { t, locale } = useI18n();
  if (row.status !== 'active' && row.status !== 'expired') return null;
  return (
    <p className="mt-1 text-xs text-slate-600">
      {t('myAccount.properties.lastConfirmed', {
        date: formatDate(row.confirmedAt, locale, 'long'),
      })}
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
  const { locale } = useI18n();
  return (
    <AccountTable
      rows={rows}
      caption={caption}
      title={(row) => row.title}
      place={{ header: 'myAccount.table.city', cell: (row) => row.cityName }}
      details={[
        {
          header: 'myAccount.table.dateAdded',
          cell: (row) => (
            <span className="whitespace-nowrap">{formatDate(row.createdAt, locale, 'long')}</span>
          ),
        },
        {
          header: 'myAccount.table.status',
          cell: (row) => (
            <>
              <StatusBadge status={row.status} reason={row.statusReason} />
              <LastConfirmed row={row} />
            </>
          ),
        },
      ]}
      actions={(row, layout) => (
        <Actions row={row} deleteHref={deleteHref(row.id)} page={page} wrap={layout === 'card'} />
      )}
    />
  );
}
