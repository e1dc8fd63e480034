// The site's stylesheet, built by Vite and Tailwind like any stylesheet: as text, for the
// server to inline each page's part of it (page-styles.server.ts), and as a file, which the
// browser asks for before its first navigation (site-styles.tsx).
import wordsByChunk from 'virtual:page-class-names';
import css from '../app.css?inline';
import href from '../app.css?url';
import { itemsPerPage, type PageChunks } from '../i18n/page-catalogue.server.ts';
import { pageStylesheet } from './page-styles.server.ts';

const subsetFor = pageStylesheet(css);
const whole = Buffer.from(css);
/** The words the page's browser chunks spell that could be class names. */
const scriptWords = itemsPerPage(wordsByChunk as Record<string, string[]> | null);

/**
 * The part of the stylesheet a rendered page uses, as UTF-8 bytes: the rules of the classes in
 * its HTML and of those its scripts can show. Under the dev server there is no build map of
 * what the scripts show: the whole stylesheet.
 */
export function siteStylesFor(html: string, page: PageChunks): Buffer {
  if (!wordsByChunk) return whole;
  return subsetFor(html, scriptWords(page));
}

/** What `<SiteStyles>` renders on the server (site-styles.tsx). */
export const siteStylesOnServer = {
  /**
   * Replaced in the finished document by the page's part of the stylesheet
   * (entry.server.tsx). A CSS comment: harmless if ever left in.
   */
  css: '/*nivasa:page-styles*/',
  /** The whole stylesheet's URL (an asset with its hash in the name). */
  href,
};
