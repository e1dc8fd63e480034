import { expect, test } from 'vitest';
import { createUser } from '../factories/index.ts';
import { answerOf, callRoute, flashOf, form, statusOf } from '../support/call-route.ts';
import { storeMail } from '../support/stored-mail.ts';
import { describeEachDatabase } from '../support/test-database.ts';
import { getDb } from '../../app/db/db.server.ts';
import { inquiries, visitRequests, type User } from '../../app/db/schema/index.ts';
import { action as inquiryAction, meta as inquiryMeta } from '../../app/routes/admin/inquiry.tsx';
import { meta as inboxMeta } from '../../app/routes/admin/inbox.tsx';
import { action as visitAction, meta as visitMeta } from '../../app/routes/admin/visit.tsx';
import type { ItemActionData } from '../../app/features/admin/inbox/inbox-forms.server.ts';

// What an inbox item's forms answer, in the language of the page they were sent from
// (/te/admin/…, /hi/admin/…): notices, refusals beside their field, the 403 and page titles.
// The English answers are held by tests/integration/admin-inbox.test.ts.

storeMail();

type Prefix = '/te' | '/hi' | '';

function post(
  fn: typeof inquiryAction | typeof visitAction,
  prefix: Prefix,
  kind: 'inquiries' | 'visits',
  user: User,
  id: number,
  fields: Record<string, string>,
) {
  return callRoute(fn, `${prefix}/admin/inbox/${kind}/${id}`, {
    user,
    params: { id: String(id) },
    body: form(fields),
  });
}

async function addInquiry(name: string) {
  const [row] = await getDb()
    .insert(inquiries)
    .values({ kind: 'contact', name, email: 'someone@example.in', message: 'Hello' })
    .returning();
  return row!;
}

let counter = 0;
async function addVisit(name: string) {
  const [row] = await getDb()
    .insert(visitRequests)
    .values({
      reference: `NV-LANG${String(counter++).padStart(2, '0')}`,
      name,
      phone: '9848000000',
      email: '',
      preferredDate: '2030-08-12',
      timeSlot: 'morning',
    })
    .returning();
  return row!;
}

/** The matches a route's meta gets, with the root's language. */
const matchesIn = (locale: string) => [{ id: 'root', loaderData: { locale } }] as never;

describeEachDatabase('inbox forms in the page’s language', () => {
  test('notices and refusals come back in Telugu or Hindi from a Telugu or Hindi page', async () => {
    const admin = await createUser({ role: 'admin' });
    const agent = await createUser({ role: 'agent', firstName: 'Anil', lastName: 'Kumar' });
    const plain = await createUser({ role: 'user' });
    const lead = await addInquiry('Telugu Lead');

    const saved = await post(inquiryAction, '/te', 'inquiries', admin, lead.id, {
      intent: 'notes',
      notes: 'Called',
    });
    expect(statusOf(saved)).toBe(303);
    expect(flashOf(saved)).toEqual({ tone: 'success', text: 'నోట్స్ సేవ్ అయ్యాయి.' });

    const long = answerOf<ItemActionData>(
      await post(inquiryAction, '/hi', 'inquiries', admin, lead.id, {
        intent: 'notes',
        notes: 'x'.repeat(2001),
      }),
    );
    expect(long.status).toBe(400);
    expect(long.data.errors.notes).toBe('नोट्स अधिकतम 2,000 अक्षर के हो सकते हैं।');

    const notAgent = answerOf<ItemActionData>(
      await post(inquiryAction, '/te', 'inquiries', admin, lead.id, {
        intent: 'assign',
        assignee: String(plain.id),
      }),
    );
    expect(notAgent.data.errors.assignee).toBe('జాబితా నుండి ఒక ఏజెంట్‌ను ఎంచుకోండి.');

    const assigned = await post(inquiryAction, '/hi', 'inquiries', admin, lead.id, {
      intent: 'assign',
      assignee: String(agent.id),
    });
    expect(flashOf(assigned)?.text).toBe('Anil Kumar को सौंपी गई।');

    // An agent may not assign: the 403 says why, in the page's language.
    const refused = await post(inquiryAction, '/te', 'inquiries', agent, lead.id, {
      intent: 'assign',
      assignee: '',
    }).catch((thrown: unknown) => thrown);
    expect(statusOf(refused)).toBe(403);
    expect((refused as { data: unknown }).data).toBe('ఎంక్వైరీలు, విజిట్ అభ్యర్థనలను అడ్మిన్ మాత్రమే కేటాయించగలరు.');

    const handled = await post(inquiryAction, '/te', 'inquiries', admin, lead.id, {
      intent: 'handled',
    });
    expect(flashOf(handled)?.text).toBe('పరిష్కరించినట్లు గుర్తించారు.');
  });

  test('a visit’s status: the notice and a refused move name the state in the page’s language', async () => {
    const admin = await createUser({ role: 'admin' });
    const visit = await addVisit('Hindi Visit');
    const move = (prefix: Prefix, to: string) =>
      post(visitAction, prefix, 'visits', admin, visit.id, { intent: 'status', to });

    // The visitor gave no email: only the SMS is told.
    expect(flashOf(await move('/hi', 'confirmed'))?.text).toBe(
      'विज़िट की पुष्टि हो गई। विज़िटर को SMS भेजा गया।',
    );
    const back = answerOf<ItemActionData>(await move('/te', 'requested'));
    expect(back.status).toBe(400);
    expect(back.data.errors.status).toBe('ఈ విజిట్ స్థితి “నిర్ధారించబడింది”; దీన్ని మళ్ళీ అభ్యర్థన స్థితికి మార్చలేరు.');
    const english = answerOf<ItemActionData>(await move('', 'requested'));
    expect(english.data.errors.status).toBe(
      'This visit is confirmed; it cannot be requested again.',
    );
    const unknown = answerOf<ItemActionData>(await move('/hi', 'moved'));
    expect(unknown.data.errors.status).toBe('स्थिति में बदलाव चुनें।');
  });
});

test('the inbox pages’ titles are in the page’s language', () => {
  const title = (tags: unknown) => (tags as { title?: string }[])[0]?.title;
  const args = (locale: string, loaderData?: unknown) =>
    ({ matches: matchesIn(locale), loaderData }) as never;
  expect(title(inboxMeta(args('en')))).toBe('Inbox · Back office · Nivasa');
  expect(title(inboxMeta(args('te')))).toBe('ఇన్‌బాక్స్ · బ్యాక్ ఆఫీస్ · Nivasa');
  expect(title(inquiryMeta(args('hi')))).toBe('पूछताछ · बैक ऑफ़िस · Nivasa');
  expect(title(visitMeta(args('en', { visit: { reference: 'NV-ABCDEF' } })))).toBe(
    'Site visit NV-ABCDEF · Back office · Nivasa',
  );
  expect(title(visitMeta(args('te', { visit: { reference: 'NV-ABCDEF' } })))).toBe(
    'సైట్ విజిట్ NV-ABCDEF · బ్యాక్ ఆఫీస్ · Nivasa',
  );
});
