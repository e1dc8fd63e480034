// The shapes of the demo content the seed writes into the content tables (blogs, agents,
// testimonials, FAQs, the agency's history, offices, services and the city pages). The text is
// data: the back office edits the rows; these files only fill an empty database.

import type { Office } from '../../app/db/schema/index.ts';

type CitySlug = 'guntur' | 'amaravati' | 'vijayawada';

export type SeedFaq = { question: string; answer: string };

export type SeedCityPage = {
  /** The URL path without the leading slash, e.g. 'amaravati-real-estate'. */
  slug: string;
  /** The city whose newest live listings the page shows. */
  city: CitySlug;
  /** The page's h1 and breadcrumb title. */
  title: string;
  /** The breadcrumb bar's sub-header (one short line). */
  subheader: string;
  /** The meta description (120–160 characters). */
  metaDescription: string;
  /** Opening paragraphs (plain text). */
  intro: readonly string[];
  /** Body sections, each a heading and plain-text paragraphs. */
  sections: readonly { heading: string; paragraphs: readonly string[] }[];
  /** Areas/localities the sidebar lists (real names of the region). */
  localities: readonly string[];
  faqs: readonly SeedFaq[];
};

export type SeedBlog = {
  slug: string;
  title: string;
  author: string;
  category: string;
  /** ISO date, e.g. '2026-08-14'. */
  publishedOn: string;
  shortDescription: string;
  /** Rich text: only <p>, <h2>, <h3>, <ul>, <ol>, <li>, <strong>, <em>, <a href="https://…">. */
  bodyHtml: string;
  /** Which generated picture to use as the featured image. */
  image: 'apartment' | 'house' | 'villa' | 'plot' | 'farm' | 'city';
};

export type SeedAgent = {
  slug: string;
  name: string;
  /** e.g. 'Senior Property Consultant, Guntur'. */
  designation: string;
  /** A 10-digit Indian mobile number starting 6–9 (the fictional 90000 0002x range; 9000000011–14 are demo owners). */
  phone: string;
  email: string;
  bio: string;
  city: CitySlug;
  languages: readonly string[];
};

export type SeedTestimonial = { name: string; designation: string; text: string };

export type SeedHistoryEvent = { year: number; title: string; text: string };

/** An office row as the seed writes it: its city by slug. */
export type SeedOffice = Pick<
  Office,
  'name' | 'address' | 'phone' | 'email' | 'hours' | 'latitude' | 'longitude'
> & { city: CitySlug };

export type SeedService = {
  slug: string;
  /** One of the six service names the spec lists. */
  name: string;
  summary: string;
  /** Long description paragraphs for /service-details. */
  details: readonly string[];
};

// The demo content in Telugu and Hindi (seed/content/te/, seed/content/hi/): the words of each
// row that a reader reads, written for that language's reader. Names of people, slugs, phone
// numbers, dates and coordinates stay as the English row has them.

export type SeedBlogText = Pick<SeedBlog, 'title' | 'category' | 'shortDescription' | 'bodyHtml'>;

/** `localities` lists the English row's localities in the same order (each links by position). */
export type SeedCityPageText = Pick<
  SeedCityPage,
  'title' | 'subheader' | 'metaDescription' | 'intro' | 'sections' | 'localities' | 'faqs'
>;

export type SeedAgentText = Pick<SeedAgent, 'designation' | 'bio'>;
export type SeedTestimonialText = Pick<SeedTestimonial, 'designation' | 'text'>;
export type SeedHistoryText = Pick<SeedHistoryEvent, 'title' | 'text'>;
export type SeedOfficeText = Pick<SeedOffice, 'name' | 'address' | 'hours'>;
export type SeedServiceText = Pick<SeedService, 'name' | 'summary' | 'details'>;
export type SeedAboutText = {
  heading: string;
  paragraphs: readonly string[];
  emphasis: readonly { title: string; text: string }[];
  whyChooseUs: readonly { title: string; text: string }[];
};
