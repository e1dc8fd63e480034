import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { Logger } from 'pino';
import { getConfig, type Config } from '../../config.server.ts';
import { getDb } from '../../db/db.server.ts';
import { mailMessages } from '../../db/schema/index.ts';
import { getLogger } from '../../lib/logger.server.ts';
import { maskEmail } from '../../lib/mask.ts';

// Sending mail, whichever way it leaves: the outbox (the embedded default: the stored row is
// the delivery, listed for admins) or SMTP (`SMTP_URL`, via nodemailer; the row records whether
// it was sent). Bodies are plain text built by our code from escaped values: never HTML from
// what a visitor typed, and recipients always come from settings or the database.

type OutgoingMail = {
  to: readonly string[];
  /** The visitor's address, so the agency can answer with one click. */
  replyTo?: string;
  subject: string;
  text: string;
  inquiryId?: number | null;
  /** Headers beyond the usual ones: an alert's List-Unsubscribe and List-Unsubscribe-Post. */
  headers?: Record<string, string>;
};

type MailResult = { id: number; status: 'stored' | 'sent' | 'failed' };

export interface MailSender {
  readonly adapter: 'outbox' | 'smtp';
  send(mail: OutgoingMail): Promise<MailResult>;
}

type MailConfig = Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'SMTP_TIMEOUT_MS'>;

/** 'ravi@example.com' → 'r***@example.com': what logs show of an address. */
const maskForLog = (address: string) => maskEmail(address, 1);

/** Header-safe: a subject never carries a line break (header injection). */
function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim();
}

async function record(
  mail: OutgoingMail,
  adapter: MailSender['adapter'],
  status: MailResult['status'],
  error?: string,
): Promise<number> {
  const [row] = await getDb()
    .insert(mailMessages)
    .values({
      inquiryId: mail.inquiryId ?? null,
      adapter,
      to: [...mail.to],
      replyTo: mail.replyTo ?? null,
      subject: oneLine(mail.subject),
      body: mail.text,
      headers: mail.headers ?? null,
      status,
      error: error ?? null,
    })
    .returning({ id: mailMessages.id });
  if (!row) throw new Error('mail_messages insert returned nothing');
  return row.id;
}

function outboxSender(logger: Logger): MailSender {
  return {
    adapter: 'outbox',
    async send(mail) {
      const id = await record(mail, 'outbox', 'stored');
      logger.info(
        { mailId: id, to: mail.to.map(maskForLog), subject: oneLine(mail.subject) },
        'mail stored in the outbox (no SMTP_URL set)',
      );
      return { id, status: 'stored' };
    },
  };
}

function smtpSender(config: MailConfig & { SMTP_URL: string }, logger: Logger): MailSender {
  // The SMTP transport reads `url` (smtp[s]://user:pass@host:port) beside its other options.
  const options: SMTPTransport.Options & { url: string } = {
    url: config.SMTP_URL,
    connectionTimeout: config.SMTP_TIMEOUT_MS,
    greetingTimeout: config.SMTP_TIMEOUT_MS,
    socketTimeout: config.SMTP_TIMEOUT_MS,
  };
  const transport: Transporter = nodemailer.createTransport(options);
  return {
    adapter: 'smtp',
    async send(mail) {
      try {
        await transport.sendMail({
          from: config.MAIL_FROM,
          to: [...mail.to],
          replyTo: mail.replyTo,
          subject: oneLine(mail.subject),
          text: mail.text,
          headers: mail.headers,
        });
      } catch (error) {
        const reason = error instanceof Error ? error.message.slice(0, 500) : 'send failed';
        const id = await record(mail, 'smtp', 'failed', reason);
        logger.error({ mailId: id, to: mail.to.map(maskForLog), err: error }, 'mail send failed');
        return { id, status: 'failed' };
      }
      const id = await record(mail, 'smtp', 'sent');
      logger.info({ mailId: id, to: mail.to.map(maskForLog) }, 'mail sent');
      return { id, status: 'sent' };
    },
  };
}

export function createMailSender(config: MailConfig, logger: Logger = getLogger()): MailSender {
  return config.SMTP_URL
    ? smtpSender({ ...config, SMTP_URL: config.SMTP_URL }, logger)
    : outboxSender(logger);
}

let shared: MailSender | undefined;

/** The process's sender, from the configuration. */
export function getMailSender(): MailSender {
  shared ??= createMailSender(getConfig());
  return shared;
}

/** Tests point the process at their own SMTP server (or back to the configuration). */
export function setMailSender(sender: MailSender | undefined): void {
  shared = sender;
}
