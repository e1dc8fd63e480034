import { eq } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { logSecurityEvent } from '../../lib/security-log.server.ts';
import { getConfig } from '../../config.server.ts';
import { getDb } from '../../db/db.server.ts';
import {
  agents,
  blogs,
  inquiries,
  properties,
  type Inquiry,
  type InquiryKind,
} from '../../db/schema/index.ts';
import { getLogger } from '../../lib/logger.server.ts';
import { getMailSender } from '../mail/mail.server.ts';
import { hitRateLimit } from '../rate-limit/rate-limit.server.ts';
import { getSiteSettings } from '../settings/site-settings.server.ts';
import { holdUntilFilled } from './form-token.server.ts';
import { HONEYPOT_NAME } from './inquiry-fields.ts';

// One path for every message a visitor sends the agency: spam checks (honeypot, minimum fill
// time, per-IP limit per form), then the inquiry row (so nothing is lost if mail fails), then
// the mail to the agency (and the lister or agent) as plain text through the mail adapter.

export type InquiryDraft = {
  kind: InquiryKind;
  name: string;
  email: string;
  phone?: string | null;
  service?: string | null;
  message: string;
  consent?: boolean;
  propertyId?: number | null;
  agentId?: number | null;
  blogId?: number | null;
  recipientUserId?: number | null;
  senderUserId?: number | null;
};

export type InquiryMail = {
  subject: string;
  /** Who besides the agency gets the mail (an agent's address). */
  alsoTo?: readonly string[];
  /** Lines after the sender's details, e.g. 'Property: 3BHK in Brodipet (/product-details/12)'. */
  about?: readonly string[];
};

/**
 * Joins an inquiry query (`.from(inquiries)…$dynamic()`) to what the message is about: the
 * listing, the agent or the blog post (left joins: each is null for the other kinds, and the
 * query's type has their columns nullable).
 */
export function joinSubjects<Query extends PgSelect>(query: Query) {
  return query
    .leftJoin(properties, eq(properties.id, inquiries.propertyId))
    .leftJoin(agents, eq(agents.id, inquiries.agentId))
    .leftJoin(blogs, eq(blogs.id, inquiries.blogId));
}

export type SpamVerdict =
  | { kind: 'ok' }
  | { kind: 'spam' }
  | { kind: 'resend' }
  | { kind: 'rate-limited'; retryAfterSeconds: number };

/**
 * Checks a posted public form before anything is stored: a filled honeypot is spam (answered
 * like a success, stored nowhere); a missing or forged start time asks for the form again; a
 * form sent sooner than FORM_MIN_FILL_MS after it was shown is held until then; then the
 * per-IP limit of this form.
 */
export async function checkSpam(
  form: FormData,
  formName: string,
  clientIp: string,
): Promise<SpamVerdict> {
  const honeypot = form.get(HONEYPOT_NAME);
  if (typeof honeypot === 'string' && honeypot.trim() !== '') {
    logSecurityEvent('honeypot_hit', { outcome: 'refused', form: formName, ip: clientIp });
    return { kind: 'spam' };
  }
  const config = getConfig();
  // No or a foreign start time: a page made before a restart (or by another process without
  // FORM_SECRET), or a script. Asked to send again, with the form's values kept: a person
  // loses nothing, and the next page carries a good token.
  if ((await holdUntilFilled(form, config)) === 'invalid') return { kind: 'resend' };
  const limit = await hitRateLimit(
    {
      name: `${formName}:ip`,
      limit: config.ENQUIRY_RATE_LIMIT,
      windowSeconds: config.ENQUIRY_RATE_WINDOW_SECONDS,
    },
    clientIp,
  );
  if (!limit.allowed) return { kind: 'rate-limited', retryAfterSeconds: limit.retryAfterSeconds };
  return { kind: 'ok' };
}

/** The mail's plain-text body: the sender's details, what it concerns, then the message. */
function inquiryMailText(draft: InquiryDraft, mail: InquiryMail, siteUrl: string): string {
  const lines = [`Name: ${draft.name}`, `Email: ${draft.email}`];
  if (draft.phone) lines.push(`Phone: ${draft.phone}`);
  if (draft.service) lines.push(`Service: ${draft.service}`);
  for (const line of mail.about ?? []) lines.push(line);
  if (draft.consent) lines.push('Agreed to be contacted: yes');
  if (draft.message) lines.push('', 'Message:', draft.message);
  lines.push('', `Sent through ${siteUrl}`);
  return lines.join('\n');
}

/**
 * Stores the inquiry, then mails it. A mail failure is logged and recorded on the mail row; the
 * inquiry stays in the inbox, so the visitor's message is never lost.
 */
export async function recordInquiry(draft: InquiryDraft, mail: InquiryMail): Promise<Inquiry> {
  const [inquiry] = await getDb()
    .insert(inquiries)
    .values({
      kind: draft.kind,
      name: draft.name,
      email: draft.email,
      phone: draft.phone ?? null,
      service: draft.service ?? null,
      message: draft.message,
      consent: draft.consent ?? false,
      propertyId: draft.propertyId ?? null,
      agentId: draft.agentId ?? null,
      blogId: draft.blogId ?? null,
      recipientUserId: draft.recipientUserId ?? null,
      senderUserId: draft.senderUserId ?? null,
    })
    .returning();
  if (!inquiry) throw new Error('inquiries insert returned nothing');
  const settings = getSiteSettings();
  const to = [settings.email, ...(mail.alsoTo ?? [])].filter(
    (address, index, all) => address && all.indexOf(address) === index,
  );
  try {
    await getMailSender().send({
      to,
      replyTo: draft.email || undefined,
      subject: mail.subject,
      text: inquiryMailText(draft, mail, settings.siteUrl),
      inquiryId: inquiry.id,
    });
  } catch (error) {
    getLogger().error({ err: error, inquiryId: inquiry.id }, 'inquiry mail failed');
  }
  return inquiry;
}

/** Marks an inquiry handled (or not) when the viewer may: see `mayHandle`. */
export async function setInquiryHandled(id: number, handled: boolean): Promise<void> {
  await getDb()
    .update(inquiries)
    .set({ handledAt: handled ? new Date() : null, status: handled ? 'read' : 'new' })
    .where(eq(inquiries.id, id));
}
