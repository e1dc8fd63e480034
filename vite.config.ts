import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { en } from './app/i18n/en.ts';
import { keysUsedBy } from './app/i18n/page-catalogue-keys.ts';

const FRAMEWORK_MODULES =
  /node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]|^\0vite[\\/]preload-helper/;

// App modules that may go into the shared chunk every page loads: not the back office's or the
// listing form's (they parse with zod in the browser; public pages must not load it), nor the
// form controls only they use.
const SHARED_APP_MODULES =
  /[\\/]app[\\/](?!features[\\/](admin|listing-form)[\\/]|lib[\\/]zod-jitless|components[\\/]ui[\\/]field-controls)/;

// Which app modules go into the `shared` chunk every page loads: those that seven or more
// routes import (at eight, the per-unit price and the hydration hook, seven routes each, sat
// in a small chunk of their own that home, results and details each requested; at seven the
// four pages' first views are 24.7, 23.3, 28.7 and 16.3 KB beyond the floor against 25.3,
// 23.9, 30.4 and 15.9, and six changes nothing more), and those the client entry and the root
// route import, which every page loads anyway (before, small chunks named by the few routes that also import them: a request of
// their own on every page). Counted in the client build's module graph (static imports)
// before its chunks are made (sharedModules()).
const SHARED = new Set<string>();
const EVERY_PAGE_ROOTS = /[\\/]app[\\/](root\.tsx|entry\.client\.tsx)$/;
const SHARED_BY_ROUTES = 7;

function sharedModules(): Plugin {
  return {
    name: 'nivasa:shared-modules',
    buildEnd() {
      if (this.environment.name !== 'client') return;
      const closure = (from: string) => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id)) return;
          seen.add(id);
          for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(next);
        };
        visit(from);
        return seen;
      };
      const ids = [...this.getModuleIds()];
      const count = new Map<string, number>();
      SHARED.clear();
      for (const id of ids) {
        if (EVERY_PAGE_ROOTS.test(id)) {
          for (const used of closure(id)) if (!EVERY_PAGE_ROOTS.test(used)) SHARED.add(used);
        } else if (this.getModuleInfo(id)?.isEntry) {
          for (const used of closure(id)) count.set(used, (count.get(used) ?? 0) + 1);
        }
      }
      for (const [id, routes] of count) if (routes >= SHARED_BY_ROUTES) SHARED.add(id);
    },
  };
}

// Nor modules that many routes import but the pages where most visits start (home, a
// listing's page, from search engines, shares and the home page) do not: the pager, the page
// header (a band with a breadcrumb) and its breadcrumb data, the button and the empty state,
// the list and account pages' own. In `shared` they cost each of those pages 1.3 KB (issue 27: home 24.5 → 23.2 KB
// beyond the framework floor, details 27.6 → 26.3, a blog post 16.1 → 15.9, results 23.1 →
// 24.0 with the chunk it now requests for them). The form helpers (lib/forms.ts) and the visit
// booking's fields, which the account, booking and back-office pages import, likewise: out of
// `shared` they made room for the comparison's button (issue 28; home 122.2 → 122.0 KB as
// transferred with it, results 123.2 → 122.9, details 123.8 → 123.6, a blog post 116.0 → 115.5).
const NOT_SHARED_MODULES =
  /[\\/]app[\\/](components[\\/]ui[\\/](pagination|empty-state|button)\.tsx|components[\\/]layout[\\/]page-header\.tsx|lib[\\/](pagination|structured-data|forms)\.ts|features[\\/]visits[\\/]visit-fields\.ts)$/;

// A listing's photos and facts, which its page and a portfolio item's show together: one
// chunk, not two (the back office's review panel, which shows the facts only, loads the
// photos' code too).
const LISTING_PARTS =
  /[\\/]app[\\/]features[\\/]listing-details[\\/](image-slider|listing-facts)\.tsx$/;

// The carousels' engine stays a chunk of its own: the home page's carousel needs it without the
// listing's photos and facts.
const SNAP_CAROUSEL = /[\\/]app[\\/]components[\\/]ui[\\/]snap-carousel\.ts$/;

const isShared = (id: string) =>
  SHARED.has(id) && SHARED_APP_MODULES.test(id) && !NOT_SHARED_MODULES.test(id);

// The keys of the site's catalogue each browser chunk uses (page-catalogue-keys.ts), written
// by the client build (build/page-catalogue-keys.json) and read by the server build as `virtual:page-catalogue-keys`, so a page
// sends the texts of its own scripts (page-catalogue.server.ts). Under the dev server there is
// no client build: the module is null and pages load the whole catalogue as before.
// Beside it, the words each chunk spells that could be class names (`virtual:page-class-names`,
// build/page-class-names.json): a page's inlined rules cover what its scripts show later (an
// open menu, a dialog), not only its HTML (page-styles.server.ts).
const BUILT_MAPS = {
  'virtual:page-catalogue-keys': path.resolve('build/page-catalogue-keys.json'),
  'virtual:page-class-names': path.resolve('build/page-class-names.json'),
} as const;
type BuiltMap = keyof typeof BUILT_MAPS;
const isBuiltMap = (id: string): id is BuiltMap => id in BUILT_MAPS;
const CATALOGUE_MODULE = /[\\/]app[\\/]i18n[\\/](en|te|hi|admin[\\/].*)\.ts$/;
const APP_MODULE = /[\\/]app[\\/]/;

