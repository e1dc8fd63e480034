import '../../../../lib/zod-jitless.ts';
import { z } from 'zod';
import type { content } from '../../../../i18n/admin/en/content.ts';
import { formatNumber } from '../../../../i18n/format.ts';
import type { Locale } from '../../../../i18n/locales.ts';
import { translator, type Translate } from '../../../../i18n/translate.ts';
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
// a limit is never written twice. Its words (label, hint, what) are keys of the back office's
// catalogue (i18n/admin/en/content.ts): the editor and the list translate them in the page's
// language, a save's messages are built in the request's. Safe on client and server.

/** A key of the content screens' catalogue: the words a kind declares. */
export type ContentKey = keyof typeof content;

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
  label: ContentKey;
  type: FieldType;
  required?: boolean;
  hint?: ContentKey;
  /** Characters: the input's maxlength, and (but for a list) what a save accepts. */
  maxLength?: number;
  /** Entries of a list, lines, paragraphs, sections or questions. */
  maxItems?: number;
  /** The smallest and largest whole number. */
  range?: readonly [number, number];
  /** The field in its messages: 'a title' gives 'Enter a title.' */
  what?: ContentKey;
  rows?: number;
  options?: OptionSource;
  /** The label of the select's empty choice (selects that may be left empty). */
  emptyOption?: ContentKey;
  /** Words readers read: edited in Telugu and Hindi beside the English (issue 26). */
  translate?: boolean;
};

type Common = Pick<FieldDef, 'name' | 'label' | 'hint' | 'rows' | 'translate'>;

/** A field as a kind declares it: each type with the limits its rule needs. */
export type DeclaredField = Common &
  (
    | { type: 'text' | 'textarea'; required: true; maxLength: number; what: ContentKey }
    | { type: 'email' | 'tel' | 'richtext'; required: true; maxLength: number }
    /** Left blank, a field that is not required is 0. */
    | { type: 'number'; required?: true; range: readonly [number, number]; what: ContentKey }
    | { type: 'date'; required: true }
    | { type: 'checkbox' | 'image' }
    | { type: 'select'; options: OptionSource; emptyOption: ContentKey }
    | { type: 'list'; maxItems: number; maxLength: number }
    | { type: 'lines' | 'sections' | 'qa'; maxItems: number }
    | { type: 'paragraphs'; required: true; maxItems: number; what: ContentKey }
  );

/** The largest field (a blog body), in characters of HTML: it also bounds the whole post. */
export const BODY_MAX = 200_000;

/**
 * A required line of text (or, with `type: 'textarea'`, a box) of at most `maxLength`
 * characters; `what` names it in its messages: 'a title' gives 'Enter a title.'
 */
export function text(
  name: string,
  label: ContentKey,
  maxLength: number,
  what: ContentKey,
  more: { type?: 'textarea'; rows?: number; hint?: ContentKey; translate?: boolean } = {},
): DeclaredField {
  return { name, label, type: 'text', required: true, maxLength, what, ...more };
}

/** The languages a translated field is edited in beside English, as messages name them. */
export const TRANSLATION_LANGUAGES = [
  { locale: 'te', name: 'admin.content.language.te' },
  { locale: 'hi', name: 'admin.content.language.hi' },
] as const satisfies readonly { locale: Locale; name: ContentKey }[];
export type TranslationLocale = (typeof TRANSLATION_LANGUAGES)[number]['locale'];

/** The form field of a translated field's words in `locale`: 'title_te'. */
export const translationFieldName = (field: string, locale: TranslationLocale) =>
  `${field}_${locale}`;

/** The display order of testimonials, agents and FAQ entries. */
export const ORDER_FIELD: DeclaredField = {
  name: 'sortOrder',
  label: 'admin.content.field.order',
  type: 'number',
  range: [0, 999],
  what: 'admin.content.field.orderWhat',
  hint: 'admin.content.field.orderHint',
};

// ---- Rules -------------------------------------------------------------------------------
// Each rule's messages are in the language it is built for (`t`): a kind builds its rules once
// per language (define-kind.ts).

const enteredText = (t: Translate, what: ContentKey, max: number) => {
  const enter = t('admin.content.error.enter', { what: t(what) });
  return z
    .string({ error: enter })
    .trim()
    .min(1, enter)
    .max(max, { message: t('admin.content.error.tooLong', { what: t(what), max }), abort: true });
};

const checkbox = z
  .string()
  .optional()
  .transform((value) => value === 'on');

