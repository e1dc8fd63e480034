import { defineKind, inDisplayOrder } from './define-kind.ts';
import { text } from './fields.ts';

export const CITY_PAGES = defineKind({
  kind: 'city-pages',
  title: 'City pages',
  singular: 'city page',
  description: 'The copy of the eight city landing pages. Their addresses are fixed.',
  entity: 'city-page',
  fields: [
    text('title', 'Title', 160, 'a title'),
    text('subheader', 'Subheader', 200, 'a subheader'),
    text('metaDescription', 'Meta description', 300, 'a meta description', {
      type: 'textarea',
      rows: 3,
      hint: 'What search engines show under the title (up to 300 characters).',
    }),
    {
      name: 'intro',
      label: 'Intro',
      type: 'paragraphs',
      required: true,
      maxItems: 10,
      what: 'the intro',
      rows: 8,
      hint: 'Leave a blank line between paragraphs.',
    },
    {
      name: 'sections',
      label: 'Sections',
      type: 'sections',
      maxItems: 20,
      rows: 16,
      hint: 'Start each section with a line "## Heading", then its paragraphs, with a blank line between paragraphs.',
    },
    {
      name: 'localities',
      label: 'Localities',
      type: 'lines',
      maxItems: 60,
      rows: 8,
      hint: 'One per line. A name that matches one of our areas links to its listings.',
    },
    {
      name: 'faqs',
      label: 'Questions and answers',
      type: 'qa',
      maxItems: 30,
      rows: 12,
      hint: 'Write each as "Q: the question" and, on the next line, "A: the answer". Leave a blank line between pairs.',
    },
  ],
  list: {
    columns: ['title', { key: 'slug', header: 'Address' }],
    ...inDisplayOrder('title'),
  },
  canCreate: false,
  canDelete: false,
  publicPath: (row) => `/${String(row.slug)}`,
});
