import { eq, inArray } from 'drizzle-orm';
import { beforeAll, expect, test } from 'vitest';
import { getDb } from '../../app/db/db.server.ts';
import { agents, inquiries, visitRequests, type User } from '../../app/db/schema/index.ts';
import { assignItem } from '../../app/features/admin/inbox/inbox-commands.server.ts';
import { checkChoices } from '../../app/features/admin/content/content-options.server.ts';
import { AGENTS } from '../../app/features/admin/content/kinds/agents.ts';
import { listAccountMessages } from '../../app/features/my-account/messages.server.ts';
import { listAgents, sendAgentMessage } from '../../app/features/team/team.server.ts';
import { action as personAction } from '../../app/routes/admin/person.tsx';
import { createUser } from '../factories/index.ts';
import { auditEntries } from '../support/back-office.ts';
import { callRoute, form } from '../support/call-route.ts';
import { sessionUserOf } from '../support/route-context.ts';
import { storeMail } from '../support/stored-mail.ts';
import { describeEachDatabase } from '../support/test-database.ts';

// Issue 24 #3: an agent demoted to a user, or disabled, kept their team profile (so /team and
// its contact form kept addressing them), their My Account › Messages kept listing the agency's
// messages to them, and their open enquiries and visits stayed theirs. The attack: make an
// agent, give them work, demote (or disable) them, then look where the leads go.

let serial = 0;

const post = (id: number, admin: User, fields: Record<string, string>) =>
  callRoute(personAction, `/admin/people/${id}`, {
    user: admin,
    params: { id: String(id) },
    body: form(fields),
  });

async function addProfile(userId: number) {
  const slug = `release-agent-${++serial}`;
  const [row] = await getDb()
    .insert(agents)
    .values({
      slug,
      userId,
      name: `Release Agent ${serial}`,
      designation: 'Agent',
      phone: '9848000001',
      email: `agent${serial}@nivasa.test`,
      bio: 'Sells houses.',
    })
    .returning();
  return row!;
}

const message = {
  name: 'Lakshmi',
  email: 'lakshmi@example.in',
  phone: null,
  service: null,
  message: 'Please call me about a flat near the bus stand.',
  saveDetails: false,
};

async function addInquiry(values: Partial<typeof inquiries.$inferInsert>) {
  const [row] = await getDb()
    .insert(inquiries)
    .values({ kind: 'contact', name: 'Ravi', email: 'ravi@example.in', message: 'Hi', ...values })
    .returning();
  return row!;
}

async function addVisit(values: Partial<typeof visitRequests.$inferInsert>) {
  const [row] = await getDb()
    .insert(visitRequests)
    .values({
      reference: `NV-RL${String(++serial).padStart(4, '0')}`,
      name: 'Ravi',
      phone: '9848000000',
      email: 'ravi@example.in',
      preferredDate: '2030-08-12',
      timeSlot: 'morning',
      ...values,
    })
    .returning();
  return row!;
}

storeMail();

