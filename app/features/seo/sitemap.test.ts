import { expect, test } from 'vitest';
import {
  listingFileNumber,
  listingIdRange,
  robotsTxt,
  sitemapIndexXml,
  urlsetXml,
} from './sitemap.ts';

test('a urlset escapes its URLs and gives true lastmod dates', () => {
  const xml = urlsetXml([
    { loc: 'https://nivasa.example/shop?a=1&b=2', lastmod: new Date('2026-11-20T10:00:00Z') },
    { loc: 'https://nivasa.example/about' },
  ]);
  expect(xml).toContain(
    '<loc>https://nivasa.example/shop?a=1&amp;b=2</loc><lastmod>2026-11-20T10:00:00.000Z</lastmod>',
  );
  expect(xml).toContain('<url><loc>https://nivasa.example/about</loc></url>');
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  expect(sitemapIndexXml([{ loc: 'https://x/sitemaps/pages.xml' }])).toContain('<sitemapindex');
});

test('listing files cover fixed blocks of 50,000 ids', () => {
  expect(listingIdRange(1)).toEqual({ from: 1, to: 50_000 });
  expect(listingIdRange(3)).toEqual({ from: 100_001, to: 150_000 });
  expect(listingFileNumber('listings-12.xml')).toBe(12);
  expect(listingFileNumber('listings-0.xml')).toBeNull();
  expect(listingFileNumber('../etc.xml')).toBeNull();
  // Past the largest integer id there is no file (and no out-of-range query).
  expect(listingFileNumber('listings-42950.xml')).toBe(42_950);
  expect(listingFileNumber('listings-42951.xml')).toBeNull();
});

test('robots.txt keeps crawlers out of private pages and names the sitemap', () => {
  const text = robotsTxt('https://nivasa.example');
  expect(text).toContain('Disallow: /my-account');
  expect(text).toContain('Sitemap: https://nivasa.example/sitemap.xml');
});
