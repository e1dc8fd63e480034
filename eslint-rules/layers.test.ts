import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, expect, test } from 'vitest';
import { layers } from './layers.js';

// Proves each layer rule of eslint.config.js fires. The fixtures are modules that do not exist
// on disk: ESLint's Node API lints their text as if it sat at a path inside a layer (so the real
// configuration and its zones apply, and `npm run lint`, tsc and knip never see them). Each
// fixture imports one real module of a layer, one import a line.
// - Per zone: a fixture in the zone's layer imports every layer the zone names; each import must
//   be refused with that zone's message.
// - Per place: the layer map written out below (MAY_IMPORT). Imports of the layers a place may use
//   lint clean, and an import of any other layer is refused, so a zone that lost a layer fails.

const root = path.resolve(import.meta.dirname, '..');

/** One real module of each folder a zone names, for the fixtures to import. */
const MODULE_OF: Record<string, string> = {
  './app/routes': 'app/routes/home.tsx',
  './app/root.tsx': 'app/root.tsx',
  './app/entry.server.tsx': 'app/entry.server.tsx',
  './app/routes.ts': 'app/routes.ts',
  './app/features': 'app/features/listings/units.ts',
  './app/components/layout': 'app/components/layout/nav-links.ts',
  './app/components/ui': 'app/components/ui/button.tsx',
  './app/lib': 'app/lib/pagination.ts',
  './app/i18n': 'app/i18n/locales.ts',
  './app/db': 'app/db/schema/index.ts',
  './app/config.server.ts': 'app/config.server.ts',
  './app': 'app/lib/http.ts',
  './seed': 'seed/region.ts',
  './scripts': 'scripts/db-migrate.ts',
  './server': 'server/csrf.ts',
  './bench': 'bench/lib/stats.ts',
  './tests': 'tests/factories/index.ts',
};

/** Where each zone's fixture modules sit: a new file in each folder it covers, or the file. */
const ZONE_FIXTURES: Record<string, string[]> = {
  entries: ['app/routes/layer-fixture.tsx', 'app/root.tsx', 'app/entry.server.tsx'],
  features: ['app/features/listings/layer-fixture.ts'],
  layout: ['app/components/layout/layer-fixture.tsx'],
  'ui-and-lib': ['app/components/ui/layer-fixture.tsx', 'app/lib/layer-fixture.ts'],
  i18n: ['app/i18n/layer-fixture.ts'],
  db: ['app/db/layer-fixture.ts', 'app/db/schema/layer-fixture.ts'],
  config: ['app/config.server.ts'],
  app: ['app/routes/layer-fixture.tsx', 'app/lib/layer-fixture.ts'],
  seed: ['seed/layer-fixture.ts', 'seed/content/layer-fixture.ts'],
  tests: ['app/lib/layer-fixture.ts', 'seed/layer-fixture.ts', 'server/layer-fixture.ts'],
};

// The layer map of docs/architecture.md, written out: what a module in each place may import.
// Every other folder of MODULE_OF must be refused, so a zone that lost a layer fails here.
const CONFIG = ['./app/config.server.ts'];
const BOTTOM = ['./app/i18n', './app/db', ...CONFIG];
const UI_AND_LIB = ['./app/components/ui', './app/lib', ...BOTTOM];
const LAYOUT = ['./app/components/layout', ...UI_AND_LIB];
const FEATURES = ['./app/features', ...LAYOUT];
const ROUTES = ['./app/routes', ...FEATURES];
const APP = [...ROUTES, './app/root.tsx', './app/entry.server.tsx', './app/routes.ts'];
const MAY_IMPORT: Record<string, string[]> = {
  'app/routes/layer-fixture.tsx': ROUTES,
  'app/root.tsx': ROUTES,
  'app/entry.server.tsx': ROUTES,
  'app/features/listings/layer-fixture.ts': FEATURES,
  'app/components/layout/layer-fixture.tsx': LAYOUT,
  'app/components/ui/layer-fixture.tsx': UI_AND_LIB,
  'app/lib/layer-fixture.ts': UI_AND_LIB,
  'app/lib/layer-fixture.test.ts': [...UI_AND_LIB, './tests'],
  'app/i18n/layer-fixture.ts': ['./app/i18n', ...CONFIG],
  'app/db/layer-fixture.ts': ['./app/db', ...CONFIG],
  'app/db/schema/layer-fixture.ts': ['./app/db', ...CONFIG],
  'app/config.server.ts': [...CONFIG, 'zod'],
  'seed/layer-fixture.ts': ['./seed', ...FEATURES],
  'seed/seed.test.ts': ['./seed', ...FEATURES, './tests'],
  'server/layer-fixture.ts': [...APP, './seed', './server', './scripts', './bench'],
};
const EVERY_LAYER = Object.keys(MODULE_OF).filter((layer) => layer !== './app');

