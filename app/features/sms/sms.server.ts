import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { getConfig, type Config } from '../../config.server.ts';
import { getDb } from '../../db/db.server.ts';
import { smsMessages } from '../../db/schema/index.ts';
import { getLogger } from '../../lib/logger.server.ts';
import { maskPhone } from '../../lib/mask.ts';
import { logSecurityEvent } from '../../lib/security-log.server.ts';
import {
  hitRateLimit,
  peekRateLimit,
  type RateLimitRule,
} from '../rate-limit/rate-limit.server.ts';
import { getSmsDailyBudget } from '../settings/site-settings.server.ts';

// Sending an SMS, whichever way it leaves: the outbox (default: a JSON-lines file and the
// log, for development, demos and tests) or an HTTP SMS provider (production). Every message
// is a row in `sms_messages` with its text masked; the row's unique idempotency key makes a
// second send of the same message a no-op, so one OTP request is one SMS however often the
// code path runs. Every SMS counts against the site's daily budget (a setting), checked here
// and nowhere else: past it a notice is not sent (its row says why), a reset code always is.

export type SmsMessage = {
  /** The 10-digit Indian mobile number. */
  to: string;
  /** The full text, as the person receives it. Never stored, never logged. */
  text: string;
  /** The same text with secrets (the code) masked: what is stored and logged. */
  maskedText: string;
  /** One per message: a retry or a second call with the same key sends nothing more. */
  idempotencyKey: string;
  /**
   * A code someone is waiting for (a reset code) goes out even past the daily budget; a
   * notice (the default) does not.
   */
  purpose?: 'code' | 'notice';
};

type SmsResult = {
  status: 'queued' | 'sent' | 'failed';
  /** The `sms_messages` row. */
  id: number;
  providerMessageId: string | null;
  /** True when an earlier call with the same key already handled this message. */
  duplicate: boolean;
};

export interface SmsSender {
  readonly adapter: 'outbox' | 'http';
  send(message: SmsMessage): Promise<SmsResult>;
}

export type SmsConfig = Pick<
  Config,
  | 'NODE_ENV'
  | 'dataDir'
  | 'SMS_PROVIDER'
  | 'SMS_HTTP_URL'
  | 'SMS_HTTP_TOKEN'
  | 'SMS_HTTP_SENDER'
  | 'SMS_HTTP_TIMEOUT_MS'
>;

const RETRIES = 2;
const RETRY_DELAY_MS = 200;

/** The outbox file a developer (or the end-to-end test) reads the codes from. */
export function outboxFile(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'outbox', 'sms.jsonl');
}

/** Sends a message whose row (`id`) is claimed and within the budget; updates the row. */
type Transport = (id: number, message: SmsMessage) => Promise<SmsResult>;

export function createSmsSender(config: SmsConfig, logger: Logger = getLogger()): SmsSender {
  const adapter = config.SMS_PROVIDER === 'http' ? 'http' : 'outbox';
  const transport =
    adapter === 'http' ? httpTransport(config, logger) : outboxTransport(config, logger);
  return {
    adapter,
    async send(message) {
      const id = await claim(message, adapter);
      if (id === null) return existing(message.idempotencyKey);
      if (!(await withinBudget(message)) && message.purpose !== 'code') {
        await getDb()
          .update(smsMessages)
          .set({ status: 'failed', error: BUDGET_REACHED })
          .where(eq(smsMessages.id, id));
        logger.warn({ smsId: id, to: maskPhone(message.to, 0, 4) }, 'sms not sent: budget reached');
        return { status: 'failed', id, providerMessageId: null, duplicate: false };
      }
      return transport(id, message);
    },
  };
}

/** What a notice's row says when the budget held it back (the Outbox shows it). */
const BUDGET_REACHED = 'daily SMS budget reached';

/** The site's SMS in 24 hours, counted in `rate_limits` like every other limit. */
function budgetRule(): RateLimitRule {
  return { name: 'sms:site', limit: getSmsDailyBudget(), windowSeconds: 86_400, quiet: true };
}

/** Counts one SMS against the daily budget; false once it is spent (logged when it is reached). */
async function withinBudget(message: SmsMessage): Promise<boolean> {
  const rule = budgetRule();
  const result = await hitRateLimit(rule, 'site');
  if (result.count === rule.limit + 1) {
    logSecurityEvent('sms_budget_reached', {
      outcome: 'refused',
      limit: rule.limit,
      purpose: message.purpose ?? 'notice',
    });
  }
  return result.allowed;
}

type SmsBudgetUse = {
  budget: number;
  /** SMS counted in the current 24 hours. */
  used: number;
  /** When the 24 hours end (null when nothing was sent in them). */
  resetsAt: Date | null;
};

/** How much of the daily budget is used, without counting anything (the dashboard's alert). */
export async function getSmsBudgetUse(now: Date = new Date()): Promise<SmsBudgetUse> {
  const rule = budgetRule();
  const { count, retryAfterSeconds } = await peekRateLimit(rule, 'site');
  return {
    budget: rule.limit,
    used: count,
    resetsAt: count > 0 ? new Date(now.getTime() + retryAfterSeconds * 1000) : null,
  };
}

/**
 * The warning for a production start whose SMS go to the outbox (the log at start and the
 * admins' dashboard); null when SMS are delivered or this is not production.
 */
export function smsDeliveryWarning(config: Pick<Config, 'isProduction' | 'SMS_PROVIDER'>) {
  return config.isProduction && config.SMS_PROVIDER === 'outbox'
    ? 'No SMS provider is set (SMS_PROVIDER=outbox): SMS are written to the outbox file, not delivered to phones.'
    : null;
}

let shared: SmsSender | undefined;

/** The process's sender, from the configuration. */
export function getSmsSender(): SmsSender {
  shared ??= createSmsSender(getConfig());
  return shared;
}

