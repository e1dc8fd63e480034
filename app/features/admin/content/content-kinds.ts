import type { Locale } from '../../../i18n/locales.ts';
import { translate } from '../../../i18n/translate.ts';
import { cleanText, type FormValues } from '../../../lib/forms.ts';
import { AGENTS } from './kinds/agents.ts';
import { BLOGS } from './kinds/blogs.ts';
import { CITY_PAGES } from './kinds/city-pages.ts';
import { CONTENT_KINDS, type ContentKind, type KindDef } from './kinds/define-kind.ts';
import { FAQS } from './kinds/faqs.ts';
import {
  BODY_MAX,
  fieldText,
  TRANSLATION_LANGUAGES,
  translationFieldName,
} from './kinds/fields.ts';
import { HISTORY } from './kinds/history.ts';
import { SERVICES } from './kinds/services.ts';
import { TESTIMONIALS } from './kinds/testimonials.ts';

// The content the back office edits: every kind (declared one per file in kinds/), and the
// form's text for a kind's fields, typed or stored. Safe on client and server: the editor page
// draws its form from these definitions.

export const KIND_DEFS: Readonly<Record<ContentKind, KindDef>> = {
  blogs: BLOGS,
  testimonials: TESTIMONIALS,
  agents: AGENTS,
  faqs: FAQS,
  history: HISTORY,
  'city-pages': CITY_PAGES,
  services: SERVICES,
};

function isContentKind(value: string | undefined): value is ContentKind {
  return CONTENT_KINDS.some((kind) => kind === value);
}

/** The definition of a kind named in a URL, or null for a kind we do not have. */
export function getKindDef(kind: string | undefined): KindDef | null {
  return isContentKind(kind) ? KIND_DEFS[kind] : null;
}

/** The kind's name for one row at the start of a sentence, in `locale`: 'Blog post saved.' */
export function singularAtStart(def: KindDef, locale: Locale): string {
  const singular = translate(locale, def.singular);
  return singular.charAt(0).toUpperCase() + singular.slice(1);
}

/** The form field names of a kind's words in Telugu and Hindi ('title_te', 'title_hi', …). */
function translationNames(def: KindDef): string[] {
  return def.translated.flatMap((field) =>
    TRANSLATION_LANGUAGES.map(({ locale }) => translationFieldName(field.name, locale)),
  );
}

/** The form's fields as text, the only ones read (a crafted extra field changes nothing). */
export function formValuesOf(def: KindDef, form: FormData): FormValues {
  const values: FormValues = {};
  const names = [
    ...def.fields.filter((field) => field.type !== 'image').map((field) => field.name),
    ...translationNames(def),
  ];
  for (const name of names) {
    const value = form.get(name);
    values[name] = typeof value === 'string' ? cleanText(value.slice(0, BODY_MAX + 1)) : '';
  }
  return values;
}

/** The form of a new row: ticked boxes, today's date, 0 for an order that may stay blank. */
export function blankValues(def: KindDef, today: string): FormValues {
  const values: FormValues = {};
  for (const field of def.fields) {
    if (field.type === 'image') continue;
    values[field.name] =
      field.type === 'checkbox'
        ? 'on'
        : field.type === 'date'
          ? today
          : field.type === 'number' && !field.required
            ? '0'
            : '';
  }
  for (const name of translationNames(def)) values[name] = '';
  return values;
}

/** A stored row as the form shows it, its Telugu and Hindi words beside the English. */
export function rowToValues(def: KindDef, row: Record<string, unknown>): FormValues {
  const values: FormValues = {};
  for (const field of def.fields) {
    if (field.type !== 'image') values[field.name] = fieldText(field, row[field.name]);
  }
  const translations = (row.translations ?? {}) as Record<string, Record<string, unknown>>;
  for (const field of def.translated) {
    for (const { locale } of TRANSLATION_LANGUAGES) {
      values[translationFieldName(field.name, locale)] = fieldText(
        field,
        translations[locale]?.[field.name],
      );
    }
  }
  return values;
}
