import { data } from 'react-router';
import type { z } from 'zod';
import type { MessageKey } from '../../i18n/translate.ts';
import { cleanText } from '../../lib/forms.ts';
import { getLogger } from '../../lib/logger.server.ts';
import type { RequestInfo } from '../../lib/request-context.ts';
import type { LeadResult, LeadTexts } from './lead-result.ts';
import { checkSpam } from './leads.server.ts';

// Typed values come back on failure so nothing is lost; a flood does not.
const ECHO_LIMIT = 10_000;

function echo(form: FormData, fields: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    fields.map((field) => {
      const value = form.get(field);
      return [field, typeof value === 'string' ? value.slice(0, ECHO_LIMIT) : ''];
    }),
  );
}

/**
 * A public form's action: spam checks, the schema, then `handle` (which stores and mails).
 * Answers with the spec's texts: `success`, `failed` when the thing it concerns is gone,
 * `error` when something broke (logged). A honeypot submission is answered like a success; one
 * without a good start time is asked to send again, its values kept.
 */
export async function handleLeadForm<S extends z.ZodType<Record<string, unknown>>>({
  form,
  formName,
  schema,
  fields,
  texts,
  request,
  handle,
  successHeaders,
}: {
  form: FormData;
  formName: string;
  schema: S;
  fields: readonly string[];
  texts: LeadTexts;
  request: Pick<RequestInfo, 'clientIp' | 'logger'>;
  /** Stores and mails; returns false when what the form concerns no longer exists. */
  handle: (input: z.output<S>) => Promise<boolean | { reference: string }>;
  /** Headers for a sent form (e.g. the saved-details cookie). */
  successHeaders?: (input: z.output<S>) => HeadersInit;
}) {
  const values = echo(form, fields);
  const raw = Object.fromEntries(
    fields.map((field) => {
      const value = form.get(field);
      return [field, typeof value === 'string' ? cleanText(value) : (value ?? undefined)] as const;
    }),
  );
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const fieldErrors: Record<string, MessageKey> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]);
      fieldErrors[field] ??= issue.message as MessageKey;
    }
    return data<LeadResult>(
      { ok: false, message: 'inquiry.checkFields', fieldErrors, values },
      { status: 400 },
    );
  }
  try {
    const verdict = await checkSpam(form, formName, request.clientIp);
    if (verdict.kind === 'spam') return data<LeadResult>({ ok: true, message: texts.success });
    if (verdict.kind === 'resend')
      // 200, not 4xx: React Router then reloads the page data, so the form gets a good token.
      return data<LeadResult>({ ok: false, message: 'lead.resend', values });
    if (verdict.kind === 'rate-limited') {
      const minutes = Math.max(1, Math.ceil(verdict.retryAfterSeconds / 60));
      return data<LeadResult>(
        minutes === 1
          ? { ok: false, message: 'inquiry.rateLimitedOneMinute', values }
          : { ok: false, message: 'inquiry.rateLimited', params: { minutes }, values },
        { status: 429, headers: { 'Retry-After': String(Math.max(1, verdict.retryAfterSeconds)) } },
      );
    }
    const outcome = await handle(parsed.data);
    if (outcome === false)
      return data<LeadResult>({ ok: false, message: texts.failed, values }, { status: 404 });
    return data<LeadResult>(
      outcome === true
        ? { ok: true, message: texts.success }
        : { ok: true, message: texts.success, reference: outcome.reference },
      successHeaders ? { headers: successHeaders(parsed.data) } : undefined,
    );
  } catch (error) {
    (request.logger ?? getLogger()).error({ err: error, form: formName }, 'public form failed');
    return data<LeadResult>({ ok: false, message: texts.error, values }, { status: 500 });
  }
}
