// Fills the content tables (agents, testimonials, blogs, FAQs, history, offices, services,
// city pages, the About block) from the demo copy in ./content, once: each table is filled
// only while it is empty, so an admin's edits are never overwritten by a later start. Each row
// carries its Telugu and Hindi words (./content/translations.ts); a database seeded before they
// existed gets them on the next `npm run db:seed`, for the rows whose English is still the demo's.

import crypto from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import { hashPassword } from '../app/features/accounts/password.server.ts';
import { sanitiseRichText } from '../app/features/content/sanitise.server.ts';
import { storeImageVariants } from '../app/features/media/image-processing.server.ts';
import type { MediaStorage } from '../app/features/media/storage.server.ts';
import type { Db } from '../app/db/client.server.ts';
import {
  agents,
  blogs,
  cities,
  cityPages,
  contentBlocks,
  faqs,
  historyEvents,
  offices,
  services,
  testimonials,
  users,
} from '../app/db/schema/index.ts';
import { ABOUT, FAQS, HISTORY, OFFICES, SERVICES } from './content/agency.ts';
import { BLOGS } from './content/blogs.ts';
import { CITY_PAGES } from './content/city-pages.ts';
import { AGENTS, TESTIMONIALS } from './content/people.ts';
import { DEMO_TRANSLATIONS as T } from './content/translations.ts';
import type { SeedBlog } from './content/types.ts';
import { renderScene, type SceneKind } from './scenes.ts';

const BLOG_SCENES: Record<SeedBlog['image'], SceneKind> = {
  apartment: 'apartment-tower',
  house: 'house',
  villa: 'villa-garden',
  plot: 'plot-layout',
  farm: 'farmland',
  city: 'flat-building',
};

const AVATAR_COLOURS = ['#0b5d4b', '#8a5a00', '#1e4e8c', '#7a2e5a', '#2f5d1b', '#5b3a8c'];

/** A 400 × 400 portrait placeholder: the person's initials on a colour (no stock photos). */
function avatarSvg(name: string, index: number): string {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .slice(0, 2)
    .join('');
  const colour = AVATAR_COLOURS[index % AVATAR_COLOURS.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400"><rect width="400" height="400" fill="${colour}"/><circle cx="200" cy="400" r="170" fill="#ffffff" fill-opacity="0.12"/><text x="200" y="235" font-family="DejaVu Sans, sans-serif" font-size="150" font-weight="700" fill="#ffffff" text-anchor="middle">${initials}</text></svg>`;
}

async function storeSvg(storage: MediaStorage, svg: string, prefix: string): Promise<string> {
  const raster = await sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
  const stored = await storeImageVariants(storage, raster, prefix);
  return stored.storageKey;
}

async function isEmpty(
  db: Db,
  table:
    | typeof agents
    | typeof blogs
    | typeof faqs
    | typeof testimonials
    | typeof historyEvents
    | typeof offices
    | typeof services
    | typeof cityPages,
): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`1` })
    .from(table)
    .limit(1);
  return !row;
}

async function cityIds(db: Db): Promise<Map<string, number>> {
  const rows = await db.select({ id: cities.id, slug: cities.slug }).from(cities);
  return new Map(rows.map((row) => [row.slug, row.id]));
}

function cityId(ids: Map<string, number>, slug: string): number {
  const id = ids.get(slug);
  if (id === undefined) throw new Error(`Seed content: unknown city ${slug}`);
  return id;
}

/** Agents get an account (role agent) so their inquiries reach their My Account inbox. */
async function agentUser(db: Db, agent: (typeof AGENTS)[number]): Promise<number> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.phone, agent.phone));
  if (existing) return existing.id;
  const [first = agent.name, ...rest] = agent.name.split(' ');
  const [row] = await db
    .insert(users)
    .values({
      phone: agent.phone,
      firstName: first,
      lastName: rest.join(' ') || first,
      // Nobody knows this password: an agent sets theirs with 'Forgot password' (OTP).
      passwordHash: await hashPassword(crypto.randomBytes(24).toString('base64url')),
      role: 'agent',
    })
    .returning({ id: users.id });
  if (!row) throw new Error('Seed content: agent user insert returned nothing');
  return row.id;
}

