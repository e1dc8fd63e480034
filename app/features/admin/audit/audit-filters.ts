import { cleanText } from '../../../lib/forms.ts';
import { idParam, parseListQuery } from '../ui/list-query.ts';

// The audit log's URL, parsed once: ?type= (record type), ?id= (record id), ?actor= (who, a
// user id) and the page. Newest first, always.

export type AuditFilters = {
  /** The record type, '' for any. */
  type: string;
  /** The record's id as the log keeps it (text), '' for any. */
  id: string;
  actor: number | undefined;
  page: number;
};

/** A text parameter, cleaned and cut to 40 characters. */
const textParam = (url: URL, name: string) =>
  cleanText(url.searchParams.get(name) ?? '')
    .trim()
    .slice(0, 40);

export function parseAuditFilters(url: URL): AuditFilters {
  return {
    type: textParam(url, 'type'),
    id: textParam(url, 'id'),
    actor: idParam(url, 'actor'),
    page: parseListQuery(url, ['created'], { sort: 'created', dir: 'desc' }).page,
  };
}
