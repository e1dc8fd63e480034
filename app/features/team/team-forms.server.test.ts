import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createCity, createUser } from '../../../tests/factories/index.ts';
import { describeEachDatabase } from '../../../tests/support/test-database.ts';
import { getDb } from '../../db/db.server.ts';
import { agents, inquiries, mailMessages } from '../../db/schema/index.ts';
import { getLogger } from '../../lib/logger.server.ts';
import { issueFormToken } from '../inquiries/form-token.server.ts';
import { FORM_TOKEN_NAME, HONEYPOT_NAME } from '../inquiries/inquiry-fields.ts';
import { createMailSender, setMailSender } from '../mail/mail.server.ts';
import { getSiteSettings } from '../settings/site-settings.server.ts';
import { answerAgentForm, answerQuoteForm } from './team-actions.server.ts';

// The two forms of the team and contact pages, through their actions, on a real
// database: what is stored, what is mailed, and what a bad or spam post leaves behind.

let n = 0;
// Each post from its own address, so the per-address limit never decides a test.
const freshIp = () => `10.31.${Math.floor(++n / 250)}.${n % 250}`;

const sender = () => ({ clientIp: freshIp(), logger: getLogger() });

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  // A start time the minimum fill time has passed: a person's, not a bot's.
  data.set(FORM_TOKEN_NAME, issueFormToken(Date.now() - 5000));
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

/** A form's outcome: `answer` is what the form shows, `reason` why it was refused. */
type Answer = Awaited<ReturnType<typeof answerAgentForm>>;

function postAgent(slug: string, body: FormData): Promise<Answer> {
  return answerAgentForm(body, slug, sender());
}

function postQuote(body: FormData): Promise<Answer> {
  return answerQuoteForm(body, sender());
}

/** What a refused form shows again: its field errors and the values typed. */
function shown(outcome: Answer) {
  if (outcome.answer.ok) throw new Error('expected the form to be refused');
  return outcome.answer;
}

async function createAgent(overrides: Partial<typeof agents.$inferInsert> = {}) {
  const user = await createUser({ role: 'agent' });
  const { city } = await createCity();
  const slug = `agent-${Date.now().toString(36)}-${++n}`;
  const [agent] = await getDb()
    .insert(agents)
    .values({
      slug,
      userId: user.id,
      cityId: city.id,
      name: 'Harika Pinnamaneni',
      designation: 'Rentals Manager, Vijayawada',
      phone: '9000000025',
      email: `${slug}@nivasa.test`,
      bio: 'Leads the rentals desk.',
      languages: ['Telugu', 'English'],
      ...overrides,
    })
    .returning();
  return { agent: agent!, user };
}

async function inquiriesFrom(email: string) {
  return getDb().select().from(inquiries).where(eq(inquiries.email, email));
}

async function mailFor(inquiryId: number) {
  const [mail] = await getDb()
    .select()
    .from(mailMessages)
    .where(eq(mailMessages.inquiryId, inquiryId));
  return mail;
}

beforeAll(() => {
  // The embedded default: the outbox row is the delivery.
  setMailSender(
    createMailSender({
      SMTP_URL: undefined,
      MAIL_FROM: 'Nivasa <no-reply@nivasa.test>',
      SMTP_TIMEOUT_MS: 1000,
    }),
  );
});
afterAll(() => setMailSender(undefined));

