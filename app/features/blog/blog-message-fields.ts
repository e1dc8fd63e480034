import type { PublicFormField } from '../inquiries/form-parts.tsx';
import type { InquiryTexts } from '../inquiries/inquiry-result.ts';

// The blog side panel's message form (spec §5): name, email and message, all required; the
// same list names the fields the action reads. Safe on client and server.

export const BLOG_MESSAGE_FIELDS = [
  {
    name: 'name',
    kind: 'text',
    label: 'inquiry.name',
    placeholder: 'inquiry.namePlaceholder',
    autoComplete: 'name',
  },
  {
    name: 'email',
    kind: 'email',
    label: 'inquiry.email',
    placeholder: 'inquiry.emailPlaceholder',
  },
  {
    name: 'message',
    kind: 'textarea',
    label: 'inquiry.message',
    placeholder: 'inquiry.messagePlaceholder',
  },
] as const satisfies readonly PublicFormField[];

export const BLOG_MESSAGE_FIELD_NAMES = BLOG_MESSAGE_FIELDS.map((field) => field.name);

/** Spec §8: the blog message's texts. */
export const BLOG_MESSAGE_TEXTS: InquiryTexts = {
  success: 'inquiry.success',
  failed: 'inquiry.failed',
  error: 'inquiry.error',
};
