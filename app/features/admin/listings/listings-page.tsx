import { TextField } from '../../../components/ui/field.tsx';
import { LISTING_STATUSES, LISTING_TYPES, PROPERTY_TYPES } from '../../../db/schema/values.ts';
import { useI18n, useT } from '../../../i18n/i18n-context.tsx';
import { AdminPage } from '../ui/admin-page.tsx';
import { AdminPagination } from '../ui/admin-pagination.tsx';
import { DataTable } from '../ui/data-table.tsx';
import { SelectField } from '../../../components/ui/field-controls.tsx';
import { FilterBar } from '../ui/filter-bar.tsx';
import { SearchFilter } from '../ui/filter-fields.tsx';
import { formatAdminDate } from '../ui/format.ts';
import { listingColumns } from './listing-columns.tsx';
import { listingTypeLabel, propertyTypeLabel, statusLabel } from './listing-words.ts';
import type { AdminListingsQuery } from './listings-filters.ts';
import type { AdminListingRow } from './listings.server.ts';

type Option = { id: number; name: string };

const any = (label: string) => ({ value: '', label });

function Filters({
  query,
  cities,
  agents,
  isAdmin,
}: {
  query: AdminListingsQuery;
  cities: Option[];
  agents: Option[];
  isAdmin: boolean;
}) {
  const t = useT();
  return (
    <FilterBar label={t('admin.people.listings.filters')}>
      <SearchFilter
        label={t('admin.people.listings.search')}
        value={query.q}
        hint={t('admin.people.listings.searchHint')}
      />
      <SelectField
        label={t('admin.people.listings.column.status')}
        name="status"
        defaultValue={query.status ?? ''}
        options={[
          any(t('admin.people.listings.anyStatus')),
          ...LISTING_STATUSES.map((value) => ({ value, label: statusLabel(t, value) })),
        ]}
      />
      <SelectField
        label={t('admin.people.listings.city')}
        name="city"
        defaultValue={query.cityId ? String(query.cityId) : ''}
        options={[
          any(t('admin.people.listings.anyCity')),
          ...cities.map((city) => ({ value: String(city.id), label: city.name })),
        ]}
      />
      <SelectField
        label={t('admin.people.listings.propertyType')}
        name="type"
        defaultValue={query.propertyType ?? ''}
        options={[
          any(t('admin.people.listings.anyType')),
          ...PROPERTY_TYPES.map((value) => ({ value, label: propertyTypeLabel(t, value) })),
        ]}
      />
      <SelectField
        label={t('admin.people.listings.listingType')}
        name="listing"
        defaultValue={query.listingType ?? ''}
        options={[
          any(t('admin.people.listings.saleOrRent')),
          ...LISTING_TYPES.map((value) => ({ value, label: listingTypeLabel(t, value) })),
        ]}
      />
      <TextField
        label={t('admin.people.listings.ownerPhone')}
        name="owner"
        type="tel"
        inputMode="tel"
        autoComplete="off"
        defaultValue={query.ownerPhone?.typed ?? ''}
        error={
          query.ownerPhone && !query.ownerPhone.phone
            ? t('admin.people.listings.ownerPhoneInvalid')
            : undefined
        }
      />
      {isAdmin ? (
        <SelectField
          label={t('admin.people.listings.assignedAgent')}
          name="agent"
          defaultValue={query.agent ? String(query.agent) : ''}
          options={[
            any(t('admin.people.listings.anyoneOrNobody')),
            { value: 'none', label: t('admin.people.listings.nobody') },
            ...agents.map((agent) => ({ value: String(agent.id), label: agent.name })),
          ]}
        />
      ) : null}
      <SelectField
        label={t('admin.people.listings.featured')}
        name="featured"
        defaultValue={query.featured === undefined ? '' : query.featured ? 'yes' : 'no'}
        options={[
          any(t('admin.people.listings.featuredOrNot')),
          { value: 'yes', label: t('admin.people.listings.featuredYes') },
          { value: 'no', label: t('admin.people.listings.featuredNo') },
        ]}
      />
      <SelectField
        label={t('admin.people.listings.expiring')}
        name="expiring"
        defaultValue={query.expiringThisWeek ? 'week' : ''}
        options={[
          any(t('admin.people.listings.anyTime')),
          { value: 'week', label: t('admin.people.listings.withinWeek') },
        ]}
        hint={t('admin.people.listings.expiringHint')}
      />
    </FilterBar>
  );
}

export function AdminListingsPage({
  query,
  rows,
  total,
  page,
  pageCount,
  cities,
  agents,
  isAdmin,
}: {
  query: AdminListingsQuery;
  rows: AdminListingRow[];
  total: number;
  page: number;
  pageCount: number;
  cities: Option[];
  agents: Option[];
  isAdmin: boolean;
}) {
  const { t, locale } = useI18n();
  const columns = listingColumns(t, locale);
  return (
    <AdminPage
      title={t('admin.people.listings.heading')}
      description={t(
        isAdmin ? 'admin.people.listings.intro.admin' : 'admin.people.listings.intro.agent',
      )}
    >
      <Filters query={query} cities={cities} agents={agents} isAdmin={isAdmin} />
      <DataTable
        caption={t('admin.people.listings.caption')}
        rows={rows}
        rowKey={(row) => row.id}
        sort={query.sort}
        dir={query.dir}
        empty={t(
          isAdmin ? 'admin.people.listings.empty.admin' : 'admin.people.listings.empty.agent',
        )}
        columns={[
          {
            header: t('admin.people.listings.column.id'),
            sort: 'created',
            cell: (row) => `#${row.id}`,
          },
          { ...columns.title(), action: true },
          columns.owner(),
          columns.place,
          columns.type,
          columns.price({ sort: 'price' }),
          columns.status,
          {
            header: t('admin.people.listings.column.agent'),
            cell: (row) => row.agentName ?? t('admin.people.listings.nobody'),
          },
          {
            header: t('admin.people.listings.featured'),
            cell: (row) =>
              t(row.featured ? 'admin.people.listings.yes' : 'admin.people.listings.no'),
          },
          {
            header: t('admin.people.listings.column.updated'),
            sort: 'updated',
            className: 'whitespace-nowrap',
            cell: (row) => formatAdminDate(row.updatedAt, locale),
          },
        ]}
      />
      <AdminPagination
        page={page}
        pageCount={pageCount}
        total={total}
        label={t('admin.people.listings.pages')}
      />
    </AdminPage>
  );
}
