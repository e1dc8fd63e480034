// The layers of docs/architecture.md as import-x/no-restricted-paths zones: each zone names a
// layer (target) and every layer above it (from), so an import can only point down. From the
// top: seed/ (used by server/, scripts/, tests/ and bench/, which sit above it); then in app/
// the routes with root.tsx and entry.server.tsx, features, components/layout, components/ui with
// lib, i18n and db side by side, and config.server.ts at the bottom.
// eslint-rules/layers.test.ts lints a bad import into every zone and a good one beside it.

const ENTRIES = ['./app/root.tsx', './app/entry.server.tsx', './app/routes.ts'];
const ROUTES = ['./app/routes', ...ENTRIES];
const FEATURES = ['./app/features'];
const LAYOUT = ['./app/components/layout'];
const UI_AND_LIB = ['./app/components/ui', './app/lib'];
const USERS_OF_THE_APP = ['./seed', './scripts', './server', './bench'];

/** @type {{ name: string, target: string[], from: string[], message: string }[]} */
export const layers = [
  {
    name: 'entries',
    target: ['./app/routes', './app/root.tsx', './app/entry.server.tsx'],
    from: ENTRIES,
    message:
      'Nothing imports root.tsx, entry.server.tsx or routes.ts (React Router loads them): read root data with useRootData() from app/lib/root-data.ts.',
  },
  {
    name: 'features',
    target: FEATURES,
    from: ROUTES,
    message:
      'Features never import routes, root.tsx or entry.server.tsx: a route calls a feature, not the other way round.',
  },
  {
    name: 'layout',
    target: LAYOUT,
    from: [...FEATURES, ...ROUTES],
    message: 'Layout components receive data as props: they import no features or routes.',
  },
  {
    name: 'ui-and-lib',
    target: UI_AND_LIB,
    from: [...LAYOUT, ...FEATURES, ...ROUTES],
    message:
      'app/lib and components/ui hold primitives and helpers with no domain words: they import no layout, features or routes.',
  },
  {
    name: 'i18n',
    target: ['./app/i18n'],
    from: ['./app/db', ...UI_AND_LIB, ...LAYOUT, ...FEATURES, ...ROUTES],
    message:
      'The catalogue (app/i18n) sits at the bottom beside app/db: it imports no db, lib, components, features or routes.',
  },
  {
    name: 'db',
    target: ['./app/db'],
    from: ['./app/i18n', ...UI_AND_LIB, ...LAYOUT, ...FEATURES, ...ROUTES],
    message:
      'The database layer (schema, client, migrations) sits at the bottom beside app/i18n: it imports no i18n, lib, components, features or routes.',
  },
  {
    name: 'config',
    target: ['./app/config.server.ts'],
    from: ['./app'],
    message: 'app/config.server.ts is the bottom of the app: it imports nothing from app/.',
  },
  {
    name: 'app',
    target: ['./app'],
    from: USERS_OF_THE_APP,
    message:
      'The app never imports seed/, scripts/, server/ or bench/: they use the app (server/app.ts runs the first-start seed).',
  },
  {
    name: 'seed',
    target: ['./seed'],
    from: ['./server', './scripts', './bench', ...ROUTES],
    message:
      'The seed uses features, db and lib as a script does: it imports no routes, server, scripts or benches.',
  },
  {
    name: 'tests',
    target: ['./app', './seed', './server'],
    from: ['./tests'],
    message: 'Only tests import test code: app/, seed/ and server/ never import tests/.',
  },
];

/** The zones for import-x/no-restricted-paths; test files may import tests/ (factories, helpers). */
export function layerZones({ testFile = false } = {}) {
  return layers
    .filter((layer) => !(testFile && layer.name === 'tests'))
    .map(({ target, from, message }) => ({ target, from, message }));
}
