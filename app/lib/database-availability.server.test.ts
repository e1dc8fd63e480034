import { afterEach, expect, test } from 'vitest';
import {
  confirmDatabaseDown,
  databaseFailureOf,
  isDatabaseDown,
  markDatabaseDown,
  stopWatchingDatabase,
  watchDatabase,
} from './database-availability.server.ts';

afterEach(() => stopWatchingDatabase());

test('connection failures, shutdowns and statement timeouts are told apart from other errors', () => {
  const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
    code: 'ECONNREFUSED',
  });
  expect(databaseFailureOf(refused)).toBe('unavailable');
  expect(databaseFailureOf(new Error('Connection terminated unexpectedly'))).toBe('unavailable');
  expect(databaseFailureOf(Object.assign(new Error('terminating'), { code: '57P01' }))).toBe(
    'unavailable',
  );
  // Drizzle wraps the driver's error: the cause decides.
  expect(databaseFailureOf(new Error('Failed query: select 1', { cause: refused }))).toBe(
    'unavailable',
  );
  const timeout = Object.assign(new Error('canceling statement due to statement timeout'), {
    code: '57014',
  });
  expect(databaseFailureOf(new Error('Failed query', { cause: timeout }))).toBe('timeout');
  // A unique violation or a bug is not the database being away.
  expect(
    databaseFailureOf(Object.assign(new Error('duplicate key'), { code: '23505' })),
  ).toBeNull();
  expect(databaseFailureOf(new TypeError('x is undefined'))).toBeNull();
  expect(databaseFailureOf(null)).toBeNull();
});

test('once marked down it stays down until the probe answers, then serves again', async () => {
  let answers = false;
  let probes = 0;
  watchDatabase(async () => {
    probes += 1;
    if (!answers) throw new Error('connect ECONNREFUSED');
  }, 20);
  expect(isDatabaseDown()).toBe(false);
  markDatabaseDown(new Error('Connection terminated'));
  expect(isDatabaseDown()).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 120));
  expect(isDatabaseDown()).toBe(true);
  expect(probes).toBeGreaterThanOrEqual(2);
  answers = true;
  await expect.poll(() => isDatabaseDown(), { timeout: 1000 }).toBe(false);
});

test('an error that looks like the database gone marks it down only when a ping fails too', async () => {
  let answers = true;
  watchDatabase(async () => {
    if (!answers) throw new Error('connect ECONNREFUSED');
  }, 20);
  // A mail or storage server refusing: the database still answers.
  await confirmDatabaseDown(
    Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
  );
  expect(isDatabaseDown()).toBe(false);
  answers = false;
  await confirmDatabaseDown(new Error('Connection terminated unexpectedly'));
  expect(isDatabaseDown()).toBe(true);
});
