import '../../../lib/zod-jitless.ts';
import { z } from 'zod';
import { VISIT_STATES } from '../../visits/visit-status.ts';

// The forms of an inbox item's page, one schema each, read by its page (limits) and its action.
// Messages are catalogue keys, said in the page's language by inbox-forms.server.ts.

export const STAFF_NOTES_MAX = 2000;

export const StaffNotesSchema = z.object({
  notes: z
    .string()
    .default('')
    .transform((text) => text.replace(/\r\n?/g, '\n').trim())
    .pipe(z.string().max(STAFF_NOTES_MAX, 'admin.inbox.error.notesTooLong')),
});

/** 'Nobody' is posted as an empty value (or none); anything else must be a user id. */
export const AssignSchema = z.object({
  assignee: z
    .string()
    .trim()
    .regex(/^(\d{1,9})?$/, 'admin.inbox.error.chooseAgent')
    .default('')
    .transform((value) => (value === '' ? null : Number(value))),
});

export const VisitStatusSchema = z.object({
  to: z.enum(VISIT_STATES, { error: 'admin.inbox.error.status' }),
});
