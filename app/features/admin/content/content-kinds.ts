import { cleanText, type FormValues } from '../../../lib/forms.ts';
import { AGENTS } from './kinds/agents.ts';
import { BLOGS } from './kinds/blogs.ts';
import { CITY_PAGES } from './kinds/city-pages.ts';
import { CONTENT_KINDS, type ContentKind, type KindDef } from './kinds/define-kind.ts';
import { FAQS } from './kinds/faqs.ts';
import { BODY_MAX, fieldText } from './kinds/fields.ts';
import { HISTORY } from './kinds/history.ts';
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
};

function isContentKind(value: string | undefined): value is ContentKind {
  return CONTENT_KINDS.some((kind) => kind === value);
}

/** The definition of a kind named in a URL, or null for a kind we do not have. */
export function getKindDef(kind: string | undefined): KindDef | null {
  return isContentKind(kind) ? KIND_DEFS[kind] : null;
}

/** The form's fields as text, the only ones read (a crafted extra field changes nothing). */
export function formValuesOf(def: KindDef, form: FormData): FormValues {
  const values: FormValues = {};
  for (const field of def.fields) {
    if (field.type === 'image') continue;
    const value = form.get(field.name);
    values[field.name] = typeof value === 'string' ? cleanText(value.slice(0, BODY_MAX + 1)) : '';
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
  return values;
}

/** A stored row as the form shows it. */
export function rowToValues(def: KindDef, row: Record<string, unknown>): FormValues {
  const values: FormValues = {};
  for (const field of def.fields) {
    if (field.type !== 'image') values[field.name] = fieldText(field, row[field.name]);
  }
  return values;
}
