import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort, startChildServer, stopChildServer } from '../support/child-server.ts';

// Issue 24 #12: a production start without SITE_URL used to serve anyway, failing open:
// cookies without `Secure` and the `__Host-` prefix, and the cross-site check taking whatever
// Host a client sent. The attack is that start; it must stop, saying why in one line.

test('a production start without SITE_URL stops with a one-line reason', async () => {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nivasa-site-url-'));
  const env: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED_ON_EMPTY: 'false',
    LOG_LEVEL: 'silent',
  };
  delete env.SITE_URL;
  const child = spawn(process.execPath, ['server/index.js'], {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  // A start that does not stop serves: the site answers on its port instead of exiting.
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  const code = await new Promise<number | null>((resolve) =>
    child.once('exit', (exitCode) => resolve(exitCode)),
  );
  clearTimeout(timer);
  fs.rmSync(dataDir, { recursive: true, force: true });

  expect(code).toBe(1);
  expect(stderr.trim().split('\n')).toHaveLength(1);
  expect(stderr).toContain('SITE_URL: required in production');
  // It says how to try the build on this machine.
  expect(stderr).toContain('npm run quickstart');
});

test('the same start with SITE_URL serves', async () => {
  // A first start migrates a new embedded database: slow on a busy 2-core machine.
  test.setTimeout(180_000);
  const server = await startChildServer(
    { SITE_URL: 'http://localhost:3000' },
    { readyTimeoutMs: 150_000 },
  );
  try {
    expect((await fetch(`${server.base}/readyz`)).status).toBe(200);
  } finally {
    await stopChildServer(server);
  }
});
