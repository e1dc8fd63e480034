import { defineKind } from './define-kind.ts';

export const HISTORY = defineKind({
  kind: 'history',
  title: 'History timeline',
  singular: 'history event',
  description: 'The agency timeline on /history, oldest first.',
  entity: 'history',
  fields: [
    {
      name: 'year',
      label: 'Year',
      type: 'number',
      required: true,
      range: [1900, 2100],
      what: 'a year',
      hint: 'For example 2014.',
    },
    {
      name: 'title',
      label: 'Title',
      type: 'text',
      required: true,
      maxLength: 120,
      what: 'a title',
    },
    {
      name: 'text',
      label: 'Text',
      type: 'textarea',
      required: true,
      maxLength: 2000,
      what: 'the text',
    },
  ],
  list: {
    columns: [
      { key: 'year', header: 'Year', format: 'number' },
      { key: 'title', header: 'Title' },
    ],
    titleKey: 'title',
    sorts: { year: 'year', title: 'title' },
    defaultSort: { sort: 'year', dir: 'asc' },
  },
  canCreate: true,
  canDelete: true,
  publicPath: () => '/history',
});
