import { pageBounds } from '../../../lib/pagination.ts';
import { ADMIN_PAGE_SIZE } from './list-query.ts';
import type { ListPage } from './paged-table.tsx';

/**
 * One page of a back-office list: counts the rows, places the page (`pageBounds`: one past the
 * end is the last), then reads that page's rows with the limit and offset given.
 */
export async function readListPage<Row>(
  page: number,
  countRows: () => Promise<number>,
  readRows: (slice: { limit: number; offset: number }) => Promise<Row[]>,
): Promise<ListPage<Row>> {
  const total = await countRows();
  const bounds = pageBounds(total, page, ADMIN_PAGE_SIZE);
  const rows = await readRows({ limit: ADMIN_PAGE_SIZE, offset: bounds.offset });
  return { rows, total, page: bounds.page, pageCount: bounds.pageCount };
}
