import { defineKind, inDisplayOrder } from './define-kind.ts';
import { ORDER_FIELD, text } from './fields.ts';

export const FAQS = defineKind({
  kind: 'faqs',
  title: 'admin.content.faqs.title',
  singular: 'admin.content.faqs.singular',
  description: 'admin.content.faqs.description',
  entity: 'faq',
  fields: [
    text('question', 'admin.content.faqs.field.question', 300, 'admin.content.faqs.what.question', {
      translate: true,
    }),
    text('answer', 'admin.content.faqs.field.answer', 3000, 'admin.content.faqs.what.answer', {
      type: 'textarea',
      translate: true,
    }),
    ORDER_FIELD,
  ],
  list: {
    columns: ['question', 'sortOrder'],
    ...inDisplayOrder('question'),
  },
  publicPath: () => '/faq',
});
