import type { Locale } from '../../../i18n/locales.ts';
import { Form, Link } from 'react-router';
import { USER_ROLES, USER_STATUSES, type UserStatus } from '../../../db/schema/values.ts';
import { useI18n, useT } from '../../../i18n/i18n-context.tsx';
import type { Translate } from '../../../i18n/translate.ts';
import { formatAdminDateTime } from '../ui/format.ts';
import type { PeopleFilters } from './people-filters.ts';
import type { PersonDetails, PersonRow } from './people-types.ts';
import { AdminPage, AdminPanel } from '../ui/admin-page.tsx';
import { linkStyle } from '../ui/buttons.ts';
import type { Column } from '../ui/data-table.tsx';
import { Fact } from '../ui/facts.tsx';
import { SelectField } from '../../../components/ui/field-controls.tsx';
import { FilterBar } from '../ui/filter-bar.tsx';
import { ChoiceFilter, SearchFilter } from '../ui/filter-fields.tsx';
import { PagedTable, type ListPage } from '../ui/paged-table.tsx';
import { SubmitButton } from '../ui/submit-button.tsx';

// The roles are the public catalogue's words (My Account names them too); the values stay.
const roleOptions = (t: Translate) =>
  USER_ROLES.map((value) => ({ value, label: t(`myAccount.role.${value}`) }));

const statusOptions = (t: Translate) =>
  USER_STATUSES.map((value) => ({ value, label: t(`admin.people.status.${value}`) }));

function StatusBadge({ status }: { status: UserStatus }) {
  const t = useT();
  return status === 'active' ? (
    <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-900">
      {t('admin.people.status.active')}
    </span>
  ) : (
    <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-900">
      {t('admin.people.status.suspended')}
    </span>
  );
}

const fullName = (t: Translate, p: { firstName: string; lastName: string }) =>
  `${p.firstName} ${p.lastName}`.trim() || t('admin.people.noName');

const columns = (t: Translate, locale: Locale): Column<PersonRow>[] => [
  {
    header: t('admin.people.name'),
    sort: 'name',
    rowHeader: true,
    cell: (p) => (
      <Link to={`/admin/people/${p.id}`} className={linkStyle}>
        {fullName(t, p)}
      </Link>
    ),
  },
  { header: t('admin.people.phone'), cell: (p) => p.phone, className: 'whitespace-nowrap' },
  { header: t('admin.people.role'), sort: 'role', cell: (p) => t(`myAccount.role.${p.role}`) },
  { header: t('admin.people.status'), cell: (p) => <StatusBadge status={p.status} /> },
  {
    header: t('admin.people.listingCount'),
    cell: (p) => p.listingCount,
    className: 'text-right tabular-nums',
  },
  {
    header: t('admin.people.joined'),
    sort: 'created',
    cell: (p) => formatAdminDateTime(p.createdAt, locale),
    className: 'whitespace-nowrap',
  },
];

/** The list's choice filters; ?q= is the search box before them. */
const choiceFilters = (t: Translate) =>
  [
    {
      label: t('admin.people.role'),
      name: 'role',
      any: t('admin.people.anyRole'),
      options: roleOptions(t),
    },
    {
      label: t('admin.people.status'),
      name: 'status',
      any: t('admin.people.anyStatus'),
      options: statusOptions(t),
    },
    {
      label: t('admin.people.joined'),
      name: 'joined',
      any: t('admin.people.anyTime'),
      options: [{ value: 'week', label: t('admin.people.lastWeek') }],
    },
  ] as const;

/** Each choice filter's value as the URL set it ('' for any). */
const choiceValues = (filters: PeopleFilters) => ({
  role: filters.role ?? '',
  status: filters.status ?? '',
  joined: filters.joinedThisWeek ? 'week' : '',
});

