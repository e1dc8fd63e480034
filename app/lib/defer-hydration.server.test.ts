import { expect, test } from 'vitest';
import { deferHydration } from './defer-hydration.server.ts';

// What React Router's <Scripts> writes (react-router 8), cut down to two routes.
const page = (head: string) =>
  `<!DOCTYPE html><html><head>${head}</head><body><main>Hello</main>` +
  `<script nonce="n">window.__reactRouterContext = {};</script>` +
  `<script nonce="n" type="module" async="">;\n` +
  `import * as route0 from "/assets/root-a.js";\n` +
  `import * as route1 from "/assets/home-b.js";\n` +
  `  window.__reactRouterManifest = {};\n` +
  `  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\n` +
  `import("/assets/entry.client-c.js");</script></body></html>`;

const links =
  '<link rel="modulepreload" href="/assets/en-d.js"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-c.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/root-a.js" nonce="n"/>' +
  '<link rel="icon" href="/favicon.svg"/>';

test('the scripts are asked for after the load event and a painted frame, in one go, and run in the same order', () => {
  const html = deferHydration(page(links));
  expect(html).not.toMatch(/<link rel="modulepreload"/);
  expect(html).toContain('<link rel="icon" href="/favicon.svg"/>');
  expect(html).not.toMatch(/^import \* as/m);
  const script = html.slice(html.indexOf('type="module"'));
  const load = script.indexOf('addEventListener("load"');
  const frame = script.indexOf('requestAnimationFrame(');
  const preloads = script.indexOf(
    '["/assets/en-d.js","/assets/entry.client-c.js","/assets/root-a.js"]',
  );
  const routes = script.indexOf(
    'const [route0, route1] = await Promise.all([import("/assets/root-a.js"), import("/assets/home-b.js")]);',
  );
  const table = script.indexOf('window.__reactRouterRouteModules = {"root":route0');
  const entry = script.indexOf('import("/assets/entry.client-c.js");</script>');
  expect(load).toBeGreaterThan(0);
  expect([load, frame, preloads, routes, table, entry]).toEqual(
    [load, frame, preloads, routes, table, entry].toSorted((a, b) => a - b),
  );
  expect(preloads).toBeGreaterThan(load);
  // The other inline script and the page's content are untouched.
  expect(html).toContain('<main>Hello</main><script nonce="n">window.__reactRouterContext = {};');
});

test('a document without React Router’s module script is returned as it was', () => {
  const html = `<!DOCTYPE html><html><head>${links}</head><body>Error</body></html>`;
  expect(deferHydration(html)).toBe(html);
});
