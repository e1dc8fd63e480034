import { asc, eq, min, sql } from 'drizzle-orm';
import { getDb } from '../../db/db.server.ts';
import {
  agents,
  cities,
  contentBlocks,
  faqs,
  historyEvents,
  properties,
  services,
  testimonials,
} from '../../db/schema/index.ts';
import { parseAboutBlock } from './about-block.server.ts';
import { type AboutBlock } from './about-block.ts';
import type { FaqItem, HistoryEvent, ServiceItem, TestimonialSlide } from './agency-data.ts';
import type { CounterOverrides } from '../../lib/site-settings.ts';
import { getCounterOverrides } from '../settings/site-settings.server.ts';
import type { AgencyCounters } from './counters.ts';

// The agency's pages read small editorial tables (a few dozen rows at most, edited by hand),
// so each is read whole, in the order the editors gave it.

/** The About block, or null when it is missing or malformed. */
export async function getAboutBlock(): Promise<AboutBlock | null> {
  const [row] = await getDb()
    .select({ value: contentBlocks.value })
    .from(contentBlocks)
    .where(eq(contentBlocks.key, 'about'))
    .limit(1);
  return row ? parseAboutBlock(row.value) : null;
}

export async function getPublishedTestimonials(): Promise<TestimonialSlide[]> {
  return getDb()
    .select({
      id: testimonials.id,
      name: testimonials.name,
      designation: testimonials.designation,
      text: testimonials.text,
      photoKey: testimonials.photoKey,
    })
    .from(testimonials)
    .where(eq(testimonials.published, true))
    .orderBy(asc(testimonials.sortOrder), asc(testimonials.id));
}

export async function getServices(): Promise<ServiceItem[]> {
  return getDb()
    .select({
      slug: services.slug,
      name: services.name,
      summary: services.summary,
      details: services.details,
    })
    .from(services)
    .orderBy(asc(services.sortOrder), asc(services.id));
}

export async function getFaqs(): Promise<FaqItem[]> {
  return getDb()
    .select({ id: faqs.id, question: faqs.question, answer: faqs.answer })
    .from(faqs)
    .orderBy(asc(faqs.sortOrder), asc(faqs.id));
}

/** The timeline, oldest first. */
export async function getHistoryEvents(): Promise<HistoryEvent[]> {
  return getDb()
    .select({
      id: historyEvents.id,
      year: historyEvents.year,
      title: historyEvents.title,
      text: historyEvents.text,
    })
    .from(historyEvents)
    .orderBy(asc(historyEvents.year), asc(historyEvents.id));
}

/**
 * The FAQ page's counters, each one aggregate: active listings (served by the partial
 * status index), the cities we cover, published agents, and the first year of our history.
 * A counter an admin fixed in Settings is shown as given and not counted.
 */
export async function getAgencyCounters(
  fixed: CounterOverrides = getCounterOverrides(),
  now: Date = new Date(),
): Promise<AgencyCounters> {
  const db = getDb();
  const count = sql<number>`count(*)::int`;
  const counted = async (value: number | null, query: () => Promise<{ n: number }[]>) =>
    value ?? (await query())[0]?.n ?? 0;
  const [activeListings, citiesServed, agentCount, firstYear] = await Promise.all([
    counted(fixed.listings, () =>
      db.select({ n: count }).from(properties).where(eq(properties.status, 'active')),
    ),
    counted(fixed.cities, () => db.select({ n: count }).from(cities)),
    counted(fixed.agents, () =>
      db.select({ n: count }).from(agents).where(eq(agents.published, true)),
    ),
    fixed.years !== null
      ? now.getFullYear() - fixed.years
      : db
          .select({ year: min(historyEvents.year) })
          .from(historyEvents)
          .then((rows) => rows[0]?.year ?? null),
  ]);
  return { activeListings, citiesServed, agents: agentCount, firstYear };
}
