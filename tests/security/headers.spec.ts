import { createHash } from 'node:crypto';
import { expect, test, type APIResponse } from '@playwright/test';
import { hydrated } from '../e2e/support/hydration.ts';

// Issue 14, "Headers on every response type": a page, React Router's data request, an image,
// a script, a public file, a 404, a redirect, a refused form post, a refused method. A 500 is
// checked by tests/e2e/server-errors.spec.ts (it stops the database under a running app).

// eslint-disable-next-line no-empty-pattern -- Playwright reads fixtures from a destructured first argument
test.beforeEach(({}, info) => {
  test.skip(info.project.name !== 'security', 'the security project only');
});

function expectCommonHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['x-powered-by'], what).toBeUndefined();
  expect(headers['server'] ?? '', what).not.toMatch(/express|node/i);
}

/** The sources of each directive of a response's Content-Security-Policy. */
function policyOf(response: APIResponse): Map<string, string[]> {
  const csp = response.headers()['content-security-policy'] ?? '';
  return new Map(
    csp.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values] as const;
    }),
  );
}

const NONCE_SOURCE = /^'nonce-[A-Za-z0-9+/=_-]{16,}'$/;

/**
 * The page's CSP: no plugins, no <base>, never framed, no unsafe-inline or unsafe-eval; inline
 * scripts allowed by a nonce (an answer nobody stores) or by their hashes (a page a cache keeps).
 */
function expectPageCsp(response: APIResponse, what: string, scripts: 'nonce' | 'hashes') {
  const directives = policyOf(response);
  expect(directives.get('object-src'), what).toEqual(["'none'"]);
  expect(directives.get('base-uri'), what).toEqual(["'none'"]);
  expect(directives.get('frame-ancestors'), what).toEqual(["'none'"]);
  const sources = directives.get('script-src') ?? [];
  expect(
    sources.some((value) => NONCE_SOURCE.test(value)),
    what,
  ).toBe(scripts === 'nonce');
  expect(
    sources.some((value) => value.startsWith("'sha256-")),
    what,
  ).toBe(scripts === 'hashes');
  expect(sources, what).not.toContain("'unsafe-inline'");
  expect(sources, what).not.toContain("'unsafe-eval'");
  expect(response.headers()['x-frame-options'], what).toBe('DENY');
}

/**
 * The inline scripts that run (JSON-LD and the page's texts, JSON data blocks, do not): their
 * opening tags and their code.
 */
function inlineScripts(html: string): { tag: string; code: string }[] {
  const scripts = [...html.matchAll(/(<script(?![^>]*\bsrc=)[^>]*>)([\s\S]*?)<\/script>/g)]
    .map(([, tag, code]) => ({ tag: tag!, code: code! }))
    .filter(({ tag }) => !/type="application\/(ld\+)?json"/.test(tag));
  expect(scripts.length).toBeGreaterThan(0);
  return scripts;
}

