import { sql } from 'drizzle-orm';
import { getDb } from '../../db/db.server.ts';
import { newsletterSubscribers } from '../../db/schema/index.ts';
import '../../i18n/catalogues.server.ts';
import type { Locale } from '../../i18n/locales.ts';
import { translator } from '../../i18n/translate.ts';
import { getLogger } from '../../lib/logger.server.ts';
import { recordInquiry } from '../inquiries/record-inquiry.server.ts';
import { getMailSender } from '../mail/mail.server.ts';
import { getSiteSettings, siteAddress } from '../settings/site-settings.server.ts';

/**
 * Subscribes an address; subscribing again is not an error and changes nothing. A first
 * subscription is also an inquiry for the agency (spec: subject 'Service Inquiry') and gets a
 * confirmation mail, so 'You are subscribed' is true. True when the address is new.
 */
export async function subscribeToNewsletter(input: {
  email: string;
  locale: Locale;
  source: 'footer' | 'coming-soon';
}): Promise<boolean> {
  const email = input.email.toLowerCase();
  const added = await getDb()
    .insert(newsletterSubscribers)
    .values({ email, locale: input.locale, source: input.source })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id });
  if (added.length === 0) return false;
  const inquiry = await recordInquiry(
    { kind: 'newsletter', name: '', email, message: '', consent: true },
    {
      subject: 'Service Inquiry',
      about: [
        `Newsletter subscription (${input.source === 'footer' ? 'footer' : 'coming soon page'})`,
      ],
    },
  );
  const settings = getSiteSettings();
  // In the language of the page the form was sent from.
  const t = translator(input.locale);
  const agency = settings.agencyName;
  try {
    await getMailSender().send({
      to: [email],
      subject: t('out.newsletter.subject', { agency }),
      text: [
        t('out.newsletter.thanks', { agency }),
        '',
        t('out.newsletter.what'),
        '',
        t('out.newsletter.stop', { email: settings.email }),
        siteAddress(input.locale, '/'),
      ].join('\n'),
      inquiryId: inquiry.id,
    });
  } catch (error) {
    getLogger().error({ err: error, inquiryId: inquiry.id }, 'newsletter confirmation failed');
  }
  return true;
}

export async function countNewsletterSubscribers(): Promise<number> {
  const [row] = await getDb()
    .select({ count: sql<number>`count(*)::int` })
    .from(newsletterSubscribers);
  return row?.count ?? 0;
}
