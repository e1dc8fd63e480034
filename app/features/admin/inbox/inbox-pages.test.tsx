import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { expect, test } from 'vitest';
import { inbox as english } from '../../../i18n/admin/en/inbox.ts';
import { inbox as hindi } from '../../../i18n/admin/hi/inbox.ts';
import { inbox as telugu } from '../../../i18n/admin/te/inbox.ts';
import { I18nProvider } from '../../../i18n/i18n-context.tsx';
import type { Locale } from '../../../i18n/locales.ts';
import type { InquiryDetail, VisitDetail } from './inbox-item.server.ts';
import { InquiryPage, VisitPage } from './inbox-item-page.tsx';
import { InboxPage, type InboxListData } from './inbox-page.tsx';
import type { InboxRow } from './inbox-rows.ts';

// The inbox's screens in the page's language (issue 26): the back office's words from the
// catalogue (app/i18n/admin/*/inbox.ts), what people typed as they typed it.

function render(locale: Locale, children: ReactNode): string {
  const Stub = createRoutesStub([
    { path: '*', Component: () => <I18nProvider locale={locale}>{children}</I18nProvider> },
  ]);
  const html = renderToString(<Stub initialEntries={['/admin/inbox']} />);
  // The text as people read it: no tags, the entities React writes turned back.
  return html
    .replaceAll('<!-- -->', '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .replaceAll('&amp;', '&')
    .replaceAll('&#x27;', "'")
    .replaceAll('&quot;', '"');
}

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

/** The inbox's English texts a Telugu or Hindi screen must not show (the words around data). */
const englishTexts = Object.values(english)
  .flatMap((text) => text.split(/\{\w+\}/))
  .map((text) => text.trim())
  .filter((text) => /[A-Z]/.test(text) && text.length > 3);

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
    'Handled since 12 Aug 2026',
    'రవి తేజ (signed in)',
    '(#4, active, manage )',
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
    'Preferred date 12 August 2030',
    'Time slot Morning (9 am – 12 pm)',
    'None left (removed since)',
    'The visitor left no notes.',
  ],
];

test('the list and both item pages are in English at the root, word for word as before', () => {
  screens('en').forEach((page, index) => {
    for (const text of ENGLISH_SEEN[index]!) expect(page).toContain(text);
  });
});

test('in Telugu and Hindi the inbox shows none of its English words', () => {
  for (const [locale, words] of [
    ['te', telugu],
    ['hi', hindi],
  ] as const) {
    const pages = screens(locale);
    for (const page of pages) {
      const left = englishTexts.filter((text) => page.includes(text));
      expect(left, `${locale}: English left`).toEqual([]);
    }
    const [inboxPage, inquiryPage, visitPage] = pages;
    expect(inboxPage).toContain(words['admin.inbox.list.caption']);
    expect(inboxPage).toContain(words['admin.inbox.type.quote']);
    expect(inboxPage).toContain(words['admin.inbox.agentDisabled'].replace('{name}', 'బాల'));
    expect(inquiryPage).toContain(words['admin.inbox.listingStatus.active']);
    expect(inquiryPage).toContain(words['admin.inbox.inquiry.role.user']);
    expect(inquiryPage).toContain(words['admin.inbox.notes.hint'].replace('{count}', '2,000'));
    expect(visitPage).toContain(words['admin.inbox.visit.action.confirmed']);
    // The visitor's time slot in the page's language, as they chose it.
    expect(visitPage).not.toContain('Morning');
  }
});
