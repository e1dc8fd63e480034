import type { PublicFormField } from '../inquiries/public-form.tsx';
import type { InquiryTexts } from '../inquiries/inquiry-result.ts';
import { SERVICE_TYPES } from '../inquiries/inquiry-fields.ts';

// The two public forms of these pages, as PublicForm draws them and as their actions read them:
// one list of fields each, so the page and the action never disagree on a name.

// The spec's six services are the stored values and the visible words alike.
const serviceOptions = SERVICE_TYPES.map((service) => ({ value: service, label: service }));

/** An agent's contact form (spec §2 Team details). */
export const AGENT_CONTACT_FIELDS = [
  { name: 'name', kind: 'text', label: 'inquiry.name', autoComplete: 'name' },
  { name: 'email', kind: 'email', label: 'inquiry.email' },
  {
    name: 'service',
    kind: 'select',
    label: 'agent.form.serviceType',
    required: false,
    placeholder: 'agent.form.servicePlaceholder',
    options: serviceOptions,
  },
  { name: 'phone', kind: 'phone', label: 'agent.form.phone', required: false },
  { name: 'message', kind: 'textarea', label: 'inquiry.message' },
  { name: 'saveDetails', kind: 'checkbox', label: 'agent.form.saveDetails' },
] as const satisfies readonly PublicFormField[];

/** Spec §8: the agent form answers like the other message forms. */
export const AGENT_CONTACT_TEXTS: InquiryTexts = {
  success: 'inquiry.success',
  failed: 'inquiry.failed',
  error: 'inquiry.error',
};

/** 'Get A Quote' on /contact. */
export const QUOTE_FIELDS = [
  { name: 'name', kind: 'text', label: 'inquiry.name', autoComplete: 'name' },
  { name: 'email', kind: 'email', label: 'inquiry.email' },
  {
    name: 'service',
    kind: 'select',
    label: 'contact.quote.service',
    placeholder: 'contact.quote.servicePlaceholder',
    options: serviceOptions,
  },
  { name: 'phone', kind: 'phone', label: 'contact.quote.phone', required: true },
  { name: 'message', kind: 'textarea', label: 'inquiry.message' },
  { name: 'agree', kind: 'checkbox', label: 'contact.quote.agree' },
] as const satisfies readonly PublicFormField[];

/** Spec §8: the quote form's own texts. */
export const QUOTE_TEXTS: InquiryTexts = {
  success: 'contact.quote.success',
  failed: 'contact.quote.failed',
  error: 'contact.quote.error',
};

export function fieldNames(fields: readonly PublicFormField[]): string[] {
  return fields.map((field) => field.name);
}
