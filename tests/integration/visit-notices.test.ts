import { eq, sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { getDb } from '../../app/db/db.server.ts';
import { mailMessages, smsMessages, visitRequests } from '../../app/db/schema/index.ts';
import { createProperty, createUser } from '../factories/index.ts';
import { scratchDataDir } from '../support/scratch-data-dir.ts';
import { describeEachDatabase } from '../support/test-database.ts';
import { changeVisitStatus } from '../../app/features/admin/inbox/inbox-commands.server.ts';
import { listMyVisits } from '../../app/features/visits/my-visits.server.ts';
import { todayInKolkata } from '../../app/features/visits/visit-fields.ts';
import type { VisitBookingInput } from '../../app/features/visits/visit-schema.server.ts';
import { bookSiteVisits } from '../../app/features/visits/visits.server.ts';

// Issue 25, point 1: the buyer who books site visits is told too, and finds them in My Account.

scratchDataDir('nivasa-visit-notices-');

let phoneCounter = 0;
/** A number of its own per booking, so the per-number cap of one test leaves the others be. */
const freshPhone = () => `97000${String(++phoneCounter).padStart(5, '0')}`;

function input(overrides: Partial<VisitBookingInput> = {}): VisitBookingInput {
  return {
    name: 'Ravi <b>Teja</b>',
    phone: freshPhone(),
    email: '',
    preferredDate: todayInKolkata(),
    timeSlot: 'evening',
    notes: 'Call me http://spam.example',
    ...overrides,
  };
}

async function smsTo(phone: string) {
  return getDb().select().from(smsMessages).where(eq(smsMessages.phone, phone));
}

async function mailTo(address: string) {
  return getDb()
    .select()
    .from(mailMessages)
    .where(sql`${address} = any(${mailMessages.to})`);
}

describeEachDatabase('what the buyer is told about a site visit', () => {
  test('booking texts the buyer the reference and the tracking link, and mails it when an email is given', async () => {
    const property = await createProperty({ title: 'Flat in Brodipet' });
    const withoutEmail = input();
    const first = await bookSiteVisits({
      user: null,
      propertyIds: [property.id],
      input: withoutEmail,
    });
    expect(first).not.toBeNull();
    const [sms] = await smsTo(withoutEmail.phone);
    expect(sms?.maskedBody).toContain(`we have your site visit request ${first!.reference}`);
    expect(sms?.maskedBody).toContain(`/order-tracking?reference=${first!.reference}`);
    // Nothing the booker typed reaches the number they typed.
    expect(sms?.maskedBody).not.toContain('Ravi');
    expect(sms?.maskedBody).not.toContain('spam.example');
    const [stored] = await getDb()
      .select({ email: visitRequests.email })
      .from(visitRequests)
      .where(eq(visitRequests.reference, first!.reference));
    expect(stored?.email).toBe('');

    const withEmail = input({ email: 'ravi.teja@example.in' });
    const second = await bookSiteVisits({
      user: null,
      propertyIds: [property.id],
      input: withEmail,
    });
    const mails = await mailTo('ravi.teja@example.in');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Your site visit request ${second!.reference}`);
    expect(mails[0]!.body).toContain('Flat in Brodipet');
    expect(mails[0]!.body).toContain(`/order-tracking?reference=${second!.reference}`);
    expect(mails[0]!.body).not.toContain('Ravi');
    expect(mails[0]!.body).not.toContain('spam.example');
  });

  test('one number gets at most BOOKER_SMS_PER_DAY booking texts (3), however many bookings', async () => {
    const property = await createProperty();
    const phone = freshPhone();
    for (let i = 0; i < 5; i++) {
      expect(
        await bookSiteVisits({ user: null, propertyIds: [property.id], input: input({ phone }) }),
      ).not.toBeNull();
    }
    expect(await smsTo(phone)).toHaveLength(3);
  });

  test('confirming and cancelling text the buyer, and mail them when they gave an address', async () => {
    const admin = await createUser({ role: 'admin' });
    const staff = { ...admin, imageKey: null, mustChangePassword: false, role: 'admin' as const };
    const property = await createProperty();
    const phone = freshPhone();
    const booked = await bookSiteVisits({
      user: null,
      propertyIds: [property.id],
      input: input({ phone }),
    });
    const [row] = await getDb()
      .select({ id: visitRequests.id })
      .from(visitRequests)
      .where(eq(visitRequests.reference, booked!.reference));

    const confirmed = await changeVisitStatus(staff, row!.id, 'confirmed');
    expect(confirmed).toMatchObject({
      ok: true,
      value: 'Visit confirmed. The visitor was sent an SMS.',
    });
    const texts = (await smsTo(phone)).map((sms) => sms.maskedBody);
    expect(
      texts.some((text) => text.includes(`your site visit ${booked!.reference} is confirmed`)),
    ).toBe(true);

    const other = await bookSiteVisits({
      user: null,
      propertyIds: [property.id],
      input: input({ email: 'buyer@example.in' }),
    });
    const [otherRow] = await getDb()
      .select({ id: visitRequests.id })
      .from(visitRequests)
      .where(eq(visitRequests.reference, other!.reference));
    expect(await changeVisitStatus(staff, otherRow!.id, 'cancelled')).toMatchObject({
      ok: true,
      value: 'Visit cancelled. The visitor was sent an SMS and an email.',
    });
    const subjects = (await mailTo('buyer@example.in')).map((mail) => mail.subject);
    expect(subjects).toContain(`Your site visit ${other!.reference} is cancelled`);
  });

  test('My visits lists the requests the user booked while signed in, newest first, and no one else’s', async () => {
    const buyer = await createUser();
    const stranger = await createUser();
    const flat = await createProperty({ title: 'Flat near Benz Circle' });
    const plot = await createProperty({ title: 'Plot in Amaravati' });
    const older = await bookSiteVisits({ user: buyer, propertyIds: [flat.id], input: input() });
    const newer = await bookSiteVisits({
      user: buyer,
      propertyIds: [plot.id, flat.id],
      input: input(),
    });
    await bookSiteVisits({ user: stranger, propertyIds: [flat.id], input: input() });
    await bookSiteVisits({
      user: null,
      propertyIds: [flat.id],
      input: input({ phone: buyer.phone }),
    });

    const mine = await listMyVisits(buyer.id, 1);
    expect(mine.total).toBe(2);
    expect(mine.items.map((visit) => visit.reference)).toEqual([
      newer!.reference,
      older!.reference,
    ]);
    expect(mine.items[0]).toMatchObject({
      status: 'requested',
      timeSlot: 'evening',
      properties: [
        { id: flat.id, title: 'Flat near Benz Circle', available: true },
        { id: plot.id, title: 'Plot in Amaravati', available: true },
      ],
    });
    expect((await listMyVisits(stranger.id, 1)).total).toBe(1);
  });
});
