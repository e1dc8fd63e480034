import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { promisify } from 'node:util';
import pg from 'pg';
import sharp from 'sharp';
import { fillRegistration, randomPhone, signIn } from '../e2e/support/accounts.ts';
import { hydrated } from '../e2e/support/hydration.ts';
import { fillGunturLocation, fillHouseForSale } from '../e2e/support/listing-form.ts';
import { startChildServer, stopChildServer } from '../support/child-server.ts';
import { PG_BIN, stopPostgres } from './cluster.ts';
import { ADMIN, type ClusterState } from './global-setup.ts';

// Nivasa beyond one machine (issue 29), proven on loopback: three app processes started at
// once on one PostgreSQL primary with a streaming replica, media in an S3 bucket, nginx with
// deploy/nginx.conf in front (tests/cluster/global-setup.ts). The journeys run in order: the
// last ones kill a process and stop the replica.

test.describe.configure({ mode: 'serial' });

const run = promisify(execFile);

const state = JSON.parse(fs.readFileSync(process.env.CLUSTER_STATE!, 'utf8')) as ClusterState;
const [first, second, third] = state.apps as [
  ClusterState['apps'][number],
  ClusterState['apps'][number],
  ClusterState['apps'][number],
];

let primary: pg.Pool;
let replica: pg.Pool;
/** The listing the photo journey adds, looked for again in the restored backup. */
const listing = { word: '', title: '' };

test.beforeAll(() => {
  primary = new pg.Pool({ connectionString: state.primaryUrl, max: 2 });
  replica = new pg.Pool({ connectionString: state.replicaUrl, max: 2 });
  replica.on('error', () => {});
});

test.afterAll(async () => {
  await primary.end();
  await replica.end().catch(() => {});
});

const suffix = () => Math.random().toString(36).slice(2, 8);

async function html(url: string, cookie?: string): Promise<{ status: number; body: string }> {
  const response = await fetch(url, cookie ? { headers: { cookie } } : {});
  return { status: response.status, body: await response.text() };
}

/** Registers a new account on `page` and waits for its session cookie. */
async function register(page: Page, firstName: string) {
  await fillRegistration(page, { phone: randomPhone(), firstName });
  await expect
    .poll(async () => (await page.context().cookies()).some((c) => c.name === 'nivasa_session'), {
      timeout: 30_000,
    })
    .toBe(true);
}

async function newPage(browser: Browser, base: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: base });
  return context.newPage();
}

test('three processes started at once on an empty database migrate it exactly once', async () => {
  const journal = JSON.parse(fs.readFileSync('drizzle/meta/_journal.json', 'utf8')) as {
    entries: unknown[];
  };
  const { rows } = await primary.query<{ count: number; distinct: number }>(
    'SELECT count(*)::int AS count, count(DISTINCT hash)::int AS distinct FROM drizzle.__drizzle_migrations',
  );
  expect(journal.entries.length).toBeGreaterThan(20);
  expect(rows[0]).toEqual({ count: journal.entries.length, distinct: journal.entries.length });
  // One form-signing key, shared by all three (a form one shows, another takes).
  const keys = await primary.query('SELECT name FROM app_secrets');
  expect(keys.rows).toEqual([{ name: 'form-signing-key' }]);
  for (const app of state.apps) {
    const ready = (await (await fetch(`${app.base}/readyz`)).json()) as Record<string, unknown>;
    expect(ready).toEqual({
      status: 'ok',
      database: 'postgres',
      replicas: [{ healthy: true, lagSeconds: 0 }],
    });
  }
});

test('a user registers through one process and stays signed in through the others', async ({
  browser,
}) => {
  const page = await newPage(browser, first.base);
  await register(page, 'Kavya');
  // Cookies belong to the host, not the port: the same browser reaches the other processes.
  for (const app of [second, third]) {
    await page.goto(`${app.base}/my-account`);
    await expect(page).toHaveURL(`${app.base}/my-account`);
    await expect(page.getByRole('heading', { name: 'Hello Kavya' })).toBeVisible();
  }
  await page.context().close();
});

