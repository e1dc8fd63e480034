import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cities } from './places.ts';
import { users } from './users.ts';

// The site's editorial content: what the marketing pages show. Rows, not literals in
// components, so the back office edits them; the demo seed fills them with the region's copy.

/**
 * A row's words in Telugu and Hindi: for each language, the translated value of each field
 * the reader reads (the English row's other columns serve every language). A language is
 * complete or absent: the back office saves one only with every field the English row fills
 * (features/content/in-language.ts falls back to the English row, marked, otherwise).
 */
export type Translations<F> = Partial<Record<'te' | 'hi', F>>;

const translations = <F>() => jsonb('translations').$type<Translations<F>>().notNull().default({});

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** The agency's people shown on /team; `userId` links the agent's account (their inbox). */
export const agents = pgTable(
  'agents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    cityId: integer('city_id').references(() => cities.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    designation: text('designation').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    bio: text('bio').notNull(),
    languages: text('languages').array().notNull().default([]),
    /** Media key of the photo (variants under media/), or null for the initials avatar. */
    photoKey: text('photo_key'),
    sortOrder: smallint('sort_order').notNull().default(0),
    published: boolean('published').notNull().default(true),
    translations: translations<{ designation: string; bio: string }>(),
    ...timestamps,
  },
  (t) => [uniqueIndex('agents_slug_key').on(t.slug)],
);

export const testimonials = pgTable('testimonials', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  designation: text('designation').notNull(),
  text: text('text').notNull(),
  photoKey: text('photo_key'),
  sortOrder: smallint('sort_order').notNull().default(0),
  published: boolean('published').notNull().default(true),
  translations: translations<{ designation: string; text: string }>(),
  ...timestamps,
});

export const blogs = pgTable(
  'blogs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    author: text('author').notNull(),
    /** When the author is one of our agents: messages about the post reach them too. */
    authorAgentId: integer('author_agent_id').references(() => agents.id, {
      onDelete: 'set null',
    }),
    category: text('category').notNull(),
    publishedOn: date('published_on', { mode: 'string' }).notNull(),
    shortDescription: text('short_description').notNull(),
    /** Sanitised on write with an allow-list (features/content/sanitise.server.ts). */
    bodyHtml: text('body_html').notNull(),
    featuredImageKey: text('featured_image_key'),
    viewCount: integer('view_count').notNull().default(0),
    published: boolean('published').notNull().default(true),
    translations: translations<{
      title: string;
      category: string;
      shortDescription: string;
      bodyHtml: string;
    }>(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('blogs_slug_key').on(t.slug),
    index('blogs_published_idx').on(t.published, t.publishedOn.desc(), t.id.desc()),
  ],
);

export const faqs = pgTable('faqs', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  sortOrder: smallint('sort_order').notNull().default(0),
  translations: translations<{ question: string; answer: string }>(),
  ...timestamps,
});

export const historyEvents = pgTable('history_events', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  year: smallint('year').notNull(),
  title: text('title').notNull(),
  text: text('text').notNull(),
  translations: translations<{ title: string; text: string }>(),
  ...timestamps,
});

export const offices = pgTable('offices', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  cityId: integer('city_id')
    .notNull()
    .references(() => cities.id, { onDelete: 'restrict' }),
  name: text('name').notNull(),
  address: text('address').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  hours: text('hours').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  sortOrder: smallint('sort_order').notNull().default(0),
  translations: translations<{ name: string; address: string; hours: string }>(),
  ...timestamps,
});

export const services = pgTable(
  'services',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    summary: text('summary').notNull(),
    details: text('details').array().notNull().default([]),
    sortOrder: smallint('sort_order').notNull().default(0),
    translations: translations<{ name: string; summary: string; details: readonly string[] }>(),
    ...timestamps,
  },
  (t) => [uniqueIndex('services_slug_key').on(t.slug)],
);

export type CityPageSection = { heading: string; paragraphs: string[] };
export type CityPageFaq = { question: string; answer: string };
/** A city page's words; `localities` in the English row's order (each links by position). */
export type CityPageText = {
  title: string;
  subheader: string;
  metaDescription: string;
  intro: readonly string[];
  sections: readonly { heading: string; paragraphs: readonly string[] }[];
  localities: readonly string[];
  faqs: readonly CityPageFaq[];
};

export const cityPages = pgTable(
  'city_pages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    subheader: text('subheader').notNull(),
    metaDescription: text('meta_description').notNull(),
    intro: text('intro').array().notNull().default([]),
    sections: jsonb('sections').$type<CityPageSection[]>().notNull().default([]),
    localities: text('localities').array().notNull().default([]),
    faqs: jsonb('faqs').$type<CityPageFaq[]>().notNull().default([]),
    sortOrder: smallint('sort_order').notNull().default(0),
    translations: translations<CityPageText>(),
    ...timestamps,
  },
  (t) => [uniqueIndex('city_pages_slug_key').on(t.slug)],
);

/** Single blocks of page copy (the About block, Why Choose Us), keyed by name. */
export const contentBlocks = pgTable('content_blocks', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  /** The block's value in Telugu and Hindi, the same shape as `value`. */
  translations: jsonb('translations').$type<Translations<unknown>>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type Agent = typeof agents.$inferSelect;
export type Blog = typeof blogs.$inferSelect;
export type Testimonial = typeof testimonials.$inferSelect;
export type Office = typeof offices.$inferSelect;
export type Service = typeof services.$inferSelect;
export type CityPage = typeof cityPages.$inferSelect;
