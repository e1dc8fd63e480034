import net from 'node:net';
import { figure } from '../support/figure.ts';
import { expect, test } from '@playwright/test';
import { startChildServer, stopChildServer, waitUntilReady } from '../support/child-server.ts';

// Issue 14, "Faults and load": what happens to requests and data when the process is told to
// stop, is killed, or is held up by slow clients and oversized forms. Each case runs the
// production build in a child process of its own on an empty embedded database.

// eslint-disable-next-line no-empty-pattern -- Playwright reads fixtures from a destructured first argument
test.beforeEach(({}, info) => {
  test.skip(info.project.name !== 'reliability', 'the reliability project only');
});

const post = (base: string, path: string, fields: Record<string, string>, cookie = '') =>
  fetch(`${base}${path}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { Origin: base, ...(cookie ? { Cookie: cookie } : {}) },
    redirect: 'manual',
  });

test('SIGTERM under 50 requests a second: requests in flight finish, the process exits within 10 s', async () => {
  test.setTimeout(90_000);
  // A drain long enough for a busy machine to take every connection already made.
  const server = await startChildServer({ SHUTDOWN_DRAIN_MS: '3000' });
  const answers: Promise<number>[] = [];
  let signalledAt = 0;
  let readyWhileDraining: Promise<number> | null = null;
  // 50 requests a second for 2 s; the signal goes after the first second.
  const started = Date.now();
  for (let n = 0; n < 100; n++) {
    const due = started + n * 20;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - Date.now())));
    if (n === 50) {
      server.process.kill('SIGTERM');
      signalledAt = Date.now();
      // A load balancer asking now is told to send no more.
      readyWhileDraining = new Promise((resolve) => setTimeout(resolve, 200)).then(() =>
        fetch(`${server.base}/readyz`).then((response) => response.status),
      );
    }
    const sentBeforeSignal = signalledAt === 0;
    answers.push(
      fetch(`${server.base}/shop?q=flat&n=${n}`, { headers: { Connection: 'close' } })
        .then((response) => response.status)
        .catch(() => (sentBeforeSignal ? -1 : 0)),
    );
  }
  const statuses = await Promise.all(answers);
  const before = statuses.slice(0, 50);
  // Every request sent before the signal got its page; later ones were served during the
  // drain (SHUTDOWN_DRAIN_MS) or refused at connect once it was over.
  expect(before.filter((status) => status !== 200)).toEqual([]);
  expect(statuses.slice(50).every((status) => status === 0 || status === 200)).toBe(true);
  expect(await readyWhileDraining).toBe(503);
  const code = await server.exited;
  expect(code).toBe(0);
  figure('exit after SIGTERM', `${Date.now() - signalledAt} ms`);
  expect(Date.now() - signalledAt).toBeLessThan(10_000);
  expect(server.output()).toContain('SIGTERM: shutting down');
  await stopChildServer(server);
});

test('killed with SIGKILL and started again: serving within 5 s, accounts, sessions and messages intact', async () => {
  test.setTimeout(120_000);
  const first = await startChildServer();
  const phone = '9848011111';
  const password = 'Kill-Nine-Mango-7';
  const registered = await post(first.base, '/register', {
    firstName: 'Durga',
    lastName: 'Rao',
    phone,
    password,
    confirmPassword: password,
    consentTerms: 'on',
  });
  expect([302, 303]).toContain(registered.status);
  const cookie = /nivasa_session=[^;]+/.exec(registered.headers.get('set-cookie') ?? '')![0];
  // The profile page knows the new account.
  const before = await fetch(`${first.base}/my-account/profile`, { headers: { Cookie: cookie } });
  expect(before.status).toBe(200);
  expect(await before.text()).toContain('Durga');
  // A newsletter sign-up (a row written just before the kill).
  const signup = await post(first.base, '/newsletter', { email: 'durga@example.com' });
  expect(signup.status).toBeLessThan(500);

  first.process.kill('SIGKILL');
  expect(await first.exited).toBe('SIGKILL');

  const restarted = Date.now();
  const second = await startChildServer({}, { dataDir: first.dataDir, port: first.port });
  const readyMs = Date.now() - restarted;
  figure('ready after kill -9', `${readyMs} ms`);
  expect(readyMs).toBeLessThan(5000);

  const after = await fetch(`${second.base}/my-account/profile`, { headers: { Cookie: cookie } });
  expect(after.status).toBe(200);
  expect(await after.text()).toContain('Durga');
  const signIn = await post(second.base, '/login', { phone, password });
  expect([302, 303]).toContain(signIn.status);
  await stopChildServer(second);
});

test('slow clients are cut off and a 10 MB form is refused, while normal pages stay fast', async () => {
  test.setTimeout(120_000);
  const server = await startChildServer({ HTTP_HEADERS_TIMEOUT_MS: '3000' });
  const { port, base } = server;

  // Warm up (the first requests of a process compile the page code).
  for (let n = 0; n < 20; n++) await (await fetch(`${base}/shop?q=house`)).arrayBuffer();

  /** The p95 of 100 requests for a results page, 5 at a time. */
  const pageP95 = async () => {
    const times: number[] = [];
    for (let batch = 0; batch < 20; batch++) {
      await Promise.all(
        Array.from({ length: 5 }, async () => {
          const started = performance.now();
          const response = await fetch(`${base}/shop?q=house`);
          expect(response.status).toBe(200);
          await response.arrayBuffer();
          times.push(performance.now() - started);
        }),
      );
    }
    times.sort((a, b) => a - b);
    return times[Math.floor(times.length * 0.95) - 1]!;
  };
  // The same requests on a quiet server first: the machine's own speed, which varies by two
  // to three times between evenings (decision 016), is what the stalled case is held to.
  const quiet = await pageP95();
  figure('p95 of /shop?q=house, quiet', `${quiet.toFixed(1)} ms`);

  // 500 connections that send half a request line and then nothing.
  const idle: net.Socket[] = [];
  let closedByServer = 0;
  for (let n = 0; n < 500; n++) {
    const socket = net.connect(port, '127.0.0.1');
    socket.on('error', () => {});
    socket.on('close', () => (closedByServer += 1));
    // Read what the server sends (its 408), so its closing reaches this side.
    socket.resume();
    socket.write('GET /shop HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    idle.push(socket);
  }

  // Meanwhile, the same 100 requests: the stalled connections may not make them much slower
  // (at most twice the quiet p95, or 200 ms when that is more).
  const stalled = await pageP95();
  figure('p95 of /shop?q=house with 500 stalled connections', `${stalled.toFixed(1)} ms`);
  expect(stalled).toBeLessThanOrEqual(Math.max(2 * quiet, 200));

  // A 10 MB form to a page that takes small forms: refused before it is read.
  const big = 'message=' + 'a'.repeat(10 * 1024 * 1024);
  const started = performance.now();
  const refused = await fetch(`${base}/contact`, {
    method: 'POST',
    body: big,
    headers: { Origin: base, 'Content-Type': 'application/x-www-form-urlencoded' },
  }).catch(() => null);
  if (refused) expect(refused.status).toBe(413);
  expect(performance.now() - started).toBeLessThan(2000);

  // The stalled connections are closed once the headers timeout passes.
  await expect.poll(() => closedByServer, { timeout: 10_000 }).toBe(500);
  figure('stalled connections closed by the server', `${closedByServer} of 500`);
  for (const socket of idle) socket.destroy();
  expect((await fetch(`${base}/healthz`)).status).toBe(200);
  await waitUntilReady(base);
  await stopChildServer(server);
});
