import '../../../lib/zod-jitless.ts';
import { z } from 'zod';
import { normalisePhone, PHONE_INPUT_MAX } from '../../accounts/account-rules.ts';
import { cleanText } from '../../../lib/forms.ts';

// The content the back office edits, one entry per kind: its fields (how the one editor draws
// them), its zod schema (what a save accepts; the output's keys are the table's columns), and
// its list columns. The tables behind them are mapped in content.server.ts. Safe on client and
// server: the editor page draws its form from these definitions.

export const CONTENT_KINDS = [
  'blogs',
  'testimonials',
  'agents',
  'faqs',
  'history',
  'city-pages',
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

function isContentKind(value: string | undefined): value is ContentKind {
  return CONTENT_KINDS.some((kind) => kind === value);
}

/** Choices a select field loads on the server. */
type OptionSource = 'agents' | 'cities' | 'agentUsers';
type SelectOption = { value: string; label: string };
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

export type FieldDef = {
  /** The form field's name, which is also the table column it fills. */
  name: string;
  label: string;
  type: FieldType;
  required?: boolean;
  hint?: string;
  maxLength?: number;
  rows?: number;
  options?: OptionSource;
  /** The label of the select's empty choice (selects that may be left empty). */
  emptyOption?: string;
};

/** How a list cell shows its value. */
type ListFormat = 'text' | 'date' | 'yes-no' | 'number' | 'image';
export type ListColumnDef = { key: string; header: string; sort?: string; format?: ListFormat };

/** What an image field becomes: the shape every stored copy gets (see content.server.ts). */
export type ImageShape = 'landscape' | 'square';

export type KindDef = {
  kind: ContentKind;
  /** 'Blog posts' */
  title: string;
  /** 'blog post', as in 'Add blog post'. */
  singular: string;
  description: string;
  fields: readonly FieldDef[];
  schema: z.ZodType<Record<string, unknown>, Record<string, unknown>>;
  list: {
    columns: readonly ListColumnDef[];
    /** The column that names a row (its link to the editor). */
    titleKey: string;
    sorts: readonly string[];
    defaultSort: { sort: string; dir: 'asc' | 'desc' };
    /** A search box over the title. */
    search?: boolean;
  };
  canCreate: boolean;
  canDelete: boolean;
  image?: { field: string; shape: ImageShape };
};

/** The definition of a kind named in a URL, or null for a kind we do not have. */
export function getKindDef(kind: string | undefined): KindDef | null {
  return isContentKind(kind) ? KIND_DEFS[kind] : null;
}

/** The form as typed: every field as text ('on' for a ticked box). */
export type FormValues = Record<string, string>;

// ---- Field rules -------------------------------------------------------------------------

const text = (what: string, max: number) =>
  z
    .string({ error: `Enter ${what}.` })
    .trim()
    .min(1, `Enter ${what}.`)
    .max(max, `Keep ${what} to ${max} characters or fewer.`);

const checkbox = z
  .string()
  .optional()
  .transform((value) => value === 'on');

const displayOrder = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx) => {
    if (!value) return 0;
    if (!/^\d{1,3}$/.test(value)) {
      ctx.addIssue({ code: 'custom', message: 'Enter a whole number from 0 to 999.' });
      return z.NEVER;
    }
    return Number(value);
  });

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

const phone = z
  .string({ error: 'Enter a 10-digit mobile number.' })
  .max(PHONE_INPUT_MAX * 2, 'Enter a 10-digit mobile number.')
  .transform((value, ctx) => {
    const normalised = normalisePhone(value);
    if (normalised === null) {
      ctx.addIssue({ code: 'custom', message: 'Enter a 10-digit mobile number.' });
      return z.NEVER;
    }
    return normalised;
  });

const email = z
  .string({ error: 'Enter an email address.' })
  .trim()
  .max(254, 'Enter an email address.')
  .pipe(z.email('Enter an email address like name@example.com.'));

const commaList = (max: number) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      const items = (value ?? '')
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
      if (items.length > max || items.some((item) => item.length > 40)) {
        ctx.addIssue({ code: 'custom', message: `List at most ${max} short entries.` });
        return z.NEVER;
      }
      return items;
    });

