import { defineKind } from './define-kind.ts';
import { ORDER_FIELD } from './fields.ts';

export const TESTIMONIALS = defineKind({
  kind: 'testimonials',
  title: 'Testimonials',
  singular: 'testimonial',
  description: 'What customers say, on the home and About pages.',
  entity: 'testimonial',
  fields: [
    {
      name: 'text',
      label: 'Text',
      type: 'textarea',
      required: true,
      maxLength: 1000,
      what: 'the text',
      rows: 5,
    },
    { name: 'photoKey', label: 'Photo', type: 'image' },
    { name: 'name', label: 'Name', type: 'text', required: true, maxLength: 80, what: 'the name' },
    {
      name: 'designation',
      label: 'Designation',
      type: 'text',
      required: true,
      maxLength: 80,
      what: 'the designation',
    },
    ORDER_FIELD,
    { name: 'published', label: 'Published', type: 'checkbox' },
  ],
  list: {
    columns: [
      { key: 'name', header: 'Name' },
      { key: 'designation', header: 'Designation' },
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
});
