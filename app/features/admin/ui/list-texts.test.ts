import { expect, test } from 'vitest';
import { translate } from '../../../i18n/translate.ts';

// The shared list parts' own words (admin-pagination.tsx, data-table.tsx, filter-bar.tsx) keep
// their English exactly as before issue 26, and read in Telugu and Hindi under /te and /hi.

test('a list counts its results in the singular for one, with Indian grouping', () => {
  expect(translate('en', 'admin.ui.pagination.results', { count: 1 })).toBe('1 result');
  expect(translate('en', 'admin.ui.pagination.results', { count: 0 })).toBe('0 results');
  expect(translate('en', 'admin.ui.pagination.results', { count: 123456 })).toBe(
    '1,23,456 results',
  );
  expect(translate('en', 'admin.ui.pagination.pageOf', { page: 2, pageCount: 9 })).toBe(
    'page 2 of 9',
  );
  expect(translate('te', 'admin.ui.pagination.results', { count: 1 })).toBe('1 ఫలితం');
  expect(translate('te', 'admin.ui.pagination.results', { count: 1500 })).toBe('1,500 ఫలితాలు');
  expect(translate('hi', 'admin.ui.pagination.results', { count: 0 })).toBe('नतीजे: 0');
});

test('the menu names its sections in the page’s language', () => {
  expect(translate('en', 'admin.ui.nav.places')).toBe('Cities and areas');
  expect(translate('te', 'admin.ui.nav.inbox')).toBe('ఇన్‌బాక్స్');
  expect(translate('hi', 'admin.ui.nav.moderation')).toBe('मॉडरेशन');
});