const sha256 = (code: string) =>
  `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;

test('every kind of response carries the security headers; pages carry a strict CSP', async ({
  request,
}) => {
  const home = await request.get('/');
  expect(home.status()).toBe(200);
  expectCommonHeaders(home, 'home page');
  expectPageCsp(home, 'home page', 'hashes');
  const html = await home.text();

  const data = await request.get('/shop.data?city=guntur');
  expect(data.status()).toBe(200);
  expectCommonHeaders(data, 'data request');

  const image = html.match(/\/media\/[^"' ]+?\.webp/)?.[0];
  expect(image, 'a photo on the home page').toBeTruthy();
  const photo = await request.get(image!);
  expect(photo.status()).toBe(200);
  expect(photo.headers()['content-type']).toBe('image/webp');
  expectCommonHeaders(photo, 'image');

  const script = html.match(/\/assets\/[^"' ]+?\.js/)?.[0];
  expect(script, 'a script on the home page').toBeTruthy();
  const asset = await request.get(script!);
  expect(asset.status()).toBe(200);
  expect(asset.headers()['content-type']).toMatch(/^(text|application)\/javascript/);
  expectCommonHeaders(asset, 'script');

  const robots = await request.get('/robots.txt');
  expectCommonHeaders(robots, 'robots.txt');

  const missing = await request.get('/no-such-page-here');
  expect(missing.status()).toBe(404);
  expectCommonHeaders(missing, '404 page');
  expectPageCsp(missing, '404 page', 'nonce');

  const missingPhoto = await request.get('/media/listings/zz/nothing-400.webp');
  expect(missingPhoto.status()).toBe(404);
  expectCommonHeaders(missingPhoto, 'missing image');

  const redirect = await request.get('/my-account/profile', { maxRedirects: 0 });
  expect([302, 303]).toContain(redirect.status());
  expectCommonHeaders(redirect, 'redirect');
  expect(redirect.headers()['cache-control']).toBe('private, no-store');

  const wrongPassword = await request.post('/login', {
    form: { phone: '9000000099', password: 'not-the-password' },
    maxRedirects: 0,
  });
  expect(wrongPassword.status()).toBeGreaterThanOrEqual(400);
  expectCommonHeaders(wrongPassword, 'refused sign-in');
  expect(wrongPassword.headers()['cache-control']).toBe('private, no-store');

  for (const method of ['TRACE', 'PROPFIND', 'PUT', 'DELETE']) {
    const refused = await request.fetch('/', { method });
    expect(refused.status(), method).toBe(405);
    expect(refused.headers()['allow'], method).toBe('GET, HEAD, POST');
    expectCommonHeaders(refused, method);
    expect(await refused.text(), method).not.toMatch(/at .*\.js:\d+|Error:/);
  }
  // Methods Node's HTTP parser does not know never reach the app (400 from the parser).
  for (const method of ['TRACK']) {
    const refused = await request.fetch('/', { method });
    expect([400, 405], method).toContain(refused.status());
    expect(await refused.text(), method).not.toMatch(/at .*\.js:\d+|Error:/);
  }
});

// Issue 24, finding 5. A public page is kept by shared caches (decision 012) and served, as it
// was rendered, to everyone who asks within PAGE_CACHE_SECONDS: a nonce in a kept copy is one
// nonce for all of them, and anyone can read it. Such a page names its inline scripts by their
// hashes; an answer that is never stored keeps a nonce of its own.
test('a page a cache keeps allows its own inline scripts by hash, never by a nonce others can read', async ({
  request,
  page,
}) => {
  for (const path of ['/', '/shop?city=guntur', '/login']) {
    const shared = await request.get(path);
    expect(shared.headers()['cache-control'], path).toMatch(/^public, /);
    expectPageCsp(shared, path, 'hashes');
    const sources = policyOf(shared).get('script-src') ?? [];
    for (const { code } of inlineScripts(await shared.text())) {
      expect(sources, `${path}: ${code.slice(0, 80)}`).toContain(sha256(code));
    }
  }

  // With a cookie the same page is private, never stored: a fresh nonce on every inline script.
  const privately = () => request.get('/', { headers: { Cookie: 'nivasa_session=not-a-session' } });
  const own = await privately();
  expect(own.headers()['cache-control']).toBe('private, no-store');
  expectPageCsp(own, 'private home page', 'nonce');
  const nonce = /'nonce-([^']+)'/.exec(own.headers()['content-security-policy']!)![1]!;
  for (const { tag } of inlineScripts(await own.text())) expect(tag).toContain(`nonce="${nonce}"`);
  expect((await privately()).headers()['content-security-policy']).not.toContain(nonce);

  // The shared page runs in a browser: it hydrates and its links work, nothing is blocked.
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    );
  });
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).not.toContain("'nonce-");
  await hydrated(page);
  await page.getByRole('link', { name: 'Blogs', exact: true }).first().click();
  await expect(page).toHaveURL(/\/blog$/);
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});
