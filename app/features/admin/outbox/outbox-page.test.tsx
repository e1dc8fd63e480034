import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { expect, test } from 'vitest';
import { adminEn } from '../../../i18n/admin/admin-en.ts';
import { I18nProvider } from '../../../i18n/i18n-context.tsx';
import type { Locale } from '../../../i18n/locales.ts';
import { translate, type MessageKey } from '../../../i18n/translate.ts';
import type { MailRow, OutboxChannel, SmsRow } from './outbox-format.ts';
import { OutboxPage } from './outbox-page.tsx';

// The Outbox's words are the catalogue's in the page's language (issue 26); the mails' and
// SMS's own contents, recipients and adapters are shown as they are.

const MAIL: MailRow = {
  id: 1,
  createdAt: new Date('2026-08-12T09:35:00Z'),
  to: ['ra***@gmail.com'],
  subject: 'Your site visit request NV-1234',
  body: 'We will call you to confirm.',
  adapter: 'outbox',
  status: 'stored',
  error: null,
};

const SMS: SmsRow = {
  id: 2,
  createdAt: new Date('2026-08-12T09:36:00Z'),
  phone: '98******56',
  maskedBody: 'Your code is ******',
  adapter: 'http',
  status: 'failed',
  error: 'HTTP 503',
  attempts: 3,
  sentAt: null,
};

function render(
  locale: Locale,
  channel: OutboxChannel,
  rows: { mail?: MailRow[]; sms?: SmsRow[] },
  adapter: 'outbox' | 'sent' = 'outbox',
): string {
  const Stub = createRoutesStub([
    {
      path: '*',
      Component: () => (
        <I18nProvider locale={locale}>
          <OutboxPage
            channel={channel}
            adapters={
              adapter === 'outbox'
                ? { mail: 'outbox', sms: 'outbox' }
                : { mail: 'smtp', sms: 'http' }
            }
            mail={rows.mail ?? []}
            sms={rows.sms ?? []}
            total={30}
            page={1}
            pageCount={2}
          />
        </I18nProvider>
      ),
    },
  ]);
  return renderToString(<Stub initialEntries={['/admin/outbox']} />);
}

/** Every variant of the page: both channels, with rows and without, both kinds of adapter. */
const everyPage = (locale: Locale) =>
  [
    render(locale, 'mail', { mail: [MAIL] }),
    render(locale, 'mail', {}, 'sent'),
    render(locale, 'sms', { sms: [SMS] }),
    render(locale, 'sms', {}, 'sent'),
    render(locale, 'mail', { mail: [{ ...MAIL, status: 'sent' }] }),
    render(locale, 'sms', { sms: [{ ...SMS, status: 'queued' }] }),
  ].join('\n');

const keys = Object.keys(adminEn).filter((key) =>
  key.startsWith('admin.records.outbox.'),
) as MessageKey[];

test('in English the Outbox reads as it always did', () => {
  const html = everyPage('en');
  for (const text of [
    '>Outbox<',
    'No SMTP server is set: every mail the site would send is stored here, not delivered. Open a subject to read it.',
    'SMS are delivered by the HTTP provider; each message (codes masked) and its delivery status.',
    'aria-label="Outbox channels"',
    '>Mail<',
    '>SMS<',
    'Mail, newest first',
    'No SMS yet.',
    '>stored<',
    '>failed<',
  ])
    expect(html).toContain(text);
});

test('in Telugu and Hindi every word of the page is in the language, the messages as they are', () => {
  for (const locale of ['te', 'hi'] as const) {
    const html = everyPage(locale);
    for (const key of keys) {
      expect(html, key).toContain(translate(locale, key));
      expect(html, key).not.toContain(`>${translate('en', key)}<`);
    }
    for (const data of [
      'ra***@gmail.com',
      'Your site visit request NV-1234',
      'We will call you to confirm.',
      '98******56',
      'Your code is ******',
      'HTTP 503',
      '>outbox<',
      '>http<',
    ])
      expect(html).toContain(data);
  }
});