const lineList = (max: number) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      const items = (value ?? '')
        .split(/\r?\n/)
        .map((item) => item.trim())
        .filter(Boolean);
      if (items.length > max || items.some((item) => item.length > 80)) {
        ctx.addIssue({ code: 'custom', message: `List at most ${max} entries of 80 characters.` });
        return z.NEVER;
      }
      return items;
    });

/** Paragraphs are separated by a blank line; lines inside one are joined with a space. */
function splitParagraphs(value: string): string[] {
  return value
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean);
}

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

type Section = { heading: string; paragraphs: string[] };
type QuestionAnswer = { question: string; answer: string };

/** '## Heading' starts a section; its paragraphs follow, separated by blank lines. */
function parseSections(value: string): Section[] | string {
  const sections: Section[] = [];
  let body: string[] = [];
  let heading: string | null = null;
  const flush = () => {
    if (heading === null) return;
    sections.push({ heading, paragraphs: splitParagraphs(body.join('\n')) });
  };
  for (const line of value.replace(/\r\n?/g, '\n').split('\n')) {
    const match = /^##\s+(.*)$/.exec(line.trim());
    if (match) {
      flush();
      heading = match[1]!.trim();
      body = [];
    } else if (heading === null) {
      if (line.trim()) return 'Start each section with a line "## Heading".';
    } else {
      body.push(line);
    }
  }
  flush();
  if (sections.some((section) => !section.heading)) return 'Every section needs a heading.';
  if (sections.some((section) => section.paragraphs.length === 0)) {
    return 'Every section needs at least one paragraph under its heading.';
  }
  return sections;
}

function formatSections(sections: readonly Section[]): string {
  return sections
    .map((section) => [`## ${section.heading}`, ...section.paragraphs].join('\n\n'))
    .join('\n\n');
}

/** 'Q: …' then 'A: …' (the answer may run over several lines), pairs apart by a blank line. */
function parseQuestions(value: string): QuestionAnswer[] | string {
  const pairs: QuestionAnswer[] = [];
  for (const block of value.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    if (!block.trim()) continue;
    const match = /^\s*Q:\s*([\s\S]*?)\n\s*A:\s*([\s\S]*)$/i.exec(block);
    const question = match?.[1]?.replace(/\s+/g, ' ').trim();
    const answer = match?.[2]?.replace(/\s+/g, ' ').trim();
    if (!question || !answer) {
      return 'Write each question as "Q: …" with its answer on the next line as "A: …", and leave a blank line between pairs.';
    }
    pairs.push({ question, answer });
  }
  return pairs;
}

function formatQuestions(pairs: readonly QuestionAnswer[]): string {
  return pairs.map((pair) => `Q: ${pair.question}\nA: ${pair.answer}`).join('\n\n');
}

const sections = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const parsed = parseSections(value ?? '');
    if (typeof parsed === 'string') {
      ctx.addIssue({ code: 'custom', message: parsed });
      return z.NEVER;
    }
    if (parsed.length > 20) {
      ctx.addIssue({ code: 'custom', message: 'At most 20 sections.' });
      return z.NEVER;
    }
    return parsed;
  });

const questions = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const parsed = parseQuestions(value ?? '');
    if (typeof parsed === 'string') {
      ctx.addIssue({ code: 'custom', message: parsed });
      return z.NEVER;
    }
    if (parsed.length > 30) {
      ctx.addIssue({ code: 'custom', message: 'At most 30 questions.' });
      return z.NEVER;
    }
    return parsed;
  });

/** The largest blog body accepted, in characters of HTML. */
export const BODY_MAX = 200_000;

const richText = z
  .string({ error: 'Write the post.' })
  .max(BODY_MAX, `Keep the post under ${BODY_MAX.toLocaleString('en-IN')} characters of HTML.`)
  .refine((value) => value.replace(/<[^>]*>|&nbsp;|\s/g, '') !== '', 'Write the post.');

// ---- The kinds ---------------------------------------------------------------------------

