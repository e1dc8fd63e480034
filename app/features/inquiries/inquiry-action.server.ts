import type { z } from 'zod';
import { cleanText, parseForm, type FormValues } from '../../lib/forms.ts';
import { getLogger } from '../../lib/logger.server.ts';
import type { MessageKey } from '../../i18n/translate.ts';
import type { RequestInfo } from '../../lib/request-context.ts';
import type { FormOutcome } from '../../lib/result.ts';
import { retryMinutes } from '../rate-limit/rate-limit.server.ts';
import type { InquiryResult, InquiryTexts } from './inquiry-result.ts';
import { checkSpam } from './record-inquiry.server.ts';

// Typed values come back on failure so nothing is lost; a flood does not.
const ECHO_LIMIT = 10_000;

/** The form's own fields as typed ('' for a missing one), to show again. */
export function echoValues<F extends string>(
  values: FormValues,
  fields: readonly F[],
): Record<F, string> {
  return Object.fromEntries(
    fields.map((field) => [field, (values[field] ?? '').slice(0, ECHO_LIMIT)]),
  ) as Record<F, string>;
}

/** The answer to a form refused by the per-IP limit: the minutes to wait, the values kept. */
export function rateLimitedResult(
  retryAfterSeconds: number,
  values: Record<string, string>,
): InquiryResult {
  const minutes = retryMinutes(retryAfterSeconds);
  return minutes === 1
    ? { ok: false, message: 'inquiry.rateLimitedOneMinute', values }
    : { ok: false, message: 'inquiry.rateLimited', params: { minutes }, values };
}

/**
 * Why an inquiry form was refused; the route answers each with its status (400, 200 for
 * 'resend' so React Router reloads the page data and the form gets a good token, 429, 404, 500).
 */
export type InquiryRefusal = 'invalid' | 'resend' | 'rate-limited' | 'gone' | 'error';
export type InquiryOutcome<Field extends string = string> = FormOutcome<
  InquiryResult<Field>,
  InquiryRefusal
>;

/** A refused inquiry form: the message, and the fields as typed to show again. */
export function refusedInquiry<Field extends string>(
  reason: Exclude<InquiryRefusal, 'rate-limited' | 'invalid'>,
  message: MessageKey,
  values: Record<Field, string>,
): InquiryOutcome<Field> {
  return { ok: false, reason, answer: { ok: false, message, values } };
}

/**
 * A public form's action: spam checks, the schema, then `handle` (which stores and mails).
 * Answers with the spec's texts: `success`, `failed` when the thing it concerns is gone,
 * `error` when something broke (logged). A honeypot submission is answered like a success; one
 * without a good start time is asked to send again, its values kept.
 */
export async function handleInquiryForm<S extends z.ZodType<Record<string, unknown>>>({
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
  texts: InquiryTexts;
  request: Pick<RequestInfo, 'clientIp' | 'logger'>;
  /** Stores and mails; returns false when what the form concerns no longer exists. */
  handle: (input: z.output<S>) => Promise<boolean | { reference: string }>;
  /** Headers for a sent form (e.g. the saved-details cookie). */
  successHeaders?: (input: z.output<S>) => HeadersInit;
}): Promise<InquiryOutcome> {
  // Only the form's own fields are read (files as they came, for the schema to refuse).
  const own = Object.fromEntries(
    fields.map((field) => {
      const value = form.get(field);
      return [field, typeof value === 'string' ? cleanText(value) : (value ?? undefined)] as const;
    }),
  );
  const parsed = parseForm(schema, own);
  const values = echoValues(parsed.values, fields);
  if (parsed.fieldErrors) {
    const answer: InquiryResult = {
      ok: false,
      message: 'inquiry.checkFields',
      fieldErrors: parsed.fieldErrors,
      values,
    };
    return { ok: false, reason: 'invalid', answer };
  }
  const refused = (reason: 'resend' | 'gone' | 'error', message: MessageKey) =>
    refusedInquiry(reason, message, values);
  try {
    const verdict = await checkSpam(form, formName, request.clientIp);
    if (verdict.kind === 'spam') return { ok: true, answer: { ok: true, message: texts.success } };
    if (verdict.kind === 'resend') return refused('resend', 'inquiry.resend');
    if (verdict.kind === 'rate-limited') {
      const { retryAfterSeconds: wait } = verdict;
      return {
        ok: false,
        reason: 'rate-limited',
        answer: rateLimitedResult(wait, values),
        retryAfter: wait,
      };
    }
    const outcome = await handle(parsed.value);
    if (outcome === false) return refused('gone', texts.failed);
    return {
      ok: true,
      answer:
        outcome === true
          ? { ok: true, message: texts.success }
          : { ok: true, message: texts.success, reference: outcome.reference },
      ...(successHeaders ? { headers: successHeaders(parsed.value) } : {}),
    };
  } catch (error) {
    (request.logger ?? getLogger()).error({ err: error, form: formName }, 'public form failed');
    return refused('error', texts.error);
  }
}
