import { expect, test } from 'vitest';
import { LOCALES } from '../../../../i18n/locales.ts';
import { translate } from '../../../../i18n/translate.ts';
import { KIND_DEFS } from '../content-kinds.ts';
import { BLOGS } from './blogs.ts';
import { CITY_PAGES } from './city-pages.ts';
import { HISTORY } from './history.ts';

// A kind's words are catalogue keys; its rules are built per language (issue 26).

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
  );

test('every word a kind declares is a text of each language, not a key', () => {
  for (const def of Object.values(KIND_DEFS)) {
    const keys = [
      def.title,
      def.singular,
      def.description,
      ...def.fields.flatMap((field) => [field.label, field.hint, field.what, field.emptyOption]),
      ...def.list.columns.map((column) => column.header),
    ].filter((key) => key !== undefined);
    for (const locale of LOCALES)
      for (const key of keys) expect(translate(locale, key), `${locale} ${key}`).not.toBe(key);
  }
});

test('a save’s messages keep their English words, and read in Telugu and Hindi', () => {
  const year = { year: '1800', title: '', text: 'x' };
  expect(messagesOf(HISTORY.rules('en').schema.safeParse(year))).toEqual({
    year: 'Enter a year from 1900 to 2100.',
    title: 'Enter a title.',
  });
  expect(messagesOf(HISTORY.rules('te').schema.safeParse(year))).toEqual({
    year: '1900 నుండి 2100 మధ్య సంవత్సరం నమోదు చేయండి.',
    title: 'శీర్షిక నమోదు చేయండి.',
  });
  expect(messagesOf(HISTORY.rules('hi').schema.safeParse(year))).toEqual({
    year: '1900 से 2100 के बीच साल डालें।',
    title: 'टाइटल डालें।',
  });

  const body = BLOGS.rules('en').schema.safeParse({ bodyHtml: 'x'.repeat(200_001) });
  expect(messagesOf(body)).toMatchObject({
    bodyHtml: 'Keep the post under 2,00,000 characters of HTML.',
    title: 'Enter a title.',
    publishedOn: 'Enter the date.',
  });
  expect(
    messagesOf(
      BLOGS.rules('en').schema.safeParse({ title: 'x'.repeat(161), publishedOn: '2026-02-30' }),
    ),
  ).toMatchObject({
    title: 'Keep a title to 160 characters or fewer.',
    publishedOn: 'Enter a date as YYYY-MM-DD.',
  });

  const page = {
    title: 'T',
    subheader: 'S',
    metaDescription: 'M',
    intro: Array.from({ length: 11 }, (_, n) => `Paragraph ${n}.`).join('\n\n'),
    sections: 'No heading',
    localities: '',
    faqs: 'Q: no answer',
  };
  expect(messagesOf(CITY_PAGES.rules('en').schema.safeParse(page))).toEqual({
    intro: 'At most 10 paragraphs of 3,000 characters.',
    sections: 'Start each section with a line "## Heading".',
    faqs: 'Write each question as "Q: …" with its answer on the next line as "A: …", and leave a blank line between pairs.',
  });
  expect(messagesOf(CITY_PAGES.rules('te').schema.safeParse(page)).sections).toBe(
    'ప్రతి విభాగాన్ని "## శీర్షిక" అనే లైన్‌తో మొదలుపెట్టండి.',
  );
});

test('a kind’s rules are built once per language', () => {
  expect(HISTORY.rules('te')).toBe(HISTORY.rules('te'));
  expect(HISTORY.rules('te')).not.toBe(HISTORY.rules('hi'));
  expect(HISTORY.translated.map((field) => field.name)).toEqual(['title', 'text']);
});