/** Claims the message's row; null when a row with this key already exists. */
async function claim(message: SmsMessage, adapter: SmsSender['adapter']): Promise<number | null> {
  const [row] = await getDb()
    .insert(smsMessages)
    .values({
      idempotencyKey: message.idempotencyKey,
      phone: message.to,
      maskedBody: message.maskedText,
      adapter,
      status: 'queued',
    })
    .onConflictDoNothing({ target: smsMessages.idempotencyKey })
    .returning({ id: smsMessages.id });
  return row?.id ?? null;
}

async function existing(idempotencyKey: string): Promise<SmsResult> {
  const [row] = await getDb()
    .select({
      id: smsMessages.id,
      status: smsMessages.status,
      providerMessageId: smsMessages.providerMessageId,
    })
    .from(smsMessages)
    .where(eq(smsMessages.idempotencyKey, idempotencyKey))
    .limit(1);
  if (!row) throw new Error('sms_messages row vanished');
  return { ...row, duplicate: true };
}

function outboxTransport(config: SmsConfig, logger: Logger): Transport {
  return async (id, message) => {
    const file = outboxFile(config);
    const line = {
      id,
      at: new Date().toISOString(),
      to: message.to,
      text: message.text,
      idempotencyKey: message.idempotencyKey,
    };
    try {
      // NOTE: the file holds live codes, so only the app's user may read it.
      await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      await fs.appendFile(file, `${JSON.stringify(line)}\n`, { mode: 0o600 });
    } catch (error) {
      await getDb()
        .update(smsMessages)
        .set({
          status: 'failed',
          attempts: 1,
          error: (error as NodeJS.ErrnoException).code ?? 'write failed',
        })
        .where(eq(smsMessages.id, id));
      logger.error({ smsId: id, err: error }, 'sms outbox write failed');
      return { status: 'failed', id, providerMessageId: null, duplicate: false };
    }
    const providerMessageId = `outbox-${id}`;
    await getDb()
      .update(smsMessages)
      .set({ status: 'sent', providerMessageId, attempts: 1, sentAt: new Date() })
      .where(eq(smsMessages.id, id));
    logger.info(
      { smsId: id, to: maskPhone(message.to, 0, 4), text: message.maskedText, adapter: 'outbox' },
      'sms sent',
    );
    if (config.NODE_ENV === 'development') {
      // So a newcomer can finish the flow without an SMS provider; never in production.
      // eslint-disable-next-line no-console -- the development outbox prints to the terminal
      console.info(`\n[outbox] SMS to ${message.to}: ${message.text}\n`);
    }
    return { status: 'sent', id, providerMessageId, duplicate: false };
  };
}

function httpTransport(config: SmsConfig, logger: Logger): Transport {
  const url = config.SMS_HTTP_URL;
  if (!url) throw new Error('SMS_HTTP_URL is required when SMS_PROVIDER=http');
  return async (id, message) => {
    // One deadline for the whole send, retries included: the person is waiting.
    const deadline = AbortSignal.timeout(config.SMS_HTTP_TIMEOUT_MS);
    const body = JSON.stringify({
      to: `+91${message.to}`,
      from: config.SMS_HTTP_SENDER,
      text: message.text,
      idempotencyKey: message.idempotencyKey,
    });
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'Idempotency-Key': message.idempotencyKey,
    };
    if (config.SMS_HTTP_TOKEN) headers.Authorization = `Bearer ${config.SMS_HTTP_TOKEN}`;

    let attempts = 0;
    let error = 'not sent';
    let providerMessageId: string | null = null;
    let sent = false;
    while (attempts <= RETRIES && !deadline.aborted) {
      if (attempts > 0) await sleep(RETRY_DELAY_MS * attempts, deadline);
      if (deadline.aborted) break;
      attempts += 1;
      try {
        const response = await fetch(url, { method: 'POST', headers, body, signal: deadline });
        const answer = await readJson(response);
        if (response.ok) {
          providerMessageId = pickMessageId(answer);
          sent = true;
          break;
        }
        error = `HTTP ${response.status}`;
        if (response.status < 500) break;
      } catch (caught) {
        // A network error or the deadline: the loop retries the first while time is left.
        error = deadline.aborted
          ? `timeout after ${config.SMS_HTTP_TIMEOUT_MS} ms`
          : networkError(caught);
      }
    }
    if (deadline.aborted && !sent) error = `timeout after ${config.SMS_HTTP_TIMEOUT_MS} ms`;

    await getDb()
      .update(smsMessages)
      .set(
        sent
          ? { status: 'sent', providerMessageId, attempts, sentAt: new Date(), error: null }
          : { status: 'failed', attempts, error },
      )
      .where(eq(smsMessages.id, id));
    const entry = {
      smsId: id,
      to: maskPhone(message.to, 0, 4),
      text: message.maskedText,
      adapter: 'http',
      attempts,
    };
    if (sent) logger.info({ ...entry, providerMessageId }, 'sms sent');
    else logger.warn({ ...entry, error }, 'sms failed');
    return { status: sent ? 'sent' : 'failed', id, providerMessageId, duplicate: false };
  };
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/** Providers name their message id differently; take the usual spellings. */
function pickMessageId(answer: unknown): string | null {
  if (!answer || typeof answer !== 'object') return null;
  const record = answer as Record<string, unknown>;
  for (const key of ['messageId', 'message_id', 'id', 'sid']) {
    const value = record[key];
    if (typeof value === 'string' || typeof value === 'number') return String(value).slice(0, 200);
  }
  return null;
}

function networkError(error: unknown): string {
  const cause = (error as { cause?: { code?: string } }).cause;
  return `network error${cause?.code ? ` ${cause.code}` : ''}`;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}
