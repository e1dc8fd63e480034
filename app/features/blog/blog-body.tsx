// Readable long-form text for a post's body, with styles for the tags the sanitiser allows
// (features/content/sanitise.server.ts): paragraphs, headings, lists, quotes, links, tables.
const BODY_CLASS = [
  'text-base leading-relaxed text-slate-800 sm:text-lg',
  '[&>:first-child]:mt-0 [&_p]:mt-5',
  '[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:leading-tight [&_h2]:text-slate-900',
  '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-slate-900',
  '[&_ul]:mt-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_li]:mt-2 [&_li]:pl-1 [&_li::marker]:text-brand-700',
  '[&_strong]:font-semibold [&_strong]:text-slate-900 [&_b]:font-semibold',
  '[&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-800',
  '[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:bg-brand-50 [&_blockquote]:px-5 [&_blockquote]:py-3 [&_blockquote]:italic',
  '[&_table]:mt-6 [&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_table]:border-collapse [&_table]:text-sm',
  '[&_th]:border [&_th]:border-slate-300 [&_th]:bg-slate-100 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left',
  '[&_td]:border [&_td]:border-slate-200 [&_td]:px-3 [&_td]:py-2 [&_td]:align-top',
].join(' ');

/** `html` must come sanitised from the server (getPublishedBlog sanitises it at read). */
export function BlogBody({ html }: { html: string }) {
  return <div className={BODY_CLASS} dangerouslySetInnerHTML={{ __html: html }} />;
}
