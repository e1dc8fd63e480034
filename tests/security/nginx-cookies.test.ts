import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { NGINX, startDeployNginx, type Nginx } from '../../bench/lib/nginx.ts';
import { freePort } from '../support/child-server.ts';

// Issue 24, finding 6: deploy/nginx.conf decided what to cache by the cookies' plain names,
// but over https the app names them `__Host-…` (app/lib/cookies.server.ts). A signed-in
// visitor was then answered from the cache, and every language shared one copy: only the
// app's own headers kept them apart. Here the shipped file runs in front of an upstream that
// marks every answer shareable and sends no Vary, so the config alone must keep them apart.

const hasNginx = fs.existsSync(NGINX);
if (!hasNginx) console.warn(`${NGINX} missing: npm test's part tools installs it (nginx-light)`);

let upstream: http.Server;
let nginx: Nginx;
let prefix: string;
let served = 0;

beforeAll(async () => {
  if (!hasNginx) return;
  // Every answer says a shared cache may keep it, and names the request it was made for.
  upstream = http.createServer((req, res) => {
    served += 1;
    res.writeHead(200, {
      'Content-Type': 'text/plain',
      'Cache-Control': 'public, max-age=0, s-maxage=60',
    });
    res.end(`answer ${served} for cookies [${req.headers.cookie ?? ''}]`);
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'nivasa-nginx-cookies-'));
  const appPort = (upstream.address() as AddressInfo).port;
  nginx = await startDeployNginx(prefix, await freePort(), appPort);
});

afterAll(async () => {
  if (!hasNginx) return;
  await nginx.stop();
  await new Promise((resolve) => upstream.close(resolve));
  fs.rmSync(prefix, { recursive: true, force: true });
});

async function get(pathname: string, cookie?: string) {
  const response = await fetch(`${nginx.base}${pathname}`, {
    headers: cookie ? { cookie } : {},
  });
  return { cache: response.headers.get('x-cache-status'), body: await response.text() };
}

describe.skipIf(!hasNginx)('deploy/nginx.conf and the cookies of an https site', () => {
  test('a request with any cookie but the language, by its plain or its __Host- name, never gets or leaves a cached page', async () => {
    const anonymous = await get('/shop?city=guntur');
    expect(anonymous.cache).toBe('MISS');
    expect((await get('/shop?city=guntur')).body).toBe(anonymous.body);

    const personal = [
      '__Host-nivasa_session=a-session',
      '__Host-visit_list=4.7',
      '__Host-saved_contact=ravi',
      '__Host-nivasa_flash=saved',
      '__Host-visit_booked=NV-WPZWYM',
      '__Secure-viewed_blogs=3',
      '__Host-nivasa_lang=te; __Host-nivasa_session=a-session',
      '__Host-nivasa_session=a-session; __Host-nivasa_lang=te',
      'nivasa_session=a-session',
      'a_cookie_we_add_later=1',
    ];
    for (const cookie of personal) {
      const answer = await get('/shop?city=guntur', cookie);
      expect(answer.cache, cookie).toBe('BYPASS');
      expect(answer.body, cookie).toContain(`[${cookie}]`);
    }
    // None of those answers was stored for the next visitor.
    expect(await get('/shop?city=guntur')).toEqual({ cache: 'HIT', body: anonymous.body });
  });

  test('each language, under its https name, is cached apart from the others and from no language', async () => {
    const english = await get('/about');
    expect(english.cache).toBe('MISS');
    const answers = new Map<string, string>();
    for (const cookie of ['__Host-nivasa_lang=te', '__Host-nivasa_lang=hi', 'nivasa_lang=te']) {
      const first = await get('/about', cookie);
      expect(first.cache, cookie).toBe('MISS');
      expect(first.body, cookie).toContain(`[${cookie}]`);
      expect(await get('/about', cookie)).toEqual({ cache: 'HIT', body: first.body });
      answers.set(cookie, first.body);
    }
    expect(await get('/about')).toEqual({ cache: 'HIT', body: english.body });
    expect(await get('/about', '__Host-nivasa_lang=te;')).toEqual({
      cache: 'HIT',
      body: answers.get('__Host-nivasa_lang=te'),
    });
  });
});
