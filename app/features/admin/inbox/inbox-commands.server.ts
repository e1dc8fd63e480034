import { and, eq } from 'drizzle-orm';
import { getDb } from '../../../db/db.server.ts';
import {
  inquiries,
  users,
  visitRequests,
  type Inquiry,
  type VisitRequest,
} from '../../../db/schema/index.ts';
import '../../../i18n/catalogues.server.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { translate } from '../../../i18n/translate.ts';
import { catchRefusal, ok, refuse, type Failure, type Ok } from '../../../lib/result.ts';
import { recordAudit } from '../../audit/record-audit.server.ts';
import type { Tx } from '../../listings/draft-images.server.ts';
import { mayMoveVisit, type VisitState } from '../../visits/visit-status.ts';
import { tellVisitor } from '../../visits/visit-notices.server.ts';
import { ACTIVE_AGENT, isAdmin, type StaffUser } from '../access.server.ts';
import type { InboxSource } from './inbox-rows.ts';
import { mayHandleInquiry, mayHandleVisit } from './inbox-scope.server.ts';

// The commands on one inbox item: assign, staff notes, handled, a visit's status. Each locks the row,
// checks who may (an inbox item an agent may not handle is 'not-found', never a hint it exists),
// writes the change and its audit entry in one transaction, and answers the notice to show in
// the page's language (`locale`; English by default); mail to the visitor goes after the
// commit. The route turns a failure into its HTTP answer.

/** The field of the inbox item's page a refusal is shown beside. */
export type ItemField = 'assignee' | 'notes' | 'status';

type ItemFailure =
  | Failure<'not-found'>
  | Failure<'forbidden'>
  | Failure<'invalid', { field: ItemField; message: string }>;

/** The notice to show once done, or why not. */
export type ItemResult = Ok<string> | ItemFailure;

async function lockInquiry(tx: Tx, user: StaffUser, id: number): Promise<Inquiry> {
  const [row] = await tx
    .select()
    .from(inquiries)
    .where(eq(inquiries.id, id))
    .limit(1)
    .for('update');
  return row && mayHandleInquiry(user, row) ? row : refuse('not-found');
}

async function lockVisit(tx: Tx, user: StaffUser, id: number): Promise<VisitRequest> {
  const [row] = await tx
    .select()
    .from(visitRequests)
    .where(eq(visitRequests.id, id))
    .limit(1)
    .for('update');
  return row && mayHandleVisit(user, row) ? row : refuse('not-found');
}

function lockItem(tx: Tx, user: StaffUser, source: InboxSource, id: number) {
  return source === 'visit' ? lockVisit(tx, user, id) : lockInquiry(tx, user, id);
}

/** Writes what every inbox item has (assignee, staff notes); a visit request also notes the time. */
async function updateItem(
  tx: Tx,
  source: InboxSource,
  id: number,
  values: { assignedUserId?: number | null; staffNotes?: string },
) {
  if (source === 'visit') {
    await tx
      .update(visitRequests)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(visitRequests.id, id));
  } else {
    await tx.update(inquiries).set(values).where(eq(inquiries.id, id));
  }
}

const ENTITY: Record<InboxSource, string> = { inquiry: 'inquiry', visit: 'visit_request' };

