import '../../../../lib/zod-jitless.ts';
import { z } from 'zod';
import { normalisePhone } from '../../../accounts/account-rules.ts';
import {
  formatQuestions,
  formatSections,
  parseQuestions,
  parseSections,
  splitParagraphs,
  type QuestionAnswer,
  type Section,
} from './text-formats.ts';

// The fields of the content kinds. A field is declared once, with its limits; the editor draws
// it from the declaration and `fieldRule` builds what a save accepts from the same numbers, so
// a limit is never written twice. Safe on client and server.

/** Choices a select field loads on the server. */
export type OptionSource = 'agents' | 'cities' | 'agentUsers';
export type SelectOption = { value: string; label: string };
/** The choices of a kind's select fields, loaded on the server. */
export type ContentOptions = Partial<Record<OptionSource, SelectOption[]>>;

type FieldType =
  | 'text'
  | 'email'
  | 'tel'
  | 'number'
  | 'date'
  | 'textarea'
  | 'richtext'
  | 'checkbox'
  | 'select'
  | 'image'
  /** Comma-separated words, stored as an array. */
  | 'list'
  /** One entry per line, stored as an array. */
  | 'lines'
  /** Paragraphs separated by a blank line, stored as an array. */
  | 'paragraphs'
  /** '## Heading' lines, each followed by its paragraphs (city pages). */
  | 'sections'
  /** 'Q:' and 'A:' pairs separated by a blank line (city pages). */
  | 'qa';

/** A field as the editor reads it. */
export type FieldDef = {
  /** The form field's name, which is also the table column it fills. */
  name: string;
  label: string;
  type: FieldType;
  required?: boolean;
  hint?: string;
  /** Characters: the input's maxlength, and (but for a list) what a save accepts. */
  maxLength?: number;
  /** Entries of a list, lines, paragraphs, sections or questions. */
  maxItems?: number;
  /** The smallest and largest whole number. */
  range?: readonly [number, number];
  /** The field in its messages: 'a title' gives 'Enter a title.' */
  what?: string;
  rows?: number;
  options?: OptionSource;
  /** The label of the select's empty choice (selects that may be left empty). */
  emptyOption?: string;
  /** Words readers read: edited in Telugu and Hindi beside the English (issue 26). */
  translate?: boolean;
};

type Common = Pick<FieldDef, 'name' | 'label' | 'hint' | 'rows' | 'translate'>;

/** A field as a kind declares it: each type with the limits its rule needs. */
export type DeclaredField = Common &
  (
    | { type: 'text' | 'textarea'; required: true; maxLength: number; what: string }
    | { type: 'email' | 'tel' | 'richtext'; required: true; maxLength: number }
    /** Left blank, a field that is not required is 0. */
    | { type: 'number'; required?: true; range: readonly [number, number]; what: string }
    | { type: 'date'; required: true }
    | { type: 'checkbox' | 'image' }
    | { type: 'select'; options: OptionSource; emptyOption: string }
    | { type: 'list'; maxItems: number; maxLength: number }
    | { type: 'lines' | 'sections' | 'qa'; maxItems: number }
    | { type: 'paragraphs'; required: true; maxItems: number; what: string }
  );

/** The largest field (a blog body), in characters of HTML: it also bounds the whole post. */
export const BODY_MAX = 200_000;

/**
 * A required line of text (or, with `type: 'textarea'`, a box) of at most `maxLength`
 * characters; `what` names it in its messages: 'a title' gives 'Enter a title.'
 */
export function text(
  name: string,
  label: string,
  maxLength: number,
  what: string,
  more: { type?: 'textarea'; rows?: number; hint?: string; translate?: boolean } = {},
): DeclaredField {
  return { name, label, type: 'text', required: true, maxLength, what, ...more };
}

/** The languages a translated field is edited in beside English, as the editor names them. */
export const TRANSLATION_LANGUAGES = [
  { locale: 'te', name: 'Telugu' },
  { locale: 'hi', name: 'Hindi' },
] as const;
export type TranslationLocale = (typeof TRANSLATION_LANGUAGES)[number]['locale'];

/** The form field of a translated field's words in `locale`: 'title_te'. */
export const translationFieldName = (field: string, locale: TranslationLocale) =>
  `${field}_${locale}`;

/** The display order of testimonials, agents and FAQ entries. */
export const ORDER_FIELD: DeclaredField = {
  name: 'sortOrder',
  label: 'Order',
  type: 'number',
  range: [0, 999],
  what: 'a whole number',
  hint: 'Lower numbers come first.',
};

export const RICH_TEXT_TAGS =
  'p, h2, h3, h4, ul, ol, li, strong, em, b, i, blockquote, br, table (thead, tbody, tr, th, td), and a with an http(s), mailto: or tel: link';

// ---- Rules -------------------------------------------------------------------------------

const enteredText = (what: string, max: number) =>
  z
    .string({ error: `Enter ${what}.` })
    .trim()
    .min(1, `Enter ${what}.`)
    .max(max, { message: `Keep ${what} to ${max} characters or fewer.`, abort: true });

const checkbox = z
  .string()
  .optional()
  .transform((value) => value === 'on');

/** The digits of a number in range: as many as its largest value has, at most. */
function wholeNumber(what: string, [min, max]: readonly [number, number], required: boolean) {
  const message = `Enter ${what} from ${min} to ${max}.`;
  const digits = new RegExp(`^\\d{1,${String(max).length}}$`);
  return z
    .string({ error: message })
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (!value && !required) return 0;
      const number = Number(value);
      if (!value || !digits.test(value) || number < min || number > max) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return number;
    });
}

