import { Link } from 'react-router';
import type { ListingStatus } from '../../../db/schema/values.ts';
import { priceText } from '../../listing-details/listing-display.ts';
import {
  LISTING_TYPE_LABELS,
  PROPERTY_TYPE_LABELS,
  STATUS_LABELS,
} from '../../listings/listing-labels.ts';
import { STATUS_BADGE_CLASS, STATUS_TONES } from '../../my-account/status-badge.tsx';
import { linkStyle } from '../ui/buttons.ts';
import type { Column } from '../ui/data-table.tsx';
import { formatAdminDateTime } from '../ui/format.ts';
import type { AdminListingRow } from './listings.server.ts';

// The columns of the back office's listing tables (the moderation queue, the listings list),
// and the small pieces the review page shares with them. Each table picks its columns here.

type Row = AdminListingRow;

export function reviewHref(id: number): string {
  return `/admin/listings/${id}`;
}

/** A listing's status as a coloured label, in the back office's words. */
export function AdminStatusBadge({ status }: { status: ListingStatus }) {
  return (
    <span className={`${STATUS_BADGE_CLASS} ${STATUS_TONES[status]}`}>{STATUS_LABELS[status]}</span>
  );
}

/** A phone number to call. */
export function Phone({ phone }: { phone: string }) {
  return (
    <a href={`tel:+91${phone}`} className={linkStyle}>
      {phone}
    </a>
  );
}

function TitleLink({ row }: { row: Row }) {
  return (
    <Link to={reviewHref(row.id)} className={linkStyle}>
      {row.title}
    </Link>
  );
}

/** The listing's title, linked to its review page; `withId`: its id under it. */
export function titleColumn({ withId = false } = {}): Column<Row> {
  return {
    header: 'Title',
    rowHeader: true,
    className: 'min-w-48',
    cell: (row) =>
      withId ? (
        <>
          <TitleLink row={row} />
          <span className="block text-xs font-normal text-slate-600">#{row.id}</span>
        </>
      ) : (
        <TitleLink row={row} />
      ),
  };
}

/** The owner's name, and their phone under it (`callable`: as a link to call). */
export function ownerColumn({ callable = false } = {}): Column<Row> {
  return {
    header: 'Owner',
    cell: (row) => (
      <>
        <span className="block">{row.ownerName}</span>
        {callable ? (
          <Phone phone={row.ownerPhone} />
        ) : (
          <span className="text-slate-600">{row.ownerPhone}</span>
        )}
      </>
    ),
  };
}

export const placeColumn: Column<Row> = {
  header: 'City / area',
  cell: (row) => (
    <>
      {row.cityName}
      <span className="block text-slate-600">{row.areaName}</span>
    </>
  ),
};

export const typeColumn: Column<Row> = {
  header: 'Type',
  cell: (row) => (
    <>
      {PROPERTY_TYPE_LABELS[row.propertyType]}
      <span className="block text-slate-600">{LISTING_TYPE_LABELS[row.listingType]}</span>
    </>
  ),
};

/** The asking price; `sort`: the ?sort= value that orders by it. */
export function priceColumn({ sort }: { sort?: string } = {}): Column<Row> {
  return {
    header: 'Price',
    sort,
    className: 'whitespace-nowrap',
    cell: (row) => priceText(row.price, row.listingType),
  };
}

export const statusColumn: Column<Row> = {
  header: 'Status',
  sort: 'status',
  cell: (row) => <AdminStatusBadge status={row.status} />,
};

/**
 * When the listing last went to review (created, edited or relisted): '21 Nov 2026, 4:48 pm',
 * wrapping between the day and the time only, so the queue fits a laptop's screen.
 */
export const submittedColumn: Column<Row> = {
  header: 'Submitted',
  cell: (row) => {
    const [day, time] = formatAdminDateTime(row.updatedAt).split(', ');
    return (
      <>
        <span className="whitespace-nowrap">{day},</span>{' '}
        <span className="whitespace-nowrap">{time}</span>
      </>
    );
  },
};
