import { describe, expect, test } from 'vitest';
import { englishWordsOf, renderIn, textOf } from '../../../../tests/support/render-in-language.tsx';
import type { Locale } from '../../../i18n/locales.ts';
import { translate } from '../../../i18n/translate.ts';
import { formatAdminDateTime } from '../ui/format.ts';
import { parsePeopleFilters } from './people-filters.ts';
import { PeopleList, PersonPage } from './people-page.tsx';
import type { PersonDetails, PersonRow } from './people-types.ts';

// The People list and a person's page in the staff member's language (issue 26): every word
// from the catalogue, the English exactly as it was.

const JOINED = new Date('2026-08-12T09:35:00Z');
const CONSENT = new Date('2026-08-13T10:00:00Z');

const ROW: PersonRow = {
  id: 7,
  firstName: 'సీత',
  lastName: 'రావు',
  phone: '9000000002',
  role: 'agent',
  status: 'suspended',
  createdAt: JOINED,
  listingCount: 2,
};

const PERSON: PersonDetails = {
  ...ROW,
  status: 'active',
  updatedAt: JOINED,
  termsAcceptedAt: null,
  marketingConsentAt: CONSENT,
  activeSessions: 1,
  isSelf: false,
};

/**
 * Words the shared back-office pieces still write in English (features/admin/ui: the filter
 * bar's buttons, the table's sort words, the result count, the dates of ui/format.ts).
 */
const SHARED = [
  'Filter',
  'Clear',
  ', sorted descending',
  ', sort',
  '1 result',
  formatAdminDateTime(JOINED),
  formatAdminDateTime(CONSENT),
];

const list = (locale: Locale) =>
  renderIn(
    locale,
    <PeopleList
      filters={parsePeopleFilters(new URL('http://localhost/admin/people?joined=week'))}
      rows={[ROW, { ...ROW, id: 8, firstName: '', lastName: '', status: 'active' }]}
      total={1}
      page={1}
      pageCount={1}
    />,
    '/admin/people',
  );

const person = (locale: Locale, details: Partial<PersonDetails> = {}, roleError?: string) =>
  renderIn(
    locale,
    <PersonPage person={{ ...PERSON, ...details }} roleError={roleError} />,
    '/admin/people/7',
  );

describe.each(['te', 'hi'] as const)('in %s', (locale) => {
  test('the People list has no English word left but the shared pieces’', () => {
    const html = list(locale);
    expect(englishWordsOf(html, SHARED)).toEqual([]);
    expect(html).toContain(translate(locale, 'admin.people.heading'));
    expect(html).toContain(translate(locale, 'admin.people.noName'));
    expect(html).toContain(translate(locale, 'myAccount.role.agent'));
    expect(html).toContain('value="suspended"');
  });

  test('a person’s page, for another account, a disabled one and one’s own, is all in it', () => {
    for (const html of [
      person(locale, {}, translate(locale, 'admin.people.person.chooseRole')),
      person(locale, { status: 'suspended', activeSessions: 3, marketingConsentAt: null }),
      person(locale, { isSelf: true, listingCount: 0 }),
    ]) {
      expect(englishWordsOf(html, SHARED)).toEqual([]);
    }
    expect(person(locale)).toContain(translate(locale, 'admin.people.person.disable'));
  });
});

test('in English, the words are the ones staff and the tests have always read', () => {
  const text = textOf(list('en'));
  for (const words of [
    'People',
    'Every account: change a role, disable or enable it.',
    'Name or phone',
    'Any role',
    'In the last 7 days',
    'Disabled',
    'Agent',
    '(no name)',
    'Joined',
  ]) {
    expect(text).toContain(words);
  }
  const page = textOf(person('en'));
  for (const words of [
    'Back to People',
    'Signed in on',
    '1 device',
    `Given ${formatAdminDateTime(CONSENT)}`,
    'Not recorded',
    'See their listings',
    'Save role',
    'Disable account',
  ]) {
    expect(page).toContain(words);
  }
  expect(textOf(person('en', { status: 'suspended', activeSessions: 2 }))).toContain('2 devices');
  expect(textOf(person('en', { isSelf: true }))).toContain(
    'You cannot change your own role or disable your own account. Another admin can.',
  );
});
