import { getInquiryDetail } from '../../app/features/admin/inbox/inbox-item.server.ts';
import { and, desc, eq, sql } from 'drizzle-orm';
import { beforeAll, expect, test } from 'vitest';
import { getDb } from '../../app/db/db.server.ts';
import {
  auditLog,
  inquiries,
  users,
  visitRequestItems,
  visitRequests,
  type User,
} from '../../app/db/schema/index.ts';
import type { StaffUser } from '../../app/features/admin/access.server.ts';
import { getDashboard } from '../../app/features/admin/dashboard/dashboard.server.ts';
import { exportInbox } from '../../app/features/admin/inbox/inbox-export.server.ts';
import { inboxBatches, listInbox } from '../../app/features/admin/inbox/inbox.server.ts';
import type { InboxFilter } from '../../app/features/admin/inbox/inbox-filters.ts';
import type { ItemActionData } from '../../app/features/admin/inbox/inbox-forms.server.ts';
import { getListingRules } from '../../app/features/settings/site-settings.server.ts';
import { findVisitRequest } from '../../app/features/visits/visits.server.ts';
import { loader as dashboardLoader } from '../../app/routes/admin/dashboard.tsx';
import { loader as exportLoader } from '../../app/routes/admin/inbox-export.ts';
import { loader as inboxLoader } from '../../app/routes/admin/inbox.tsx';
import {
  action as inquiryAction,
  loader as inquiryLoader,
} from '../../app/routes/admin/inquiry.tsx';
import { action as visitAction, loader as visitLoader } from '../../app/routes/admin/visit.tsx';
import { createProperty, createUser } from '../factories/index.ts';
import { answerOf, callRoute, form, statusOf, thrownStatus } from '../support/call-route.ts';
import { sessionUserOf } from '../support/route-context.ts';
import { mailsTo, storeMail } from '../support/stored-mail.ts';
import { describeEachDatabase } from '../support/test-database.ts';

const DAY = 24 * 60 * 60 * 1000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

const staff = (user: User) => sessionUserOf(user) as StaffUser;

type Fields = Record<string, string>;

/** An inbox item's page (its loader), or one of its forms posted (its action), as `user`. */
function onItem<F extends (args: never) => unknown>(
  fn: F,
  kind: 'inquiries' | 'visits',
  user: User,
  id: number | string,
  fields?: Fields,
) {
  const params = { id: String(id) };
  const path = `/admin/inbox/${kind}/${id}`;
  return callRoute(fn, path, fields ? { user, params, body: form(fields) } : { user, params });
}
const openInquiry = (user: User, id: number | string) =>
  onItem(inquiryLoader, 'inquiries', user, id);
const postInquiry = (user: User, id: number | string, fields: Fields) =>
  onItem(inquiryAction, 'inquiries', user, id, fields);
const openVisit = (user: User, id: number | string) => onItem(visitLoader, 'visits', user, id);
const postVisit = (user: User, id: number | string, fields: Fields) =>
  onItem(visitAction, 'visits', user, id, fields);

async function addInquiry(values: Partial<typeof inquiries.$inferInsert> & { name: string }) {
  const [row] = await getDb()
    .insert(inquiries)
    .values({ kind: 'contact', email: 'someone@example.in', message: 'Hello', ...values })
    .returning();
  return row!;
}

let referenceCounter = 0;
async function addVisit(
  values: Partial<typeof visitRequests.$inferInsert> & { name: string },
  propertyIds: number[] = [],
) {
  const code = [...String(referenceCounter++).padStart(6, '0')]
    .map((digit) => 'ABCDEFGHJK'[Number(digit)])
    .join('');
  const [row] = await getDb()
    .insert(visitRequests)
    .values({
      reference: `NV-${code}`,
      phone: '9848000000',
      email: 'visitor@example.in',
      preferredDate: '2030-08-12',
      timeSlot: 'morning',
      ...values,
    })
    .returning();
  if (propertyIds.length) {
    await getDb()
      .insert(visitRequestItems)
      .values(propertyIds.map((propertyId) => ({ visitRequestId: row!.id, propertyId })));
  }
  return row!;
}

