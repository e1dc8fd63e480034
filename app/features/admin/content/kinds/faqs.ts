import { defineKind } from './define-kind.ts';
import { ORDER_FIELD } from './fields.ts';

export const FAQS = defineKind({
  kind: 'faqs',
  title: 'FAQ entries',
  singular: 'FAQ entry',
  description: 'The questions and answers on /faq.',
  entity: 'faq',
  fields: [
    {
      name: 'question',
      label: 'Question',
      type: 'text',
      required: true,
      maxLength: 300,
      what: 'the question',
    },
    {
      name: 'answer',
      label: 'Answer',
      type: 'textarea',
      required: true,
      maxLength: 3000,
      what: 'the answer',
    },
    ORDER_FIELD,
  ],
  list: {
    columns: [
      { key: 'question', header: 'Question' },
      { key: 'sortOrder', header: 'Order', format: 'number' },
    ],
    titleKey: 'question',
    sorts: { order: 'sortOrder', question: 'question' },
    defaultSort: { sort: 'order', dir: 'asc' },
  },
  canCreate: true,
  canDelete: true,
  publicPath: () => '/faq',
});
