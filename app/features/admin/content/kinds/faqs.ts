import { defineKind, inDisplayOrder } from './define-kind.ts';
import { ORDER_FIELD, text } from './fields.ts';

export const FAQS = defineKind({
  kind: 'faqs',
  title: 'FAQ entries',
  singular: 'FAQ entry',
  description: 'The questions and answers on /faq.',
  entity: 'faq',
  fields: [
    text('question', 'Question', 300, 'the question', { translate: true }),
    text('answer', 'Answer', 3000, 'the answer', { type: 'textarea', translate: true }),
    ORDER_FIELD,
  ],
  list: {
    columns: ['question', 'sortOrder'],
    ...inDisplayOrder('question'),
  },
  publicPath: () => '/faq',
});
