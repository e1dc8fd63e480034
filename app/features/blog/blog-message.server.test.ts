import { count, eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { createBlog } from '../../../tests/factories/index.ts';
import { describeEachDatabase } from '../../../tests/support/test-database.ts';
import { getDb } from '../../db/db.server.ts';
import { agents, inquiries, mailMessages } from '../../db/schema/index.ts';
import { getLogger } from '../../lib/logger.server.ts';
import { issueFormToken } from '../inquiries/form-token.server.ts';
import { FORM_TOKEN_NAME, HONEYPOT_NAME } from '../inquiries/inquiry-fields.ts';
import { sendBlogMessage } from './blog-message.server.ts';

let counter = 0;
const freshIp = () => `10.9.${Math.floor(++counter / 250)}.${counter % 250}`;

/** The blog form as a person sends it: filled in, a few seconds after the page was shown. */
function messageForm(values: Record<string, string>): FormData {
  const form = new FormData();
  form.set(FORM_TOKEN_NAME, issueFormToken(Date.now() - 5000));
  form.set(HONEYPOT_NAME, '');
  for (const [key, value] of Object.entries(values)) form.set(key, value);
  return form;
}

const request = () => ({ clientIp: freshIp(), logger: getLogger() });

async function inquiryCount() {
  const [row] = await getDb().select({ n: count() }).from(inquiries);
  return row?.n ?? 0;
}

describeEachDatabase('blog messages', () => {
  test('when the author is one of our agents, the message reaches their inbox and mailbox too', async () => {
    const [agent] = await getDb()
      .insert(agents)
      .values({
        slug: `author-${Date.now()}`,
        name: 'Sravani Author',
        designation: 'Consultant',
        phone: '9000000099',
        email: 'sravani@nivasa.test',
        bio: 'Writes guides.',
      })
      .returning();
    const blog = await createBlog({ author: 'Sravani Author', authorAgentId: agent!.id });
    const result = await sendBlogMessage({
      form: messageForm({ name: 'Ravi', email: 'ravi@example.in', message: 'A question' }),
      blogId: blog.id,
      request: request(),
    });
    expect(result.answer).toEqual({ ok: true, message: 'inquiry.success' });
    const [inquiry] = await getDb().select().from(inquiries).where(eq(inquiries.blogId, blog.id));
    expect(inquiry?.agentId).toBe(agent!.id);
    const [mail] = await getDb()
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.inquiryId, inquiry!.id));
    expect(mail?.to).toContain('sravani@nivasa.test');
  });

  test('a message about a post is stored with the post and mailed to the agency', async () => {
    const blog = await createBlog();
    const result = await sendBlogMessage({
      form: messageForm({
        name: ' Ravi Kiran ',
        email: 'ravi@example.in',
        message: 'Which office issues the EC for Tadepalli?',
      }),
      blogId: blog.id,
      request: request(),
    });
    expect(result.answer).toEqual({ ok: true, message: 'inquiry.success' });

    const [inquiry] = await getDb().select().from(inquiries).where(eq(inquiries.blogId, blog.id));
    expect(inquiry).toMatchObject({
      kind: 'blog',
      blogId: blog.id,
      name: 'Ravi Kiran',
      email: 'ravi@example.in',
      message: 'Which office issues the EC for Tadepalli?',
    });
    const [mail] = await getDb()
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.inquiryId, inquiry!.id));
    expect(mail).toMatchObject({
      subject: `Blog message: ${blog.title}`,
      replyTo: 'ravi@example.in',
    });
    expect(mail!.body).toContain(`Blog: ${blog.title}`);
    expect(mail!.body).toContain('Which office issues the EC for Tadepalli?');
  });

  test('a missing or malformed field stores nothing and names the field', async () => {
    const blog = await createBlog();
    const before = await inquiryCount();
    const result = await sendBlogMessage({
      form: messageForm({ name: '', email: 'ravi@', message: 'Still typed' }),
      blogId: blog.id,
      request: request(),
    });
    expect(result).toMatchObject({ ok: false, reason: 'invalid' });
    expect(result.answer).toMatchObject({
      ok: false,
      message: 'inquiry.checkFields',
      fieldErrors: { name: 'inquiry.nameRequired', email: 'inquiry.emailInvalid' },
      values: { name: '', email: 'ravi@', message: 'Still typed' },
    });
    expect(await inquiryCount()).toBe(before);
  });

  test('a message about an unpublished post says it failed and stores nothing', async () => {
    const blog = await createBlog({ published: false });
    const before = await inquiryCount();
    const result = await sendBlogMessage({
      form: messageForm({ name: 'Ravi', email: 'ravi@example.in', message: 'Hello' }),
      blogId: blog.id,
      request: request(),
    });
    expect(result).toMatchObject({ ok: false, reason: 'gone' });
    expect(result.answer).toMatchObject({ ok: false, message: 'inquiry.failed' });
    expect(await inquiryCount()).toBe(before);
  });
});
