import type { z } from 'zod';
import type { MessageKey, Translate } from '../i18n/translate.ts';

// The one convention for forms (docs/architecture.md): a zod schema whose messages are
// catalogue keys, parsed on the server by `parseForm`, which answers either the parsed value or
// the first message per field. The schemas are server-only (*-schema.server.ts).

/** The message shown next to each field, by field name; `form` is for the form as a whole. */
export type FieldErrors<Key extends string = MessageKey> = Partial<Record<string, Key>>;

export type Parsed<T> =
  { value: T; fieldErrors?: undefined } | { value?: undefined; fieldErrors: FieldErrors };

/** The text to show next to a field, or undefined when it has no error. */
export function errorTextFor(
  t: Translate,
  errors: FieldErrors,
): (name: string) => string | undefined {
  return (name) => {
    const key = errors[name];
    return key ? t(key) : undefined;
  };
}

/** The first message per field, for showing next to each input. */
export function firstIssuePerField(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    out[key] ??= issue.message as MessageKey;
  }
  return out;
}

/** A text field of a submitted form: '' when missing or a file. */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? withoutNul(value) : '';
}

/**
 * Text without NUL characters, which no person types and PostgreSQL text cannot hold (a NUL
 * reaching a query is an error, not a refusal).
 */
export function withoutNul(text: string): string {
  return text.includes('\u0000') ? text.replaceAll('\u0000', '') : text;
}

/**
 * Parses submitted form data (or a plain object) with `schema`. Text fields arrive as strings;
 * a field sent more than once keeps its last value unless the schema reads it itself.
 */
export function parseForm<S extends z.ZodType>(
  schema: S,
  input: FormData | Record<string, unknown>,
): Parsed<z.output<S>> {
  const data = input instanceof FormData ? formObject(input) : input;
  const result = schema.safeParse(data);
  return result.success
    ? { value: result.data }
    : { fieldErrors: firstIssuePerField(result.error) };
}

function formObject(form: FormData): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of form.entries()) out[key] = value;
  return out;
}
