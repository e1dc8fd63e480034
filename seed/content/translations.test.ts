import { describe, expect, test } from 'vitest';
import { isCompleteTranslation } from '../../app/features/content/in-language.ts';
import { englishWordsIn } from '../../app/i18n/untranslated.ts';
import { ABOUT, FAQS, HISTORY, OFFICES, SERVICES } from './agency.ts';
import { BLOGS } from './blogs.ts';
import { CITY_PAGES } from './city-pages.ts';
import { AGENTS, TESTIMONIALS } from './people.ts';
import { DEMO_TRANSLATIONS as T } from './translations.ts';

// The demo content in Telugu and Hindi: every row has both languages, whole (the pages show a
// language only when it is), shaped like its English row, and written in the language.

const LANGUAGES = ['te', 'hi'] as const;

type Words = Record<string, unknown>;

/** Every string inside a value (strings, arrays, objects), in order. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** The shape of a value: an array's length and its items' shapes, an object's keys. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shape(item)]));
  return typeof value;
}

const tags = (html: string) => html.match(/<\/?[a-z0-9]+/g) ?? [];

/** Each demo row: its name in the test, its English words, and its translations. */
const ROWS: { name: string; english: Words; translations: Partial<Record<string, unknown>> }[] = [
  ...BLOGS.map((blog) => ({
    name: `blog ${blog.slug}`,
    english: {
      title: blog.title,
      category: blog.category,
      shortDescription: blog.shortDescription,
      bodyHtml: blog.bodyHtml,
    },
    translations: T.blog(blog.slug),
  })),
  ...CITY_PAGES.map(({ slug, city: _city, ...page }) => ({
    name: `city page ${slug}`,
    english: page,
    translations: T.cityPage(slug),
  })),
  ...AGENTS.map((agent) => ({
    name: `agent ${agent.slug}`,
    english: { designation: agent.designation, bio: agent.bio },
    translations: T.agent(agent.slug),
  })),
  ...TESTIMONIALS.map((item) => ({
    name: `testimonial ${item.name}`,
    english: { designation: item.designation, text: item.text },
    translations: T.testimonial(item.name),
  })),
  ...SERVICES.map(({ slug, ...service }) => ({
    name: `service ${slug}`,
    english: service,
    translations: T.service(slug),
  })),
  ...HISTORY.map(({ year, ...event }) => ({
    name: `history ${year}`,
    english: event,
    translations: T.history(year),
  })),
  ...FAQS.map((faq, index) => ({
    name: `FAQ ${index + 1}`,
    english: faq,
    translations: T.faq(index),
  })),
  ...OFFICES.map((office, index) => ({
    name: `office ${office.name}`,
    english: { name: office.name, address: office.address, hours: office.hours },
    translations: T.office(index),
  })),
  { name: 'about block', english: ABOUT, translations: T.about() },
];

describe('the demo content in Telugu and Hindi', () => {
  test('covers every kind of content', () => {
    expect(ROWS.length).toBeGreaterThan(40);
  });

  describe.each(LANGUAGES)('%s', (language) => {
    test.each(ROWS.map((row) => [row.name, row] as const))(
      '%s is whole and shaped like its English',
      (_name, row) => {
        const translated = row.translations[language] as Words | undefined;
        expect(translated).toBeDefined();
        const fields = Object.keys(row.english);
        expect(isCompleteTranslation(row.english, translated, fields)).toBe(true);
        expect(shape(translated)).toEqual(shape(row.english));
        if (typeof row.english.bodyHtml === 'string') {
          expect(tags(String(translated?.bodyHtml))).toEqual(tags(row.english.bodyHtml));
        }
      },
    );

    test('is written in the language, with no English words left', () => {
      const found = ROWS.flatMap((row) =>
        strings(row.translations[language]).flatMap((text) =>
          englishWordsIn(text.replace(/<[^>]*>/g, ' ')).map((word) => `${row.name}: ${word}`),
        ),
      );
      expect(found).toEqual([]);
    });
  });
});
