import { parseForm, type FormValues } from '../../../lib/forms.ts';
import { fail, type Failure, type Ok } from '../../../lib/result.ts';
import type { StaffUser } from '../access.server.ts';
import type { LeadSource } from './inbox-rows.ts';
import { AssignSchema, StaffNotesSchema, VisitStatusSchema } from './inbox-schema.ts';
import {
  assignLead,
  changeVisitStatus,
  markInquiryHandled,
  saveLeadNotes,
  type LeadField,
  type LeadResult,
} from './lead-commands.server.ts';

// The forms of a lead's page (one `intent` per form): parse with the form's schema, run the
// command, and answer the notice to show, or why not: bad input with the message beside its
// field and what was typed, to show again; someone else's lead ('not-found'); an agent
// assigning ('forbidden'); a post no form of the page sends ('bad-request'). The routes turn
// each into its HTTP answer (routes/admin/lead-answer.server.ts).

/** What the page shows again after a refused form. */
export type LeadActionData = {
  errors: Partial<Record<LeadField, string>>;
  values: FormValues;
};

/** The notice to show, or why not (a refusal carries what the page shows again). */
export type LeadFormResult =
  | Ok<string>
  | Failure<'not-found' | 'forbidden' | 'bad-request'>
  | Failure<'invalid', LeadActionData>;

function invalid(field: LeadField, message: string, values: FormValues): LeadFormResult {
  return fail('invalid', { errors: { [field]: message }, values });
}

/** The command's answer; its refusal shown beside its field, with what was typed. */
function withValues(result: LeadResult, values: FormValues): LeadFormResult {
  return result.ok || result.reason !== 'invalid'
    ? result
    : invalid(result.field, result.message, values);
}

/** The forms every lead shares: Assign to (admins), Staff notes; null for another intent. */
async function sharedIntent(
  user: StaffUser,
  source: LeadSource,
  id: number,
  form: FormData,
): Promise<LeadFormResult | null> {
  const intent = form.get('intent');
  if (intent === 'assign') {
    const parsed = parseForm<typeof AssignSchema, string>(AssignSchema, form);
    if (parsed.fieldErrors) {
      return invalid('assignee', parsed.fieldErrors.assignee ?? 'Choose an agent.', parsed.values);
    }
    return withValues(await assignLead(user, source, id, parsed.value.assignee), parsed.values);
  }
  if (intent === 'notes') {
    const parsed = parseForm<typeof StaffNotesSchema, string>(StaffNotesSchema, form);
    if (parsed.fieldErrors) {
      return invalid('notes', parsed.fieldErrors.notes ?? 'Check the notes.', parsed.values);
    }
    return withValues(await saveLeadNotes(user, source, id, parsed.value.notes), parsed.values);
  }
  return null;
}

export async function handleInquiryPost(
  user: StaffUser,
  id: number,
  form: FormData,
): Promise<LeadFormResult> {
  const shared = await sharedIntent(user, 'inquiry', id, form);
  if (shared) return shared;
  const intent = form.get('intent');
  if (intent === 'handled' || intent === 'new') {
    return withValues(await markInquiryHandled(user, id, intent === 'handled'), {});
  }
  return fail('bad-request');
}

export async function handleVisitPost(
  user: StaffUser,
  id: number,
  form: FormData,
): Promise<LeadFormResult> {
  const shared = await sharedIntent(user, 'visit', id, form);
  if (shared) return shared;
  if (form.get('intent') === 'status') {
    const parsed = parseForm<typeof VisitStatusSchema, string>(VisitStatusSchema, form);
    if (parsed.fieldErrors) return invalid('status', 'Choose a status change.', {});
    return withValues(await changeVisitStatus(user, id, parsed.value.to), {});
  }
  return fail('bad-request');
}
