import { parseListQuery, pickParam } from '../ui/list-query.ts';
import { OUTBOX_CHANNELS, type OutboxChannel } from './outbox-format.ts';

// The Outbox's URL, parsed once: ?channel= (mail, the default, or sms) and the page. Newest
// first, always.

export type OutboxFilters = { channel: OutboxChannel; page: number };

export function parseOutboxFilters(url: URL): OutboxFilters {
  return {
    channel: pickParam(url, 'channel', OUTBOX_CHANNELS) ?? 'mail',
    page: parseListQuery(url, ['created'], { sort: 'created', dir: 'desc' }).page,
  };
}
