import { defineKind, inDisplayOrder, PEOPLE_PHOTO } from './define-kind.ts';
import { ORDER_FIELD, text } from './fields.ts';

export const TESTIMONIALS = defineKind({
  kind: 'testimonials',
  title: 'admin.content.testimonials.title',
  singular: 'admin.content.testimonials.singular',
  description: 'admin.content.testimonials.description',
  entity: 'testimonial',
  fields: [
    text(
      'text',
      'admin.content.testimonials.field.text',
      1000,
      'admin.content.testimonials.what.text',
      {
        type: 'textarea',
        rows: 5,
        translate: true,
      },
    ),
    { name: 'photoKey', label: 'admin.content.testimonials.field.photoKey', type: 'image' },
    text(
      'name',
      'admin.content.testimonials.field.name',
      80,
      'admin.content.testimonials.what.name',
    ),
    text(
      'designation',
      'admin.content.testimonials.field.designation',
      80,
      'admin.content.testimonials.what.designation',
      {
        translate: true,
      },
    ),
    ORDER_FIELD,
    { name: 'published', label: 'admin.content.testimonials.field.published', type: 'checkbox' },
  ],
  list: {
    columns: ['name', 'designation', 'sortOrder', 'published'],
    ...inDisplayOrder('name'),
  },
  image: PEOPLE_PHOTO,
});
