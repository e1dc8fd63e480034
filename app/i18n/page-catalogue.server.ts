import { AsyncLocalStorage } from 'node:async_hooks';
import type { EntryContext } from 'react-router';
import keysByChunk from 'virtual:page-catalogue-keys';
import type { Locale } from './locales.ts';
import { setTranslateHook, textsOf } from './translate.ts';

// A page's catalogue (issue 27): the texts its scripts can show, sent in the document as a
// JSON data block, instead of the whole site's catalogue as a script. The keys are those of
// the page's browser chunks (the entry's, the root's and the matched routes', with their
// imports: `virtual:page-catalogue-keys`, made at build time by vite.config.ts), and those the
// server rendered (a key from loader data, a flash). The rest of the language arrives before
// the first navigation or form submission (root.tsx's clientMiddleware).

const rendering = new AsyncLocalStorage<Set<string>>();
setTranslateHook((key) => rendering.getStore()?.add(key));

/** Runs `render` noting the keys it translates, in `keys` (the render's async work included). */
export function noteRenderedKeys<T>(keys: Set<string>, render: () => T): T {
  return rendering.run(keys, render);
}

const byRoutes = new Map<string, readonly string[]>();

/** The keys of the page's browser chunks, per set of matched routes (cached). */
function scriptKeys(context: EntryContext): readonly string[] {
  const map = keysByChunk as Record<string, string[]> | null;
  if (!map) return [];
  const routeIds = context.staticHandlerContext.matches.map((match) => match.route.id);
  const id = routeIds.join('|');
  const cached = byRoutes.get(id);
  if (cached) return cached;
  const { manifest } = context;
  const chunks = [manifest.entry.module, ...manifest.entry.imports];
  for (const routeId of routeIds) {
    const route = manifest.routes[routeId];
    if (route) chunks.push(route.module, ...(route.imports ?? []));
  }
  const keys = [...new Set(chunks.flatMap((chunk) => map[chunk] ?? []))];
  byRoutes.set(id, keys);
  return keys;
}

/**
 * The page's texts as a JSON data block for `html` (before React Router's scripts), or `html`
 * as it is when there is no build-time map (the dev server: the whole catalogue loads).
 */
export function withPageCatalogue(
  html: string,
  context: EntryContext,
  locale: Locale,
  rendered: ReadonlySet<string>,
): string {
  if (!keysByChunk) return html;
  const texts = textsOf(locale, new Set([...scriptKeys(context), ...rendered]));
  // `<` escaped: no text can close the element.
  const json = JSON.stringify(texts).replace(/</g, '\\u003c');
  const block = `<script type="application/json" id="page-catalogue" data-locale="${locale}">${json}</script>`;
  const at = html.lastIndexOf('</body>');
  return at === -1 ? html : html.slice(0, at) + block + html.slice(at);
}
