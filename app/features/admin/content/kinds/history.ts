import { defineKind } from './define-kind.ts';
import { text } from './fields.ts';

export const HISTORY = defineKind({
  kind: 'history',
  title: 'admin.content.history.title',
  singular: 'admin.content.history.singular',
  description: 'admin.content.history.description',
  entity: 'history',
  fields: [
    {
      name: 'year',
      label: 'admin.content.history.field.year',
      type: 'number',
      required: true,
      range: [1900, 2100],
      what: 'admin.content.history.what.year',
      hint: 'admin.content.history.hint.year',
    },
    text('title', 'admin.content.history.field.title', 120, 'admin.content.history.what.title', {
      translate: true,
    }),
    text('text', 'admin.content.history.field.text', 2000, 'admin.content.history.what.text', {
      type: 'textarea',
      translate: true,
    }),
  ],
  list: {
    columns: ['year', 'title'],
    titleKey: 'title',
    sorts: { year: 'year', title: 'title' },
    defaultSort: { sort: 'year', dir: 'asc' },
  },
  publicPath: () => '/history',
});
