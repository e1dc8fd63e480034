import { INQUIRY_KINDS, type InquiryKind } from '../../../db/schema/values.ts';
import { inbox as english } from '../../../i18n/admin/en/inbox.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { VISIT_STATES, type VisitState } from '../../visits/visit-status.ts';

// What an inbox item is, as its list, its pages, the dashboard and the CSV show it: the
// row types and the back office's words for kinds and states (the catalogue's keys
// 'admin.inbox.type.<type>' and 'admin.inbox.status.<status>'). Safe on client and server.

/**
 * What an inbox item is: an inquiry's kind, or 'visit' for a site-visit request (visit_requests).
 * NOTE: booking a visit also stores an inquiry of kind 'visit' (the agency's mail copy, see
 * bookSiteVisits in app/features/visits/visits.server.ts). The inbox lists the visit request
 * itself, which carries the reference, status and properties, and leaves that copy out, so
 * one booking is one inbox item: the inquiry kinds and the inbox's types are one list.
 */
export const INBOX_TYPES = INQUIRY_KINDS;
export type InboxType = InquiryKind;
export type InquiryType = Exclude<InboxType, 'visit'>;

/** An inbox item's state: an inquiry is new or handled; a visit request follows its own flow. */
export type InboxStatus = 'new' | 'handled' | VisitState;
const INBOX_STATUSES = ['new', 'handled', ...VISIT_STATES] as const satisfies InboxStatus[];

/**
 * The kinds and states in English, whatever the page's language: for the CSV (a file other
 * tools read) and screens that do not translate them yet. A page in the reader's language
 * uses `t(`admin.inbox.type.${type}`)`, `t(`admin.inbox.status.${status}`)`.
 */
export const INBOX_TYPE_LABELS = Object.fromEntries(
  INBOX_TYPES.map((type) => [type, english[`admin.inbox.type.${type}`]]),
) as Record<InboxType, string>;

export const INBOX_STATUS_LABELS = Object.fromEntries(
  INBOX_STATUSES.map((status) => [status, english[`admin.inbox.status.${status}`]]),
) as Record<InboxStatus, string>;

export type InboxSource = 'inquiry' | 'visit';

export type ItemAbout = {
  properties: { id: number; title: string }[];
  service: string | null;
  agentName: string | null;
  blogTitle: string | null;
  /** A visit's preferred date (YYYY-MM-DD) and time slot. */
  visit: { date: string; slot: string } | null;
};

export type InboxRow = {
  source: InboxSource;
  id: number;
  createdAt: Date;
  type: InboxType;
  reference: string | null;
  name: string;
  email: string;
  phone: string | null;
  status: InboxStatus;
  assignee: { id: number; name: string } | null;
  about: ItemAbout;
  /**
   * The first words of what the sender wrote (an inquiry's message, a visit request's notes)
   * on one line, cut with an ellipsis: see `messagePreview`. Never the staff notes.
   */
  preview: string;
};

/** A row with the texts the CSV carries in full besides what the list shows. */
export type InboxExportRow = InboxRow & { message: string; staffNotes: string };

/** How much of a message the list reads from the database (one more tells it was cut). */
export const PREVIEW_READ = 160;
/** How long a preview is at most, ellipsis included. */
const PREVIEW_MAX = 100;

/**
 * The list's one-line preview of a message: whitespace (line breaks too) collapsed, cut at a
 * word near PREVIEW_MAX with an ellipsis. `cut` says the text read is itself the start of a
 * longer message (it was read with `left(message, PREVIEW_READ + 1)`).
 */
export function messagePreview(text: string, cut = text.length > PREVIEW_READ): string {
  const line = text.slice(0, PREVIEW_READ).replace(/\s+/g, ' ').trim();
  if (!cut && line.length <= PREVIEW_MAX) return line;
  if (line.length < PREVIEW_MAX) return `${line}…`;
  const room = line.slice(0, PREVIEW_MAX - 1);
  const space = line[PREVIEW_MAX - 1] === ' ' ? room.length : room.lastIndexOf(' ');
  // A word longer than half the room (a link, a long name) is cut where it stands.
  const head = space > PREVIEW_MAX / 2 ? room.slice(0, space) : room;
  return `${head.trimEnd()}…`;
}

export function itemHref(source: InboxSource, id: number): string {
  return source === 'visit' ? `/admin/inbox/visits/${id}` : `/admin/inbox/inquiries/${id}`;
}

/**
 * A person's name in the back office ('' for a newsletter sign-up, which has none): `t` says
 * that in the page's language (English without it).
 */
export function senderName(name: string, t?: Translate): string {
  return name.trim() || (t ? t('admin.inbox.noName') : english['admin.inbox.noName']);
}