async function auditRows(action: string, entityId: number) {
  return getDb()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(entityId))))
    .orderBy(desc(auditLog.id));
}

const names = (rows: { name: string }[]) => rows.map((row) => row.name);

storeMail();

describeEachDatabase('admin inbox', () => {
  let admin: User;
  let agentA: User;
  let agentB: User;
  let plainUser: User;
  let propertyId: number;
  const seeded: Record<string, { id: number; reference?: string }> = {};

  beforeAll(async () => {
    admin = await createUser({ role: 'admin', firstName: 'Asha', lastName: 'Admin' });
    agentA = await createUser({ role: 'agent', firstName: 'Anil', lastName: 'Agent' });
    agentB = await createUser({ role: 'agent', firstName: 'Bala', lastName: 'Broker' });
    plainUser = await createUser({ firstName: 'Uma', lastName: 'User' });
    const property = await createProperty({ title: 'Villa by the canal' });
    propertyId = property.id;
    seeded.ravi = await addInquiry({
      kind: 'property',
      name: 'Ravi Teja',
      email: 'ravi@example.in',
      phone: '9848023456',
      propertyId,
      recipientUserId: property.ownerId,
      assignedUserId: agentA.id,
      createdAt: ago(6),
    });
    seeded.sita = await addInquiry({
      kind: 'contact',
      name: 'Sita Devi',
      handledAt: ago(1),
      status: 'read',
      createdAt: ago(5),
    });
    seeded.gopal = await addInquiry({
      kind: 'agent',
      name: 'Gopal Rao',
      recipientUserId: agentB.id,
      createdAt: ago(4),
    });
    seeded.formula = await addInquiry({
      kind: 'quote',
      name: '=HYPERLINK("http://evil.example","click")',
      service: 'Home Buying',
      message: 'He said "call me"\nafter 6 pm, please',
      assignedUserId: agentB.id,
      staffNotes: 'Called once',
      createdAt: ago(3),
    });
    // The mail copy of a booking: the visit request below stands for it in the inbox.
    await addInquiry({ kind: 'visit', name: 'Visit Copy', createdAt: ago(2) });
    seeded.kiran = await addVisit(
      { name: 'Kiran Kumar', assignedUserId: agentA.id, createdAt: ago(2.5) },
      [propertyId],
    );
    seeded.lata = await addVisit({ name: 'Lata Reddy', status: 'confirmed', createdAt: ago(1.5) });
    seeded.mohan = await addVisit({
      name: 'Mohan Das',
      status: 'completed',
      assignedUserId: agentB.id,
      createdAt: ago(0.5),
    });
  });

  const list = async (user: User, filter: Partial<InboxFilter> = {}, sort = 'received' as const) =>
    (await listInbox(staff(user), { q: '', ...filter }, { sort, dir: 'desc', page: 1 })).rows;

  test('the admin sees every inquiry and visit request newest first, without the visit mail copies', async () => {
    const rows = await list(admin);
    expect(names(rows)).toEqual([
      'Mohan Das',
      'Lata Reddy',
      'Kiran Kumar',
      '=HYPERLINK("http://evil.example","click")',
      'Gopal Rao',
      'Sita Devi',
      'Ravi Teja',
    ]);
    const kiran = rows.find((row) => row.name === 'Kiran Kumar')!;
    expect(kiran).toMatchObject({
      source: 'visit',
      type: 'visit',
      status: 'requested',
      reference: seeded.kiran!.reference,
      assignee: { id: agentA.id, name: 'Anil Agent' },
      about: { properties: [{ id: propertyId, title: 'Villa by the canal' }] },
    });
    expect(rows.find((row) => row.name === 'Ravi Teja')).toMatchObject({
      source: 'inquiry',
      type: 'property',
      status: 'new',
      about: { properties: [{ id: propertyId, title: 'Villa by the canal' }] },
    });
  });

  test('"Agreed to be contacted" is shown only for the form that asks (issue 25 #11)', async () => {
    const quote = await getInquiryDetail(staff(admin), seeded.formula!.id);
    expect(quote?.consent).toBe(false);
    // The agent form has no consent box: no line, rather than a "No" nobody was asked for.
    const agentMessage = await getInquiryDetail(staff(admin), seeded.gopal!.id);
    expect(agentMessage?.consent).toBeNull();
  });

  test('the inbox page loader reads its filters from the query string and sorts by name', async () => {
    const page = await callRoute(inboxLoader, '/admin/inbox?type=visit&sort=name&dir=asc', {
      user: admin,
    });
    expect(names(page.rows)).toEqual(['Kiran Kumar', 'Lata Reddy', 'Mohan Das']);
    expect(page.filter.type).toBe('visit');
    expect(page.agents.map((a) => a.name)).toEqual(['Anil Agent', 'Bala Broker']);
  });

  test('the type filter picks one kind of inquiry, or site visits', async () => {
    expect(names(await list(admin, { type: 'quote' }))).toEqual([
      '=HYPERLINK("http://evil.example","click")',
    ]);
    expect(names(await list(admin, { type: 'visit' }))).toEqual([
      'Mohan Das',
      'Lata Reddy',
      'Kiran Kumar',
    ]);
    expect(await list(admin, { type: 'newsletter' })).toEqual([]);
  });

  test('the status filter: open and closed span both kinds; the others name one state', async () => {
    expect(names(await list(admin, { status: 'open' }))).toEqual([
      'Lata Reddy',
      'Kiran Kumar',
      '=HYPERLINK("http://evil.example","click")',
      'Gopal Rao',
      'Ravi Teja',
    ]);
    expect(names(await list(admin, { status: 'closed' }))).toEqual(['Mohan Das', 'Sita Devi']);
    expect(names(await list(admin, { status: 'new' }))).toEqual([
      '=HYPERLINK("http://evil.example","click")',
      'Gopal Rao',
      'Ravi Teja',
    ]);
    expect(names(await list(admin, { status: 'handled' }))).toEqual(['Sita Devi']);
    expect(names(await list(admin, { status: 'requested' }))).toEqual(['Kiran Kumar']);
    expect(names(await list(admin, { status: 'confirmed', type: 'quote' }))).toEqual([]);
  });

  test('the agent filter: one agent’s items, or nobody’s', async () => {
    expect(names(await list(admin, { agent: agentA.id }))).toEqual(['Kiran Kumar', 'Ravi Teja']);
    expect(names(await list(admin, { agent: 'none' }))).toEqual([
      'Lata Reddy',
      'Gopal Rao',
      'Sita Devi',
    ]);
  });

  test('search finds a name, an email, a phone as people type it, and a reference', async () => {
    expect(names(await list(admin, { q: 'sita' }))).toEqual(['Sita Devi']);
    expect(names(await list(admin, { q: 'RAVI@example' }))).toEqual(['Ravi Teja']);
    expect(names(await list(admin, { q: '+91 98480 23456' }))).toEqual(['Ravi Teja']);
    expect(names(await list(admin, { q: seeded.lata!.reference!.toLowerCase() }))).toEqual([
      'Lata Reddy',
    ]);
    expect(await list(admin, { q: '100%' })).toEqual([]);
  });

  test('pages hold twenty items and the sort by status puts open items first', async () => {
    const result = await listInbox(
      staff(admin),
      { q: '' },
      { sort: 'status', dir: 'asc', page: 1, pageSize: 3 },
    );
    expect(result.total).toBe(7);
    expect(result.pageCount).toBe(3);
    expect(result.rows.map((row) => row.status)).toEqual(['new', 'new', 'new']);
    const last = await listInbox(
      staff(admin),
      { q: '' },
      { sort: 'status', dir: 'asc', page: 3, pageSize: 3 },
    );
    expect(last.rows.map((row) => row.status)).toEqual(['completed']);
  });

  test('received order pages through both tables in either direction', async () => {
    const page = async (dir: 'asc' | 'desc', n: number) =>
      names(
        (await listInbox(staff(admin), { q: '' }, { sort: 'received', dir, page: n, pageSize: 3 }))
          .rows,
      );
    expect(await page('desc', 2)).toEqual([
      '=HYPERLINK("http://evil.example","click")',
      'Gopal Rao',
      'Sita Devi',
    ]);
    expect(await page('desc', 3)).toEqual(['Ravi Teja']);
    expect(await page('asc', 2)).toEqual([
      '=HYPERLINK("http://evil.example","click")',
      'Kiran Kumar',
      'Lata Reddy',
    ]);
  });

  test('the export’s batches walk both tables by keyset without losing or repeating an item', async () => {
    const seen: string[] = [];
    for await (const batch of inboxBatches(staff(admin), { q: '' }, { batchSize: 2, limit: 100 })) {
      expect(batch.length).toBeLessThanOrEqual(2);
      seen.push(...names(batch));
    }
    expect(seen).toEqual(names(await list(admin)));
  });

  test('an agent sees only the items given to them or addressed to them, and no agent filter', async () => {
    expect(names(await list(agentA))).toEqual(['Kiran Kumar', 'Ravi Teja']);
    expect(names(await list(agentB))).toEqual([
      'Mohan Das',
      '=HYPERLINK("http://evil.example","click")',
      'Gopal Rao',
    ]);
    const page = await callRoute(inboxLoader, `/admin/inbox?agent=${agentB.id}`, { user: agentA });
    expect(names(page.rows)).toEqual(['Kiran Kumar', 'Ravi Teja']);
    expect(page.agents).toEqual([]);
  });

  test('a plain user is refused the inbox and a visitor is sent to sign in', async () => {
    expect(await thrownStatus(callRoute(inboxLoader, '/admin/inbox', { user: plainUser }))).toBe(
      403,
    );
    expect(await thrownStatus(callRoute(inboxLoader, '/admin/inbox'))).toBe(302);
    expect(
      await thrownStatus(callRoute(exportLoader, '/admin/inbox/export.csv', { user: plainUser })),
    ).toBe(403);
  });

  test('an agent opens their own items, and another agent’s are 404 on the page and the forms', async () => {
    const own = await openInquiry(agentA, seeded.ravi!.id);
    expect(own.inquiry.name).toBe('Ravi Teja');
    expect(own.agents).toEqual([]);
    const ownVisit = await openVisit(agentA, seeded.kiran!.id);
    expect(ownVisit.visit.properties.map((p) => p.title)).toEqual(['Villa by the canal']);

    const other = seeded.formula!.id;
    const otherVisit = seeded.mohan!.id;
    // Each attempt starts only when awaited, so no refusal is left unhandled meanwhile.
    for (const attempt of [
      () => openInquiry(agentA, other),
      () => postInquiry(agentA, other, { intent: 'notes', notes: 'Mine now' }),
      () => postInquiry(agentA, other, { intent: 'handled' }),
      () => openVisit(agentA, otherVisit),
      () => postVisit(agentA, otherVisit, { intent: 'status', to: 'cancelled' }),
      () => openInquiry(admin, 999999),
    ]) {
      expect(await thrownStatus(attempt)).toBe(404);
    }
    const [untouched] = await getDb()
      .select()
      .from(inquiries)
      .where(eq(inquiries.id, seeded.formula!.id));
    expect(untouched).toMatchObject({ staffNotes: 'Called once', handledAt: null });
  });

  test('CSV export: a header row, formulas defused, quotes and line breaks quoted', async () => {
    const response = await callRoute(exportLoader, '/admin/inbox/export.csv?type=quote', {
      user: admin,
    });
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="nivasa-inbox-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = (await response.text()).replace(/^\uFEFF/, '');
    const [header, ...rest] = text.split('\r\n');
    expect(header).toBe(
      'Received (IST),Type,Reference,Name,Email,Phone,About,Message,Status,Assigned to,Staff notes',
    );
    const row = rest.join('\r\n');
    // The time as the inbox shows it (Indian time), in a form spreadsheets read.
    expect(row).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},Quote request,/);
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(row).toContain('"He said ""call me""\nafter 6 pm, please"');
    expect(row).toContain('Quote request,,');
    expect(row).toContain('Service: Home Buying');
    expect(row).toContain('New,Bala Broker,Called once');
    expect(rest.filter(Boolean)).toHaveLength(1);
  });

  test('CSV export keeps the filters, and an agent exports only their own items', async () => {
    const adminCsv = await (
      await callRoute(exportLoader, '/admin/inbox/export.csv', { user: admin })
    ).text();
    expect(adminCsv.trim().split('\r\n')).toHaveLength(8);
    const agentCsv = await (
      await callRoute(exportLoader, `/admin/inbox/export.csv?agent=${agentB.id}`, { user: agentA })
    ).text();
    const lines = agentCsv.trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('Kiran Kumar');
    expect(lines[1]).toContain(seeded.kiran!.reference!);
    expect(lines[1]).toContain('Visit: 12 August 2030, Morning (9 am – 12 pm)');
    expect(lines[2]).toContain('Ravi Teja');
    expect(agentCsv).not.toContain('Gopal');
  });

  test('CSV export past its cap lists the newest rows and says it was cut', async () => {
    const csv = await exportInbox(staff(admin), { q: '' }, { limit: 2 });
    expect(csv.truncated).toBe(true);
    expect(csv.total).toBe(7);
    const text = await new Response(csv.body).text();
    const lines = text.trim().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain('Mohan Das');
    expect(lines[2]).toContain('Lata Reddy');
    expect(lines[3]).toMatch(
      /^Truncated: the first 2 of 7 enquiries and visit requests are listed/,
    );
  });

  test('CSV export pages through batches without losing or repeating a row', async () => {
    const csv = await exportInbox(staff(admin), { q: '', type: 'visit' }, { limit: 10_000 });
    const text = await new Response(csv.body).text();
    expect(text.match(/Site visit/g)).toHaveLength(3);
  });

  test('an admin assigns a lead to an agent and back to nobody, each with an audit row', async () => {
    const lead = await addInquiry({ name: 'Assign Me', kind: 'contact' });
    const response = await postInquiry(admin, lead.id, {
      intent: 'assign',
      assignee: String(agentB.id),
    });
    expect(statusOf(response)).toBe(303);
    expect((response as Response).headers.get('Location')).toBe(
      `/admin/inbox/inquiries/${lead.id}`,
    );
    const [assigned] = await getDb().select().from(inquiries).where(eq(inquiries.id, lead.id));
    expect(assigned!.assignedUserId).toBe(agentB.id);
    const [entry] = await auditRows('inquiry.assign', lead.id);
    expect(entry).toMatchObject({
      actorUserId: admin.id,
      entityType: 'inquiry',
      before: { assignedUserId: null },
      after: { assignedUserId: agentB.id },
    });
    // Now agent B sees it; agent A still does not.
    expect(names(await list(agentB, { q: 'Assign Me' }))).toEqual(['Assign Me']);
    expect(await list(agentA, { q: 'Assign Me' })).toEqual([]);

    await postInquiry(admin, lead.id, { intent: 'assign', assignee: '' });
    const [unassigned] = await getDb().select().from(inquiries).where(eq(inquiries.id, lead.id));
    expect(unassigned!.assignedUserId).toBeNull();
    expect(await auditRows('inquiry.assign', lead.id)).toHaveLength(2);
  });

  test('assigning to someone who is not an agent is refused beside the field; an agent may not assign', async () => {
    const lead = await addVisit({ name: 'Assign Visit', assignedUserId: agentA.id });
    const refused = answerOf<ItemActionData>(
      await postVisit(admin, lead.id, { intent: 'assign', assignee: String(plainUser.id) }),
    );
    expect(refused.status).toBe(400);
    expect(refused.data.errors.assignee).toBe('Choose an agent from the list.');
    expect(refused.data.values.assignee).toBe(String(plainUser.id));
    expect(
      await thrownStatus(
        postVisit(agentA, lead.id, { intent: 'assign', assignee: String(agentB.id) }),
      ),
    ).toBe(403);
    const [row] = await getDb().select().from(visitRequests).where(eq(visitRequests.id, lead.id));
    expect(row!.assignedUserId).toBe(agentA.id);
    expect(await auditRows('visit.assign', lead.id)).toEqual([]);

    await postVisit(admin, lead.id, { intent: 'assign', assignee: String(agentB.id) });
    const [moved] = await getDb().select().from(visitRequests).where(eq(visitRequests.id, lead.id));
    expect(moved!.assignedUserId).toBe(agentB.id);
    expect(moved!.updatedAt.getTime()).toBeGreaterThan(row!.updatedAt.getTime());
    expect(await auditRows('visit.assign', lead.id)).toHaveLength(1);
  });

  test('staff notes are saved with an audit row; too long is refused with the text kept', async () => {
    const lead = await addInquiry({ name: 'Notes Lead', assignedUserId: agentA.id });
    const saved = await postInquiry(agentA, lead.id, {
      intent: 'notes',
      notes: '  Called back.\r\nVisit Friday.  ',
    });
    expect(statusOf(saved)).toBe(303);
    const [row] = await getDb().select().from(inquiries).where(eq(inquiries.id, lead.id));
    expect(row!.staffNotes).toBe('Called back.\nVisit Friday.');
    const [entry] = await auditRows('inquiry.notes', lead.id);
    expect(entry).toMatchObject({
      actorUserId: agentA.id,
      before: { staffNotes: '' },
      after: { staffNotes: 'Called back.\nVisit Friday.' },
    });

    const long = 'x'.repeat(2001);
    const refused = answerOf<ItemActionData>(
      await postInquiry(agentA, lead.id, { intent: 'notes', notes: long }),
    );
    expect(refused.status).toBe(400);
    expect(refused.data.errors.notes).toBe('Notes can be up to 2,000 characters.');
    expect(refused.data.values.notes).toBe(long);
    expect(await auditRows('inquiry.notes', lead.id)).toHaveLength(1);

    const visit = await addVisit({ name: 'Visit Notes' });
    await postVisit(admin, visit.id, { intent: 'notes', notes: 'Bring keys' });
    const [visitRow] = await getDb()
      .select()
      .from(visitRequests)
      .where(eq(visitRequests.id, visit.id));
    expect(visitRow!.staffNotes).toBe('Bring keys');
    expect(visitRow!.updatedAt.getTime()).toBeGreaterThan(visit.updatedAt.getTime());
    expect(await auditRows('visit.notes', visit.id)).toHaveLength(1);
  });

  test('an inquiry is marked handled and new again, each with an audit row', async () => {
    const lead = await addInquiry({ name: 'Handle Me', recipientUserId: agentB.id });
    await postInquiry(agentB, lead.id, { intent: 'handled' });
    const [handled] = await getDb().select().from(inquiries).where(eq(inquiries.id, lead.id));
    expect(handled!.handledAt).not.toBeNull();
    expect(handled!.status).toBe('read');
    expect(names(await list(admin, { status: 'handled', q: 'Handle Me' }))).toEqual(['Handle Me']);
    await postInquiry(agentB, lead.id, { intent: 'new' });
    const [again] = await getDb().select().from(inquiries).where(eq(inquiries.id, lead.id));
    expect(again!.handledAt).toBeNull();
    const entries = await auditRows('inquiry.handled', lead.id);
    expect(entries.map((e) => e.after)).toEqual([
      { handled: false, status: 'new' },
      { handled: true, status: 'read' },
    ]);
  });

  test('a visit is confirmed (the visitor is mailed, tracking shows it), then completed; other moves are refused', async () => {
    const visit = await addVisit(
      {
        name: 'Padma Latha',
        email: 'padma@example.in',
        phone: '9848011111',
        assignedUserId: agentA.id,
      },
      [propertyId],
    );
    const move = (user: User, to: string) => postVisit(user, visit.id, { intent: 'status', to });
    expect(statusOf(await move(agentA, 'confirmed'))).toBe(303);
    const [row] = await getDb().select().from(visitRequests).where(eq(visitRequests.id, visit.id));
    expect(row!.status).toBe('confirmed');
    expect(row!.updatedAt.getTime()).toBeGreaterThan(visit.updatedAt.getTime());
    const [entry] = await auditRows('visit.status', visit.id);
    expect(entry).toMatchObject({
      actorUserId: agentA.id,
      entityType: 'visit_request',
      before: { status: 'requested' },
      after: { status: 'confirmed' },
    });
    const [mail] = await mailsTo('padma@example.in');
    expect(mail!.subject).toBe(`Your site visit ${visit.reference} is confirmed`);
    expect(mail!.body).toContain(
      `${visit.reference} is confirmed for 12 August 2030, Morning (9 am – 12 pm)`,
    );
    expect(mail!.body).toContain('Villa by the canal');
    expect(await findVisitRequest(visit.reference, 'padma@example.in')).toMatchObject({
      status: 'confirmed',
    });
    expect(await findVisitRequest(visit.reference, '+91 98480 11111')).toMatchObject({
      status: 'confirmed',
    });

    const back = answerOf<ItemActionData>(await move(agentA, 'requested'));
    expect(back.status).toBe(400);
    expect(back.data.errors.status).toBe('This visit is confirmed; it cannot be requested again.');

    await move(agentA, 'completed');
    expect(await findVisitRequest(visit.reference, 'padma@example.in')).toMatchObject({
      status: 'completed',
    });
    const late = answerOf<ItemActionData>(await move(admin, 'cancelled'));
    expect(late.status).toBe(400);
    expect(late.data.errors.status).toBe('This visit is completed; it cannot be cancelled.');
    expect(await auditRows('visit.status', visit.id)).toHaveLength(2);
    // Completing mails nobody: still one mail to the visitor.
    expect(await mailsTo('padma@example.in')).toHaveLength(1);
  });

  test('a requested visit is cancelled and the visitor is told', async () => {
    const visit = await addVisit({ name: 'Cancel Me', email: 'cancel@example.in' });
    await postVisit(admin, visit.id, { intent: 'status', to: 'cancelled' });
    expect(await findVisitRequest(visit.reference, 'cancel@example.in')).toMatchObject({
      status: 'cancelled',
    });
    const [mail] = await mailsTo('cancel@example.in');
    expect(mail!.subject).toBe(`Your site visit ${visit.reference} is cancelled`);
    expect(mail!.body).toContain('12 August 2030');
  });

  test('each row previews the sender’s message on one line, cut short, never the staff notes', async () => {
    const sentence =
      'We would like to see it this weekend with our parents, after lunch if possible. ';
    await addInquiry({
      name: 'Long Message',
      message: `Is the villa by the canal\r\n\n   still available?\t${sentence.repeat(40)}`,
      staffNotes: 'Staff only: owner is abroad',
    });
    await addVisit({
      name: 'Visit With Notes',
      notes: 'Please  call\nbefore coming',
      staffNotes: 'Keys at office',
    });
    const page = await callRoute(inboxLoader, '/admin/inbox', { user: admin });
    expect(page.rows.length).toBeGreaterThan(0);
    const preview = (name: string) => page.rows.find((row) => row.name === name)?.preview;

    const long = preview('Long Message')!;
    expect(long).toMatch(/^Is the villa by the canal still available\? We would like to see it/);
    expect(long).toMatch(/\S…$/);
    expect(long.length).toBeLessThanOrEqual(100);
    expect(long).not.toMatch(/[\r\n\t]|\s{2}/);
    expect(preview('Visit With Notes')).toBe('Please call before coming');
    // Short messages whole; the quote's line break collapsed.
    expect(preview('Ravi Teja')).toBe('Hello');
    expect(preview('=HYPERLINK("http://evil.example","click")')).toBe(
      'He said "call me" after 6 pm, please',
    );
    const shown = JSON.stringify(page.rows);
    for (const notes of ['Staff only', 'Keys at office', 'Called once']) {
      expect(shown).not.toContain(notes);
    }
    expect(shown).not.toContain(sentence.repeat(3));
  });
});

