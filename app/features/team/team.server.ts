import { and, asc, eq } from 'drizzle-orm';
import { getDb } from '../../db/db.server.ts';
import { agents, cities, offices } from '../../db/schema/index.ts';
import type { z } from 'zod';
import type { AgentContactSchema, QuoteSchema } from '../inquiries/inquiry-schema.server.ts';
import type { Locale } from '../../i18n/locales.ts';
import { inLanguage } from '../content/in-language.ts';
import { translationIn } from '../content/in-language.server.ts';
import { recordInquiry } from '../inquiries/record-inquiry.server.ts';
import { placeNameColumn } from '../places/places.server.ts';
import type { AgentCardData, AgentProfile } from './agents.ts';
import type { CityOption, OfficeInfo } from './offices.ts';

type AgentContactInput = z.output<typeof AgentContactSchema>;
type QuoteInput = z.output<typeof QuoteSchema>;

// The agency's people and places: the agents of /team and /team-details, the offices and
// cities of /contact and /location, and the two inquiries those pages send. The tables are small
// (a few dozen rows at most), so they are read whole, in their editors' order, and shown in
// the page's language (English, marked, where a row has no translation).

const cardColumns = {
  slug: agents.slug,
  name: agents.name,
  designation: agents.designation,
  phone: agents.phone,
  email: agents.email,
  photoKey: agents.photoKey,
};

const CARD_WORDS = ['designation'] as const;
const PROFILE_WORDS = ['designation', 'bio'] as const;

/** Published agents in their display order (spec: the six cards of /team). */
export async function listAgents(locale: Locale = 'en'): Promise<AgentCardData[]> {
  const rows = await getDb()
    .select({ ...cardColumns, translated: translationIn(agents.translations, locale, CARD_WORDS) })
    .from(agents)
    .where(eq(agents.published, true))
    .orderBy(asc(agents.sortOrder), asc(agents.id));
  return rows.map(({ translated, ...card }) => inLanguage(card, translated, locale, CARD_WORDS));
}

// Slugs are lower-case words joined by hyphens; anything else cannot name an agent.
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

async function findAgent(slug: string, locale: Locale = 'en') {
  if (slug.length > 120 || !SLUG.test(slug)) return null;
  const [row] = await getDb()
    .select({
      ...cardColumns,
      id: agents.id,
      userId: agents.userId,
      bio: agents.bio,
      languages: agents.languages,
      cityName: placeNameColumn(locale, cities),
      translated: translationIn(agents.translations, locale, PROFILE_WORDS),
    })
    .from(agents)
    .leftJoin(cities, eq(cities.id, agents.cityId))
    .where(and(eq(agents.slug, slug), eq(agents.published, true)))
    .limit(1);
  return row ?? null;
}

/** A published agent for their page, or null (the page answers 404). */
export async function getAgent(slug: string, locale: Locale = 'en'): Promise<AgentProfile | null> {
  const row = await findAgent(slug, locale);
  if (!row) return null;
  const { userId: _userId, translated, ...profile } = row;
  return inLanguage(profile, translated, locale, PROFILE_WORDS);
}

/**
 * An agent's contact form: stored for the agency and the agent's My Account inbox, mailed to
 * both. False when the agent is gone or unpublished since the page was shown.
 */
export async function sendAgentMessage(slug: string, input: AgentContactInput): Promise<boolean> {
  const agent = await findAgent(slug);
  if (!agent) return false;
  await recordInquiry(
    {
      kind: 'agent',
      name: input.name,
      email: input.email,
      phone: input.phone,
      service: input.service,
      message: input.message,
      // 'Save my details' keeps them in this browser; it is no consent to be contacted.
      consent: false,
      agentId: agent.id,
      recipientUserId: agent.userId,
    },
    {
      subject: `Message for ${agent.name}`,
      alsoTo: [agent.email],
      about: [`Agent: ${agent.name}`],
    },
  );
  return true;
}

/** 'Get A Quote' on /contact: stored in the agency's inbox and mailed to the agency. */
export async function sendQuoteRequest(input: QuoteInput): Promise<true> {
  await recordInquiry(
    {
      kind: 'quote',
      name: input.name,
      email: input.email,
      phone: input.phone,
      service: input.service,
      message: input.message,
      consent: input.agree,
    },
    { subject: `Quote request: ${input.service}` },
  );
  return true;
}

const OFFICE_WORDS = ['name', 'address', 'hours'] as const;

/** Every office with its city, in display order. */
export async function listOffices(locale: Locale = 'en'): Promise<OfficeInfo[]> {
  const rows = await getDb()
    .select({
      id: offices.id,
      name: offices.name,
      address: offices.address,
      phone: offices.phone,
      email: offices.email,
      hours: offices.hours,
      latitude: offices.latitude,
      longitude: offices.longitude,
      citySlug: cities.slug,
      cityName: placeNameColumn(locale, cities),
      translated: translationIn(offices.translations, locale, OFFICE_WORDS),
    })
    .from(offices)
    .innerJoin(cities, eq(cities.id, offices.cityId))
    .orderBy(asc(offices.sortOrder), asc(offices.id));
  return rows.map(({ translated, ...office }) =>
    inLanguage(office, translated, locale, OFFICE_WORDS),
  );
}

/** The region's cities for the location filter, in their display order. */
export async function listCities(locale: Locale = 'en'): Promise<CityOption[]> {
  return getDb()
    .select({ slug: cities.slug, name: placeNameColumn(locale, cities) })
    .from(cities)
    .orderBy(asc(cities.sortOrder), asc(cities.name));
}
