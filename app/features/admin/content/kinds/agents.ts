import { PHONE_INPUT_MAX } from '../../../accounts/account-rules.ts';
import { defineKind } from './define-kind.ts';
import { ORDER_FIELD } from './fields.ts';

export const AGENTS = defineKind({
  kind: 'agents',
  title: 'Team',
  singular: 'agent',
  description: 'The agents on /team, each with a page and a contact form.',
  entity: 'agent',
  fields: [
    { name: 'photoKey', label: 'Photo', type: 'image' },
    { name: 'name', label: 'Name', type: 'text', required: true, maxLength: 80, what: 'the name' },
    {
      name: 'designation',
      label: 'Role',
      type: 'text',
      required: true,
      maxLength: 80,
      what: 'the role',
    },
    {
      name: 'phone',
      label: 'Phone',
      type: 'tel',
      required: true,
      maxLength: PHONE_INPUT_MAX,
      hint: 'A 10-digit mobile number; +91, a leading 0 and spaces are fine.',
    },
    { name: 'email', label: 'Email', type: 'email', required: true, maxLength: 254 },
    {
      name: 'bio',
      label: 'Bio',
      type: 'textarea',
      required: true,
      maxLength: 2000,
      what: 'a bio',
      rows: 5,
    },
    { name: 'cityId', label: 'City', type: 'select', options: 'cities', emptyOption: 'None' },
    {
      name: 'languages',
      label: 'Languages',
      type: 'list',
      maxItems: 10,
      maxLength: 200,
      hint: 'Separated by commas: Telugu, English, Hindi',
    },
    {
      name: 'userId',
      label: 'Linked user account',
      type: 'select',
      options: 'agentUsers',
      emptyOption: 'None',
      hint: "Leads for this agent reach this account's inbox. Only accounts with the agent role are listed.",
    },
    ORDER_FIELD,
    { name: 'published', label: 'Published (shown on /team)', type: 'checkbox' },
  ],
  list: {
    columns: [
      { key: 'name', header: 'Name' },
      { key: 'designation', header: 'Role' },
      { key: 'phone', header: 'Phone' },
      { key: 'sortOrder', header: 'Order', format: 'number' },
      { key: 'published', header: 'Published', format: 'yes-no' },
    ],
    titleKey: 'name',
    sorts: { order: 'sortOrder', name: 'name' },
    defaultSort: { sort: 'order', dir: 'asc' },
  },
  canCreate: true,
  canDelete: true,
  image: { field: 'photoKey', shape: 'square', folder: 'people' },
  // An agent's page is /team-details/<slug>: a rename keeps the slug, so links keep working.
  slug: { from: 'name', fallback: 'agent', onUpdate: false },
  publicPath: (row) => (row.published ? `/team-details/${String(row.slug)}` : null),
});
