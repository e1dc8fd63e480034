// The demo content's Telugu and Hindi words (seed/content/te/, seed/content/hi/), gathered by
// the key each English row has: a slug, a name, a year, or a place in its list. The seed writes
// them into each row's `translations` column (db/schema/content.ts);
// seed/content/translations.test.ts checks every row has both, whole.

import type { Translations } from '../../app/db/schema/content.ts';
import { ABOUT_HI, FAQS_HI, HISTORY_HI, OFFICES_HI, SERVICES_HI } from './hi/agency.ts';
import { BLOGS_HI } from './hi/blogs.ts';
import { CITY_PAGES_HI_A } from './hi/city-pages-a.ts';
import { CITY_PAGES_HI_B } from './hi/city-pages-b.ts';
import { AGENTS_HI, TESTIMONIALS_HI } from './hi/people.ts';
import { ABOUT_TE, FAQS_TE, HISTORY_TE, OFFICES_TE, SERVICES_TE } from './te/agency.ts';
import { BLOGS_TE } from './te/blogs.ts';
import { CITY_PAGES_TE_A } from './te/city-pages-a.ts';
import { CITY_PAGES_TE_B } from './te/city-pages-b.ts';
import { AGENTS_TE, TESTIMONIALS_TE } from './te/people.ts';

type Lookup<T> = { te: T | undefined; hi: T | undefined };

/** Both languages of one row, leaving out a language that lacks it (the row then shows English). */
function both<T>({ te, hi }: Lookup<T>): Translations<T> {
  const out: Translations<T> = {};
  if (te !== undefined) out.te = te;
  if (hi !== undefined) out.hi = hi;
  return out;
}

const CITY_PAGES_TE = { ...CITY_PAGES_TE_A, ...CITY_PAGES_TE_B };
const CITY_PAGES_HI = { ...CITY_PAGES_HI_A, ...CITY_PAGES_HI_B };

export const DEMO_TRANSLATIONS = {
  blog: (slug: string) => both({ te: BLOGS_TE[slug], hi: BLOGS_HI[slug] }),
  cityPage: (slug: string) => both({ te: CITY_PAGES_TE[slug], hi: CITY_PAGES_HI[slug] }),
  agent: (slug: string) => both({ te: AGENTS_TE[slug], hi: AGENTS_HI[slug] }),
  testimonial: (name: string) => both({ te: TESTIMONIALS_TE[name], hi: TESTIMONIALS_HI[name] }),
  service: (slug: string) => both({ te: SERVICES_TE[slug], hi: SERVICES_HI[slug] }),
  history: (year: number) => both({ te: HISTORY_TE[year], hi: HISTORY_HI[year] }),
  /** FAQ entries and offices by their place in the English list. */
  faq: (index: number) => both({ te: FAQS_TE[index], hi: FAQS_HI[index] }),
  office: (index: number) => both({ te: OFFICES_TE[index], hi: OFFICES_HI[index] }),
  about: () => both({ te: ABOUT_TE, hi: ABOUT_HI }),
};
