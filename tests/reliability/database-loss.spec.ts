import net from 'node:net';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { startChildServer, stopChildServer } from '../support/child-server.ts';
import { figure } from '../support/figure.ts';
import {
  createScratchDatabase,
  LOCAL_POSTGRES_URL,
  postgresAnswers,
} from '../support/scratch-database.ts';

// Issue 14, "PostgreSQL stopped mid-run": the app talks to the PostgreSQL service through a TCP
// proxy of this test's own, which it cuts (every connection reset, new ones refused) and then
// opens again on the same port: the database "stops" and "returns" without touching the
// service other tests use. Skipped where no PostgreSQL server answers.

const ADMIN_URL = process.env.TEST_DATABASE_URL || LOCAL_POSTGRES_URL;

// eslint-disable-next-line no-empty-pattern -- Playwright reads fixtures from a destructured first argument
test.beforeEach(({}, info) => {
  test.skip(info.project.name !== 'reliability', 'the reliability project only');
});

/** A TCP proxy to `target` that can be cut and opened again on the same port. */
function tcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const open = async () => {
    server = net.createServer((client) => {
      const upstream = net.connect(target.port, target.host);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => {});
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    port = (server!.address() as net.AddressInfo).port;
  };
  const cut = async () => {
    const closing = new Promise((resolve) => server?.close(resolve));
    for (const socket of sockets) socket.resetAndDestroy();
    await closing;
    server = null;
  };
  return { open, cut, port: () => port };
}

test('PostgreSQL gone: pages answer a friendly 503 within 2 s, /readyz fails, and it recovers within 10 s of its return', async () => {
  test.setTimeout(120_000);
  test.skip(!(await postgresAnswers(ADMIN_URL)), `no PostgreSQL server at ${ADMIN_URL}`);
  const database = await createScratchDatabase(ADMIN_URL, 'nivasa_reliability');
  const target = new URL(ADMIN_URL);
  const proxy = tcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  await proxy.open();
  const url = new URL(ADMIN_URL);
  url.host = `127.0.0.1:${proxy.port()}`;
  url.pathname = `/${database.name}`;
  const server = await startChildServer({
    DATABASE_URL: url.toString(),
    DATABASE_CONNECT_TIMEOUT_MS: '1000',
    DATABASE_STATEMENT_TIMEOUT_MS: '500',
  });
  const { base } = server;
  try {
    expect((await fetch(`${base}/shop`)).status).toBe(200);

    await proxy.cut();
    const timed = async (path: string) => {
      const started = performance.now();
      const response = await fetch(`${base}${path}`);
      return { status: response.status, ms: performance.now() - started, response };
    };
    // The first request finds the database gone; every one after it is answered at once.
    for (let n = 0; n < 5; n++) {
      const { status, ms, response } = await timed(n % 2 ? '/shop?city=guntur' : '/');
      expect(status).toBe(503);
      expect(ms).toBeLessThan(2000);
      expect(response.headers.get('retry-after')).toBeTruthy();
      const html = await response.text();
      expect(html).not.toMatch(/at .*\.js:\d+|ECONNREFUSED|Connection terminated/);
      // From the second or third request on, the database is known to be down.
      if (n > 1) expect(html).toContain('We will be back in a moment');
      if (n === 0) figure('first page after the cut', `${status} in ${ms.toFixed(0)} ms`);
    }
    const ready = await timed('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.ms).toBeLessThan(2000);
    // Scripts and health still answer.
    expect((await fetch(`${base}/healthz`)).status).toBe(200);

    await proxy.open();
    const returned = Date.now();
    await expect
      .poll(async () => (await fetch(`${base}/shop`)).status, { timeout: 10_000, intervals: [200] })
      .toBe(200);
    figure('pages again after the database returned', `${Date.now() - returned} ms`);
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    expect(server.process.exitCode).toBeNull();
    expect(server.output()).toContain('the database answers again');

    // A slow database: the listings table held by a lock, so the page's query waits; the
    // statement timeout (500 ms here) ends it with a 503 for that request, not a hung one.
    const blocker = new pg.Client({
      connectionString: url.toString().replace(`:${proxy.port()}`, `:${target.port || 5432}`),
    });
    await blocker.connect();
    await blocker.query('BEGIN');
    await blocker.query('LOCK TABLE properties IN ACCESS EXCLUSIVE MODE');
    const slow = await timed('/shop');
    figure('page while the listings are locked', `${slow.status} in ${slow.ms.toFixed(0)} ms`);
    expect(slow.status).toBe(503);
    expect(slow.ms).toBeLessThan(3000);
    await blocker.query('COMMIT');
    await blocker.end();
    // A timeout is that request's failure alone: the next page is served at once.
    expect((await fetch(`${base}/shop`)).status).toBe(200);
  } finally {
    await stopChildServer(server);
    await database.drop();
  }
});
