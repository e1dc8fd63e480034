import { defineKind } from './define-kind.ts';
import { text } from './fields.ts';

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
    text('title', 'Title', 120, 'a title', { translate: true }),
    text('text', 'Text', 2000, 'the text', { type: 'textarea', translate: true }),
  ],
  list: {
    columns: ['year', 'title'],
    titleKey: 'title',
    sorts: { year: 'year', title: 'title' },
    defaultSort: { sort: 'year', dir: 'asc' },
  },
  publicPath: () => '/history',
});
