// The site's stylesheet, built by Vite and Tailwind like any stylesheet: as text, for the
// server to inline each page's part of it (page-styles.server.ts), and as a file, which the
// browser asks for after the page's load (defer-hydration.server.ts).
import css from '../app.css?inline';
import href from '../app.css?url';
import { pageStylesheet } from './page-styles.server.ts';

/** The stylesheet's URL (an asset with its hash in the name). */
export const siteStylesheetHref: string = href;

/** The part of the stylesheet a rendered document uses, as UTF-8 bytes. */
export const siteStylesFor: (html: string) => Buffer = pageStylesheet(css);

/**
 * What `<SiteStyles>` renders on the server, replaced in the finished document by the page's
 * part of the stylesheet (entry.server.tsx). A CSS comment: harmless if ever left in.
 */
export const SITE_STYLES_PLACEHOLDER = '/*nivasa:page-styles*/';