export const RICH_TEXT_TAGS =
  'p, h2, h3, h4, ul, ol, li, strong, em, b, i, blockquote, br, table (thead, tbody, tr, th, td), and a with an http(s), mailto: or tel: link';

const ORDER_HINT = 'Lower numbers come first.';

const BLOGS: KindDef = {
  kind: 'blogs',
  title: 'Blog posts',
  singular: 'blog post',
  description: 'Posts on /blog. Only published posts are public.',
  fields: [
    { name: 'title', label: 'Title', type: 'text', required: true, maxLength: 160 },
    { name: 'author', label: 'Author', type: 'text', required: true, maxLength: 80 },
    {
      name: 'authorAgentId',
      label: 'Author on our team',
      type: 'select',
      options: 'agents',
      emptyOption: 'None',
      hint: "Messages about the post also reach this agent's inbox.",
    },
    { name: 'category', label: 'Category', type: 'text', required: true, maxLength: 60 },
    { name: 'publishedOn', label: 'Date', type: 'date', required: true },
    {
      name: 'shortDescription',
      label: 'Short description',
      type: 'textarea',
      required: true,
      maxLength: 300,
      rows: 3,
      hint: 'Shown on the card and to search engines (up to 300 characters).',
    },
    { name: 'featuredImageKey', label: 'Featured image', type: 'image' },
    { name: 'bodyHtml', label: 'Body', type: 'richtext', required: true },
    { name: 'published', label: 'Published (shown on /blog)', type: 'checkbox' },
  ],
  schema: z.object({
    title: text('a title', 160),
    author: text('the author', 80),
    authorAgentId: optionalId,
    category: text('a category', 60),
    publishedOn: isoDate,
    shortDescription: text('a short description', 300),
    bodyHtml: richText,
    published: checkbox,
  }),
  list: {
    columns: [
      { key: 'title', header: 'Title', sort: 'title' },
      { key: 'category', header: 'Category', sort: 'category' },
      { key: 'author', header: 'Author' },
      { key: 'publishedOn', header: 'Date', sort: 'date', format: 'date' },
      { key: 'published', header: 'Published', format: 'yes-no' },
    ],
    titleKey: 'title',
    sorts: ['date', 'title', 'category'],
    defaultSort: { sort: 'date', dir: 'desc' },
    search: true,
  },
  canCreate: true,
  canDelete: true,
  image: { field: 'featuredImageKey', shape: 'landscape' },
};

const TESTIMONIALS: KindDef = {
  kind: 'testimonials',
  title: 'Testimonials',
  singular: 'testimonial',
  description: 'What customers say, on the home and About pages.',
  fields: [
    { name: 'text', label: 'Text', type: 'textarea', required: true, maxLength: 1000, rows: 5 },
    { name: 'photoKey', label: 'Photo', type: 'image' },
    { name: 'name', label: 'Name', type: 'text', required: true, maxLength: 80 },
    { name: 'designation', label: 'Designation', type: 'text', required: true, maxLength: 80 },
    { name: 'sortOrder', label: 'Order', type: 'number', hint: ORDER_HINT },
    { name: 'published', label: 'Published', type: 'checkbox' },
  ],
  schema: z.object({
    text: text('the text', 1000),
    name: text('the name', 80),
    designation: text('the designation', 80),
    sortOrder: displayOrder,
    published: checkbox,
  }),
  list: {
    columns: [
      { key: 'name', header: 'Name', sort: 'name' },
      { key: 'designation', header: 'Designation' },
      { key: 'sortOrder', header: 'Order', sort: 'order', format: 'number' },
      { key: 'published', header: 'Published', format: 'yes-no' },
    ],
    titleKey: 'name',
    sorts: ['order', 'name'],
    defaultSort: { sort: 'order', dir: 'asc' },
  },
  canCreate: true,
  canDelete: true,
  image: { field: 'photoKey', shape: 'square' },
};

