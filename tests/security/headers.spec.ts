import { expect, test, type APIResponse } from '@playwright/test';

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

function expectPageCsp(response: APIResponse, what: string) {
  const csp = response.headers()['content-security-policy'] ?? '';
  const directives = new Map(
    csp.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values] as const;
    }),
  );
  expect(directives.get('object-src'), what).toEqual(["'none'"]);
  expect(directives.get('base-uri'), what).toEqual(["'none'"]);
  expect(directives.get('frame-ancestors'), what).toEqual(["'none'"]);
  const scripts = directives.get('script-src') ?? [];
  expect(
    scripts.some((value) => /^'nonce-[A-Za-z0-9+/=_-]{16,}'$/.test(value)),
    what,
  ).toBe(true);
  expect(scripts, what).not.toContain("'unsafe-inline'");
  expect(scripts, what).not.toContain("'unsafe-eval'");
  expect(response.headers()['x-frame-options'], what).toBe('DENY');
}

test('every kind of response carries the security headers; pages carry a nonce-based CSP', async ({
  request,
}) => {
  const home = await request.get('/');
  expect(home.status()).toBe(200);
  expectCommonHeaders(home, 'home page');
  expectPageCsp(home, 'home page');
  const html = await home.text();
  // Every inline script that runs carries the response's nonce (JSON-LD data does not run).
  const nonce = /'nonce-([^']+)'/.exec(home.headers()['content-security-policy']!)![1]!;
  const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].filter(
    ([, attributes]) => !attributes!.includes('application/ld+json'),
  );
  expect(inlineScripts.length).toBeGreaterThan(0);
  for (const [, attributes] of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`);
  // A new nonce each time.
  const again = await request.get('/');
  expect(again.headers()['content-security-policy']).not.toContain(nonce);

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
  expectPageCsp(missing, '404 page');

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