export function PeopleList({ filters, ...list }: ListPage<PersonRow> & { filters: PeopleFilters }) {
  const { t, locale } = useI18n();
  return (
    <AdminPage title={t('admin.people.heading')} description={t('admin.people.intro')}>
      <FilterBar label={t('admin.people.filters')}>
        <SearchFilter label={t('admin.people.search')} value={filters.q} />
        {choiceFilters(t).map((filter) => (
          <ChoiceFilter key={filter.name} {...filter} value={choiceValues(filters)[filter.name]} />
        ))}
      </FilterBar>
      <PagedTable
        caption={t('admin.people.caption')}
        columns={columns(t, locale)}
        list={list}
        sort={filters.sort}
        dir={filters.dir}
        empty={t('admin.people.empty')}
        pagesLabel={t('admin.people.pages')}
      />
    </AdminPage>
  );
}

export function PersonPage({
  person,
  roleError,
}: {
  person: PersonDetails;
  roleError: string | undefined;
}) {
  const { t, locale } = useI18n();
  const disabled = person.status === 'suspended';
  return (
    <AdminPage
      title={fullName(t, person)}
      description={
        <Link to="/admin/people" className={linkStyle}>
          {t('admin.people.person.back')}
        </Link>
      }
    >
      <AdminPanel title={t('admin.people.person.account')} id="person-account">
        <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
          <Fact label={t('admin.people.phone')}>{person.phone}</Fact>
          <Fact label={t('admin.people.role')}>{t(`myAccount.role.${person.role}`)}</Fact>
          <Fact label={t('admin.people.status')}>
            <StatusBadge status={person.status} />
          </Fact>
          <Fact label={t('admin.people.joined')}>
            {formatAdminDateTime(person.createdAt, locale)}
          </Fact>
          <Fact label={t('admin.people.person.lastChanged')}>
            {formatAdminDateTime(person.updatedAt, locale)}
          </Fact>
          <Fact label={t('admin.people.person.terms')}>
            {person.termsAcceptedAt
              ? formatAdminDateTime(person.termsAcceptedAt, locale)
              : t('admin.people.person.notRecorded')}
          </Fact>
          <Fact label={t('admin.people.person.marketing')}>
            {person.marketingConsentAt
              ? t('admin.people.person.marketingGiven', {
                  date: formatAdminDateTime(person.marketingConsentAt, locale),
                })
              : t('admin.people.person.marketingNotGiven')}
          </Fact>
          <Fact label={t('admin.people.listingCount')}>
            {person.listingCount}{' '}
            {person.listingCount > 0 ? (
              <Link
                to={`/admin/listings?owner=${encodeURIComponent(person.phone)}`}
                className={linkStyle}
              >
                {t('admin.people.person.seeListings')}
              </Link>
            ) : null}
          </Fact>
          <Fact label={t('admin.people.person.signedInOn')}>
            {t('admin.people.person.devices', { count: person.activeSessions })}
          </Fact>
        </dl>
      </AdminPanel>

      {person.isSelf ? (
        <AdminPanel title={t('admin.people.person.self')} id="person-self">
          <p className="text-sm text-slate-700">{t('admin.people.person.selfText')}</p>
        </AdminPanel>
      ) : (
        <>
          <AdminPanel title={t('admin.people.person.changeRole')} id="person-role">
            <p className="mb-3 text-sm text-slate-700">{t('admin.people.person.changeRoleText')}</p>
            <Form method="post" className="flex flex-wrap items-end gap-3">
              <input type="hidden" name="intent" value="role" />
              <SelectField
                label={t('admin.people.role')}
                name="role"
                defaultValue={person.role}
                options={roleOptions(t)}
                error={roleError}
                className="min-w-48 flex-1 sm:flex-none"
              />
              <SubmitButton>{t('admin.people.person.saveRole')}</SubmitButton>
            </Form>
          </AdminPanel>
          <AdminPanel title={t('admin.people.person.access')} id="person-status">
            <Form method="post" className="grid gap-3">
              <input type="hidden" name="intent" value={disabled ? 'enable' : 'disable'} />
              <p className="text-sm text-slate-700">
                {t(
                  disabled ? 'admin.people.person.disabledText' : 'admin.people.person.disableText',
                )}
              </p>
              <div>
                <SubmitButton look={disabled ? 'secondary' : 'danger'}>
                  {t(disabled ? 'admin.people.person.enable' : 'admin.people.person.disable')}
                </SubmitButton>
              </div>
            </Form>
          </AdminPanel>
        </>
      )}
    </AdminPage>
  );
}