describeEachDatabase('admin dashboard', () => {
  test('counts what needs doing today, an agent only their own', async () => {
    const admin = await createUser({ role: 'admin' });
    const agent = await createUser({ role: 'agent' });
    const other = await createUser({ role: 'agent' });
    await getDb()
      .update(users)
      .set({ createdAt: ago(30) })
      .where(eq(users.id, other.id));
    const { heartbeatDays } = getListingRules();
    const expiringSoon = ago(heartbeatDays - 3);
    await createProperty({ status: 'pending' });
    await createProperty({ status: 'pending' });
    await createProperty({ confirmedAt: expiringSoon, assignedAgentUserId: agent.id });
    await createProperty({ confirmedAt: expiringSoon });
    await createProperty({ confirmedAt: ago(heartbeatDays - 10) });
    await createProperty({ status: 'sold', confirmedAt: expiringSoon });
    await addInquiry({ name: 'New One', assignedUserId: agent.id });
    await addInquiry({ name: 'New Two' });
    await addInquiry({ name: 'Done', handledAt: new Date() });
    await addInquiry({ name: 'Copy', kind: 'visit' });
    await addVisit({ name: 'To confirm', assignedUserId: agent.id });
    await addVisit({ name: 'To confirm too' });
    await addVisit({ name: 'Confirmed', status: 'confirmed' });

    const [{ n: recentUsers }] = (await getDb()
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(sql`${users.createdAt} >= now() - interval '7 days'`)) as [{ n: number }];

    const forAdmin = await getDashboard(staff(admin));
    const counts = Object.fromEntries(forAdmin.cards.map((card) => [card.id, card.count]));
    expect(counts).toEqual({
      pending: 2,
      inquiries: 2,
      visits: 2,
      expiring: 2,
      users: recentUsers,
    });
    expect(forAdmin.cards.find((card) => card.id === 'visits')!.href).toBe(
      '/admin/inbox?status=requested',
    );
    expect(forAdmin.latest.map((lead) => lead.name)).toEqual([
      'Confirmed',
      'To confirm too',
      'To confirm',
      'Done',
      'New Two',
    ]);

    const forAgent = await callRoute(dashboardLoader, '/admin', { user: agent });
    expect(
      Object.fromEntries(forAgent.dashboard.cards.map((card) => [card.id, card.count])),
    ).toEqual({ inquiries: 1, visits: 1, expiring: 1 });
    expect(forAgent.dashboard.latest.map((lead) => lead.name)).toEqual(['To confirm', 'New One']);
  });
});