function pageCatalogueKeys(): Plugin {
  const keys = Object.keys(en);
  let serving = false;
  return {
    name: 'nivasa:page-catalogue-keys',
    configResolved(config) {
      // The dev server: a map left by an earlier build would be stale.
      serving = config.command === 'serve';
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      const chunks = new Map(
        Object.values(bundle).flatMap((chunk) =>
          // The catalogues themselves are data, not scripts that show their keys.
          chunk.type === 'chunk' && !chunk.moduleIds.some((id) => CATALOGUE_MODULE.test(id))
            ? [[chunk.fileName, chunk] as const]
            : [],
        ),
      );
      const own = new Map([...chunks].map(([file, chunk]) => [file, keysUsedBy(chunk.code, keys)]));
      // Class names live in the app's own modules (React and the router write none).
      const words = new Map(
        [...chunks].map(([file, chunk]) => [
          file,
          chunk.moduleIds.some((id) => APP_MODULE.test(id) && !id.includes('node_modules'))
            ? classWordsOf(chunk.code)
            : [],
        ]),
      );
      // A chunk's keys, with those of what it imports later (a photo viewer, a map): the page
      // shows them without a navigation. Its static imports are the page's chunks already.
      const withLater = (
        of: Map<string, string[]>,
        file: string,
        into: Set<string>,
        seen: Set<string>,
        page: boolean,
      ) => {
        if (seen.has(file)) return;
        seen.add(file);
        for (const item of of.get(file) ?? []) into.add(item);
        const chunk = chunks.get(file);
        for (const next of chunk?.dynamicImports ?? []) withLater(of, next, into, seen, false);
        if (!page) for (const next of chunk?.imports ?? []) withLater(of, next, into, seen, false);
      };
      const keysByChunk: Record<string, string[]> = {};
      const wordsByChunk: Record<string, string[]> = {};
      for (const file of chunks.keys()) {
        const used = new Set<string>();
        withLater(own, file, used, new Set(), true);
        if (used.size) keysByChunk[`/${file}`] = keys.filter((key) => used.has(key));
        const spelled = new Set<string>();
        withLater(words, file, spelled, new Set(), true);
        if (spelled.size) wordsByChunk[`/${file}`] = [...spelled].sort();
      }
      // Beside the builds, not in build/client: nothing a browser needs to see.
      for (const [id, data] of [
        ['virtual:page-catalogue-keys', keysByChunk],
        ['virtual:page-class-names', wordsByChunk],
      ] as const) {
        fs.mkdirSync(path.dirname(BUILT_MAPS[id]), { recursive: true });
        fs.writeFileSync(BUILT_MAPS[id], JSON.stringify(data));
      }
    },
    resolveId(id) {
      return isBuiltMap(id) ? `\0${id}` : undefined;
    },
    load(id) {
      const name = id.slice(1);
      if (!id.startsWith('\0') || !isBuiltMap(name)) return undefined;
      const file = BUILT_MAPS[name];
      const built = !serving && this.environment.name === 'ssr' && fs.existsSync(file);
      return `export default ${built ? fs.readFileSync(file, 'utf8') : 'null'};`;
    },
  };
}

/**
 * The words of a chunk's code that could be class names: split at white space and quotes
 * (a className is a string of words), without those that no class name could be. The server
 * keeps those its stylesheet has (page-styles.server.ts).
 */
function classWordsOf(code: string): string[] {
  const words = new Set<string>();
  for (const word of code.split(/[\s"'`]+/)) {
    if (word.length > 0 && word.length <= 80 && /^[\w\-:[\]/.&=%#!@(),*>+~]+$/.test(word)) {
      words.add(word);
    }
  }
  return [...words];
}

// The rest of the public site's modules that two or more routes share, one chunk per set of
// routes that use them (entriesAware), sets under 2 KB merged into a neighbour: before, a
// module or two (price, unit price, auth links…) made a chunk and a request of their own.
// Measured (issue 27; brotli as transferred, headers included; home, results, details, blog
// post): without this group 136.5, 131.1, 144.3, 118.4 KB; with it 134.1, 127.8, 142.8,
// 116.6 KB and two or three requests fewer each; merging under 4 KB gave home 133.4 but
// details 146.8.
const COMMON_APP_MODULES =
  /[\\/]app[\\/](?!routes[\\/]|root\.tsx|i18n[\\/](en|te|hi|admin)|features[\\/](admin|listing-form)[\\/]|lib[\\/]zod-jitless|components[\\/]ui[\\/]field-controls)/;

export default defineConfig({
  environments: {
    // The server build's entry is our Express app (server/app.ts), which wraps React Router.
    // NOTE: React Router reads the entry from environments.ssr, not from build.rollupOptions.
    ssr: { build: { rolldownOptions: { input: './server/app.ts' } } },
    // Fewer, larger browser chunks (issue 13: a phone on slow 4G pays per request): React,
    // React DOM and React Router (and Vite's preload helper, a request of its own before) in
    // one `framework` chunk every page needs, and the app's
    // modules that seven or more routes share in one `shared` chunk. Measured: the home page
    // 32 → 16 scripts, 162.8 → 160.7 KB gzip (bench/README.md).
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'framework', test: FRAMEWORK_MODULES, priority: 3 },
                { name: 'shared', test: isShared, priority: 2 },
                { name: 'listing-parts', test: LISTING_PARTS, priority: 2 },
                { name: 'snap-carousel', test: SNAP_CAROUSEL, priority: 3 },
                {
                  name: 'common',
                  test: COMMON_APP_MODULES,
                  minShareCount: 2,
                  entriesAware: true,
                  entriesAwareMergeThreshold: 2000,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
    },
  },
  ssr: {
    // Native and WebAssembly packages stay external: Node loads them from node_modules.
    external: ['sharp', '@electric-sql/pglite', 'pg', 'pino', '@node-rs/argon2'],
  },
  plugins: [tailwindcss(), reactRouter(), pageCatalogueKeys(), sharedModules()],
});