test('a photo uploaded through one process is served by the others from the bucket, and its owner sees the new listing at once while visitors read the replica', async ({
  browser,
}) => {
  const photoDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nivasa-cluster-photo-'));
  const photo = path.join(photoDir, 'front.png');
  fs.writeFileSync(
    photo,
    await sharp({
      create: { width: 640, height: 480, channels: 3, background: { r: 30, g: 120, b: 90 } },
    })
      .png()
      .toBuffer(),
  );
  const page = await newPage(browser, first.base);
  await register(page, 'Suresh');

  // The replica stops applying what it receives: whatever is written from now on is on the
  // primary only, until it resumes.
  await replica.query('SELECT pg_wal_replay_pause()');
  try {
    const word = `cluster${suffix()}`;
    const title = `3BHK house near Brodipet ${word}`;
    Object.assign(listing, { word, title });
    await page.goto('/add-listing');
    const form = page.getByRole('form', { name: 'Add Property' });
    await hydrated(page);
    await fillHouseForSale(form, {
      title,
      description: 'A sunny house on a quiet lane, five minutes from the bus stand.',
      price: '65',
      maintenance: '1500',
    });
    await fillGunturLocation(form, `12-3-45, ${word} street`);
    await form.getByLabel('Photos', { exact: true }).setInputFiles(photo);
    await form.getByRole('button', { name: 'Submit Property' }).click();
    await expect(page.getByRole('heading', { name: 'Property added successfully!' })).toBeVisible({
      timeout: 30_000,
    });
    const href = await page.getByRole('link', { name: 'View your listing' }).getAttribute('href');
    expect(href).toMatch(/^\/product-details\/\d+$/);

    // Its owner, who just wrote, reads from the primary through any process: the listing and
    // the search that finds it.
    const ownerCookie = (await page.context().cookies())
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
    expect(ownerCookie).toContain('nivasa_fresh=1');
    for (const app of [second, third]) {
      await page.goto(`${app.base}${href}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const search = await html(`${app.base}/shop?q=${word}`, ownerCookie);
      expect(search.body).toContain(title);
    }
    // A visitor's pages come from the replica, which has not applied the listing yet.
    for (const app of state.apps) {
      expect((await html(`${app.base}${href}`)).status).toBe(404);
      const search = await html(`${app.base}/shop?q=${word}`);
      expect(search.status).toBe(200);
      expect(search.body).not.toContain(title);
    }

    // The photo went to the bucket, not to a process's folder, and every process serves it.
    await page.goto(`${second.base}${href}`);
    const src = await page.getByRole('img', { name: /./ }).first().getAttribute('src');
    const photoPath = new URL(src!, second.base).pathname;
    expect(photoPath).toMatch(/^\/media\/.+\.webp$/);
    const key = photoPath.slice('/media/'.length);
    const bytes: Buffer[] = [];
    for (const app of state.apps) {
      const response = await fetch(`${app.base}${photoPath}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      bytes.push(Buffer.from(await response.arrayBuffer()));
      expect(fs.existsSync(path.join(app.dataDir, 'media', key))).toBe(false);
    }
    expect(bytes[0]!.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(bytes[1]!.equals(bytes[0]!) && bytes[2]!.equals(bytes[0]!)).toBe(true);
    const inBucket = fs
      .readdirSync(state.s3Directory, { recursive: true })
      .map(String)
      .filter((name) => name.includes(path.basename(key)));
    expect(inBucket.length).toBeGreaterThan(0);

    // Replay resumes: visitors see the listing through every process within seconds.
    await replica.query('SELECT pg_wal_replay_resume()');
    for (const app of state.apps) {
      await expect
        .poll(async () => (await html(`${app.base}/shop?q=${word}`)).body.includes(title), {
          timeout: 15_000,
        })
        .toBe(true);
    }
  } finally {
    await replica.query('SELECT pg_wal_replay_resume()').catch(() => {});
    fs.rmSync(photoDir, { recursive: true, force: true });
    await page.context().close();
  }
});

test('a settings change and a new city saved through one process are seen by the other two within a second', async ({
  browser,
}) => {
  const page = await newPage(browser, first.base);
  await page.goto('/login');
  await signIn(page, ADMIN.phone, ADMIN.password);
  await expect(page.getByText('Signed in', { exact: true })).toBeVisible();
  await page.goto('/admin/settings');
  const name = `Nivasa Cluster ${suffix()}`;
  await page.getByLabel('Agency name').fill(name);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved.').first()).toBeVisible();
  const saved = Date.now();
  const seenAfter: number[] = [];
  for (const app of [second, third]) {
    await expect
      .poll(async () => (await html(`${app.base}/contact`)).body.includes(name), {
        timeout: 5_000,
        intervals: [50],
      })
      .toBe(true);
    seenAfter.push(Date.now() - saved);
  }
  console.log(`settings seen by the other processes after ${seenAfter.join(' and ')} ms`);
  expect(Math.max(...seenAfter)).toBeLessThan(1000);

  // A city added in the back office is offered by the others as soon (the places, cached in
  // every process, are announced the same way).
  const city = `Tenali ${suffix()}`;
  await page.goto('/admin/places');
  await page.getByLabel('City name').fill(city);
  await page.getByRole('button', { name: 'Add city' }).click();
  await expect(page.getByRole('main').getByText(city).first()).toBeVisible();
  const added = Date.now();
  for (const app of [second, third]) {
    await expect
      .poll(async () => (await html(`${app.base}/`)).body.includes(`>${city}</option>`), {
        timeout: 5_000,
        intervals: [50],
      })
      .toBe(true);
  }
  expect(Date.now() - added).toBeLessThan(1000);
  await page.context().close();
});

test('the sixth message from one address in the window is refused, whichever process gets it', async ({
  browser,
}) => {
  const outcomes: string[] = [];
  for (let n = 0; n < 6; n++) {
    const app = state.apps[n % 3]!;
    const page = await newPage(browser, app.base);
    await page.goto('/contact');
    const quote = page.getByRole('region', { name: 'Get A Quote' });
    await hydrated(page);
    await quote.getByLabel('Name').fill('Ravi Teja');
    await quote.getByLabel('Email').fill(`cluster-${n}-${suffix()}@example.in`);
    await quote.getByLabel('Service').selectOption('Property Management');
    await quote.getByLabel('Phone').fill('9848023456');
    await quote.getByLabel('Message').fill(`Message ${n + 1}: please call me about my flat.`);
    await quote.getByLabel('I agree to be contacted about my enquiry').check();
    await quote.getByRole('button', { name: 'Send Inquiry' }).click();
    const sent = page.getByText('Inquiry sent successfully!');
    const refused = page.getByText(/^Too many messages\. Please try again in/);
    await expect(sent.or(refused).first()).toBeVisible();
    outcomes.push((await sent.count()) > 0 ? `sent via ${app.port}` : `refused via ${app.port}`);
    await page.context().close();
  }
  expect(outcomes).toEqual([
    `sent via ${first.port}`,
    `sent via ${second.port}`,
    `sent via ${third.port}`,
    `sent via ${first.port}`,
    `sent via ${second.port}`,
    `refused via ${third.port}`,
  ]);
});

test('a periodic job runs once per interval across the three processes', async () => {
  const { rows } = await primary.query<{
    name: string;
    runs: number;
    seconds: number;
    processes: string;
  }>(
    `SELECT name, runs::int AS runs, extract(epoch FROM now() - $1::timestamptz)::float8 AS seconds,
            last_process AS processes
       FROM job_runs ORDER BY name`,
    [state.startedAt],
  );
  const byName = Object.fromEntries(rows.map((row) => [row.name, row]));
  // The hourly jobs: each process tried at start, one ran.
  expect(byName['account-housekeeping']?.runs).toBe(1);
  expect(byName['listing-expiry']?.runs).toBe(1);
  // The alert job every 2 s: about one run per interval since the start, not three.
  const alerts = byName['saved-search-alerts']!;
  const intervals = alerts.seconds / state.alertIntervalSeconds;
  expect(alerts.runs).toBeGreaterThanOrEqual(Math.floor(intervals * 0.5));
  expect(alerts.runs).toBeLessThanOrEqual(Math.ceil(intervals) + 1);
});

test('the restore drill: last night’s pg_dump restores into a new database that a process serves', async () => {
  const dumpFile = path.join(os.tmpdir(), `nivasa-cluster-${process.pid}.dump`);
  const restored = new URL(state.primaryUrl);
  restored.pathname = '/nivasa_restored';
  try {
    // What deploy/README.md's backup job runs, and its restore.
    await run(path.join(PG_BIN, 'pg_dump'), [
      '--format=custom',
      `--file=${dumpFile}`,
      state.primaryUrl,
    ]);
    await primary.query('CREATE DATABASE nivasa_restored');
    await run(path.join(PG_BIN, 'pg_restore'), [
      '--no-owner',
      '--exit-on-error',
      `--dbname=${restored}`,
      dumpFile,
    ]);
    const counts = async (url: string) => {
      const pool = new pg.Pool({ connectionString: url, max: 1 });
      try {
        const { rows } = await pool.query<Record<string, number>>(
          `SELECT (SELECT count(*) FROM users)::int AS users,
                  (SELECT count(*) FROM properties)::int AS properties,
                  (SELECT count(*) FROM property_images)::int AS images,
                  (SELECT count(*) FROM site_settings)::int AS settings,
                  (SELECT count(*) FROM inquiries)::int AS inquiries,
                  (SELECT count(*) FROM drizzle.__drizzle_migrations)::int AS migrations`,
        );
        return rows[0]!;
      } finally {
        await pool.end();
      }
    };
    const before = await counts(state.primaryUrl);
    expect(before.properties).toBeGreaterThan(0);
    expect(before.inquiries).toBe(5);
    expect(await counts(restored.toString())).toEqual(before);
    // A process started on the restored database migrates nothing and serves what was there.
    const server = await startChildServer({
      DATABASE_URL: restored.toString(),
      LISTING_MODERATION: 'false',
    });
    try {
      const search = await html(`${server.base}/shop?q=${listing.word}`);
      expect(search.status).toBe(200);
      expect(search.body).toContain(listing.title);
    } finally {
      await stopChildServer(server);
    }
    expect((await counts(restored.toString())).migrations).toBe(before.migrations);
  } finally {
    fs.rmSync(dumpFile, { force: true });
    await primary.query('DROP DATABASE IF EXISTS nivasa_restored WITH (FORCE)');
  }
});

test('killing one process under 50 requests a second loses only the requests in flight on it', async () => {
  const victim = third;
  const results: { ok: boolean; startedAt: number }[] = [];
  let inFlightAtKill = 0;
  let inFlight = 0;
  let killedAt = 0;
  const started = Date.now();
  const requests: Promise<void>[] = [];
  for (let n = 0; n < 400; n++) {
    const at = started + n * 20;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));
    if (n === 150) {
      inFlightAtKill = inFlight;
      killedAt = Date.now();
      process.kill(victim.pid, 'SIGKILL');
    }
    const startedAt = Date.now();
    inFlight += 1;
    requests.push(
      // A personal cookie: past nginx's cache to the processes, as a signed-in user's pages are.
      fetch(`${state.nginx}/shop?page=${(n % 5) + 1}`, { headers: { cookie: `probe=${n}` } })
        .then(async (response) => {
          await response.arrayBuffer();
          results.push({ ok: response.status === 200, startedAt });
        })
        .catch(() => {
          results.push({ ok: false, startedAt });
        })
        .finally(() => {
          inFlight -= 1;
        }),
    );
  }
  await Promise.all(requests);
  const seconds = (Date.now() - started) / 1000;
  const failed = results.filter((result) => !result.ok);
  console.log(
    `${results.length} requests in ${seconds.toFixed(1)} s, ${inFlightAtKill} in flight at the kill, ${failed.length} failed`,
  );
  expect(results).toHaveLength(400);
  expect(failed.length).toBeLessThanOrEqual(inFlightAtKill);
  // Everything sent after the kill was answered by the other two.
  expect(failed.filter((result) => result.startedAt > killedAt)).toEqual([]);
});

test('stopping the replica sends reads to the primary without errors', async () => {
  const alive = [first, second];
  const statuses: number[] = [];
  let stopped = false;
  const stopping = (async () => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await stopPostgres(state.replicaDataDir, 'immediate');
    stopped = true;
  })();
  const until = Date.now() + 6000;
  let n = 0;
  while (Date.now() < until) {
    const app = alive[n % 2]!;
    n += 1;
    statuses.push((await html(`${app.base}/shop?page=${(n % 3) + 1}`)).status);
    statuses.push((await html(`${app.base}/blog`)).status);
  }
  await stopping;
  expect(stopped).toBe(true);
  expect(statuses.length).toBeGreaterThan(20);
  expect(statuses.filter((status) => status !== 200)).toEqual([]);
  for (const app of alive) {
    const ready = (await (await fetch(`${app.base}/readyz`)).json()) as {
      status: string;
      replicas: { healthy: boolean }[];
    };
    expect(ready.status).toBe('ok');
    expect(ready.replicas).toEqual([{ healthy: false, lagSeconds: null }]);
  }
});
