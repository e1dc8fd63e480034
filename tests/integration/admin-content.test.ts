import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect, test } from 'vitest';
import { getDb } from '../../app/db/db.server.ts';
import {
  agents,
  blogs,
  cities,
  cityPages,
  faqs,
  historyEvents,
  services,
  testimonials,
  type User,
} from '../../app/db/schema/index.ts';
import {
  getFaqs,
  getHistoryEvents,
  getServices,
} from '../../app/features/agency/agency-content.server.ts';
import { getPublishedBlog, listPublishedBlogs } from '../../app/features/blog/blogs.server.ts';
import { getCityPage } from '../../app/features/city-pages/city-pages.server.ts';
import { variantKey } from '../../app/features/media/images.ts';
import { getMediaStorage } from '../../app/features/media/media-storage.server.ts';
import { getAgent } from '../../app/features/team/team.server.ts';
import { loader as indexLoader } from '../../app/routes/admin/content.tsx';
import {
  action as editAction,
  loader as editLoader,
} from '../../app/routes/admin/content-edit.tsx';
import {
  action as listAction,
  loader as listLoader,
} from '../../app/routes/admin/content-list.tsx';
import { createCity, createUser } from '../factories/index.ts';
import { latestAudit } from '../support/back-office.ts';
import { answerOf, callRoute, form, thrownStatus } from '../support/call-route.ts';
import { scratchDataDir } from '../support/scratch-data-dir.ts';
import { describeEachDatabase } from '../support/test-database.ts';

// Uploaded images go to a scratch folder, not the project's data/.
scratchDataDir('nivasa-admin-content-');

type Fields = Record<string, string>;

/** The editor's post for a row of `kind` (`id` 'new' adds one). */
function save(
  user: User,
  kind: string,
  id: string | number,
  fields: Fields,
  files?: Record<string, Blob>,
) {
  const params = { kind, id: String(id) };
  const body = form(fields, files);
  return callRoute(editAction, `/admin/content/${kind}/${id}`, { user, params, body });
}

function openEditor(user: User, kind: string, id: string | number) {
  const params = { kind, id: String(id) };
  return callRoute(editLoader, `/admin/content/${kind}/${id}`, { user, params });
}

/** A kind's list; `search` is its query string ('?q=…'). */
function openList(user: User, kind: string, search = '') {
  return callRoute(listLoader, `/admin/content/${kind}${search}`, { user, params: { kind } });
}

/** A post to a kind's list (the delete confirmation's form). */
function postToList(user: User, kind: string, fields: Fields) {
  const body = form(fields);
  return callRoute(listAction, `/admin/content/${kind}`, { user, params: { kind }, body });
}

/** The editor's refusal: its status, the messages by field and the values shown again. */
const refusalOf = (result: unknown) =>
  answerOf<{ errors: Record<string, string>; values: Record<string, string> | null }>(result);

const png = (width = 60, height = 40) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 90 } } })
    .png()
    .toBuffer();

const pngBlob = async (width?: number, height?: number) =>
  new Blob([new Uint8Array(await png(width, height))], { type: 'image/png' });

const blogFields = (overrides: Fields = {}) => ({
  title: 'Checking an encumbrance certificate',
  author: 'Asha Rao',
  authorAgentId: '',
  category: 'Legal',
  publishedOn: '2026-03-14',
  shortDescription: 'What an EC shows, and what it does not.',
  bodyHtml:
    '<h2>Why it matters</h2><p>Read <strong>every</strong> entry.<script>alert(1)</script></p><p><a href="javascript:alert(1)">bad</a> <a href="https://igrs.ap.gov.in">IGRS</a></p><img src=x onerror=alert(1)>',
  published: 'on',
  ...overrides,
});

