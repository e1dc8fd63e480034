import type { RequestInfo } from '../../lib/request-context.ts';
import { handleInquiryForm } from '../inquiries/inquiry-action.server.ts';
import { AgentContactSchema, QuoteSchema } from '../inquiries/inquiry-schema.server.ts';
import { savedContactCookie } from '../inquiries/saved-contact.server.ts';
import {
  AGENT_CONTACT_FIELDS,
  AGENT_CONTACT_TEXTS,
  fieldNames,
  QUOTE_FIELDS,
  QUOTE_TEXTS,
} from './team-forms.ts';
import { sendAgentMessage, sendQuoteRequest } from './team.server.ts';

// The actions of the two public forms of these pages: the shared inquiry path (schema, spam
// checks, the spec's answers) with what each form stores and mails.

type Sender = Pick<RequestInfo, 'clientIp' | 'logger'>;

/** /team-details/:slug: an agent unpublished since the page was shown answers 'failed'. */
export function answerAgentForm(form: FormData, slug: string, sender: Sender) {
  return handleInquiryForm({
    form,
    formName: 'agent',
    schema: AgentContactSchema,
    fields: fieldNames(AGENT_CONTACT_FIELDS),
    texts: AGENT_CONTACT_TEXTS,
    request: sender,
    handle: (input) => sendAgentMessage(slug, input),
    successHeaders: (input) => ({
      'Set-Cookie': savedContactCookie(
        input.saveDetails ? { name: input.name, email: input.email, phone: input.phone } : null,
      ),
    }),
  });
}

/** /contact: 'Get A Quote'. */
export function answerQuoteForm(form: FormData, sender: Sender) {
  return handleInquiryForm({
    form,
    formName: 'quote',
    schema: QuoteSchema,
    fields: fieldNames(QUOTE_FIELDS),
    texts: QUOTE_TEXTS,
    request: sender,
    handle: sendQuoteRequest,
  });
}
