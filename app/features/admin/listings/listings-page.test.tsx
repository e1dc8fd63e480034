import { describe, expect, test } from 'vitest';
import { englishWordsOf, renderIn, textOf } from '../../../../tests/support/render-in-language.tsx';
import type { Locale } from '../../../i18n/locales.ts';
import { translate, translator } from '../../../i18n/translate.ts';
import { formatAdminDate } from '../ui/format.ts';
import { listingColumns } from './listing-columns.tsx';
import { parseAdminListingsQuery } from './listings-filters.ts';
import { AdminListingsPage } from './listings-page.tsx';
import type { AdminListingRow } from './listings.server.ts';

// The listings list in the staff member's language (issue 26): its filters, columns, statuses
// and types from the catalogue, the English exactly as it was.

const UPDATED = new Date('2026-08-12T09:35:00Z');

const ROW: AdminListingRow = {
  id: 41,
  title: 'బ్రాడీపేట దగ్గర 2BHK ఫ్లాట్',
  propertyType: 'independent-house',
  listingType: 'sell',
  price: 4_500_000,
  status: 'pending',
  featured: true,
  updatedAt: UPDATED,
  cityName: 'గుంటూరు',
  areaName: 'బ్రాడీపేట',
  ownerName: 'సీత రావు',
  ownerPhone: '9000000002',
  agentName: null,
};

/** Words the shared back-office pieces still write in English (features/admin/ui). */
const SHARED = [
  'Filter',
  'Clear',
  ', sorted descending',
  ', sort',
  'results',
  formatAdminDate(UPDATED),
];

const page = (locale: Locale, search = '?owner=12345', isAdmin = true) =>
  renderIn(
    locale,
    <AdminListingsPage
      query={parseAdminListingsQuery(new URL(`http://localhost/admin/listings${search}`))}
      rows={[
        ROW,
        {
          ...ROW,
          id: 42,
          listingType: 'rent',
          price: 18_000,
          status: 'active',
          featured: false,
          agentName: 'మాధవి',
        },
      ]}
      total={2}
      page={1}
      pageCount={1}
      cities={[{ id: 1, name: 'గుంటూరు' }]}
      agents={[{ id: 2, name: 'మాధవి' }]}
      isAdmin={isAdmin}
    />,
    '/admin/listings',
  );

describe.each(['te', 'hi'] as const)('in %s', (locale) => {
  test('the listings list has no English word left but the shared pieces’', () => {
    for (const html of [page(locale), page(locale, '', false)]) {
      expect(englishWordsOf(html, SHARED)).toEqual([]);
    }
    const html = page(locale);
    expect(html).toContain(translate(locale, 'admin.people.listings.status.pending'));
    expect(html).toContain(translate(locale, 'propertyType.independent-house'));
    expect(html).toContain(translate(locale, 'admin.people.listings.ownerPhoneInvalid'));
    // The choices' values stay as the URL and the database have them.
    expect(html).toContain('value="independent-house"');
    expect(html).toContain('value="none"');
  });

  test('the columns the moderation queue shares take the language they are given', () => {
    const columns = listingColumns(translator(locale));
    expect(columns.place.header).toBe(translate(locale, 'admin.people.listings.column.place'));
    expect(columns.title({ withId: true }).header).toBe(
      translate(locale, 'admin.people.listings.column.title'),
    );
  });
});

test('in English, the words are the ones staff and the tests have always read', () => {
  const text = textOf(page('en'));
  for (const words of [
    'Listings',
    'Every listing in every status. Open one to review, edit, change its status, assign an agent or feature it.',
    'Words of the title or address, or a listing id',
    'Owner’s phone',
    'Enter a 10-digit mobile number',
    'Anyone or nobody',
    'Pending review',
    'Independent house',
    'For sale',
    'For rent',
    '₹ 45 L',
    '₹ 18 K/month',
    'City / area',
    'Nobody',
    'Yes',
    'Not featured',
    'Active listings the owner has not confirmed lately.',
  ]) {
    expect(text).toContain(words);
  }
  expect(textOf(page('en', '', false))).toContain('The listings assigned to you.');
  const english = listingColumns(translator('en'));
  expect([english.title().header, english.place.header]).toEqual(['Title', 'City / area']);
});