describeEachDatabase('admin inbox export with equal times', () => {
  test('leads received at the same instant in both tables are each exported once', async () => {
    const admin = await createUser({ role: 'admin' });
    const instant = ago(1);
    for (const name of ['Tie A', 'Tie B', 'Tie C']) await addInquiry({ name, createdAt: instant });
    for (const name of ['Tie V1', 'Tie V2']) await addVisit({ name, createdAt: instant });
    await addInquiry({ name: 'Later', createdAt: new Date() });
    const seen: string[] = [];
    for await (const batch of inboxBatches(staff(admin), { q: '' }, { batchSize: 2, limit: 100 })) {
      seen.push(...names(batch));
    }
    expect(seen).toEqual(['Later', 'Tie V2', 'Tie V1', 'Tie C', 'Tie B', 'Tie A']);
  });
});

// Review (R1) regressions.
describeEachDatabase('admin inbox: bad input', () => {
  test('a NUL byte in a search or in notes, or a post that is not a form, is never a 500', async () => {
    const admin = await createUser({ role: 'admin' });
    const agent = await createUser({ role: 'agent' });
    const lead = await addInquiry({ name: 'Ravi Teja', assignedUserId: agent.id });
    const found = await callRoute(inboxLoader, '/admin/inbox?q=%00Ravi%00', { user: admin });
    expect(names(found.rows)).toContain('Ravi Teja');
    const csv = await callRoute(exportLoader, '/admin/inbox/export.csv?q=%00', { user: admin });
    expect(csv.status).toBe(200);
    expect(await csv.text()).toContain('Ravi Teja');

    const saved = await postInquiry(agent, lead.id, { intent: 'notes', notes: 'Call\u0000 back' });
    expect(statusOf(saved)).toBe(303);
    const [row] = await getDb().select().from(inquiries).where(eq(inquiries.id, lead.id));
    expect(row?.staffNotes).toBe('Call back');

    const jsonPost = callRoute(inquiryAction, `/admin/inbox/inquiries/${lead.id}`, {
      user: admin,
      params: { id: String(lead.id) },
      json: '{"intent":"handled"}',
    });
    expect(await thrownStatus(jsonPost)).toBe(400);
  });
});
