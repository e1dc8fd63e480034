import sanitizeHtml from 'sanitize-html';

// Rich text (blog bodies) is stored and served only after this allow-list: text structure and
// links, nothing that runs or loads. Used on every write (seed, back office) and again when a
// page renders it, so a row written some other way is still safe.

const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'b',
    'i',
    'blockquote',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Links leave safely: no opener, and search engines are told not to vouch for them.
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }),
  },
};

export function sanitiseRichText(html: string): string {
  return sanitizeHtml(html, {
    ...ALLOWED,
    allowedAttributes: { a: ['href', 'title', 'rel'] },
  });
}

// Where one block of text ends and the next begins: a space, so '<p>a</p><p>b</p>' reads 'a b'.
const BLOCK_END = /<\/(?:p|h[1-6]|li|blockquote|td|th|tr|div)\s*>|<br\s*\/?>/gi;

/**
 * The text of rich text, for descriptions, JSON-LD and search: no markup at all, entities
 * decoded ('&amp;' is '&'). It is text, not HTML: render it escaped (as React does).
 */
export function richTextToPlain(html: string): string {
  // sanitize-html escapes exactly these four in the text it writes; undo them ('&amp;' last).
  return sanitizeHtml(html.replace(BLOCK_END, '$& '), { allowedTags: [], allowedAttributes: {} })
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
