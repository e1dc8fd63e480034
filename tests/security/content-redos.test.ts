import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { getDb } from '../../app/db/db.server.ts';
import { blogs, cityPages, type User } from '../../app/db/schema/index.ts';
import { BODY_MAX } from '../../app/features/admin/content/kinds/fields.ts';
import { action as editAction } from '../../app/routes/admin/content-edit.tsx';
import { createCity, createUser } from '../factories/index.ts';
import { answerOf, callRoute, form } from '../support/call-route.ts';
import { describeEachDatabase } from '../support/test-database.ts';

// Issue 24, finding 8: a blog body or a city page's paragraphs that make the server's checks
// quadratic (a 1 MB run of `<`, which /<[^>]*>/ scanned to the end from every `<`; a long run
// of spaces, which /\s*\n\s*/ scanned from every space) stalled the whole process for minutes.
// Every such post is answered within a second.
// (The questions' pattern, /^\s*Q:\s*([\s\S]*?)\n…/, had the same shape: a run of spaces after
// "Q:" with no answer was rescanned once for each of its spaces.)

const SECOND = 1000;

async function timedSave(user: User, kind: string, id: string, fields: Record<string, string>) {
  const started = performance.now();
  const result = await callRoute(editAction, `/admin/content/${kind}/${id}`, {
    user,
    params: { kind, id },
    body: form(fields),
  });
  return { result, ms: performance.now() - started };
}

const blogFields = (bodyHtml: string) => ({
  title: 'A post with a very long body',
  author: 'Asha Rao',
  authorAgentId: '',
  category: 'Legal',
  publishedOn: '2026-03-14',
  shortDescription: 'Long.',
  bodyHtml,
  published: 'on',
});

describeEachDatabase('content checks stay linear', () => {
  test('a blog body of 1 MB of "<" is refused for its length within a second', async () => {
    const admin = await createUser({ role: 'admin' });
    const { result, ms } = await timedSave(admin, 'blogs', 'new', blogFields('<'.repeat(1e6)));
    const answer = answerOf<{ errors: Record<string, string> }>(result);
    expect(answer.status).toBe(400);
    expect(answer.data.errors.bodyHtml).toMatch(/^Keep the post under /);
    expect(ms).toBeLessThan(SECOND);
  });

  test('a body of "<" just within the limit is saved in seconds; one of only spaces and &nbsp; is refused within a second', async () => {
    const admin = await createUser({ role: 'admin' });
    const within = await timedSave(admin, 'blogs', 'new', blogFields('<'.repeat(BODY_MAX)));
    // Saved, so sanitised twice, stored and audited as 800 KB of `&lt;`: a second or two here
    // (the quadratic check alone took minutes).
    expect(within.ms).toBeLessThan(5 * SECOND);
    // Text, not markup: it is kept escaped, like any other text.
    expect((within.result as Response).status).toBe(303);
    const blank = await timedSave(
      admin,
      'blogs',
      'new',
      blogFields(' &nbsp;'.repeat(Math.floor(BODY_MAX / 7))),
    );
    expect(blank.ms).toBeLessThan(SECOND);
    expect(answerOf<{ errors: Record<string, string> }>(blank.result).data.errors.bodyHtml).toBe(
      'Write the post.',
    );
    const [kept] = await getDb()
      .select({ body: blogs.bodyHtml })
      .from(blogs)
      .where(eq(blogs.title, 'A post with a very long body'));
    expect(kept?.body).toMatch(/^(&lt;)+$/);
  });

  test("a city page's intro and sections with 190,000 spaces in a row are answered within a second", async () => {
    const admin = await createUser({ role: 'admin' });
    const { city } = await createCity();
    const [page] = await getDb()
      .insert(cityPages)
      .values({
        slug: `redos-city-page-${city.id}`,
        cityId: city.id,
        title: 'Title',
        subheader: 'Subheader',
        metaDescription: 'Description',
        intro: ['Intro.'],
        sections: [],
        localities: [],
        faqs: [],
      })
      .returning();
    // Spaces at the end of a line, as a careless paste leaves them.
    const spaces = ' '.repeat(190_000);
    const fields = {
      title: 'Title',
      subheader: 'Subheader',
      metaDescription: 'Description',
      intro: `First.${spaces}\n\nSecond.`,
      sections: `## Heading\nA.${spaces}\n\nB.`,
      localities: '',
      faqs: `Q: Why?${spaces}\nA: Because.`,
    };
    const { result, ms } = await timedSave(admin, 'city-pages', String(page!.id), fields);
    expect(ms).toBeLessThan(SECOND);
    expect((result as Response).status).toBe(303);
    const [saved] = await getDb()
      .select({ intro: cityPages.intro, sections: cityPages.sections, faqs: cityPages.faqs })
      .from(cityPages)
      .where(eq(cityPages.id, page!.id));
    expect(saved).toEqual({
      intro: ['First.', 'Second.'],
      sections: [{ heading: 'Heading', paragraphs: ['A.', 'B.'] }],
      faqs: [{ question: 'Why?', answer: 'Because.' }],
    });

    // A question without its answer, the spaces after "Q:": refused, and as quickly.
    const unanswered = await timedSave(admin, 'city-pages', String(page!.id), {
      ...fields,
      faqs: `Q:${spaces}Why?`,
    });
    expect(unanswered.ms).toBeLessThan(SECOND);
    const refused = answerOf<{ errors: Record<string, string> }>(unanswered.result);
    expect(refused.status).toBe(400);
    expect(refused.data.errors.faqs).toMatch(/^Write each question as "Q: …"/);
  });
});
