import { PHONE_INPUT_MAX } from '../../../accounts/account-rules.ts';
import { defineKind, inDisplayOrder, PEOPLE_PHOTO } from './define-kind.ts';
import { ORDER_FIELD, text } from './fields.ts';

export const AGENTS = defineKind({
  kind: 'agents',
  title: 'Team',
  singular: 'agent',
  description: 'The agents on /team, each with a page and a contact form.',
  entity: 'agent',
  fields: [
    { name: 'photoKey', label: 'Photo', type: 'image' },
    text('name', 'Name', 80, 'the name'),
    text('designation', 'Role', 80, 'the role', { translate: true }),
    {
      name: 'phone',
      label: 'Phone',
      type: 'tel',
      required: true,
      maxLength: PHONE_INPUT_MAX,
      hint: 'A 10-digit mobile number; +91, a leading 0 and spaces are fine.',
    },
    { name: 'email', label: 'Email', type: 'email', required: true, maxLength: 254 },
    text('bio', 'Bio', 2000, 'a bio', { type: 'textarea', rows: 5, translate: true }),
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
      hint: 'Enquiries for this agent reach this account’s inbox. Only active agents are listed; demoting or disabling the account unlinks it and hides the profile.',
    },
    ORDER_FIELD,
    { name: 'published', label: 'Published (shown on /team)', type: 'checkbox' },
  ],
  list: {
    columns: [
      'name',
      'designation',
      'phone',
      'sortOrder',
      { key: 'published', header: 'Published' },
    ],
    ...inDisplayOrder('name'),
  },
  image: PEOPLE_PHOTO,
  // An agent's page is /team-details/<slug>: a rename keeps the slug, so links keep working.
  slug: { from: 'name', fallback: 'agent', onUpdate: false },
  publicPath: (row) => (row.published ? `/team-details/${String(row.slug)}` : null),
});