describeEachDatabase('team and contact forms', () => {
  test('a message to an agent reaches their inbox and the agency; saving details is not consent', async () => {
    const { agent, user } = await createAgent();
    const answer = await postAgent(
      agent.slug,
      form({
        name: 'Ravi Teja',
        email: 'ravi.agent@example.in',
        service: 'Property Management',
        phone: '98480 23456',
        message: 'Can you manage my flat in Patamata from next month?',
        saveDetails: 'on',
      }),
    );
    expect(answer.answer).toEqual({ ok: true, message: 'inquiry.success' });
    const [row] = await inquiriesFrom('ravi.agent@example.in');
    expect(row).toMatchObject({
      kind: 'agent',
      agentId: agent.id,
      recipientUserId: user.id,
      consent: false,
      service: 'Property Management',
      phone: '9848023456',
    });
    const mail = await mailFor(row!.id);
    expect(mail).toMatchObject({ status: 'stored', subject: 'Message for Harika Pinnamaneni' });
    expect(mail?.to).toEqual([getSiteSettings().email, agent.email]);
    expect(mail?.body).toContain('Can you manage my flat in Patamata from next month?');
    expect(mail?.body).toContain('Agent: Harika Pinnamaneni');
  });

  test('the agent form needs no service, phone or consent', async () => {
    const { agent } = await createAgent();
    const answer = await postAgent(
      agent.slug,
      form({ name: 'Lakshmi', email: 'lakshmi.agent@example.in', service: '', message: 'Hello' }),
    );
    expect(answer.answer.ok).toBe(true);
    const [row] = await inquiriesFrom('lakshmi.agent@example.in');
    expect(row).toMatchObject({ kind: 'agent', consent: false, service: null, phone: null });
  });

  test('a message to an agent who is gone says it failed and stores nothing', async () => {
    const { agent } = await createAgent({ published: false });
    const answer = await postAgent(
      agent.slug,
      form({ name: 'Ravi', email: 'ravi.gone@example.in', message: 'Hello' }),
    );
    expect(answer.answer).toMatchObject({ ok: false, message: 'inquiry.failed' });
    expect(answer).toMatchObject({ ok: false, reason: 'gone' });
    expect(await inquiriesFrom('ravi.gone@example.in')).toEqual([]);
  });

  test('a quote request is stored with its service and consent and mailed to the agency', async () => {
    const answer = await postQuote(
      form({
        name: 'Sita Devi',
        email: 'sita.quote@example.in',
        service: 'Home Buying',
        phone: '9848023457',
        message: 'Looking for a 3BHK near Benz Circle under 80 L.',
        agree: 'on',
      }),
    );
    expect(answer.answer).toEqual({ ok: true, message: 'contact.quote.success' });
    const [row] = await inquiriesFrom('sita.quote@example.in');
    expect(row).toMatchObject({
      kind: 'quote',
      consent: true,
      service: 'Home Buying',
      agentId: null,
    });
    const mail = await mailFor(row!.id);
    expect(mail).toMatchObject({ status: 'stored', subject: 'Quote request: Home Buying' });
    expect(mail?.to).toEqual([getSiteSettings().email]);
    expect(mail?.body).toContain('Looking for a 3BHK near Benz Circle under 80 L.');
  });

  test('a bad email gets its field error, keeps what was typed and writes nothing', async () => {
    const answer = await postQuote(
      form({
        name: 'Sita',
        email: 'sita@',
        service: 'Home Selling',
        phone: '9848023458',
        message: 'Please value my house.',
      }),
    );
    expect(answer).toMatchObject({ ok: false, reason: 'invalid' });
    expect(answer.answer.ok).toBe(false);
    expect(shown(answer).fieldErrors).toEqual({ email: 'inquiry.emailInvalid' });
    expect(shown(answer).values).toMatchObject({ name: 'Sita', message: 'Please value my house.' });
    expect(await inquiriesFrom('sita@')).toEqual([]);

    const { agent } = await createAgent();
    const agentAnswer = await postAgent(
      agent.slug,
      form({ name: 'Sita', email: 'sita@', message: 'Hello' }),
    );
    expect(shown(agentAnswer).fieldErrors).toEqual({ email: 'inquiry.emailInvalid' });
    expect(await inquiriesFrom('sita@')).toEqual([]);
  });

  test('the quote form requires a service, a phone and a message', async () => {
    const answer = await postQuote(form({ name: 'Sita', email: 'sita.missing@example.in' }));
    expect(shown(answer).fieldErrors).toMatchObject({
      service: 'inquiry.serviceRequired',
      phone: expect.any(String),
      message: 'inquiry.messageRequired',
    });
    expect(await inquiriesFrom('sita.missing@example.in')).toEqual([]);
  });

  test('a filled honeypot is answered like a success and stored nowhere', async () => {
    const quote = await postQuote(
      form({
        name: 'Bot',
        email: 'bot.quote@example.in',
        service: 'Home Buying',
        phone: '9848023459',
        message: 'Cheap backlinks',
        [HONEYPOT_NAME]: 'https://spam.example',
      }),
    );
    expect(quote.answer).toEqual({ ok: true, message: 'contact.quote.success' });
    const { agent } = await createAgent();
    const message = await postAgent(
      agent.slug,
      form({
        name: 'Bot',
        email: 'bot.quote@example.in',
        message: 'Cheap backlinks',
        [HONEYPOT_NAME]: 'https://spam.example',
      }),
    );
    expect(message.answer).toEqual({ ok: true, message: 'inquiry.success' });
    expect(await inquiriesFrom('bot.quote@example.in')).toEqual([]);
  });
});
