import '../../../i18n/catalogues.server.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { translate } from '../../../i18n/translate.ts';
import { parseForm, type FormValues } from '../../../lib/forms.ts';
import { fail, type Failure, type Ok } from '../../../lib/result.ts';
import type { StaffUser } from '../access.server.ts';
import type { InboxSource } from './inbox-rows.ts';
import {
  AssignSchema,
  STAFF_NOTES_MAX,
  StaffNotesSchema,
  VisitStatusSchema,
} from './inbox-schema.ts';
import {
  assignItem,
  changeVisitStatus,
  markInquiryHandled,
  saveItemNotes,
  type ItemField,
  type ItemResult,
} from './inbox-commands.server.ts';

// The forms of an inbox item's page (one `intent` per form): parse with the form's schema, run the
// command, and answer the notice to show, or why not: bad input with the message beside its
// field and what was typed, to show again; someone else's inbox item ('not-found'); an agent
// assigning ('forbidden'); a post no form of the page sends ('bad-request'). The routes turn
// each into its HTTP answer (routes/admin/inbox-answer.server.ts). Messages and notices are in
// the page's language (`locale`; English by default).

/** What the page shows again after a refused form. */
export type ItemActionData = {
  errors: Partial<Record<ItemField, string>>;
  values: FormValues;
};

/** The notice to show, or why not (a refusal carries what the page shows again). */
export type ItemFormResult =
  | Ok<string>
  | Failure<'not-found' | 'forbidden' | 'bad-request'>
  | Failure<'invalid', ItemActionData>;

function invalid(field: ItemField, message: string, values: FormValues): ItemFormResult {
  return fail('invalid', { errors: { [field]: message }, values });
}

/** The command's answer; its refusal shown beside its field, with what was typed. */
function withValues(result: ItemResult, values: FormValues): ItemFormResult {
  return result.ok || result.reason !== 'invalid'
    ? result
    : invalid(result.field, result.message, values);
}

/** The forms every inbox item shares: Assign to (admins), Staff notes; null for another intent. */
async function sharedIntent(
  user: StaffUser,
  source: InboxSource,
  id: number,
  form: FormData,
  locale: Locale,
): Promise<ItemFormResult | null> {
  const intent = form.get('intent');
  if (intent === 'assign') {
    const parsed = parseForm(AssignSchema, form);
    if (parsed.fieldErrors) {
      const message = translate(locale, parsed.fieldErrors.assignee ?? 'admin.inbox.error.agent');
      return invalid('assignee', message, parsed.values);
    }
    return withValues(
      await assignItem(user, source, id, parsed.value.assignee, locale),
      parsed.values,
    );
  }
  if (intent === 'notes') {
    const parsed = parseForm(StaffNotesSchema, form);
    if (parsed.fieldErrors) {
      const message = translate(locale, parsed.fieldErrors.notes ?? 'admin.inbox.error.notes', {
        count: STAFF_NOTES_MAX,
      });
      return invalid('notes', message, parsed.values);
    }
    return withValues(
      await saveItemNotes(user, source, id, parsed.value.notes, locale),
      parsed.values,
    );
  }
  return null;
}

export async function handleInquiryPost(
  user: StaffUser,
  id: number,
  form: FormData,
  locale: Locale = 'en',
): Promise<ItemFormResult> {
  const shared = await sharedIntent(user, 'inquiry', id, form, locale);
  if (shared) return shared;
  const intent = form.get('intent');
  if (intent === 'handled' || intent === 'new') {
    return withValues(await markInquiryHandled(user, id, intent === 'handled', locale), {});
  }
  return fail('bad-request');
}

export async function handleVisitPost(
  user: StaffUser,
  id: number,
  form: FormData,
  locale: Locale = 'en',
): Promise<ItemFormResult> {
  const shared = await sharedIntent(user, 'visit', id, form, locale);
  if (shared) return shared;
  if (form.get('intent') === 'status') {
    const parsed = parseForm(VisitStatusSchema, form);
    if (parsed.fieldErrors) {
      return invalid('status', translate(locale, 'admin.inbox.error.status'), {});
    }
    return withValues(await changeVisitStatus(user, id, parsed.value.to, locale), {});
  }
  return fail('bad-request');
}