const AGENTS: KindDef = {
  kind: 'agents',
  title: 'Team',
  singular: 'agent',
  description: 'The agents on /team, each with a page and a contact form.',
  fields: [
    { name: 'photoKey', label: 'Photo', type: 'image' },
    { name: 'name', label: 'Name', type: 'text', required: true, maxLength: 80 },
    { name: 'designation', label: 'Role', type: 'text', required: true, maxLength: 80 },
    {
      name: 'phone',
      label: 'Phone',
      type: 'tel',
      required: true,
      maxLength: PHONE_INPUT_MAX,
      hint: 'A 10-digit mobile number; +91, a leading 0 and spaces are fine.',
    },
    { name: 'email', label: 'Email', type: 'email', required: true, maxLength: 254 },
    { name: 'bio', label: 'Bio', type: 'textarea', required: true, maxLength: 2000, rows: 5 },
    { name: 'cityId', label: 'City', type: 'select', options: 'cities', emptyOption: 'None' },
    {
      name: 'languages',
      label: 'Languages',
      type: 'list',
      maxLength: 200,
      hint: 'Separated by commas: Telugu, English, Hindi',
    },
    {
      name: 'userId',
      label: 'Linked user account',
      type: 'select',
      options: 'agentUsers',
      emptyOption: 'None',
      hint: "Leads for this agent reach this account's inbox. Only accounts with the agent role are listed.",
    },
    { name: 'sortOrder', label: 'Order', type: 'number', hint: ORDER_HINT },
    { name: 'published', label: 'Published (shown on /team)', type: 'checkbox' },
  ],
  schema: z.object({
    name: text('the name', 80),
    designation: text('the role', 80),
    phone,
    email,
    bio: text('a bio', 2000),
    cityId: optionalId,
    languages: commaList(10),
    userId: optionalId,
    sortOrder: displayOrder,
    published: checkbox,
  }),
  list: {
    columns: [
      { key: 'name', header: 'Name', sort: 'name' },
      { key: 'designation', header: 'Role' },
      { key: 'phone', header: 'Phone' },
      { key: 'sortOrder', header: 'Order', sort: 'order', format: 'number' },
      { key: 'published', header: 'Published', format: 'yes-no' },
    ],
    titleKey: 'name',
    sorts: ['order', 'name'],
    defaultSort: { sort: 'order', dir: 'asc' },
  },
  canCreate: true,
  canDelete: true,
  image: { field: 'photoKey', shape: 'square' },
};

const FAQS: KindDef = {
  kind: 'faqs',
  title: 'FAQ entries',
  singular: 'FAQ entry',
  description: 'The questions and answers on /faq.',
  fields: [
    { name: 'question', label: 'Question', type: 'text', required: true, maxLength: 300 },
    { name: 'answer', label: 'Answer', type: 'textarea', required: true, maxLength: 3000 },
    { name: 'sortOrder', label: 'Order', type: 'number', hint: ORDER_HINT },
  ],
  schema: z.object({
    question: text('the question', 300),
    answer: text('the answer', 3000),
    sortOrder: displayOrder,
  }),
  list: {
    columns: [
      { key: 'question', header: 'Question', sort: 'question' },
      { key: 'sortOrder', header: 'Order', sort: 'order', format: 'number' },
    ],
    titleKey: 'question',
    sorts: ['order', 'question'],
    defaultSort: { sort: 'order', dir: 'asc' },
  },
  canCreate: true,
  canDelete: true,
};

const HISTORY: KindDef = {
  kind: 'history',
  title: 'History timeline',
  singular: 'history event',
  description: 'The agency timeline on /history, oldest first.',
  fields: [
    { name: 'year', label: 'Year', type: 'number', required: true, hint: 'For example 2014.' },
    { name: 'title', label: 'Title', type: 'text', required: true, maxLength: 120 },
    { name: 'text', label: 'Text', type: 'textarea', required: true, maxLength: 2000 },
  ],
  schema: z.object({
    year: z
      .string({ error: 'Enter a year from 1900 to 2100.' })
      .trim()
      .regex(/^\d{4}$/, 'Enter a year from 1900 to 2100.')
      .transform(Number)
      .refine((year) => year >= 1900 && year <= 2100, 'Enter a year from 1900 to 2100.'),
    title: text('a title', 120),
    text: text('the text', 2000),
  }),
  list: {
    columns: [
      { key: 'year', header: 'Year', sort: 'year', format: 'number' },
      { key: 'title', header: 'Title', sort: 'title' },
    ],
    titleKey: 'title',
    sorts: ['year', 'title'],
    defaultSort: { sort: 'year', dir: 'asc' },
  },
  canCreate: true,
  canDelete: true,
};

