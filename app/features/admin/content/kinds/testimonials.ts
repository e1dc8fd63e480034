import { defineKind, inDisplayOrder, PEOPLE_PHOTO } from './define-kind.ts';
import { ORDER_FIELD, text } from './fields.ts';

export const TESTIMONIALS = defineKind({
  kind: 'testimonials',
  title: 'Testimonials',
  singular: 'testimonial',
  description: 'What customers say, on the home and About pages.',
  entity: 'testimonial',
  fields: [
    text('text', 'Text', 1000, 'the text', { type: 'textarea', rows: 5, translate: true }),
    { name: 'photoKey', label: 'Photo', type: 'image' },
    text('name', 'Name', 80, 'the name'),
    text('designation', 'Designation', 80, 'the designation', { translate: true }),
    ORDER_FIELD,
    { name: 'published', label: 'Published', type: 'checkbox' },
  ],
  list: {
    columns: ['name', 'designation', 'sortOrder', 'published'],
    ...inDisplayOrder('name'),
  },
  image: PEOPLE_PHOTO,
});
