import type { PublicFormField } from '../inquiries/form-parts.tsx';
import type { InquiryTexts } from '../inquiries/inquiry-result.ts';
import type { MessageKey } from '../../i18n/translate.ts';
import { SERVICE_TYPES } from '../inquiries/inquiry-fields.ts';

// The two public forms of these pages, as PublicForm draws them and as their actions read them:
// one list of fields each, so the page and the action never disagree on a name.

// The spec's six services are the stored values (in English, as the inbox shows them) and,
// in English, the visible words; Telugu and Hindi pages name them in their words.
const SERVICE_KEYS: Readonly<Record<(typeof SERVICE_TYPES)[number], MessageKey>> = {
  'Property Management': 'inquiry.service.propertyManagement',
  'Mortgage Service': 'inquiry.service.mortgageService',
  'Consulting Service': 'inquiry.service.consultingService',
  'Home Buying': 'inquiry.service.homeBuying',
  'Home Selling': 'inquiry.service.homeSelling',
  'Escrow Services': 'inquiry.service.escrowServices',
};
const SERVICE_OPTIONS = SERVICE_TYPES.map((service) => ({
  value: service,
  label: SERVICE_KEYS[service],
}));

/**
 * A team form's fields, in the order both forms ask: who is writing, which service, a phone,
 * the message and a closing checkbox. Each form names its own service, phone and checkbox.
 */
function teamFormFields(own: {
  service: { label: MessageKey; placeholder: MessageKey; required: boolean };
  phone: { label: MessageKey; required: boolean };
  checkbox: { name: string; label: MessageKey };
}): readonly PublicFormField[] {
  return [
    { name: 'name', kind: 'text', label: 'inquiry.name', autoComplete: 'name' },
    { name: 'email', kind: 'email', label: 'inquiry.email' },
    { name: 'service', kind: 'select', ...own.service, options: SERVICE_OPTIONS },
    { name: 'phone', kind: 'phone', ...own.phone },
    { name: 'message', kind: 'textarea', label: 'inquiry.message' },
    { kind: 'checkbox', ...own.checkbox },
  ];
}

/** An agent's contact form (spec §2 Team details). */
export const AGENT_CONTACT_FIELDS = teamFormFields({
  service: {
    label: 'agent.form.serviceType',
    placeholder: 'agent.form.servicePlaceholder',
    required: false,
  },
  phone: { label: 'agent.form.phone', required: false },
  checkbox: { name: 'saveDetails', label: 'agent.form.saveDetails' },
});

/** Spec §8: the agent form answers like the other message forms. */
export const AGENT_CONTACT_TEXTS: InquiryTexts = {
  success: 'inquiry.success',
  failed: 'inquiry.failed',
  error: 'inquiry.error',
};

/** 'Get A Quote' on /contact. */
export const QUOTE_FIELDS = teamFormFields({
  service: {
    label: 'contact.quote.service',
    placeholder: 'contact.quote.servicePlaceholder',
    required: true,
  },
  phone: { label: 'contact.quote.phone', required: true },
  checkbox: { name: 'agree', label: 'contact.quote.agree' },
});

/** Spec §8: the quote form's own texts. */
export const QUOTE_TEXTS: InquiryTexts = {
  success: 'contact.quote.success',
  failed: 'contact.quote.failed',
  error: 'contact.quote.error',
};

export function fieldNames(fields: readonly PublicFormField[]): string[] {
  return fields.map((field) => field.name);
}
