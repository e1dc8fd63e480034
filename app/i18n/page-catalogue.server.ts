import { AsyncLocalStorage } from 'node:async_hooks';
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

/** A page's browser chunks, named by the set of routes that loads them (page-chunks.server.ts). */
export type PageChunks = { id: string; chunks: readonly string[] };

/**
 * What a build-time map (chunk → items) holds for a page: the items of all its chunks, once
 * each, cached per set of matched routes. Empty without a map (the dev server).
 */
export function itemsPerPage(
  map: Record<string, readonly string[]> | null,
): (page: PageChunks) => readonly string[] {
  const byRoutes = new Map<string, readonly string[]>();
  return ({ id, chunks }) => {
    if (!map) return [];
    let items = byRoutes.get(id);
    if (!items) {
      items = [...new Set(chunks.flatMap((chunk) => map[chunk] ?? []))];
      byRoutes.set(id, items);
    }
    return items;
  };
}

/** The catalogue keys of the page's browser chunks. */
const scriptKeys = itemsPerPage(keysByChunk as Record<string, string[]> | null);

const blocks = new Map<string, Buffer>();

/**
 * The page's texts as a JSON data block (UTF-8 bytes), for the end of the body, or
 * null when there is no build-time map (the dev server: the whole catalogue loads). Blocks are
 * cached per page kind, language and rendered keys: most pages of a kind render the same keys.
 */
export function pageCatalogueBlock(
  page: PageChunks,
  locale: Locale,
  rendered: ReadonlySet<string>,
): Buffer | null {
  if (!keysByChunk) return null;
  const id = `${locale} ${page.id} ${[...rendered].join(' ')}`;
  let block = blocks.get(id);
  if (!block) {
    const texts = textsOf(locale, new Set([...scriptKeys(page), ...rendered]));
    // `<` escaped: no text can close the element.
    const json = JSON.stringify(texts).replace(/</g, '\\u003c');
    block = Buffer.from(
      `<script type="application/json" id="page-catalogue" data-locale="${locale}">${json}</script>`,
    );
    // A key from data (a flash) makes another set: bounded.
    if (blocks.size >= 1000) blocks.clear();
    blocks.set(id, block);
  }
  return block;
}
