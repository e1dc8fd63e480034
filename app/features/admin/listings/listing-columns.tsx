import type { Locale } from '../../../i18n/locales.ts';
import { Link } from 'react-router';
import type { ListingStatus } from '../../../db/schema/values.ts';
import { useT } from '../../../i18n/i18n-context.tsx';
import type { Translate } from '../../../i18n/translate.ts';
import { ListingPrice } from '../../listings/listing-price.tsx';
import { STATUS_BADGE_CLASS, STATUS_TONES } from '../../my-account/status-badge.tsx';
import { linkStyle } from '../ui/buttons.ts';
import type { Column } from '../ui/data-table.tsx';
import { formatAdminDateTime } from '../ui/format.ts';
import { listingTypeLabel, propertyTypeLabel, statusLabel } from './listing-words.ts';
import type { AdminListingRow } from './listings.server.ts';

// The columns of the back office's listing tables (the moderation queue, the listings list),
// and the small pieces the review page shares with them. Each table picks its columns here.
// A column's header is in the language of the `t` the table passes (listingColumns); its cells
// read the page's language themselves.

type Row = AdminListingRow;

export function reviewHref(id: number): string {
  return `/admin/listings/${id}`;
}

/** A listing's status as a coloured label, in the back office's words. */
export function AdminStatusBadge({ status }: { status: ListingStatus }) {
  const t = useT();
  return (
    <span className={`${STATUS_BADGE_CLASS} ${STATUS_TONES[status]}`}>
      {statusLabel(t, status)}
    </span>
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

/** The property type, and the listing type under it. */
function ListingTypes({ row }: { row: Row }) {
  const t = useT();
  return (
    <>
      {propertyTypeLabel(t, row.propertyType)}
      <span className="block text-slate-600">{listingTypeLabel(t, row.listingType)}</span>
    </>
  );
}

/** The listing tables' columns with their headers in `t`'s language. */
export function listingColumns(t: Translate, locale: Locale = 'en') {
  return {
    /** The listing's title, linked to its review page; `withId`: its id under it. */
    title: ({ withId = false } = {}): Column<Row> => ({
      header: t('admin.people.listings.column.title'),
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
    }),

    /** The owner's name, and their phone under it (`callable`: as a link to call). */
    owner: ({ callable = false } = {}): Column<Row> => ({
      header: t('admin.people.listings.column.owner'),
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
    }),

    place: {
      header: t('admin.people.listings.column.place'),
      cell: (row) => (
        <>
          {row.cityName}
          <span className="block text-slate-600">{row.areaName}</span>
        </>
      ),
    } satisfies Column<Row>,

    type: {
      header: t('admin.people.listings.column.type'),
      cell: (row) => <ListingTypes row={row} />,
    } satisfies Column<Row>,

    /** The asking price; `sort`: the ?sort= value that orders by it. */
    price: ({ sort }: { sort?: string } = {}): Column<Row> => ({
      header: t('admin.people.listings.column.price'),
      sort,
      className: 'whitespace-nowrap',
      cell: (row) => <ListingPrice price={row.price} rent={row.listingType === 'rent'} />,
    }),

    status: {
      header: t('admin.people.listings.column.status'),
      sort: 'status',
      cell: (row) => <AdminStatusBadge status={row.status} />,
    } satisfies Column<Row>,

    /**
     * When the listing last went to review (created, edited or relisted): '21 Nov 2026, 4:48 pm',
     * wrapping between the day and the time only, so the queue fits a laptop's screen.
     */
    submitted: {
      header: t('admin.people.listings.column.submitted'),
      cell: (row) => {
        const when = formatAdminDateTime(row.updatedAt, locale);
        const cut = when.lastIndexOf(', ');
        const [day, time] = [when.slice(0, cut), when.slice(cut + 2)];
        return (
          <>
            <span className="whitespace-nowrap">{day},</span>{' '}
            <span className="whitespace-nowrap">{time}</span>
          </>
        );
      },
    } satisfies Column<Row>,
  };
}
