import { count, eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { describeEachDatabase } from '../../../tests/support/test-database.ts';
import { getDb } from '../../db/db.server.ts';
import { agents, blogs, inquiries, mailMessages } from '../../db/schema/index.ts';
import { getLogger } from '../../lib/logger.server.ts';
import { issueFormToken } from '../inquiries/form-token.server.ts';
import { FORM_TOKEN_NAME, HONEYPOT_NAME } from '../inquiries/inquiry-fields.ts';
import { sendBlogMessage } from './blog-message.server.ts';
import { recordBlogView } from './blog-views.server.ts';

let counter = 0;
const freshIp = () => `10.9.${Math.floor(++counter / 250)}.${counter % 250}`;

async function createBlog(overrides: Partial<typeof blogs.$inferInsert> = {}) {
  const n = ++counter;
  const [row] = await getDb()
    .insert(blogs)
    .values({
      slug: `test-post-${n}-${Date.now()}`,
      title: `Checking a plot's EC, post ${n}`,
      author: 'Lakshmi Prasanna Kolli',
      category: 'Legal & Documents',
      publishedOn: '2026-08-14',
      shortDescription: 'What the EC tells you.',
      bodyHtml: '<p>Body</p>',
      ...overrides,
    })
    .returning();
  return row!;
}

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

  test('a post counts one view per browser session', async () => {
    const blog = await createBlog({ viewCount: 10 });
    const url = `http://localhost/blog-details/${blog.id}`;
    const first = await recordBlogView(new Request(url), blog);
    expect(first.viewCount).toBe(11);
    // Sent with blog posts only, so it leaves the visitor's other pages shareable by a cache.
    expect(first.setCookie).toMatch(
      new RegExp(`^viewed_blogs=${blog.id}; Path=/blog-details; HttpOnly`),
    );
    expect(first.setCookie).not.toMatch(/Max-Age|Expires/i);

    const cookie = first.setCookie!.split(';')[0]!;
    const again = await recordBlogView(new Request(url, { headers: { cookie } }), {
      ...blog,
      viewCount: 11,
    });
    expect(again).toEqual({ viewCount: 11, setCookie: null });

    const prefetch = await recordBlogView(
      new Request(url, { headers: { 'sec-purpose': 'prefetch' } }),
      { ...blog, viewCount: 11 },
    );
    expect(prefetch.setCookie).toBeNull();
    const [row] = await getDb()
      .select({ viewCount: blogs.viewCount })
      .from(blogs)
      .where(eq(blogs.id, blog.id));
    expect(row?.viewCount).toBe(11);
  });
});
