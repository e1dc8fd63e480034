import { Link } from 'react-router';
import { useI18n } from '../../../i18n/i18n-context.tsx';
import { PropertyThumb } from '../../my-account/property-thumb.tsx';
import { listingColumns, reviewHref } from '../listings/listing-columns.tsx';
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
  const { t, locale } = useI18n();
  const column = listingColumns(t, locale);
  return (
    <AdminPage
      title={t('admin.moderation.queue.heading')}
      description={t('admin.moderation.queue.intro')}
    >
      <DataTable
        caption={t('admin.moderation.queue.caption')}
        rows={items}
        rowKey={(row) => row.id}
        empty={t('admin.moderation.queue.empty')}
        columns={[
          {
            header: t('admin.moderation.queue.photo'),
            cell: (row) => <PropertyThumb cover={row.cover} />,
          },
          column.title({ withId: true }),
          column.owner({ callable: true }),
          column.place,
          column.type,
          column.price(),
          column.submitted,
          {
            header: t('admin.moderation.queue.review'),
            action: true,
            cell: (row) => (
              <Link to={reviewHref(row.id)} className={secondaryButton}>
                {t('admin.moderation.queue.review')}
                <span className="sr-only"> {row.title}</span>
              </Link>
            ),
          },
        ]}
      />
      <AdminPagination
        page={page}
        pageCount={pageCount}
        total={total}
        label={t('admin.moderation.queue.pages')}
      />
    </AdminPage>
  );
}