export async function seedContent(
  db: Db,
  storage: MediaStorage,
  log: (msg: string) => void,
): Promise<number> {
  let added = 0;
  const ids = await cityIds(db);

  if (await isEmpty(db, agents)) {
    for (const [index, agent] of AGENTS.entries()) {
      await db.insert(agents).values({
        slug: agent.slug,
        userId: await agentUser(db, agent),
        cityId: cityId(ids, agent.city),
        name: agent.name,
        designation: agent.designation,
        phone: agent.phone,
        email: agent.email,
        bio: agent.bio,
        languages: [...agent.languages],
        translations: T.agent(agent.slug),
        photoKey: await storeSvg(storage, avatarSvg(agent.name, index), 'people'),
        sortOrder: index,
      });
    }
    added += AGENTS.length;
  }

  if (await isEmpty(db, testimonials)) {
    for (const [index, item] of TESTIMONIALS.entries()) {
      await db.insert(testimonials).values({
        name: item.name,
        designation: item.designation,
        text: item.text,
        translations: T.testimonial(item.name),
        photoKey: await storeSvg(storage, avatarSvg(item.name, index + 2), 'people'),
        sortOrder: index,
      });
    }
    added += TESTIMONIALS.length;
  }

  if (await isEmpty(db, blogs)) {
    const agentIds = new Map(
      (await db.select({ id: agents.id, name: agents.name }).from(agents)).map((agent) => [
        agent.name,
        agent.id,
      ]),
    );
    for (const [index, blog] of BLOGS.entries()) {
      const svg = renderScene({ kind: BLOG_SCENES[blog.image], seed: 9000 + index });
      await db.insert(blogs).values({
        slug: blog.slug,
        title: blog.title,
        author: blog.author,
        authorAgentId: agentIds.get(blog.author) ?? null,
        category: blog.category,
        publishedOn: blog.publishedOn,
        shortDescription: blog.shortDescription,
        bodyHtml: sanitiseRichText(blog.bodyHtml),
        translations: T.blog(blog.slug),
        featuredImageKey: await storeSvg(storage, svg, 'blogs'),
      });
    }
    added += BLOGS.length;
  }

  if (await isEmpty(db, faqs)) {
    await db
      .insert(faqs)
      .values(FAQS.map((faq, index) => ({ ...faq, translations: T.faq(index), sortOrder: index })));
    added += FAQS.length;
  }
  if (await isEmpty(db, historyEvents)) {
    await db
      .insert(historyEvents)
      .values(HISTORY.map((event) => ({ ...event, translations: T.history(event.year) })));
    added += HISTORY.length;
  }
  if (await isEmpty(db, offices)) {
    await db.insert(offices).values(
      OFFICES.map(({ city, ...office }, index) => ({
        ...office,
        cityId: cityId(ids, city),
        translations: T.office(index),
        sortOrder: index,
      })),
    );
    added += OFFICES.length;
  }
  if (await isEmpty(db, services)) {
    await db.insert(services).values(
      SERVICES.map((service, index) => ({
        ...service,
        details: [...service.details],
        translations: T.service(service.slug),
        sortOrder: index,
      })),
    );
    added += SERVICES.length;
  }
  if (await isEmpty(db, cityPages)) {
    await db.insert(cityPages).values(
      CITY_PAGES.map(({ city, ...page }, index) => ({
        slug: page.slug,
        cityId: cityId(ids, city),
        title: page.title,
        subheader: page.subheader,
        metaDescription: page.metaDescription,
        intro: [...page.intro],
        sections: page.sections.map((section) => ({
          heading: section.heading,
          paragraphs: [...section.paragraphs],
        })),
        localities: [...page.localities],
        faqs: page.faqs.map((faq) => ({ ...faq })),
        translations: T.cityPage(page.slug),
        sortOrder: index,
      })),
    );
    added += CITY_PAGES.length;
  }
  const inserted = await db
    .insert(contentBlocks)
    .values({ key: 'about', value: ABOUT, translations: T.about() })
    .onConflictDoNothing()
    .returning({ key: contentBlocks.key });
  added += inserted.length;

  if (added > 0) log(`Seed: added ${added} content rows (pages, blogs, people)`);
  const translated = await translateDemoRows(db);
  if (translated > 0) log(`Seed: added Telugu and Hindi to ${translated} demo content rows`);
  return added;
}

/**
 * Sets `translations` on one row that has none, found by `where` (its key and its English
 * still the demo's, so an edited row never gets words that no longer match it). 1 or 0.
 */
async function translateRow(
  db: Db,
  table: PgTable & { translations: PgColumn },
  where: SQL | undefined,
  translations: object,
): Promise<number> {
  const done = await db
    .update(table)
    .set({ translations } as never)
    .where(and(where, sql`${table.translations} = '{}'::jsonb`))
    .returning({ one: sql<number>`1` });
  return done.length;
}

/** The demo rows of a database seeded before the translations, given theirs. */
async function translateDemoRows(db: Db): Promise<number> {
  const updates: Promise<number>[] = [
    ...AGENTS.map((agent) =>
      translateRow(
        db,
        agents,
        and(eq(agents.slug, agent.slug), eq(agents.bio, agent.bio)),
        T.agent(agent.slug),
      ),
    ),
    ...TESTIMONIALS.map((item) =>
      translateRow(
        db,
        testimonials,
        and(eq(testimonials.name, item.name), eq(testimonials.text, item.text)),
        T.testimonial(item.name),
      ),
    ),
    ...BLOGS.map((blog) =>
      translateRow(
        db,
        blogs,
        and(eq(blogs.slug, blog.slug), eq(blogs.title, blog.title)),
        T.blog(blog.slug),
      ),
    ),
    ...FAQS.map((faq, index) =>
      translateRow(
        db,
        faqs,
        and(eq(faqs.question, faq.question), eq(faqs.answer, faq.answer)),
        T.faq(index),
      ),
    ),
    ...HISTORY.map((event) =>
      translateRow(
        db,
        historyEvents,
        and(eq(historyEvents.year, event.year), eq(historyEvents.text, event.text)),
        T.history(event.year),
      ),
    ),
    ...OFFICES.map((office, index) =>
      translateRow(
        db,
        offices,
        and(eq(offices.name, office.name), eq(offices.address, office.address)),
        T.office(index),
      ),
    ),
    ...SERVICES.map((service) =>
      translateRow(
        db,
        services,
        and(eq(services.slug, service.slug), eq(services.summary, service.summary)),
        T.service(service.slug),
      ),
    ),
    ...CITY_PAGES.map((page) =>
      translateRow(
        db,
        cityPages,
        and(eq(cityPages.slug, page.slug), eq(cityPages.title, page.title)),
        T.cityPage(page.slug),
      ),
    ),
    translateRow(
      db,
      contentBlocks,
      and(
        eq(contentBlocks.key, 'about'),
        sql`${contentBlocks.value} = ${JSON.stringify(ABOUT)}::jsonb`,
      ),
      T.about(),
    ),
  ];
  let total = 0;
  for (const update of updates) total += await update;
  return total;
}
