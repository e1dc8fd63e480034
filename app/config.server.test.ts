import path from 'node:path';
import { expect, test } from 'vitest';
import { ConfigError, parseConfig, requireSiteUrl } from './config.server.ts';

test('defaults give a working embedded setup on port 3000', () => {
  const config = parseConfig({});
  expect(config.PORT).toBe(3000);
  expect(config.databaseKind).toBe('pglite');
  expect(config.dataDir).toBe(path.resolve('./data'));
  expect(config.AGENCY_PHONES.length).toBeGreaterThan(0);
  expect(config.SEED_ON_EMPTY).toBeUndefined();
  // No address named: form posts are taken from whatever address the site is reached at.
  expect(config.siteUrlSet).toBe(false);
  expect(parseConfig({ SITE_URL: 'https://nivasa.example' }).siteUrlSet).toBe(true);
});

test('DATABASE_URL switches to a PostgreSQL server', () => {
  const config = parseConfig({ DATABASE_URL: 'postgres://u@db.internal:5432/nivasa' });
  expect(config.databaseKind).toBe('postgres');
});

test('an empty DATABASE_URL means the embedded database', () => {
  expect(parseConfig({ DATABASE_URL: '' }).databaseKind).toBe('pglite');
});

test('a bad value stops the start with a one-line reason naming the variable', () => {
  expect(() => parseConfig({ DATABASE_URL: 'mysql://nope' })).toThrow(ConfigError);
  expect(() => parseConfig({ DATABASE_URL: 'mysql://nope' })).toThrow(
    /DATABASE_URL: must be a postgres/,
  );
  expect(() => parseConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  try {
    parseConfig({ PORT: '70000', AGENCY_EMAIL: 'not-an-email' });
  } catch (error) {
    expect((error as Error).message).not.toContain('\n');
    expect((error as Error).message).toMatch(/PORT.*AGENCY_EMAIL|AGENCY_EMAIL.*PORT/);
  }
});

test('agency phones are a comma-separated list', () => {
  const config = parseConfig({ AGENCY_PHONES: '+91 1111 111111, +91 2222 222222' });
  expect(config.AGENCY_PHONES).toEqual(['+91 1111 111111', '+91 2222 222222']);
});

test('public pages may be shared for 60 s and served stale for 300 s unless told otherwise', () => {
  const defaults = parseConfig({});
  expect([defaults.PAGE_CACHE_SECONDS, defaults.PAGE_CACHE_STALE_SECONDS]).toEqual([60, 300]);
  const set = parseConfig({ PAGE_CACHE_SECONDS: '0', PAGE_CACHE_STALE_SECONDS: '30' });
  expect([set.PAGE_CACHE_SECONDS, set.PAGE_CACHE_STALE_SECONDS]).toEqual([0, 30]);
  expect(() => parseConfig({ PAGE_CACHE_SECONDS: '-1' })).toThrow(/PAGE_CACHE_SECONDS/);
});

test('result counts stop at 1,000 unless SEARCH_COUNT_CAP says otherwise', () => {
  expect(parseConfig({}).SEARCH_COUNT_CAP).toBe(1000);
  expect(parseConfig({ SEARCH_COUNT_CAP: '10000' }).SEARCH_COUNT_CAP).toBe(10_000);
  expect(() => parseConfig({ SEARCH_COUNT_CAP: '0' })).toThrow(/SEARCH_COUNT_CAP/);
});

test('a production start needs SITE_URL; development and commands do not', () => {
  expect(() => requireSiteUrl(parseConfig({ NODE_ENV: 'production' }))).toThrow(ConfigError);
  expect(() => requireSiteUrl(parseConfig({ NODE_ENV: 'production' }))).toThrow(
    /^SITE_URL: required in production .*npm run quickstart/,
  );
  expect(() =>
    requireSiteUrl(parseConfig({ NODE_ENV: 'production', SITE_URL: 'https://nivasa.example' })),
  ).not.toThrow();
  expect(() => requireSiteUrl(parseConfig({}))).not.toThrow();
});

test('form start times are good for 24 hours, always longer than a shared cache keeps a page', () => {
  expect(parseConfig({}).FORM_TOKEN_MAX_AGE_HOURS).toBe(24);
  expect(parseConfig({ FORM_TOKEN_MAX_AGE_HOURS: '2' }).FORM_TOKEN_MAX_AGE_HOURS).toBe(2);
  // A page cached for a day and served stale for another would carry an expired form.
  expect(() =>
    parseConfig({
      FORM_TOKEN_MAX_AGE_HOURS: '24',
      PAGE_CACHE_SECONDS: '86400',
      PAGE_CACHE_STALE_SECONDS: '3600',
    }),
  ).toThrow(/^Invalid configuration: FORM_TOKEN_MAX_AGE_HOURS: must be longer than/);
  expect(() => parseConfig({ FORM_TOKEN_MAX_AGE_HOURS: '0' })).toThrow(/FORM_TOKEN_MAX_AGE_HOURS/);
});

test('the booking confirmation may be viewed 20 times per address per window unless told', () => {
  expect(parseConfig({}).CONFIRMATION_RATE_LIMIT).toBe(20);
  expect(parseConfig({ CONFIRMATION_RATE_LIMIT: '3' }).CONFIRMATION_RATE_LIMIT).toBe(3);
});