describeEachDatabase('admin content', () => {
  test('a user and an agent are refused every content page and action; a visitor signs in', async () => {
    const user = await createUser({ role: 'user' });
    const agent = await createUser({ role: 'agent' });
    for (const who of [user, agent]) {
      expect(await thrownStatus(callRoute(indexLoader, '/admin/content', { user: who }))).toBe(403);
      expect(await thrownStatus(openList(who, 'blogs'))).toBe(403);
      expect(await thrownStatus(save(who, 'blogs', 'new', blogFields()))).toBe(403);
    }
    expect(await thrownStatus(callRoute(indexLoader, '/admin/content', { user: null }))).toBe(302);
    const [row] = await getDb().select().from(blogs).where(eq(blogs.author, 'Asha Rao'));
    expect(row).toBeUndefined();
  });

  test('an unknown kind, a bad id and adding a city page are 404', async () => {
    const admin = await createUser({ role: 'admin' });
    expect(await thrownStatus(openList(admin, 'secrets'))).toBe(404);
    expect(await thrownStatus(openEditor(admin, 'blogs', 'abc'))).toBe(404);
    expect(await thrownStatus(openEditor(admin, 'blogs', '999999'))).toBe(404);
    expect(await thrownStatus(openEditor(admin, 'city-pages', 'new'))).toBe(404);
  });

  test('a blog post is created with a sanitised body, an image, a unique slug and an audit row; it appears on /blog', async () => {
    const admin = await createUser({ role: 'admin', firstName: 'Asha', lastName: 'Admin' });
    const first = await save(admin, 'blogs', 'new', blogFields(), {
      featuredImageKey: await pngBlob(),
    });
    expect(first).toBeInstanceOf(Response);
    expect((first as Response).status).toBe(303);
    expect((first as Response).headers.get('location')).toBe('/admin/content/blogs');

    const [row] = await getDb()
      .select()
      .from(blogs)
      .where(eq(blogs.title, 'Checking an encumbrance certificate'));
    expect(row).toBeDefined();
    expect(row!.slug).toBe('checking-an-encumbrance-certificate');
    expect(row!.bodyHtml).not.toMatch(/script|onerror|javascript:|<img/i);
    expect(row!.bodyHtml).toContain('<h2>Why it matters</h2>');
    expect(row!.bodyHtml).toContain('href="https://igrs.ap.gov.in"');
    expect(row!.featuredImageKey).toMatch(/^blogs\//);
    // Every width the blog pages ask for exists (the image is shaped to 1280 × 853).
    for (const width of [400, 800, 1280]) {
      const bytes = await getMediaStorage().get(variantKey(row!.featuredImageKey!, width));
      expect(bytes, `width ${width}`).not.toBeNull();
      const meta = await sharp(bytes!).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(width);
    }

    const audit = await latestAudit('blog.create');
    expect(audit?.entityId).toBe(String(row!.id));
    expect(audit?.actorUserId).toBe(admin.id);
    expect((audit?.after as Record<string, unknown>).title).toBe(
      'Checking an encumbrance certificate',
    );
    // The body is kept as its length and a hash, not the HTML.
    expect((audit?.after as Record<string, unknown>).bodyHtml).toMatchObject({
      length: row!.bodyHtml.length,
    });

    const page = await listPublishedBlogs(1);
    expect(page.items.map((item) => item.id)).toContain(row!.id);
    expect((await getPublishedBlog(row!.id))?.bodyHtml).toBe(row!.bodyHtml);

    // The same title again gets the next free slug.
    await save(admin, 'blogs', 'new', blogFields({ published: '' }));
    const twins = await getDb()
      .select({ slug: blogs.slug, published: blogs.published })
      .from(blogs)
      .where(eq(blogs.title, 'Checking an encumbrance certificate'))
      .orderBy(blogs.id);
    expect(twins.map((twin) => twin.slug)).toEqual([
      'checking-an-encumbrance-certificate',
      'checking-an-encumbrance-certificate-2',
    ]);
    expect(twins[1]!.published).toBe(false);
  });

  test('editing a post changes the public page at once, keeps the image without a new file, and audits only what changed', async () => {
    const admin = await createUser({ role: 'admin' });
    await save(admin, 'blogs', 'new', blogFields({ title: 'Plot boundaries' }), {
      featuredImageKey: await pngBlob(),
    });
    const [created] = await getDb().select().from(blogs).where(eq(blogs.title, 'Plot boundaries'));
    const id = String(created!.id);

    const loaded = await openEditor(admin, 'blogs', id);
    expect(loaded.values.title).toBe('Plot boundaries');
    expect(loaded.imageKey).toBe(created!.featuredImageKey);

    await save(
      admin,
      'blogs',
      id,
      blogFields({ title: 'Plot boundaries, surveyed', bodyHtml: '<p>New <em>body</em></p>' }),
    );
    const [edited] = await getDb().select().from(blogs).where(eq(blogs.id, created!.id));
    expect(edited!.title).toBe('Plot boundaries, surveyed');
    expect(edited!.slug).toBe('plot-boundaries-surveyed');
    expect(edited!.featuredImageKey).toBe(created!.featuredImageKey);
    expect((await getPublishedBlog(created!.id))?.bodyHtml).toBe('<p>New <em>body</em></p>');

    const audit = await latestAudit('blog.update');
    expect(audit?.entityId).toBe(id);
    expect(Object.keys(audit?.before as object).sort()).toEqual(['bodyHtml', 'slug', 'title']);
    expect((audit?.after as Record<string, unknown>).title).toBe('Plot boundaries, surveyed');

    // A new image replaces the old one, whose files are removed.
    const oldKey = created!.featuredImageKey!;
    await save(admin, 'blogs', id, blogFields({ title: 'Plot boundaries, surveyed' }), {
      featuredImageKey: await pngBlob(90, 90),
    });
    const [replaced] = await getDb().select().from(blogs).where(eq(blogs.id, created!.id));
    expect(replaced!.featuredImageKey).not.toBe(oldKey);
    expect(await getMediaStorage().get(variantKey(oldKey, 400))).toBeNull();
    expect(
      await getMediaStorage().get(variantKey(replaced!.featuredImageKey!, 400)),
    ).not.toBeNull();
  });

  test('validation errors keep every typed value and write nothing', async () => {
    const admin = await createUser({ role: 'admin' });
    const before = await getDb().select({ id: blogs.id }).from(blogs);
    const answer = refusalOf(
      await save(
        admin,
        'blogs',
        'new',
        blogFields({
          title: '',
          publishedOn: '2026-02-30',
          category: 'Guides',
          bodyHtml: '<script>only a script</script>',
        }),
      ),
    );
    expect(answer.status).toBe(400);
    expect(answer.data.errors.title).toBe('Enter a title.');
    expect(answer.data.errors.publishedOn).toBe('Enter a date as YYYY-MM-DD.');
    expect(answer.data.errors.bodyHtml).toBe('Write the post.');
    expect(answer.data.values).toMatchObject({
      category: 'Guides',
      author: 'Asha Rao',
      publishedOn: '2026-02-30',
      published: 'on',
    });
    expect(await getDb().select({ id: blogs.id }).from(blogs)).toHaveLength(before.length);
  });

  test('a file that is not an image is refused by its bytes, keeping the typed values', async () => {
    const admin = await createUser({ role: 'admin' });
    const fake = new Blob(['GIF89a not really'], { type: 'image/png' });
    const answer = refusalOf(
      await save(admin, 'blogs', 'new', blogFields({ title: 'Fake image post' }), {
        featuredImageKey: fake,
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.data.errors.featuredImageKey).toBe('Choose a JPEG, PNG or WebP image.');
    expect(answer.data.values?.title).toBe('Fake image post');
    const [row] = await getDb().select().from(blogs).where(eq(blogs.title, 'Fake image post'));
    expect(row).toBeUndefined();
  });

  test('deleting a post needs the confirmation form, removes it from /blog and is audited', async () => {
    const admin = await createUser({ role: 'admin' });
    await save(admin, 'blogs', 'new', blogFields({ title: 'Short lived' }));
    const [row] = await getDb().select().from(blogs).where(eq(blogs.title, 'Short lived'));
    const confirm = await openList(admin, 'blogs', `?delete=${row!.id}`);
    expect(confirm.confirmDelete).toEqual({ id: row!.id, name: 'Short lived' });

    // A post without the intent is no delete.
    expect(await thrownStatus(postToList(admin, 'blogs', { id: String(row!.id) }))).toBe(400);
    const answer = await postToList(admin, 'blogs', { intent: 'delete', id: String(row!.id) });
    expect((answer as Response).status).toBe(303);
    expect(await getDb().select().from(blogs).where(eq(blogs.id, row!.id))).toEqual([]);
    expect(await getPublishedBlog(row!.id)).toBeNull();
    const audit = await latestAudit('blog.delete');
    expect(audit?.entityId).toBe(String(row!.id));
    expect((audit?.before as Record<string, unknown>).title).toBe('Short lived');
  });

  test('the blog list searches titles, sorts and pages', async () => {
    const admin = await createUser({ role: 'admin' });
    for (const title of ['Zebra crossing rules', 'Apartment 100% guide']) {
      await save(admin, 'blogs', 'new', blogFields({ title }));
    }
    const found = await openList(admin, 'blogs', '?q=100%25&sort=title&dir=asc');
    expect(found.rows.map((row) => row.title)).toEqual(['Apartment 100% guide']);
    const sorted = await openList(admin, 'blogs', '?sort=title&dir=desc');
    expect(sorted.rows[0]!.title).toBe('Zebra crossing rules');
    const index = await callRoute(indexLoader, '/admin/content', { user: admin });
    expect(index.counts.blogs).toBe(sorted.total);
  });

  test('an agent is added with a normalised phone, a linked agent account and a square photo', async () => {
    const admin = await createUser({ role: 'admin' });
    const agentAccount = await createUser({ role: 'agent', firstName: 'Kiran' });
    const plainUser = await createUser({ role: 'user' });
    const { city } = await createCity();
    const fields = {
      name: 'Kiran Kumar',
      designation: 'Senior agent',
      phone: '+91 98480 23456',
      email: 'kiran@example.in',
      bio: 'Knows every layout in Guntur.',
      cityId: String(city.id),
      languages: 'Telugu, English ,, Hindi',
      userId: String(plainUser.id),
      sortOrder: '3',
      published: 'on',
    };
    const photo = await pngBlob(300, 200);
    const refused = refusalOf(
      await save(admin, 'agents', 'new', { ...fields, phone: '12345' }, { photoKey: photo }),
    );
    expect(refused.data.errors.phone).toBe('Enter a 10-digit mobile number.');
    expect(refused.data.errors.photoKey).toMatch(/Choose the image again/);

    const notAgent = refusalOf(await save(admin, 'agents', 'new', fields));
    expect(notAgent.data.errors.userId).toBe('Choose one of the options.');

    const linked = { ...fields, userId: String(agentAccount.id) };
    await save(admin, 'agents', 'new', linked, { photoKey: photo });
    const [row] = await getDb().select().from(agents).where(eq(agents.email, 'kiran@example.in'));
    expect(row).toMatchObject({
      slug: 'kiran-kumar',
      phone: '9848023456',
      languages: ['Telugu', 'English', 'Hindi'],
      userId: agentAccount.id,
      cityId: city.id,
      sortOrder: 3,
    });
    const bytes = await getMediaStorage().get(variantKey(row!.photoKey!, 400));
    const meta = await sharp(bytes!).metadata();
    expect([meta.width, meta.height]).toEqual([400, 400]);
    expect((await getAgent('kiran-kumar'))?.name).toBe('Kiran Kumar');

    // A rename keeps the slug, so /team-details/kiran-kumar keeps working.
    await save(admin, 'agents', row!.id, { ...fields, name: 'Kiran K. Kumar', userId: '' });
    expect((await getAgent('kiran-kumar'))?.name).toBe('Kiran K. Kumar');
    expect((await latestAudit('agent.update'))?.after).toMatchObject({ name: 'Kiran K. Kumar' });
  });

  test('testimonials, FAQs and history are created, edited and deleted with audit rows', async () => {
    const admin = await createUser({ role: 'admin' });
    await save(admin, 'testimonials', 'new', {
      text: 'They found us a flat in a week.',
      name: 'Lakshmi',
      designation: 'Teacher',
      sortOrder: '1',
      published: 'on',
    });
    const [testimonial] = await getDb()
      .select()
      .from(testimonials)
      .where(eq(testimonials.name, 'Lakshmi'));
    expect(testimonial?.published).toBe(true);
    expect((await latestAudit('testimonial.create'))?.entityId).toBe(String(testimonial!.id));

    const question = 'Do you charge buyers?';
    await save(admin, 'faqs', 'new', { question, answer: 'No.', sortOrder: '' });
    const [faq] = await getDb().select().from(faqs).where(eq(faqs.question, question));
    await save(admin, 'faqs', faq!.id, { question, answer: 'Never.', sortOrder: '2' });
    expect((await getFaqs()).find((item) => item.id === faq!.id)?.answer).toBe('Never.');
    expect((await latestAudit('faq.update'))?.before).toEqual({ answer: 'No.', sortOrder: 0 });

    const event = { title: 'Founded', text: 'First office.' };
    const badYear = refusalOf(await save(admin, 'history', 'new', { year: '20x4', ...event }));
    expect(badYear.data.errors.year).toBe('Enter a year from 1900 to 2100.');
    await save(admin, 'history', 'new', { year: '2014', ...event });
    const [saved] = await getDb()
      .select()
      .from(historyEvents)
      .where(eq(historyEvents.title, 'Founded'));
    expect((await getHistoryEvents()).some((item) => item.id === saved!.id)).toBe(true);
    await postToList(admin, 'history', { intent: 'delete', id: String(saved!.id) });
    expect((await getHistoryEvents()).some((item) => item.id === saved!.id)).toBe(false);
    expect((await latestAudit('history.delete'))?.entityId).toBe(String(saved!.id));
  });

  test('a city page is edited (sections and questions in their text formats) and cannot be deleted', async () => {
    const admin = await createUser({ role: 'admin' });
    const { city } = await createCity({}, ['Brodipet']);
    const [page] = await getDb()
      .insert(cityPages)
      .values({
        slug: `test-city-page-${city.id}`,
        cityId: city.id,
        title: 'Old title',
        subheader: 'Old subheader',
        metaDescription: 'Old description',
        intro: ['Old intro.'],
        sections: [{ heading: 'Old', paragraphs: ['Old paragraph.'] }],
        localities: ['Brodipet'],
        faqs: [{ question: 'Old?', answer: 'Yes.' }],
      })
      .returning();
    const id = String(page!.id);
    const loaded = await openEditor(admin, 'city-pages', id);
    expect(loaded.values.sections).toBe('## Old\n\nOld paragraph.');
    expect(loaded.values.faqs).toBe('Q: Old?\nA: Yes.');

    const fields = {
      title: 'New title',
      subheader: 'New subheader',
      metaDescription: 'New description',
      intro: 'First paragraph.\n\nSecond\nparagraph.',
      sections:
        '## Where to buy\nNear the bus stand.\n\nAnd by the river.\n\n## Prices\nThey vary.',
      localities: 'Brodipet\n\n  Kothapet  \n',
      faqs: 'Q: Is it safe?\nA: Yes,\nvery.\n\nQ: Any plots?\nA: Some.',
    };
    const bad = refusalOf(
      await save(admin, 'city-pages', id, {
        ...fields,
        sections: 'No heading here.',
        faqs: 'Q: no answer',
      }),
    );
    expect(bad.data.errors.sections).toMatch(/## Heading/);
    expect(bad.data.errors.faqs).toMatch(/Q:/);
    expect(bad.data.values?.title).toBe('New title');

    await save(admin, 'city-pages', id, fields);
    const shown = await getCityPage(page!.slug);
    expect(shown.kind).toBe('page');
    if (shown.kind !== 'page') return;
    expect(shown.page.title).toBe('New title');
    expect(shown.page.intro).toEqual(['First paragraph.', 'Second paragraph.']);
    expect(shown.page.sections).toEqual([
      { heading: 'Where to buy', paragraphs: ['Near the bus stand.', 'And by the river.'] },
      { heading: 'Prices', paragraphs: ['They vary.'] },
    ]);
    expect(shown.page.localities.map((l) => l.name)).toEqual(['Brodipet', 'Kothapet']);
    expect(shown.page.faqs).toEqual([
      { question: 'Is it safe?', answer: 'Yes, very.' },
      { question: 'Any plots?', answer: 'Some.' },
    ]);
    const audit = await latestAudit('city-page.update');
    expect(audit?.entityId).toBe(id);
    expect((audit?.before as Record<string, unknown>).title).toBe('Old title');

    expect(await thrownStatus(postToList(admin, 'city-pages', { intent: 'delete', id }))).toBe(404);
    const [still] = await getDb()
      .select({ id: cityPages.id })
      .from(cityPages)
      .where(and(eq(cityPages.id, page!.id), eq(cityPages.cityId, city.id)));
    expect(still).toBeDefined();
    // The city itself is untouched.
    expect(await getDb().select().from(cities).where(eq(cities.id, city.id))).toHaveLength(1);
  });
});

// Review (R1) regressions.
describeEachDatabase('admin content: bad input', () => {
  test('a NUL byte in a field or a search, or a post that is not a form, is never a 500', async () => {
    const admin = await createUser({ role: 'admin' });
    const saved = await save(admin, 'faqs', 'new', {
      question: 'Do you\u0000 rent out flats?',
      answer: 'Yes\u0000.',
      sortOrder: '1',
    });
    expect((saved as Response).status).toBe(303);
    const [row] = await getDb()
      .select()
      .from(faqs)
      .where(eq(faqs.question, 'Do you rent out flats?'));
    expect(row?.answer).toBe('Yes.');

    const list = await openList(admin, 'blogs', '?q=%00post');
    expect(list.q).toBe('post');

    const json = '{"intent":"delete","id":"1"}';
    const jsonPost = callRoute(listAction, '/admin/content/faqs', {
      user: admin,
      params: { kind: 'faqs' },
      json,
    });
    expect(await thrownStatus(jsonPost)).toBe(400);
  });
});

describeEachDatabase('admin content in Telugu and Hindi', () => {
  test('an FAQ entry is saved in three languages, each page shows its own, a missing language shows English marked', async () => {
    const admin = await createUser({ role: 'admin' });
    const question = 'Can I visit on a Sunday?';
    await save(admin, 'faqs', 'new', {
      question,
      answer: 'Yes, by appointment.',
      question_te: 'ఆదివారం సైట్ విజిట్ చేయవచ్చా?',
      answer_te: 'అవును, ముందుగా సమయం తీసుకుంటే.',
      sortOrder: '',
    });
    const [row] = await getDb().select().from(faqs).where(eq(faqs.question, question));
    expect(row?.translations).toEqual({
      te: { question: 'ఆదివారం సైట్ విజిట్ చేయవచ్చా?', answer: 'అవును, ముందుగా సమయం తీసుకుంటే.' },
    });
    const inTelugu = (await getFaqs('te')).find((item) => item.id === row!.id);
    expect(inTelugu).toMatchObject({ question: 'ఆదివారం సైట్ విజిట్ చేయవచ్చా?' });
    expect(inTelugu?.lang).toBeUndefined();
    const inHindi = (await getFaqs('hi')).find((item) => item.id === row!.id);
    expect(inHindi).toMatchObject({ question, lang: 'en' });
    expect((await getFaqs('en')).find((item) => item.id === row!.id)?.lang).toBeUndefined();

    // The editor shows each language beside the English; the list says what is missing.
    const editor = await openEditor(admin, 'faqs', row!.id);
    expect(editor.values).toMatchObject({
      question_te: 'ఆదివారం సైట్ విజిట్ చేయవచ్చా?',
      question_hi: '',
    });
    const list = await openList(admin, 'faqs');
    expect(list.rows.find((item) => item.id === row!.id)).toMatchObject({
      hasTe: true,
      hasHi: false,
    });
  });

  test('a language partly filled is refused field by field, keeping what was typed and writing nothing', async () => {
    const admin = await createUser({ role: 'admin' });
    const refused = refusalOf(
      await save(admin, 'history', 'new', {
        year: '2016',
        title: 'Vijayawada office',
        text: 'We opened at Benz Circle.',
        title_hi: 'विजयवाड़ा ऑफ़िस',
        text_hi: '',
      }),
    );
    expect(refused.data.errors).toEqual({
      text_hi: 'Add the Hindi text, or leave every Hindi field empty.',
    });
    expect(refused.data.values?.title_hi).toBe('विजयवाड़ा ऑफ़िस');
    const rows = await getDb()
      .select()
      .from(historyEvents)
      .where(eq(historyEvents.title, 'Vijayawada office'));
    expect(rows).toEqual([]);
  });

  test('a city page keeps its localities in the English order; a blog body in Telugu is sanitised', async () => {
    const admin = await createUser({ role: 'admin' });
    const { city } = await createCity({}, ['Kothapet']);
    const [page] = await getDb()
      .insert(cityPages)
      .values({
        slug: `test-city-page-te-${city.id}`,
        cityId: city.id,
        title: 'Kothapet homes',
        subheader: 'Old streets',
        metaDescription: 'Homes in Kothapet',
        intro: ['An old quarter.'],
        localities: ['Kothapet', 'Brodipet'],
      })
      .returning();
    const english = {
      title: 'Kothapet homes',
      subheader: 'Old streets',
      metaDescription: 'Homes in Kothapet',
      intro: 'An old quarter.',
      sections: '',
      localities: 'Kothapet\nBrodipet',
      faqs: '',
    };
    const telugu = {
      title_te: 'కొత్తపేట ఇళ్లు',
      subheader_te: 'పాత వీధులు',
      metaDescription_te: 'కొత్తపేటలో ఇళ్లు',
      intro_te: 'పాత పేట.',
    };
    const short = refusalOf(
      await save(admin, 'city-pages', page!.id, { ...english, ...telugu, localities_te: 'కొత్తపేట' }),
    );
    expect(short.data.errors).toEqual({
      localities_te: 'List the same 2 entries as the English, in the same order.',
    });
    await save(admin, 'city-pages', page!.id, {
      ...english,
      ...telugu,
      localities_te: 'కొత్తపేట\nబ్రాడీపేట',
    });
    const found = await getCityPage(page!.slug, 'te');
    expect(found.kind === 'page' && found.page.localities.map((item) => item.name)).toEqual([
      'కొత్తపేట',
      'బ్రాడీపేట',
    ]);
    expect(found.kind === 'page' && found.page.lang).toBeUndefined();

    await save(
      admin,
      'blogs',
      'new',
      blogFields({
        title: 'Three languages',
        title_te: 'మూడు భాషలు',
        category_te: 'చట్టం',
        shortDescription_te: 'ఒక చిన్న వివరణ.',
        bodyHtml_te: '<p>చదవండి<script>alert(1)</script></p>',
      }),
    );
    const [post] = await getDb().select().from(blogs).where(eq(blogs.title, 'Three languages'));
    expect(post?.translations.te?.bodyHtml).toBe('<p>చదవండి</p>');
    const shown = await getPublishedBlog(post!.id, 'te');
    expect(shown).toMatchObject({ title: 'మూడు భాషలు', bodyHtml: '<p>చదవండి</p>' });
    expect(shown?.lang).toBeUndefined();
    expect(
      (await listPublishedBlogs(1, 50, 'hi')).items.find((item) => item.id === post!.id)?.lang,
    ).toBe('en');
  });

  test('a service is edited in three languages; none is added or deleted', async () => {
    const admin = await createUser({ role: 'admin' });
    const [service] = await getDb()
      .insert(services)
      .values({
        slug: `home-buying-${Math.random().toString(36).slice(2, 8)}`,
        name: 'Home Buying',
        summary: 'From the first visit to the registration.',
        details: ['We shortlist homes.'],
      })
      .returning();
    expect(await thrownStatus(openEditor(admin, 'services', 'new'))).toBe(404);
    await save(admin, 'services', service!.id, {
      name: 'Home Buying',
      summary: 'From the first visit to the registration.',
      details: 'We shortlist homes.\n\nWe check the papers.',
      name_te: 'ఇల్లు కొనడం',
      summary_te: 'మొదటి సైట్ విజిట్ నుంచి రిజిస్ట్రేషన్ వరకు.',
      details_te: 'మేము ఇళ్లను ఎంపిక చేస్తాం.\n\nపత్రాలు తనిఖీ చేస్తాం.',
      sortOrder: '0',
    });
    const inTelugu = (await getServices('te')).find((item) => item.slug === service!.slug);
    expect(inTelugu).toMatchObject({
      name: 'ఇల్లు కొనడం',
      details: ['మేము ఇళ్లను ఎంపిక చేస్తాం.', 'పత్రాలు తనిఖీ చేస్తాం.'],
    });
    const inHindi = (await getServices('hi')).find((item) => item.slug === service!.slug);
    expect(inHindi).toMatchObject({
      details: ['We shortlist homes.', 'We check the papers.'],
      lang: 'en',
    });
  });
});
