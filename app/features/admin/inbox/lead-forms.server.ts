import { cleanText } from '../../../lib/forms.ts';
import { data } from 'react-router';
import { badRequest, notFound } from '../../../lib/http.ts';
import type { StaffUser } from '../access.server.ts';
import {
  changeVisitStatus,
  assignLead,
  markInquiryHandled,
  saveLeadNotes,
  type LeadOutcome,
} from './lead.server.ts';
import {
  AssignSchema,
  leadHref,
  StaffNotesSchema,
  VisitStatusSchema,
  type LeadSource,
} from './inbox-schema.ts';
import { redirectWithNotice } from '../../../lib/flash.server.ts';

// The forms of a lead's page (one `intent` per form): parse with the shared schema, run the
// command, answer. Success: back to the page with a notice (303). Bad input: the page again
// with the message beside its field and what was typed kept (400). Someone else's lead: 404;
// an agent assigning: 403.

export type LeadField = 'assignee' | 'notes' | 'status';

export type LeadActionData = {
  errors: Partial<Record<LeadField, string>>;
  values: { notes?: string; assignee?: string };
};

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? cleanText(value) : '';
}

function invalid(field: LeadField, message: string, values: LeadActionData['values']) {
  return data<LeadActionData>({ errors: { [field]: message }, values }, { status: 400 });
}

function answer(
  outcome: LeadOutcome,
  source: LeadSource,
  id: number,
  values: LeadActionData['values'],
) {
  switch (outcome.kind) {
    case 'done':
      return redirectWithNotice(leadHref(source, id), outcome.text);
    case 'not-found':
      throw notFound();
    case 'forbidden':
      throw data('Only an admin can assign leads.', { status: 403 });
    case 'invalid':
      return invalid(outcome.field, outcome.message, values);
  }
}

/** The forms every lead shares: Assign to (admins), Staff notes; null for another intent. */
async function sharedIntent(user: StaffUser, source: LeadSource, id: number, form: FormData) {
  const intent = form.get('intent');
  if (intent === 'assign') {
    const values = { assignee: text(form, 'assignee') };
    const parsed = AssignSchema.safeParse(values);
    if (!parsed.success) {
      return invalid('assignee', parsed.error.issues[0]?.message ?? 'Choose an agent.', values);
    }
    return answer(await assignLead(user, source, id, parsed.data.assignee), source, id, values);
  }
  if (intent === 'notes') {
    const values = { notes: text(form, 'notes') };
    const parsed = StaffNotesSchema.safeParse(values);
    if (!parsed.success) {
      return invalid('notes', parsed.error.issues[0]?.message ?? 'Check the notes.', values);
    }
    return answer(await saveLeadNotes(user, source, id, parsed.data.notes), source, id, values);
  }
  return null;
}

export async function handleInquiryPost(user: StaffUser, id: number, form: FormData) {
  const shared = await sharedIntent(user, 'inquiry', id, form);
  if (shared) return shared;
  const intent = form.get('intent');
  if (intent === 'handled' || intent === 'new') {
    return answer(await markInquiryHandled(user, id, intent === 'handled'), 'inquiry', id, {});
  }
  throw badRequest();
}

export async function handleVisitPost(user: StaffUser, id: number, form: FormData) {
  const shared = await sharedIntent(user, 'visit', id, form);
  if (shared) return shared;
  if (form.get('intent') === 'status') {
    const parsed = VisitStatusSchema.safeParse({ to: text(form, 'to') });
    if (!parsed.success) return invalid('status', 'Choose a status change.', {});
    return answer(await changeVisitStatus(user, id, parsed.data.to), 'visit', id, {});
  }
  throw badRequest();
}
