import { defineKind, inDisplayOrder } from './define-kind.ts';
import { ORDER_FIELD, text } from './fields.ts';

// The six services of /service and /service-details (the spec's): their words in three
// languages. Their slugs are the anchors other pages link to, so none is added or deleted here.
export const SERVICES = defineKind({
  kind: 'services',
  title: 'admin.content.services.title',
  singular: 'admin.content.services.singular',
  description: 'admin.content.services.description',
  entity: 'service',
  fields: [
    text('name', 'admin.content.services.field.name', 80, 'admin.content.services.what.name', {
      translate: true,
    }),
    text(
      'summary',
      'admin.content.services.field.summary',
      300,
      'admin.content.services.what.summary',
      { type: 'textarea', rows: 3, hint: 'admin.content.services.hint.summary', translate: true },
    ),
    {
      name: 'details',
      translate: true,
      label: 'admin.content.services.field.details',
      type: 'paragraphs',
      required: true,
      maxItems: 10,
      what: 'admin.content.services.what.details',
      rows: 10,
      hint: 'admin.content.services.hint.details',
    },
    ORDER_FIELD,
  ],
  list: {
    columns: ['name', 'sortOrder'],
    ...inDisplayOrder('name'),
  },
  canCreate: false,
  canDelete: false,
  publicPath: (row) => `/service-details#${String(row.slug)}`,
});
