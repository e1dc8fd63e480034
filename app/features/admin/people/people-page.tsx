import { Form, Link } from 'react-router';
import type { UserRole, UserStatus } from '../../../db/schema/enums.ts';
import { formatAdminDateTime } from '../ui/format.ts';
import type { PeopleFilters } from './people-filters.ts';
import {
  ROLE_OPTIONS,
  STATUS_OPTIONS,
  type PersonDetails,
  type PersonRow,
} from './people-types.ts';
import { AdminPage, AdminPanel } from '../ui/admin-page.tsx';
import { linkStyle } from '../ui/buttons.ts';
import type { Column } from '../ui/data-table.tsx';
import { Fact } from '../ui/facts.tsx';
import { SelectField } from '../../../components/ui/field-controls.tsx';
import { FilterBar } from '../ui/filter-bar.tsx';
import { ChoiceFilter, SearchFilter } from '../ui/filter-fields.tsx';
import { PagedTable, type ListPage } from '../ui/paged-table.tsx';
import { SubmitButton } from '../ui/submit-button.tsx';

const roleLabel = (role: UserRole) => ROLE_OPTIONS.find((o) => o.value === role)?.label ?? role;

function StatusBadge({ status }: { status: UserStatus }) {
  return status === 'active' ? (
    <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-900">
      Active
    </span>
  ) : (
    <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-900">
      Disabled
    </span>
  );
}

const fullName = (p: { firstName: string; lastName: string }) =>
  `${p.firstName} ${p.lastName}`.trim() || '(no name)';

const COLUMNS: Column<PersonRow>[] = [
  {
    header: 'Name',
    sort: 'name',
    rowHeader: true,
    cell: (p) => (
      <Link to={`/admin/people/${p.id}`} className={linkStyle}>
        {fullName(p)}
      </Link>
    ),
  },
  { header: 'Phone', cell: (p) => p.phone, className: 'whitespace-nowrap' },
  { header: 'Role', sort: 'role', cell: (p) => roleLabel(p.role) },
  { header: 'Status', cell: (p) => <StatusBadge status={p.status} /> },
  { header: 'Listings', cell: (p) => p.listingCount, className: 'text-right tabular-nums' },
  {
    header: 'Joined',
    sort: 'created',
    cell: (p) => formatAdminDateTime(p.createdAt),
    className: 'whitespace-nowrap',
  },
];

/** The list's choice filters; ?q= is the search box before them. */
const CHOICE_FILTERS = [
  { label: 'Role', name: 'role', any: 'Any role', options: ROLE_OPTIONS },
  { label: 'Status', name: 'status', any: 'Any status', options: STATUS_OPTIONS },
  {
    label: 'Joined',
    name: 'joined',
    any: 'Any time',
    options: [{ value: 'week', label: 'In the last 7 days' }],
  },
] as const;

/** Each choice filter's value as the URL set it ('' for any). */
const choiceValues = (filters: PeopleFilters) => ({
  role: filters.role ?? '',
  status: filters.status ?? '',
  joined: filters.joinedThisWeek ? 'week' : '',
});

export function PeopleList({ filters, ...list }: ListPage<PersonRow> & { filters: PeopleFilters }) {
  return (
    <AdminPage title="People" description="Every account: change a role, disable or enable it.">
      <FilterBar label="Find people">
        <SearchFilter label="Name or phone" value={filters.q} />
        {CHOICE_FILTERS.map((filter) => (
          <ChoiceFilter key={filter.name} {...filter} value={choiceValues(filters)[filter.name]} />
        ))}
      </FilterBar>
      <PagedTable
        caption="People"
        columns={COLUMNS}
        list={list}
        sort={filters.sort}
        dir={filters.dir}
        empty="No one matches these filters."
        pagesLabel="People pages"
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
  const name = fullName(person);
  const disabled = person.status === 'suspended';
  return (
    <AdminPage
      title={name}
      description={
        <Link to="/admin/people" className={linkStyle}>
          Back to People
        </Link>
      }
    >
      <AdminPanel title="Account" id="person-account">
        <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
          <Fact label="Phone">{person.phone}</Fact>
          <Fact label="Role">{roleLabel(person.role)}</Fact>
          <Fact label="Status">
            <StatusBadge status={person.status} />
          </Fact>
          <Fact label="Joined">{formatAdminDateTime(person.createdAt)}</Fact>
          <Fact label="Last changed">{formatAdminDateTime(person.updatedAt)}</Fact>
          <Fact label="Terms agreed">
            {person.termsAcceptedAt ? formatAdminDateTime(person.termsAcceptedAt) : 'Not recorded'}
          </Fact>
          <Fact label="Marketing consent">
            {person.marketingConsentAt
              ? `Given ${formatAdminDateTime(person.marketingConsentAt)}`
              : 'Not given'}
          </Fact>
          <Fact label="Listings">
            {person.listingCount}{' '}
            {person.listingCount > 0 ? (
              <Link
                to={`/admin/listings?owner=${encodeURIComponent(person.phone)}`}
                className={linkStyle}
              >
                See their listings
              </Link>
            ) : null}
          </Fact>
          <Fact label="Signed in on">
            {person.activeSessions === 1 ? '1 device' : `${person.activeSessions} devices`}
          </Fact>
        </dl>
      </AdminPanel>

      {person.isSelf ? (
        <AdminPanel title="Your own account" id="person-self">
          <p className="text-sm text-slate-700">
            You cannot change your own role or disable your own account. Another admin can.
          </p>
        </AdminPanel>
      ) : (
        <>
          <AdminPanel title="Change role" id="person-role">
            <p className="mb-3 text-sm text-slate-700">
              Agents see their own enquiries and visit requests and the listings assigned to them;
              admins see everything. Making an agent a user unlinks their team profile (hidden until
              you link another person) and sends their open enquiries and visits back to the
              unassigned queue.
            </p>
            <Form method="post" className="flex flex-wrap items-end gap-3">
              <input type="hidden" name="intent" value="role" />
              <SelectField
                label="Role"
                name="role"
                defaultValue={person.role}
                options={ROLE_OPTIONS}
                error={roleError}
                className="min-w-48 flex-1 sm:flex-none"
              />
              <SubmitButton>Save role</SubmitButton>
            </Form>
          </AdminPanel>
          <AdminPanel title="Sign-in access" id="person-status">
            <Form method="post" className="grid gap-3">
              <input type="hidden" name="intent" value={disabled ? 'enable' : 'disable'} />
              <p className="text-sm text-slate-700">
                {disabled
                  ? 'This account is disabled: it cannot sign in. Enabling lets it sign in again.'
                  : 'Disabling signs this person out everywhere at once and stops them signing in. Their listings stay as they are; an agent’s team profile is unlinked and their open enquiries and visits go back to the unassigned queue.'}
              </p>
              <div>
                <SubmitButton look={disabled ? 'secondary' : 'danger'}>
                  {disabled ? 'Enable account' : 'Disable account'}
                </SubmitButton>
              </div>
            </Form>
          </AdminPanel>
        </>
      )}
    </AdminPage>
  );
}
