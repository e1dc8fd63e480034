import { asc, eq, min, sql } from 'drizzle-orm';
import { getReadDb } from '../../db/db.server.ts';
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
import type { Locale } from '../../i18n/locales.ts';
import { inLanguage } from '../content/in-language.ts';
import { translationIn } from '../content/in-language.server.ts';
import { parseAboutBlock } from './about-block.server.ts';
import { type AboutBlock } from './about-block.ts';
import type { FaqItem, HistoryEvent, ServiceItem, TestimonialSlide } from './agency-data.ts';
import type { CounterOverrides } from '../../lib/site-settings.ts';
import { getCounterOverrides } from '../settings/site-settings.server.ts';
import type { AgencyCounters } from './counters.ts';

// The agency's pages read small editorial tables (a few dozen rows at most, edited by hand),
// so each is read whole, in the order the editors gave it, in the page's language (English
// where a row lacks it, marked so: features/content/in-language.ts).

/** The About block in `locale` (English, marked, without a whole translation), or null when it is missing or malformed. */
export async function getAboutBlock(locale: Locale = 'en'): Promise<AboutBlock | null> {
  const [row] = await getReadDb()
    .select({
      value: contentBlocks.value,
      translated:
        locale === 'en'
          ? sql<null>`null::jsonb`
          : sql<unknown>`${contentBlocks.translations} -> ${locale}::text`,
    })
    .from(contentBlocks)
    .where(eq(contentBlocks.key, 'about'))
    .limit(1);
  const english = row ? parseAboutBlock(row.value) : null;
  if (!english || locale === 'en') return english;
  return parseAboutBlock(row?.translated) ?? { ...english, lang: 'en' };
}

const TESTIMONIAL_WORDS = ['designation', 'text'] as const;

export async function getPublishedTestimonials(locale: Locale = 'en'): Promise<TestimonialSlide[]> {
  const rows = await getReadDb()
    .select({
      id: testimonials.id,
      name: testimonials.name,
      designation: testimonials.designation,
      text: testimonials.text,
      photoKey: testimonials.photoKey,
      translated: translationIn(testimonials.translations, locale, TESTIMONIAL_WORDS),
    })
    .from(testimonials)
    .where(eq(testimonials.published, true))
    .orderBy(asc(testimonials.sortOrder), asc(testimonials.id));
  return rows.map(({ translated, ...row }) =>
    inLanguage(row, translated, locale, TESTIMONIAL_WORDS),
  );
}

const SERVICE_WORDS = ['name', 'summary', 'details'] as const;

export async function getServices(locale: Locale = 'en'): Promise<ServiceItem[]> {
  const rows = await getReadDb()
    .select({
      slug: services.slug,
      name: services.name,
      summary: services.summary,
      details: services.details,
      translated: translationIn(services.translations, locale, SERVICE_WORDS),
    })
    .from(services)
    .orderBy(asc(services.sortOrder), asc(services.id));
  return rows.map(({ translated, ...row }) => inLanguage(row, translated, locale, SERVICE_WORDS));
}

const FAQ_WORDS = ['question', 'answer'] as const;

export async function getFaqs(locale: Locale = 'en'): Promise<FaqItem[]> {
  const rows = await getReadDb()
    .select({
      id: faqs.id,
      question: faqs.question,
      answer: faqs.answer,
      translated: translationIn(faqs.translations, locale, FAQ_WORDS),
    })
    .from(faqs)
    .orderBy(asc(faqs.sortOrder), asc(faqs.id));
  return rows.map(({ translated, ...row }) => inLanguage(row, translated, locale, FAQ_WORDS));
}

const HISTORY_WORDS = ['title', 'text'] as const;

/** The timeline, oldest first. */
export async function getHistoryEvents(locale: Locale = 'en'): Promise<HistoryEvent[]> {
  const rows = await getReadDb()
    .select({
      id: historyEvents.id,
      year: historyEvents.year,
      title: historyEvents.title,
      text: historyEvents.text,
      translated: translationIn(historyEvents.translations, locale, HISTORY_WORDS),
    })
    .from(historyEvents)
    .orderBy(asc(historyEvents.year), asc(historyEvents.id));
  return rows.map(({ translated, ...row }) => inLanguage(row, translated, locale, HISTORY_WORDS));
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
  const db = getReadDb();
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