function specifier(fixture: string, layer: string): string {
  const module = MODULE_OF[layer];
  if (!module) return layer;
  const relative = path.relative(path.dirname(fixture), module);
  return relative.startsWith('.') ? relative : `./${relative}`;
}

/** Side-effect imports, one a line: the rule judges the path, and nothing is left unused. */
function importsOf(fixture: string, layersToImport: string[]): string[] {
  return layersToImport
    .filter((layer) => MODULE_OF[layer] !== fixture)
    .map((layer) => specifier(fixture, layer));
}

const source = (specifiers: string[]) => specifiers.map((s) => `import '${s}';\n`).join('');

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function lint(file: string, specifiers: string[]) {
  const [result] = await eslint.lintText(source(specifiers), { filePath: file, warnIgnored: true });
  return result?.messages ?? [];
}

test('every layer zone has fixtures, and every module they import exists', () => {
  expect(Object.keys(ZONE_FIXTURES).sort()).toEqual(layers.map((layer) => layer.name).sort());
  const named = new Set([...layers.flatMap((layer) => layer.from), ...Object.keys(MODULE_OF)]);
  for (const layer of named) {
    const module = MODULE_OF[layer];
    expect(module, `a module of ${layer}`).toBeDefined();
    expect(fs.existsSync(path.join(root, module ?? '')), module).toBe(true);
  }
});

for (const layer of layers) {
  test(`layer rule "${layer.name}" refuses an import from each layer above, with its message`, async () => {
    for (const file of ZONE_FIXTURES[layer.name] ?? []) {
      const bad = importsOf(file, layer.from);
      expect(bad.length, file).toBeGreaterThan(0);
      const refusals = (await lint(file, bad)).filter(
        (message) => message.ruleId === 'import-x/no-restricted-paths',
      );
      // One refusal per import, on its own line, saying why.
      expect(
        refusals.map((refusal) => refusal.line),
        file,
      ).toEqual(bad.map((_, index) => index + 1));
      for (const [index, refusal] of refusals.entries()) {
        expect(refusal.severity, file).toBe(2);
        expect(refusal.message).toBe(
          `Unexpected path "${bad[index]}" imported in restricted zone. ${layer.message}`,
        );
      }
    }
  });
}

for (const [file, allowed] of Object.entries(MAY_IMPORT)) {
  test(`${file}: the layers it may import lint clean, every other layer is refused`, async () => {
    const good = importsOf(file, allowed);
    expect(good.length).toBeGreaterThan(0);
    expect(await lint(file, good)).toEqual([]);

    const bad = importsOf(
      file,
      EVERY_LAYER.filter((layer) => !allowed.includes(layer)),
    );
    expect(bad.length).toBeGreaterThan(0);
    // Other rules may object too (an import up into config.server.ts closes a cycle).
    const refusals = (await lint(file, bad)).filter(
      (message) => message.ruleId === 'import-x/no-restricted-paths',
    );
    expect(refusals.map((refusal) => refusal.line)).toEqual(bad.map((_, index) => index + 1));
  });
}
