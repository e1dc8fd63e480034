import { beforeAll, expect, test } from 'vitest';
import { getDb } from '../../app/db/db.server.ts';
import { visitRequests, type User } from '../../app/db/schema/index.ts';
import { action as visitAction, loader as visitLoader } from '../../app/routes/admin/visit.tsx';
import { createUser } from '../factories/index.ts';
import { callRoute, form } from '../support/call-route.ts';
import { mailsTo, storeMail } from '../support/stored-mail.ts';
import { describeEachDatabase } from '../support/test-database.ts';

// Issue 24 #11: a visit's status mail went to the address the booker typed (never verified)
// and began `Hello ${name}`, so anyone could make the agency mail any address a text of their
// own (the name field takes 80 characters of anything). The attack: book for a victim's address
// with an advert as the name, and wait for the agency to confirm or cancel.

const ADVERT = 'WIN 50000 rupees call +1 415 555 0100 now at evil.example';

let serial = 0;

async function bookFor(email: string) {
  const [row] = await getDb()
    .insert(visitRequests)
    .values({
      reference: `NV-VM${String(++serial).padStart(4, '0')}`,
      name: ADVERT,
      phone: '9848000000',
      email,
      preferredDate: '2030-08-12',
      timeSlot: 'morning',
    })
    .returning();
  return row!;
}

const move = (admin: User, id: number, to: string) =>
  callRoute(visitAction, `/admin/inbox/visits/${id}`, {
    user: admin,
    params: { id: String(id) },
    body: form({ intent: 'status', to }),
  });

storeMail();

describeEachDatabase('visit status mail to a typed address', () => {
  let admin: User;

  beforeAll(async () => {
    admin = await createUser({ role: 'admin', firstName: 'Asha', lastName: 'Admin' });
  });

  for (const to of ['confirmed', 'cancelled']) {
    test(`the ${to} mail carries none of the booker's free text`, async () => {
      const victim = `victim-${to}@example.com`;
      const visit = await bookFor(victim);
      await move(admin, visit.id, to);

      const [mail] = await mailsTo(victim);
      expect(mail!.subject).toBe(`Your site visit ${visit.reference} is ${to}`);
      expect(mail!.body).toContain(visit.reference);
      for (const part of [ADVERT, 'WIN', '415 555 0100', 'evil.example']) {
        expect(mail!.body).not.toContain(part);
        expect(mail!.subject).not.toContain(part);
      }
      expect(mail!.body.startsWith('Hello,\n')).toBe(true);

      // The agency still sees who booked.
      const page = await callRoute(visitLoader, `/admin/inbox/visits/${visit.id}`, {
        user: admin,
        params: { id: String(visit.id) },
      });
      expect(page.visit.name).toBe(ADVERT);
    });
  }
});
