import { Link } from 'react-router';
import { PropertyThumb } from '../../my-account/property-thumb.tsx';
import {
  ownerColumn,
  placeColumn,
  priceColumn,
  reviewHref,
  submittedColumn,
  titleColumn,
  typeColumn,
} from '../listings/listing-columns.tsx';
import { AdminPage } from '../ui/admin-page.tsx';
import { AdminPagination } from '../ui/admin-pagination.tsx';
import { secondaryButton } from '../ui/buttons.ts';
import { DataTable } from '../ui/data-table.tsx';
import type { QueueItem } from './moderation.server.ts';

// The moderation queue: listings waiting for review, each with a way to its review page
// (review-page.tsx).

export function ModerationQueue({
  items,
  total,
  page,
  pageCount,
}: {
  items: QueueItem[];
  total: number;
  page: number;
  pageCount: number;
}) {
  return (
    <AdminPage
      title="Moderation"
      description="Listings waiting for review, the longest waiting first. Open one to see every photo and field, then approve or reject it."
    >
      <DataTable
        caption="Listings waiting for review"
        rows={items}
        rowKey={(row) => row.id}
        empty="No listings are waiting for review."
        columns={[
          { header: 'Photo', cell: (row) => <PropertyThumb cover={row.cover} /> },
          titleColumn({ withId: true }),
          ownerColumn({ callable: true }),
          placeColumn,
          typeColumn,
          priceColumn(),
          submittedColumn,
          {
            header: 'Review',
            action: true,
            cell: (row) => (
              <Link to={reviewHref(row.id)} className={secondaryButton}>
                Review<span className="sr-only"> {row.title}</span>
              </Link>
            ),
          },
        ]}
      />
      <AdminPagination
        page={page}
        pageCount={pageCount}
        total={total}
        label="Moderation queue pages"
      />
    </AdminPage>
  );
}
