import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

// Starting with a bad setting stops with a one-line reason and a non-zero exit.
function start(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['server/index.js'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: '3199',
        SITE_URL: 'http://localhost:3199',
        LOG_LEVEL: 'silent',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

test.describe('start-up checks', () => {
  // eslint-disable-next-line no-empty-pattern -- Playwright reads fixtures from a destructured first argument
  test.beforeEach(({}, info) => {
    test.skip(info.project.name !== 'desktop', 'runs once, not per screen size');
  });

  test('a malformed DATABASE_URL is refused', async () => {
    const result = await start({ DATABASE_URL: 'mysql://root@localhost/nivasa' });
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
  });

  test('an unreachable PostgreSQL server is reported', async () => {
    const result = await start({ DATABASE_URL: 'postgres://nivasa:secret@127.0.0.1:1/nivasa' });
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain('Cannot connect to DATABASE_URL');
    expect(result.stderr).not.toContain('secret');
  });

  test('an unwritable data folder is reported', async () => {
    // A folder below a plain file can never be created, even by root.
    const file = path.join(os.tmpdir(), `nivasa-not-a-folder-${process.pid}`);
    fs.writeFileSync(file, '');
    const result = await start({ DATABASE_URL: '', DATA_DIR: path.join(file, 'data') });
    fs.rmSync(file, { force: true });
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(/Data folder .* is not writable/);
  });
});