/** An optional id from a select: blank is null. */
const optionalId = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx) => {
    if (!value) return null;
    if (!/^[1-9]\d{0,8}$/.test(value)) {
      ctx.addIssue({ code: 'custom', message: 'Choose one of the options.' });
      return z.NEVER;
    }
    return Number(value);
  });

const isoDate = z
  .string({ error: 'Enter the date.' })
  .trim()
  .refine((value) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, 'Enter a date as YYYY-MM-DD.');

/** Twice the input's length: room for what a browser that ignores maxlength sends. */
const phone = (max: number) =>
  z
    .string({ error: 'Enter a 10-digit mobile number.' })
    .max(max * 2, { message: 'Enter a 10-digit mobile number.', abort: true })
    .transform((value, ctx) => {
      const normalised = normalisePhone(value);
      if (normalised === null) {
        ctx.addIssue({ code: 'custom', message: 'Enter a 10-digit mobile number.' });
        return z.NEVER;
      }
      return normalised;
    });

const email = (max: number) =>
  z
    .string({ error: 'Enter an email address.' })
    .trim()
    .max(max, { message: 'Enter an email address.', abort: true })
    .pipe(z.email('Enter an email address like name@example.com.'));

// NOTE: every pattern that meets a whole field must stay linear (issue 24, finding 8). A tag
// here is `<` up to the next `<` or `>`: with `<[^>]*>` each `<` of a long run scanned to the
// end of the field, and 200,000 of them stalled the server for minutes.
const MARKUP_OR_BLANK = /<[^<>]*>|&nbsp;|\s/g;

// A failed limit aborts the field's other checks: they never run over an over-long value
// (zod goes on to the next check after a failed one unless told to stop).
const richText = (max: number) =>
  z
    .string({ error: 'Write the post.' })
    .max(max, {
      message: `Keep the post under ${max.toLocaleString('en-IN')} characters of HTML.`,
      abort: true,
    })
    .refine((value) => value.replace(MARKUP_OR_BLANK, '') !== '', 'Write the post.');

/** Entries split by `separator`, blanks dropped: at most `max`, each of `itemMax` characters. */
const entries = (separator: string | RegExp, max: number, itemMax: number, message: string) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      const items = (value ?? '')
        .split(separator)
        .map((item) => item.trim())
        .filter(Boolean);
      if (items.length > max || items.some((item) => item.length > itemMax)) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return items;
    });

const paragraphs = (what: string, max: number) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      const items = splitParagraphs(value ?? '');
      if (items.length === 0) {
        ctx.addIssue({ code: 'custom', message: `Enter ${what}.` });
        return z.NEVER;
      }
      if (items.length > max || items.some((item) => item.length > 3000)) {
        ctx.addIssue({ code: 'custom', message: `At most ${max} paragraphs of 3,000 characters.` });
        return z.NEVER;
      }
      return items;
    });

/** Text in one of the formats of text-formats.ts: its own message, or at most `max` entries. */
const structured = <T>(parse: (value: string) => T[] | string, max: number, tooMany: string) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      const parsed = parse(value ?? '');
      if (typeof parsed === 'string' || parsed.length > max) {
        ctx.addIssue({ code: 'custom', message: typeof parsed === 'string' ? parsed : tooMany });
        return z.NEVER;
      }
      return parsed;
    });

/** What a save accepts for the field (its output is the column's value); none for an image. */
export function fieldRule(field: DeclaredField): z.ZodType | null {
  switch (field.type) {
    case 'text':
    case 'textarea':
      return enteredText(field.what, field.maxLength);
    case 'email':
      return email(field.maxLength);
    case 'tel':
      return phone(field.maxLength);
    case 'richtext':
      return richText(field.maxLength);
    case 'number':
      return wholeNumber(field.what, field.range, field.required === true);
    case 'date':
      return isoDate;
    case 'checkbox':
      return checkbox;
    case 'select':
      return optionalId;
    case 'list':
      return entries(',', field.maxItems, 40, `List at most ${field.maxItems} short entries.`);
    case 'lines':
      return entries(
        /\r?\n/,
        field.maxItems,
        80,
        `List at most ${field.maxItems} entries of 80 characters.`,
      );
    case 'paragraphs':
      return paragraphs(field.what, field.maxItems);
    case 'sections':
      return structured(parseSections, field.maxItems, `At most ${field.maxItems} sections.`);
    case 'qa':
      return structured(parseQuestions, field.maxItems, `At most ${field.maxItems} questions.`);
    case 'image':
      return null;
  }
}

/** A stored value as the form shows it. */
export function fieldText(field: FieldDef, value: unknown): string {
  const items = Array.isArray(value) ? value : null;
  switch (field.type) {
    case 'checkbox':
      return value ? 'on' : '';
    case 'list':
      return items ? items.join(', ') : '';
    case 'lines':
      return items ? items.join('\n') : '';
    case 'paragraphs':
      return items ? items.join('\n\n') : '';
    case 'sections':
      return items ? formatSections(items as Section[]) : '';
    case 'qa':
      return items ? formatQuestions(items as QuestionAnswer[]) : '';
    default:
      return value == null ? '' : String(value);
  }
}