/** Gives an inbox item to an agent, or to nobody (null). Admins only. */
export function assignItem(
  user: StaffUser,
  source: InboxSource,
  id: number,
  assigneeId: number | null,
  locale: Locale = 'en',
): Promise<ItemResult> {
  return catchRefusal<ItemFailure, string>(() =>
    getDb().transaction(async (tx) => {
      const row = await lockItem(tx, user, source, id);
      if (!isAdmin(user)) refuse('forbidden');
      let name = '';
      if (assigneeId !== null) {
        const [agent] = await tx
          .select({ firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(and(eq(users.id, assigneeId), ACTIVE_AGENT))
          .limit(1);
        if (!agent) {
          refuse('invalid', {
            field: 'assignee',
            message: translate(locale, 'admin.inbox.error.chooseAgent'),
          });
        }
        name = `${agent.firstName} ${agent.lastName}`.trim();
      }
      if (row.assignedUserId === assigneeId) return translate(locale, 'admin.inbox.done.noChange');
      await updateItem(tx, source, id, { assignedUserId: assigneeId });
      await recordAudit(tx, user, {
        action: `${source}.assign`,
        entityType: ENTITY[source],
        entityId: id,
        before: { assignedUserId: row.assignedUserId },
        after: { assignedUserId: assigneeId },
      });
      return assigneeId === null
        ? translate(locale, 'admin.inbox.done.assignedNobody')
        : translate(locale, 'admin.inbox.done.assigned', { name });
    }),
  );
}

/** Saves the staff notes of an inbox item (already checked by StaffNotesSchema). */
export function saveItemNotes(
  user: StaffUser,
  source: InboxSource,
  id: number,
  notes: string,
  locale: Locale = 'en',
): Promise<ItemResult> {
  return catchRefusal<ItemFailure, string>(() =>
    getDb().transaction(async (tx) => {
      const row = await lockItem(tx, user, source, id);
      if (row.staffNotes === notes) return translate(locale, 'admin.inbox.done.noChange');
      await updateItem(tx, source, id, { staffNotes: notes });
      await recordAudit(tx, user, {
        action: `${source}.notes`,
        entityType: ENTITY[source],
        entityId: id,
        before: { staffNotes: row.staffNotes },
        after: { staffNotes: notes },
      });
      return translate(locale, 'admin.inbox.done.notesSaved');
    }),
  );
}

/** Marks an inquiry handled, or new again. */
export function markInquiryHandled(
  user: StaffUser,
  id: number,
  handled: boolean,
  locale: Locale = 'en',
): Promise<ItemResult> {
  return catchRefusal<ItemFailure, string>(() =>
    getDb().transaction(async (tx) => {
      const row = await lockInquiry(tx, user, id);
      const text = translate(locale, handled ? 'admin.inbox.done.handled' : 'admin.inbox.done.new');
      if ((row.handledAt !== null) === handled) return text;
      const after = {
        handledAt: handled ? new Date() : null,
        status: handled ? 'read' : 'new',
      } as const;
      await tx.update(inquiries).set(after).where(eq(inquiries.id, id));
      await recordAudit(tx, user, {
        action: 'inquiry.handled',
        entityType: ENTITY.inquiry,
        entityId: id,
        before: { handled: row.handledAt !== null, status: row.status },
        after: { handled, status: after.status },
      });
      return text;
    }),
  );
}

/** What the notice adds when the visitor was told (visit-notices.server.ts). */
function toldText(locale: Locale, sent: { sms: boolean; mail: boolean }): string | null {
  if (sent.sms && sent.mail) return translate(locale, 'admin.inbox.done.told.both');
  if (sent.sms) return translate(locale, 'admin.inbox.done.told.sms');
  if (sent.mail) return translate(locale, 'admin.inbox.done.told.mail');
  return null;
}

/**
 * Moves a visit request along its flow (visits/visit-status.ts); any other move is refused
 * with a message. The visitor is mailed when the visit is confirmed or cancelled.
 */
export async function changeVisitStatus(
  user: StaffUser,
  id: number,
  to: VisitState,
  locale: Locale = 'en',
): Promise<ItemResult> {
  const moved = await catchRefusal<ItemFailure, VisitRequest>(() =>
    getDb().transaction(async (tx) => {
      const row = await lockVisit(tx, user, id);
      if (!mayMoveVisit(row.status, to)) {
        refuse('invalid', {
          field: 'status',
          message: translate(locale, `admin.inbox.error.cannot.${to}`, {
            // The state as a word in the sentence ('This visit is confirmed; …').
            status: translate(locale, `admin.inbox.status.${row.status}`).toLowerCase(),
          }),
        });
      }
      await tx
        .update(visitRequests)
        .set({ status: to, updatedAt: new Date() })
        .where(eq(visitRequests.id, id));
      await recordAudit(tx, user, {
        action: 'visit.status',
        entityType: ENTITY.visit,
        entityId: id,
        before: { status: row.status },
        after: { status: to },
      });
      return row;
    }),
  );
  if (!moved.ok) return moved;
  const done = translate(locale, `admin.inbox.done.visit.${to}`);
  if (to !== 'confirmed' && to !== 'cancelled') return ok(done);
  const told = toldText(locale, await tellVisitor(moved.value, to));
  return ok(told ? `${done} ${told}` : done);
}
