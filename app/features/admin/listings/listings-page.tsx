import { TextField } from '../../../components/ui/field.tsx';
import { LISTING_STATUSES, LISTING_TYPES, PROPERTY_TYPES } from '../../../db/schema/values.ts';
import {
  LISTING_TYPE_LABELS,
  PROPERTY_TYPE_LABELS,
  STATUS_LABELS,
} from '../../listings/listing-labels.ts';
import { AdminPage } from '../ui/admin-page.tsx';
import { AdminPagination } from '../ui/admin-pagination.tsx';
import { DataTable } from '../ui/data-table.tsx';
import { SelectField } from '../../../components/ui/field-controls.tsx';
import { FilterBar } from '../ui/filter-bar.tsx';
import { SearchFilter } from '../ui/filter-fields.tsx';
import { formatAdminDate } from '../ui/format.ts';
import {
  ownerColumn,
  placeColumn,
  priceColumn,
  statusColumn,
  titleColumn,
  typeColumn,
} from './listing-columns.tsx';
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
  return (
    <FilterBar label="Find listings">
      <SearchFilter
        label="Search"
        value={query.q}
        hint="Words of the title or address, or a listing id"
      />
      <SelectField
        label="Status"
        name="status"
        defaultValue={query.status ?? ''}
        options={[
          any('Any status'),
          ...LISTING_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
        ]}
      />
      <SelectField
        label="City"
        name="city"
        defaultValue={query.cityId ? String(query.cityId) : ''}
        options={[
          any('Any city'),
          ...cities.map((city) => ({ value: String(city.id), label: city.name })),
        ]}
      />
      <SelectField
        label="Property type"
        name="type"
        defaultValue={query.propertyType ?? ''}
        options={[
          any('Any type'),
          ...PROPERTY_TYPES.map((value) => ({ value, label: PROPERTY_TYPE_LABELS[value] })),
        ]}
      />
      <SelectField
        label="Listing type"
        name="listing"
        defaultValue={query.listingType ?? ''}
        options={[
          any('Sale or rent'),
          ...LISTING_TYPES.map((value) => ({ value, label: LISTING_TYPE_LABELS[value] })),
        ]}
      />
      <TextField
        label="Owner’s phone"
        name="owner"
        type="tel"
        inputMode="tel"
        autoComplete="off"
        defaultValue={query.ownerPhone?.typed ?? ''}
        error={
          query.ownerPhone && !query.ownerPhone.phone ? 'Enter a 10-digit mobile number' : undefined
        }
      />
      {isAdmin ? (
        <SelectField
          label="Assigned agent"
          name="agent"
          defaultValue={query.agent ? String(query.agent) : ''}
          options={[
            any('Anyone or nobody'),
            { value: 'none', label: 'Nobody' },
            ...agents.map((agent) => ({ value: String(agent.id), label: agent.name })),
          ]}
        />
      ) : null}
      <SelectField
        label="Featured"
        name="featured"
        defaultValue={query.featured === undefined ? '' : query.featured ? 'yes' : 'no'}
        options={[
          any('Featured or not'),
          { value: 'yes', label: 'Featured' },
          { value: 'no', label: 'Not featured' },
        ]}
      />
      <SelectField
        label="Expiring"
        name="expiring"
        defaultValue={query.expiringThisWeek ? 'week' : ''}
        options={[any('Any time'), { value: 'week', label: 'Within a week' }]}
        hint="Active listings the owner has not confirmed lately."
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
  return (
    <AdminPage
      title="Listings"
      description={
        isAdmin
          ? 'Every listing in every status. Open one to review, edit, change its status, assign an agent or feature it.'
          : 'The listings assigned to you.'
      }
    >
      <Filters query={query} cities={cities} agents={agents} isAdmin={isAdmin} />
      <DataTable
        caption="Listings"
        rows={rows}
        rowKey={(row) => row.id}
        sort={query.sort}
        dir={query.dir}
        empty={
          isAdmin
            ? 'No listings match these filters.'
            : 'No listings assigned to you match these filters.'
        }
        columns={[
          { header: 'Id', sort: 'created', cell: (row) => `#${row.id}` },
          { ...titleColumn(), action: true },
          ownerColumn(),
          placeColumn,
          typeColumn,
          priceColumn({ sort: 'price' }),
          statusColumn,
          { header: 'Agent', cell: (row) => row.agentName ?? 'Nobody' },
          { header: 'Featured', cell: (row) => (row.featured ? 'Yes' : 'No') },
          {
            header: 'Updated',
            sort: 'updated',
            className: 'whitespace-nowrap',
            cell: (row) => formatAdminDate(row.updatedAt),
          },
        ]}
      />
      <AdminPagination page={page} pageCount={pageCount} total={total} label="Listing pages" />
    </AdminPage>
  );
}
