import type { ReactNode } from 'react';
import { expect, test } from 'vitest';
import { englishWordsOf, renderIn, textOf } from '../../../../tests/support/render-in-language.tsx';
import type { Locale } from '../../../i18n/locales.ts';
import { translate } from '../../../i18n/translate.ts';
import { formatAdminDateTime } from '../ui/format.ts';
import type { InquiryDetail, VisitDetail } from './inbox-item.server.ts';
import { InquiryPage, VisitPage } from './inbox-item-page.tsx';
import { InboxPage, type InboxListData } from './inbox-page.tsx';
import type { InboxRow } from './inbox-rows.ts';

// The inbox's screens in the page's language (issue 26): the back office's words from the
// catalogue (app/i18n/admin/*/inbox.ts), what people typed as they typed it.

const render = (locale: Locale, screen: ReactNode) => renderIn(locale, screen, '/admin/inbox');
/** A screen's text as people read it, on one line. */
const textIn = (html: string) => textOf(html).replace(/\s+/g, ' ');

const AT = new Date('2026-08-12T09:35:00Z');

const row = (values: Partial<InboxRow>): InboxRow => ({
  source: 'inquiry',
  id: 1,
  createdAt: AT,
  type: 'quote',
  reference: null,
  name: 'రవి తేజ',
  email: 'ravi@example.in',
  phone: '9848022222',
  status: 'new',
  assignee: null,
  about: { properties: [], service: null, agentName: null, blogTitle: null, visit: null },
  preview: 'కాల్ చేయండి',
  ...values,
});

const list: InboxListData = {
  rows: [
    row({}),
    row({
      source: 'visit',
      id: 2,
      type: 'visit',
      reference: 'NV-ABCDEF',
      status: 'confirmed',
      name: '',
      assignee: { id: 7, name: 'అనిల్' },
      about: {
        properties: [
          { id: 1, title: 'విల్లా' },
          { id: 2, title: 'ఫ్లాట్' },
          { id: 3, title: 'ప్లాట్' },
        ],
        service: null,
        agentName: null,
        blogTitle: null,
        visit: { date: '2030-08-12', slot: 'morning' },
      },
    }),
  ],
  total: 2,
  page: 1,
  pageCount: 1,
  sort: 'received',
  dir: 'desc',
  filter: { q: '' },
  agents: [
    { id: 7, name: 'అనిల్', active: true },
    { id: 8, name: 'బాల', active: false },
  ],
  isAdmin: true,
};

const inquiry: InquiryDetail = {
  id: 1,
  type: 'property',
  createdAt: AT,
  name: 'రవి తేజ',
  email: 'ravi@example.in',
  phone: '9848022222',
  service: null,
  message: '',
  consent: null,
  handledAt: AT,
  property: { id: 4, title: 'విల్లా', status: 'active' },
  agent: null,
  blog: null,
  recipient: { id: 9, name: 'పద్మ', role: 'user' },
  sender: { id: 5, name: 'రవి తేజ' },
  assignee: null,
  staffNotes: '',
};

const visit: VisitDetail = {
  id: 2,
  reference: 'NV-ABCDEF',
  createdAt: AT,
  updatedAt: AT,
  name: 'పద్మ',
  email: 'padma@example.in',
  phone: '9848011111',
  preferredDate: '2030-08-12',
  timeSlot: 'morning',
  notes: '',
  status: 'requested',
  booker: null,
  assignee: { id: 7, name: 'అనిల్' },
  staffNotes: '',
  properties: [],
};

const screens = (locale: Locale) => [
  render(locale, <InboxPage data={list} />),
  render(
    locale,
    <InquiryPage inquiry={inquiry} agents={list.agents} isAdmin actionData={undefined} />,
  ),
  render(locale, <VisitPage visit={visit} agents={list.agents} isAdmin actionData={undefined} />),
];

/** Words the shared back-office pieces write in English: the dates of ui/format.ts. */
const SHARED = [formatAdminDateTime(AT)];

/** Texts each English screen shows, as it showed them before they moved to the catalogue. */
const ENGLISH_SEEN = [
  [
    'Every enquiry and visit request, newest first.',
    'Export CSV',
    'Search name, email, phone or reference',
    'Closed (handled, completed or cancelled)',
    'Anyone or nobody',
    'బాల (disabled)',
    'Quote request',
    '(no name given)',
    'and 1 more',
    '12 August 2030, Morning (9 am – 12 pm)',
  ],
  [
    'Property enquiry from రవి తేజ',
    'Received 12 Aug 2026',
    'since 12 Aug 2026',
    'రవి తేజ (signed in)',
    '(#4, active, manage)',
    'పద్మ (lister)',
    'No message (a sign-up without text).',
    'This enquiry is handled.',
    'Mark as new',
    'Seen by the agency only, never by the sender. Up to 2,000 characters.',
  ],
  [
    'Site visit NV-ABCDEF',
    'Requested by పద్మ · received 12 Aug 2026',
    'Last changed 12 Aug 2026',
    'Confirm visit',
    'Cancel visit',
    'Preferred date',
    '12 August 2030',
    'Morning (9 am – 12 pm)',
    'None left (removed since)',
    'The visitor left no notes.',
  ],
];

test('the list and both item pages are in English at the root, word for word as before', () => {
  screens('en').forEach((html, index) => {
    for (const text of ENGLISH_SEEN[index]!) expect(textIn(html)).toContain(text);
  });
});

test.each(['te', 'hi'] as const)('in %s the inbox has no English word left', (locale) => {
  const pages = screens(locale);
  for (const html of pages) expect(englishWordsOf(html, SHARED)).toEqual([]);
  const [inboxPage, inquiryPage, visitPage] = pages.map(textIn);
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
    translate(locale, key, params);
  expect(inboxPage).toContain(t('admin.inbox.list.caption'));
  expect(inboxPage).toContain(t('admin.inbox.type.quote'));
  expect(inboxPage).toContain(t('admin.inbox.agentDisabled', { name: 'బాల' }));
  expect(inquiryPage).toContain(
    `(#4, ${t('myAccount.status.active')}, ${t('admin.inbox.item.manage')})`,
  );
  expect(inquiryPage).toContain(`పద్మ (${t('admin.inbox.inquiry.lister')})`);
  expect(inquiryPage).toContain(t('admin.inbox.notes.hint', { count: 2000 }));
  expect(visitPage).toContain(t('admin.inbox.visit.action.confirmed'));
  // The visitor's date and time slot in the page's language.
  expect(visitPage).toContain(t('checkout.slot.morning'));
});
