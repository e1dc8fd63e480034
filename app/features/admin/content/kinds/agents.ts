import { PHONE_INPUT_MAX } from '../../../accounts/account-rules.ts';
import { defineKind, inDisplayOrder, PEOPLE_PHOTO } from './define-kind.ts';
import { ORDER_FIELD, text } from './fields.ts';

export const AGENTS = defineKind({
  kind: 'agents',
  title: 'admin.content.agents.title',
  singular: 'admin.content.agents.singular',
  description: 'admin.content.agents.description',
  entity: 'agent',
  fields: [
    { name: 'photoKey', label: 'admin.content.agents.field.photoKey', type: 'image' },
    text('name', 'admin.content.agents.field.name', 80, 'admin.content.agents.what.name'),
    text(
      'designation',
      'admin.content.agents.field.designation',
      80,
      'admin.content.agents.what.designation',
      {
        translate: true,
      },
    ),
    {
      name: 'phone',
      label: 'admin.content.agents.field.phone',
      type: 'tel',
      required: true,
      maxLength: PHONE_INPUT_MAX,
      hint: 'admin.content.agents.hint.phone',
    },
    {
      name: 'email',
      label: 'admin.content.agents.field.email',
      type: 'email',
      required: true,
      maxLength: 254,
    },
    text('bio', 'admin.content.agents.field.bio', 2000, 'admin.content.agents.what.bio', {
      type: 'textarea',
      rows: 5,
      translate: true,
    }),
    {
      name: 'cityId',
      label: 'admin.content.agents.field.cityId',
      type: 'select',
      options: 'cities',
      emptyOption: 'admin.content.field.none',
    },
    {
      name: 'languages',
      label: 'admin.content.agents.field.languages',
      type: 'list',
      maxItems: 10,
      maxLength: 200,
      hint: 'admin.content.agents.hint.languages',
    },
    {
      name: 'userId',
      label: 'admin.content.agents.field.userId',
      type: 'select',
      options: 'agentUsers',
      emptyOption: 'admin.content.field.none',
      hint: 'admin.content.agents.hint.userId',
    },
    ORDER_FIELD,
    { name: 'published', label: 'admin.content.agents.field.published', type: 'checkbox' },
  ],
  list: {
    columns: [
      'name',
      'designation',
      'phone',
      'sortOrder',
      { key: 'published', header: 'admin.content.agents.column.published' },
    ],
    ...inDisplayOrder('name'),
  },
  image: PEOPLE_PHOTO,
  // An agent's page is /team-details/<slug>: a rename keeps the slug, so links keep working.
  slug: { from: 'name', fallback: 'agent', onUpdate: false },
  publicPath: (row) => (row.published ? `/team-details/${String(row.slug)}` : null),
});