/** The digits of a number in range: as many as its largest value has, at most. */
function wholeNumber(
  t: Translate,
  what: ContentKey,
  [min, max]: readonly [number, number],
  required: boolean,
) {
  const message = t('admin.content.error.range', { what: t(what), min, max });
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
const optionalId = (t: Translate) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (!value) return null;
      if (!/^[1-9]\d{0,8}$/.test(value)) {
        ctx.addIssue({ code: 'custom', message: t('admin.content.error.choose') });
        return z.NEVER;
      }
      return Number(value);
    });

const isoDate = (t: Translate) =>
  z
    .string({ error: t('admin.content.error.date') })
    .trim()
    .refine((value) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
    }, t('admin.content.error.dateFormat'));

/** Twice the input's length: room for what a browser that ignores maxlength sends. */
const phone = (t: Translate, max: number) => {
  const message = t('admin.content.error.phone');
  return z
    .string({ error: message })
    .max(max * 2, { message, abort: true })
    .transform((value, ctx) => {
      const normalised = normalisePhone(value);
      if (normalised === null) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return normalised;
    });
};

const email = (t: Translate, max: number) =>
  z
    .string({ error: t('admin.content.error.email') })
    .trim()
    .max(max, { message: t('admin.content.error.email'), abort: true })
    .pipe(z.email(t('admin.content.error.emailFormat')));

// NOTE: every pattern that meets a whole field must stay linear (issue 24, finding 8). A tag
// here is `<` up to the next `<` or `>`: with `<[^>]*>` each `<` of a long run scanned to the
// end of the field, and 200,000 of them stalled the server for minutes.
const MARKUP_OR_BLANK = /<[^<>]*>|&nbsp;|\s/g;

// A failed limit aborts the field's other checks: they never run over an over-long value
// (zod goes on to the next check after a failed one unless told to stop).
const richText = (t: Translate, locale: Locale, max: number) =>
  z
    .string({ error: t('admin.content.error.post') })
    .max(max, {
      message: t('admin.content.error.postTooLong', { max: formatNumber(max, locale) }),
      abort: true,
    })
    .refine((value) => value.replace(MARKUP_OR_BLANK, '') !== '', t('admin.content.error.post'));

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

/** The characters of one paragraph, at most. */
const PARAGRAPH_MAX = 3000;

const paragraphs = (t: Translate, locale: Locale, what: ContentKey, max: number) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      const items = splitParagraphs(value ?? '');
      if (items.length === 0) {
        ctx.addIssue({
          code: 'custom',
          message: t('admin.content.error.enter', { what: t(what) }),
        });
        return z.NEVER;
      }
      if (items.length > max || items.some((item) => item.length > PARAGRAPH_MAX)) {
        const length = formatNumber(PARAGRAPH_MAX, locale);
        ctx.addIssue({
          code: 'custom',
          message: t('admin.content.error.paragraphs', { max, length }),
        });
        return z.NEVER;
      }
      return items;
    });

/** Text in one of the formats of text-formats.ts: its own message, or at most `max` entries. */
const structured = <T>(
  t: Translate,
  parse: (value: string) => T[] | ContentKey,
  max: number,
  tooMany: string,
) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      const parsed = parse(value ?? '');
      if (typeof parsed === 'string' || parsed.length > max) {
        ctx.addIssue({ code: 'custom', message: typeof parsed === 'string' ? t(parsed) : tooMany });
        return z.NEVER;
      }
      return parsed;
    });

/**
 * What a save accepts for the field (its output is the column's value), its messages in
 * `locale`; none for an image.
 */
export function fieldRule(field: DeclaredField, locale: Locale): z.ZodType | null {
  const t = translator(locale);
  switch (field.type) {
    case 'text':
    case 'textarea':
      return enteredText(t, field.what, field.maxLength);
    case 'email':
      return email(t, field.maxLength);
    case 'tel':
      return phone(t, field.maxLength);
    case 'richtext':
      return richText(t, locale, field.maxLength);
    case 'number':
      return wholeNumber(t, field.what, field.range, field.required === true);
    case 'date':
      return isoDate(t);
    case 'checkbox':
      return checkbox;
    case 'select':
      return optionalId(t);
    case 'list':
      return entries(
        ',',
        field.maxItems,
        40,
        t('admin.content.error.listEntries', { max: field.maxItems }),
      );
    case 'lines':
      return entries(
        /\r?\n/,
        field.maxItems,
        80,
        t('admin.content.error.lineEntries', { max: field.maxItems, length: 80 }),
      );
    case 'paragraphs':
      return paragraphs(t, locale, field.what, field.maxItems);
    case 'sections':
      return structured(
        t,
        parseSections,
        field.maxItems,
        t('admin.content.error.sections', { max: field.maxItems }),
      );
    case 'qa':
      return structured(
        t,
        parseQuestions,
        field.maxItems,
        t('admin.content.error.questions', { max: field.maxItems }),
      );
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
