// The site's stylesheet as text, built by Vite and Tailwind like any stylesheet, for the
// server to inline in every document (site-styles.tsx).
import css from '../app.css?inline';

export const siteStyles: string = css;
