import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { expect, test } from 'vitest';
import { adminEn } from '../../../i18n/admin/admin-en.ts';
import { I18nProvider } from '../../../i18n/i18n-context.tsx';
import type { Locale } from '../../../i18n/locales.ts';
import { translate } from '../../../i18n/translate.ts';
import type { AuditRow } from './audit.server.ts';
import { AuditPage } from './audit-page.tsx';

// The audit log's words are the catalogue's in the page's language (issue 26); what the log
// recorded (action codes, record types, names, fields and values) is shown as it is.

const ROW: AuditRow = {
  id: 7,
  actorUserId: 3,
  actorLabel: 'Ravi Kumar (admin)',
  action: 'listing.approve',
  entityType: 'listing',
  entityId: '42',
  createdAt: new Date('2026-08-12T09:35:00Z'),
  changes: [{ field: 'status', before: 'pending', after: 'active' }],
};

function render(locale: Locale, rows: AuditRow[]): string {
  const Stub = createRoutesStub([
    {
      path: '*',
      Component: () => (
        <I18nProvider locale={locale}>
          <AuditPage
            rows={rows}
            total={30}
            page={1}
            pageCount={2}
            filters={{ type: '', id: '', actor: undefined, page: 1 }}
            choices={{
              entityTypes: ['listing', 'visit_request'],
              actors: [{ id: 3, label: 'Ravi Kumar (admin)' }],
            }}
          />
        </I18nProvider>
      ),
    },
  ]);
  return renderToString(<Stub initialEntries={['/admin/audit']} />);
}

const keys = Object.keys(adminEn).filter((key) => key.startsWith('admin.records.audit.'));

test('in English the audit log reads as it always did', () => {
  const html = render('en', [ROW]);
  for (const text of [
    'Audit log',
    'Filter the audit log',
    'Record type',
    'Any type',
    'Anyone',
    'Record id',
    'Audit log, newest first',
    'When',
    'Who',
    'Action',
    'Record',
    'Changes',
    'aria-label="changed to"',
  ])
    expect(html).toContain(text);
  expect(render('en', [])).toContain('No entries match these filters.');
});

test('in Telugu and Hindi every word of the page is in the language, the log’s own data as recorded', () => {
  for (const locale of ['te', 'hi'] as const) {
    const html = render(locale, [ROW]) + render(locale, []);
    for (const key of keys) {
      expect(html, key).toContain(translate(locale, key as keyof typeof adminEn));
      expect(html, key).not.toContain(`>${translate('en', key as keyof typeof adminEn)}<`);
    }
    for (const data of [
      'listing.approve',
      'listing #42',
      'Ravi Kumar (admin)',
      'pending',
      'active',
    ])
      expect(html).toContain(data);
    expect(html).toContain('<option value="visit_request">visit_request</option>');
  }
});
