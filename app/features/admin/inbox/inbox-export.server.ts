import { getLogger } from '../../../lib/logger.server.ts';
import { formatDate } from '../../../i18n/format.ts';
import { todayInKolkata } from '../../visits/visit-fields.ts';
import { slotText } from '../../visits/slot-text.ts';
import type { StaffUser } from '../access.server.ts';
import type { InboxFilter } from './inbox-filters.ts';
import { INBOX_TYPE_LABELS, INBOX_STATUS_LABELS, type InboxExportRow } from './inbox-rows.ts';
import { countInbox, inboxBatches } from './inbox.server.ts';
import { csvCell } from '../ui/list-query.ts';

// The inbox as CSV (/admin/inbox/export.csv): the list's filters, newest first, streamed in
// batches of BATCH_SIZE rows (keyset-paged, see inboxBatches), so memory stays flat however
// many inbox items match. At most EXPORT_ROW_LIMIT rows; when more match, a last line says so and
// the X-Export-Truncated header carries the counts. The file is in English whatever the page's
// language (a file other tools read): its column names, kinds, states and notes.

const EXPORT_ROW_LIMIT = 10_000;
const BATCH_SIZE = 500;

const EXPORT_HEADER = [
  'Received (IST)',
  'Type',
  'Reference',
  'Name',
  'Email',
  'Phone',
  'About',
  'Message',
  'Status',
  'Assigned to',
  'Staff notes',
] as const;

/** The inbox item's subject in one cell: the visit's date, properties, service, agent, blog. */
function aboutText(row: InboxExportRow): string {
  const { about } = row;
  const parts: string[] = [];
  if (about.visit) {
    parts.push(
      `Visit: ${formatDate(about.visit.date, 'en', 'dayFirst')}, ${slotText(about.visit.slot)}`,
    );
  }
  for (const property of about.properties)
    parts.push(`Property: ${property.title} (#${property.id})`);
  if (about.service) parts.push(`Service: ${about.service}`);
  if (about.agentName) parts.push(`Agent: ${about.agentName}`);
  if (about.blogTitle) parts.push(`Blog: ${about.blogTitle}`);
  return parts.join('; ');
}

function csvLine(cells: readonly unknown[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

function rowLine(row: InboxExportRow): string {
  return csvLine([
    row.createdAt,
    INBOX_TYPE_LABELS[row.type],
    row.reference ?? '',
    row.name,
    row.email,
    row.phone ?? '',
    aboutText(row),
    row.message,
    INBOX_STATUS_LABELS[row.status],
    row.assignee?.name ?? '',
    row.staffNotes,
  ]);
}

export type InboxExport = {
  filename: string;
  body: ReadableStream<Uint8Array>;
  total: number;
  truncated: boolean;
};

/** The filter's inbox items as this person may see them (an agent: only their own), as CSV. */
export async function exportInbox(
  user: StaffUser,
  filter: InboxFilter,
  options: { limit?: number; now?: Date } = {},
): Promise<InboxExport> {
  const limit = options.limit ?? EXPORT_ROW_LIMIT;
  const total = await countInbox(user, filter);
  const truncated = total > limit;
  const batches = inboxBatches(user, filter, { batchSize: BATCH_SIZE, limit });
  const encoder = new TextEncoder();
  let headerSent = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        // The byte-order mark makes spreadsheet programs read the file as UTF-8 (names in
        // Telugu or Hindi stay readable).
        controller.enqueue(encoder.encode(`\uFEFF${csvLine(EXPORT_HEADER)}`));
        return;
      }
      try {
        const next = await batches.next();
        if (!next.done) {
          controller.enqueue(encoder.encode(next.value.map(rowLine).join('')));
          return;
        }
      } catch (error) {
        getLogger().error({ err: error }, 'inbox export failed');
        controller.error(error);
        return;
      }
      if (truncated) {
        controller.enqueue(
          encoder.encode(
            csvLine([
              `Truncated: the first ${limit.toLocaleString('en-IN')} of ${total.toLocaleString('en-IN')} enquiries and visit requests are listed. Narrow the filters to export the rest.`,
            ]),
          ),
        );
      }
      controller.close();
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
  const date = todayInKolkata(options.now);
  return { filename: `nivasa-inbox-${date}.csv`, body, total, truncated };
}
