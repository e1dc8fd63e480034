import type { InLanguage } from '../content/in-language.ts';
import { IMAGE_WIDTHS } from '../media/images.ts';

// What the blog pages show, shared by the queries and the components. Safe on client and server.

/** Posts per page of the blog grid (3 rows of 3). */
export const BLOG_PAGE_SIZE = 9;

/** How many other recent posts a post suggests. */
export const RELATED_BLOGS = 3;

/** Every blog image is stored at these widths, from a 1280 × 853 original (the seed's). */
export const BLOG_IMAGE = { widths: IMAGE_WIDTHS, width: 1280, height: 853 } as const;

/** A post in the page's language, or in English marked `lang: 'en'` where it has no translation. */
export type BlogCardData = InLanguage & {
  id: number;
  title: string;
  author: string;
  category: string;
  /** ISO date, '2026-08-14'. */
  publishedOn: string;
  featuredImageKey: string | null;
};

export type BlogPost = BlogCardData & {
  shortDescription: string;
  /** Sanitised rich text (features/content/sanitise.server.ts), safe to put in the page. */
  bodyHtml: string;
  viewCount: number;
  updatedAt: Date | string;
};

export function blogPath(id: number): string {
  return `/blog-details/${id}`;
}