describeEachDatabase('a demoted or disabled agent receives no more leads', () => {
  let admin: User;

  beforeAll(async () => {
    admin = await createUser({ role: 'admin', firstName: 'Asha', lastName: 'Admin' });
  });

  for (const [how, fields] of [
    ['demoted to a user', { intent: 'role', role: 'user' }],
    ['disabled', { intent: 'disable' }],
  ] as const) {
    test(`an agent ${how} loses their profile, their messages and their open work`, async () => {
      const agent = await createUser({ role: 'agent', firstName: 'Kiran', lastName: 'Kumar' });
      const profile = await addProfile(agent.id);
      expect(await sendAgentMessage(profile.slug, message)).toBe(true);
      const [addressed] = await getDb()
        .select()
        .from(inquiries)
        .where(eq(inquiries.agentId, profile.id));
      expect(addressed!.recipientUserId).toBe(agent.id);
      const openInquiry = await addInquiry({ assignedUserId: agent.id });
      const handledInquiry = await addInquiry({ assignedUserId: agent.id, handledAt: new Date() });
      const openVisit = await addVisit({ assignedUserId: agent.id, status: 'confirmed' });
      const doneVisit = await addVisit({ assignedUserId: agent.id, status: 'completed' });

      await post(agent.id, admin, fields);

      // The profile is unlinked and hidden: /team, its page's form and blog messages stop.
      const [after] = await getDb().select().from(agents).where(eq(agents.id, profile.id));
      expect(after).toMatchObject({ userId: null, published: false });
      expect((await listAgents()).map((card) => card.slug)).not.toContain(profile.slug);
      expect(await sendAgentMessage(profile.slug, message)).toBe(false);

      // The agency's messages to them as an agent are no longer theirs to read.
      const mine = await listAccountMessages(agent.id, 1);
      expect(mine.items.map((item) => item.id)).not.toContain(addressed!.id);

      // Open work goes back to the unassigned queue; closed work keeps its history.
      const inquiryRows = await getDb()
        .select({ id: inquiries.id, assignedUserId: inquiries.assignedUserId })
        .from(inquiries)
        .where(inArray(inquiries.id, [openInquiry.id, handledInquiry.id]));
      expect(Object.fromEntries(inquiryRows.map((row) => [row.id, row.assignedUserId]))).toEqual({
        [openInquiry.id]: null,
        [handledInquiry.id]: agent.id,
      });
      const visitRows = await getDb()
        .select({ id: visitRequests.id, assignedUserId: visitRequests.assignedUserId })
        .from(visitRequests)
        .where(inArray(visitRequests.id, [openVisit.id, doneVisit.id]));
      expect(Object.fromEntries(visitRows.map((row) => [row.id, row.assignedUserId]))).toEqual({
        [openVisit.id]: null,
        [doneVisit.id]: agent.id,
      });

      // Each release is in the audit log, by the admin who made the change.
      const [unlink] = await auditEntries('agent.unlink', profile.id);
      expect(unlink).toMatchObject({
        actorUserId: admin.id,
        before: { userId: agent.id, published: true },
        after: { userId: null, published: false },
      });
      const [inquiryRelease] = await auditEntries('inquiry.release', openInquiry.id);
      expect(inquiryRelease).toMatchObject({
        actorUserId: admin.id,
        before: { assignedUserId: agent.id },
        after: { assignedUserId: null },
      });
      const [readdressed] = await auditEntries('inquiry.release', addressed!.id);
      expect(readdressed).toMatchObject({
        before: { recipientUserId: agent.id },
        after: { recipientUserId: null },
      });
      const [visitRelease] = await auditEntries('visit.release', openVisit.id);
      expect(visitRelease).toMatchObject({
        actorUserId: admin.id,
        before: { assignedUserId: agent.id },
        after: { assignedUserId: null },
      });
      expect(await auditEntries('inquiry.release', handledInquiry.id)).toEqual([]);
      expect(await auditEntries('visit.release', doneVisit.id)).toEqual([]);
    });
  }

  test('an agent made an admin keeps their profile and their work', async () => {
    const agent = await createUser({ role: 'agent' });
    const profile = await addProfile(agent.id);
    const open = await addInquiry({ assignedUserId: agent.id });

    await post(agent.id, admin, { intent: 'role', role: 'admin' });

    const [after] = await getDb().select().from(agents).where(eq(agents.id, profile.id));
    expect(after).toMatchObject({ userId: agent.id, published: true });
    const [row] = await getDb().select().from(inquiries).where(eq(inquiries.id, open.id));
    expect(row!.assignedUserId).toBe(agent.id);
  });

  test('a disabled agent can be neither given an enquiry nor linked to a profile', async () => {
    const agent = await createUser({ role: 'agent', status: 'suspended' });
    const item = await addInquiry({});
    const result = await assignItem(
      { ...sessionUserOf(admin), role: 'admin' },
      'inquiry',
      item.id,
      agent.id,
    );
    expect(result.ok).toBe(false);
    const [row] = await getDb().select().from(inquiries).where(eq(inquiries.id, item.id));
    expect(row!.assignedUserId).toBeNull();
    expect(await checkChoices(AGENTS, { userId: agent.id })).toEqual({
      userId: 'Choose one of the options.',
    });
  });
});
