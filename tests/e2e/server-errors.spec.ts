import fs from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

// Runs the production build in this process so the test can break its database.
// eslint-disable-next-line no-empty-pattern -- Playwright reads fixtures from a destructured first argument
test('a server error shows a friendly page with status 500, and readiness fails', async ({}, info) => {
  test.skip(info.project.name !== 'desktop', 'runs once, not per screen size');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nivasa-errors-'));
  Object.assign(process.env, {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED_ON_EMPTY: 'false',
    LOG_LEVEL: 'silent',
    // A production start needs the site's address (requireSiteUrl); the port is chosen below.
    SITE_URL: 'http://localhost:3000',
  });
  const mod = await import(path.resolve('build/server/index.js'));
  const config = await mod.startup();
  const server: Server = mod.createApp(config).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as { port: number };
  const base = `http://127.0.0.1:${port}`;
  try {
    const ok = await fetch(`${base}/`);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('Latest Listings');

    await mod.shutdown(); // the database goes away under the running app

    const failed = await fetch(`${base}/`);
    expect(failed.status).toBe(500);
    const html = await failed.text();
    expect(html).toContain('Something went wrong');
    expect(html).toContain('We could not show this page. Please try again in a moment.');
    expect(html).toMatch(/Reference: [0-9a-f-]{36}/);
    expect(html).not.toMatch(/at .*\.js:\d+/); // no stack trace for visitors

    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(503);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
  } finally {
    server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