const CITY_PAGES: KindDef = {
  kind: 'city-pages',
  title: 'City pages',
  singular: 'city page',
  description: 'The copy of the eight city landing pages. Their addresses are fixed.',
  fields: [
    { name: 'title', label: 'Title', type: 'text', required: true, maxLength: 160 },
    { name: 'subheader', label: 'Subheader', type: 'text', required: true, maxLength: 200 },
    {
      name: 'metaDescription',
      label: 'Meta description',
      type: 'textarea',
      required: true,
      maxLength: 300,
      rows: 3,
      hint: 'What search engines show under the title (up to 300 characters).',
    },
    {
      name: 'intro',
      label: 'Intro',
      type: 'paragraphs',
      required: true,
      rows: 8,
      hint: 'Leave a blank line between paragraphs.',
    },
    {
      name: 'sections',
      label: 'Sections',
      type: 'sections',
      rows: 16,
      hint: 'Start each section with a line "## Heading", then its paragraphs, with a blank line between paragraphs.',
    },
    {
      name: 'localities',
      label: 'Localities',
      type: 'lines',
      rows: 8,
      hint: 'One per line. A name that matches one of our areas links to its listings.',
    },
    {
      name: 'faqs',
      label: 'Questions and answers',
      type: 'qa',
      rows: 12,
      hint: 'Write each as "Q: the question" and, on the next line, "A: the answer". Leave a blank line between pairs.',
    },
  ],
  schema: z.object({
    title: text('a title', 160),
    subheader: text('a subheader', 200),
    metaDescription: text('a meta description', 300),
    intro: paragraphs('the intro', 10),
    sections,
    localities: lineList(60),
    faqs: questions,
  }),
  list: {
    columns: [
      { key: 'title', header: 'Title', sort: 'title' },
      { key: 'slug', header: 'Address' },
    ],
    titleKey: 'title',
    sorts: ['order', 'title'],
    defaultSort: { sort: 'order', dir: 'asc' },
  },
  canCreate: false,
  canDelete: false,
};

export const KIND_DEFS: Readonly<Record<ContentKind, KindDef>> = {
  blogs: BLOGS,
  testimonials: TESTIMONIALS,
  agents: AGENTS,
  faqs: FAQS,
  history: HISTORY,
  'city-pages': CITY_PAGES,
};

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

/** The field to fill in when nothing is stored yet. */
export function blankValues(def: KindDef, today: string): FormValues {
  const values: FormValues = {};
  for (const field of def.fields) {
    if (field.type === 'image') continue;
    values[field.name] =
      field.type === 'checkbox'
        ? 'on'
        : field.type === 'date'
          ? today
          : field.name === 'sortOrder'
            ? '0'
            : '';
  }
  return values;
}

/** A stored row as the form shows it. */
export function rowToValues(def: KindDef, row: Record<string, unknown>): FormValues {
  const values: FormValues = {};
  for (const field of def.fields) {
    const value = row[field.name];
    switch (field.type) {
      case 'image':
        break;
      case 'checkbox':
        values[field.name] = value ? 'on' : '';
        break;
      case 'list':
        values[field.name] = Array.isArray(value) ? value.join(', ') : '';
        break;
      case 'lines':
        values[field.name] = Array.isArray(value) ? value.join('\n') : '';
        break;
      case 'paragraphs':
        values[field.name] = Array.isArray(value) ? value.join('\n\n') : '';
        break;
      case 'sections':
        values[field.name] = Array.isArray(value) ? formatSections(value as Section[]) : '';
        break;
      case 'qa':
        values[field.name] = Array.isArray(value) ? formatQuestions(value as QuestionAnswer[]) : '';
        break;
      default:
        values[field.name] = value == null ? '' : String(value);
    }
  }
  return values;
}
