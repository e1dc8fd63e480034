import { sql } from 'drizzle-orm';
import { getDb } from '../../db/db.server.ts';
import { newsletterSubscribers } from '../../db/schema/index.ts';
import type { Locale } from '../../i18n/locales.ts';

/** Subscribes an address; subscribing again is not an error and changes nothing. */
export async function subscribeToNewsletter(input: {
  email: string;
  locale: Locale;
  source: 'footer' | 'coming-soon';
}): Promise<void> {
  await getDb()
    .insert(newsletterSubscribers)
    .values({ email: input.email.toLowerCase(), locale: input.locale, source: input.source })
    .onConflictDoNothing({ target: newsletterSubscribers.email });
}

export async function countNewsletterSubscribers(): Promise<number> {
  const [row] = await getDb()
    .select({ count: sql<number>`count(*)::int` })
    .from(newsletterSubscribers);
  return row?.count ?? 0;
}
