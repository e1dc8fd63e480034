import { and, asc, eq, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.server.ts';
import { getDb } from '../../../db/db.server.ts';
import { inquiries, users, visitRequests } from '../../../db/schema/index.ts';
import { pageBounds } from '../../../lib/pagination.ts';
import { CLOSED_VISIT_STATES, isVisitState, OPEN_VISIT_STATES } from '../../visits/visit-status.ts';
import type { StaffUser } from '../access.server.ts';
import { ADMIN_PAGE_SIZE, type SortDir } from '../ui/list-query.ts';
import type { InboxFilter, InboxSort } from './inbox-filters.ts';
import type { InboxExportRow, InboxRow, InboxSource } from './inbox-rows.ts';
import { itemsOf } from './inbox-item-rows.server.ts';
import { inquiryScope, visitScope } from './inbox-scope.server.ts';

// The inbox: every inquiry and site-visit request in one list (reads only; the commands on a
// inbox item live in inbox-commands.server.ts, the CSV in inbox-export.server.ts).
//
// How the two tables become one list: a UNION ALL of two narrow SELECTs (source, id and the
// sort keys only), each with its own WHERE, ordered and cut with LIMIT/OFFSET; then the page's
// rows are read in full by id (two small queries, inbox-item-rows.server.ts). In received order (the default) each
// branch first takes only its own newest page * pageSize rows through its created_at index
// (see BranchCut), so a page costs the same whatever the tables hold, and page N reads
// N pages, not the inbox; the other sorts and the search sort only the filtered rows. A filter
// that names one kind (a visit status, 'Site visit', an inquiry kind) drops the other branch
// entirely. The total is two COUNTs in one round trip. Chosen over two keyset-merged queries:
// OFFSET pages keep numbered page links, and the sort by name, type or status works across
// both tables without merging in JavaScript. The CSV export pages by keyset instead.

function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A search that looks like a phone number ('+91 98480 23456') as the stored 10 digits. */
function phoneDigits(q: string): string | null {
  if (!/^[\d\s+().-]+$/.test(q)) return null;
  let digits = q.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return digits.length >= 3 ? digits : null;
}

/** The inquiries of the filter, or null when the filter names only visits. */
function inquiryWhere(user: StaffUser, filter: InboxFilter): SQL | null {
  if (filter.type === 'visit' || isVisitState(filter.status)) return null;
  const parts: (SQL | undefined)[] = [ne(inquiries.kind, 'visit'), inquiryScope(user)];
  if (filter.type) parts.push(eq(inquiries.kind, filter.type));
  if (filter.status === 'open' || filter.status === 'new') parts.push(isNull(inquiries.handledAt));
  if (filter.status === 'closed' || filter.status === 'handled') {
    parts.push(isNotNull(inquiries.handledAt));
  }
  if (filter.agent === 'none') parts.push(isNull(inquiries.assignedUserId));
  else if (filter.agent !== undefined) parts.push(eq(inquiries.assignedUserId, filter.agent));
  if (filter.q) {
    const pattern = likePattern(filter.q);
    const digits = phoneDigits(filter.q);
    parts.push(
      or(
        sql`${inquiries.name} ILIKE ${pattern}`,
        sql`${inquiries.email} ILIKE ${pattern}`,
        sql`${inquiries.phone} ILIKE ${digits ? likePattern(digits) : pattern}`,
      ),
    );
  }
  return and(...parts) ?? sql`true`;
}

/** The visit requests of the filter, or null when the filter names only inquiries. */
function visitWhere(user: StaffUser, filter: InboxFilter): SQL | null {
  if (filter.type && filter.type !== 'visit') return null;
  if (filter.status === 'new' || filter.status === 'handled') return null;
  const parts: (SQL | undefined)[] = [visitScope(user)];
  if (filter.status === 'open') {
    parts.push(inArray(visitRequests.status, [...OPEN_VISIT_STATES]));
  } else if (filter.status === 'closed') {
    parts.push(inArray(visitRequests.status, [...CLOSED_VISIT_STATES]));
  } else if (isVisitState(filter.status)) {
    parts.push(eq(visitRequests.status, filter.status));
  }
  if (filter.agent === 'none') parts.push(isNull(visitRequests.assignedUserId));
  else if (filter.agent !== undefined) parts.push(eq(visitRequests.assignedUserId, filter.agent));
  if (filter.q) {
    const pattern = likePattern(filter.q);
    const digits = phoneDigits(filter.q);
    parts.push(
      or(
        sql`${visitRequests.name} ILIKE ${pattern}`,
        sql`${visitRequests.email} ILIKE ${pattern}`,
        sql`${visitRequests.phone} ILIKE ${digits ? likePattern(digits) : pattern}`,
        sql`${visitRequests.reference} ILIKE ${pattern}`,
      ),
    );
  }
  return and(...parts) ?? sql`true`;
}

/**
 * NOTE: the created_at indexes are DESC NULLS LAST (Drizzle's `.desc()`), and a plain
 * `ORDER BY created_at DESC` means NULLS FIRST, which PostgreSQL will not read from them (it
 * does not use NOT NULL to ignore the difference): spelled out, the index serves the order.
 */
function createdOrder(dir: SortDir): string {
  return dir === 'asc' ? 'ASC NULLS FIRST' : 'DESC NULLS LAST';
}

type Cursor = { at: string; source: InboxSource; id: number };

/**
 * How far each branch needs to read when the list is in received order: its own newest (or
 * oldest) `limit` rows after the cursor, which its created_at index gives directly. Without
 * it PostgreSQL reads both tables whole to sort them (a sort key on the UNION's output cannot
 * use either table's index).
 */
type BranchCut = { dir: SortDir; limit: number; cursor?: Cursor | null };

/**
 * A branch's rows after the export's cursor, in (created_at, source, id) order, newest first:
 * at the cursor's own instant, visits ('visit' > 'inquiry') come before inquiries.
 */
function afterCursor(source: InboxSource, createdAt: SQL, id: SQL, cursor: Cursor): SQL {
  const at = sql`${cursor.at}::timestamptz`;
  if (source === cursor.source) return sql`(${createdAt}, ${id}) < (${at}, ${cursor.id}::int)`;
  return source === 'inquiry' ? sql`${createdAt} <= ${at}` : sql`${createdAt} < ${at}`;
}

function branch(
  source: InboxSource,
  select: SQL,
  where: SQL,
  createdAt: SQL,
  id: SQL,
  cut: BranchCut | undefined,
): SQL {
  if (!cut) return sql`${select} WHERE ${where}`;
  const d = sql.raw(createdOrder(cut.dir));
  const after = cut.cursor ? sql` AND ${afterCursor(source, createdAt, id, cut.cursor)}` : sql``;
  const idDir = sql.raw(cut.dir === 'asc' ? 'ASC' : 'DESC');
  return sql`(${select} WHERE ${where}${after} ORDER BY ${createdAt} ${d}, ${id} ${idDir} LIMIT ${cut.limit})`;
}

/** The UNION ALL of both tables' keys (source, id, created_at, name, type, status_rank). */
function itemKeys(user: StaffUser, filter: InboxFilter, cut?: BranchCut): SQL | null {
  const iw = inquiryWhere(user, filter);
  const vw = visitWhere(user, filter);
  const branches: SQL[] = [];
  if (iw) {
    const select = sql`SELECT 'inquiry'::text AS source, ${inquiries.id} AS id,
      ${inquiries.createdAt} AS created_at, ${inquiries.name} AS name,
      ${inquiries.kind}::text AS type,
      CASE WHEN ${inquiries.handledAt} IS NULL THEN 0 ELSE 3 END AS status_rank
      FROM ${inquiries}`;
    branches.push(
      branch('inquiry', select, iw, sql`${inquiries.createdAt}`, sql`${inquiries.id}`, cut),
    );
  }
  if (vw) {
    // Open states first, in the order of the flow: new/requested, confirmed, then closed ones.
    const select = sql`SELECT 'visit'::text AS source, ${visitRequests.id} AS id,
      ${visitRequests.createdAt} AS created_at, ${visitRequests.name} AS name,
      'visit'::text AS type,
      CASE ${visitRequests.status} WHEN 'requested' THEN 1 WHEN 'confirmed' THEN 2
        WHEN 'completed' THEN 4 ELSE 5 END AS status_rank
      FROM ${visitRequests}`;
    branches.push(
      branch('visit', select, vw, sql`${visitRequests.createdAt}`, sql`${visitRequests.id}`, cut),
    );
  }
  return branches.length ? sql.join(branches, sql` UNION ALL `) : null;
}

function orderBy(sort: InboxSort, dir: SortDir): SQL {
  const d = sql.raw(dir === 'asc' ? 'ASC' : 'DESC');
  if (sort === 'received') {
    return sql`created_at ${sql.raw(createdOrder(dir))}, source ${d}, id ${d}`;
  }
  const key = { name: sql`lower(name)`, type: sql`type`, status: sql`status_rank` }[sort];
  return sql`${key} ${d}, created_at DESC NULLS LAST, source DESC, id DESC`;
}

type KeyRow = { source: InboxSource; id: number; at?: string };

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

async function countItems(db: Db, user: StaffUser, filter: InboxFilter): Promise<number> {
  const iw = inquiryWhere(user, filter);
  const vw = visitWhere(user, filter);
  const result = await db.execute(sql`SELECT
    ${iw ? sql`(SELECT count(*) FROM ${inquiries} WHERE ${iw})` : sql`0`}::int
    + ${vw ? sql`(SELECT count(*) FROM ${visitRequests} WHERE ${vw})` : sql`0`}::int AS total`);
  return Number(rowsOf<{ total: number | string }>(result)[0]?.total ?? 0);
}

export type InboxPage = { rows: InboxRow[]; total: number; page: number; pageCount: number };

/** One page of the inbox as this person may see it (an agent: only their own inbox items). */
export async function listInbox(
  user: StaffUser,
  filter: InboxFilter,
  options: { sort: InboxSort; dir: SortDir; page: number; pageSize?: number },
): Promise<InboxPage> {
  const db = getDb();
  const pageSize = options.pageSize ?? ADMIN_PAGE_SIZE;
  if (!itemKeys(user, filter)) return { rows: [], total: 0, page: 1, pageCount: 1 };
  const total = await countItems(db, user, filter);
  const { page, pageCount, offset } = pageBounds(total, options.page, pageSize);
  const keys = itemKeys(
    user,
    filter,
    options.sort === 'received' ? { dir: options.dir, limit: page * pageSize } : undefined,
  );
  const result = await db.execute(sql`SELECT source, id FROM (${keys}) AS items
    ORDER BY ${orderBy(options.sort, options.dir)}
    LIMIT ${pageSize} OFFSET ${offset}`);
  const items = await itemsOf(db, rowsOf<KeyRow>(result), 'preview');
  const rows = items.map(({ message: _message, staffNotes: _notes, ...row }) => row);
  return { rows, total, page, pageCount };
}

/** The number of inbox items the filter matches (for the export's cap). */
export async function countInbox(user: StaffUser, filter: InboxFilter): Promise<number> {
  return itemKeys(user, filter) ? countItems(getDb(), user, filter) : 0;
}

/**
 * The filter's inbox items newest first in batches (keyset on created_at, source, id, so a batch
 * costs the same however deep it is), for the CSV export. The cursor keeps created_at as
 * PostgreSQL's text: a JavaScript Date would drop the microseconds and skip or repeat rows.
 */
export async function* inboxBatches(
  user: StaffUser,
  filter: InboxFilter,
  options: { batchSize: number; limit: number },
): AsyncGenerator<InboxExportRow[]> {
  const db = getDb();
  if (!itemKeys(user, filter)) return;
  let cursor: Cursor | null = null;
  let left = options.limit;
  while (left > 0) {
    const size = Math.min(options.batchSize, left);
    const keys: SQL = itemKeys(user, filter, { dir: 'desc', limit: size, cursor })!;
    const result = await db.execute(sql`SELECT source, id, created_at::text AS at
      FROM (${keys}) AS items
      ORDER BY created_at DESC NULLS LAST, source DESC, id DESC LIMIT ${size}`);
    const batch: Required<KeyRow>[] = rowsOf<Required<KeyRow>>(result);
    if (batch.length === 0) return;
    yield await itemsOf(db, batch, 'full');
    const last: Required<KeyRow> = batch[batch.length - 1]!;
    cursor = { at: last.at, source: last.source, id: Number(last.id) };
    left -= batch.length;
    if (batch.length < size) return;
  }
}

/** The agents an inbox item can be given to (and the inbox filtered by), by name. */
export async function listAgents(): Promise<{ id: number; name: string; active: boolean }[]> {
  const rows = await getDb()
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      status: users.status,
    })
    .from(users)
    .where(eq(users.role, 'agent'))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(500);
  return rows.map((row) => ({
    id: row.id,
    name: `${row.firstName} ${row.lastName}`.trim(),
    active: row.status === 'active',
  }));
}
