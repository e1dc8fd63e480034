import { expect, test } from 'vitest';
import { getDb } from '../../app/db/db.server.ts';
import { blogs } from '../../app/db/schema/index.ts';
import {
  blogUrls,
  listingUrls,
  pageUrls,
  sitemapFiles,
} from '../../app/features/seo/sitemap.server.ts';
import { createProperty } from '../factories/index.ts';
import { describeEachDatabase } from '../support/test-database.ts';

const SITE = 'https://nivasa.example';

describeEachDatabase('sitemaps', () => {
  test('only public things are listed, each with its true lastmod', async () => {
    const active = await createProperty({ status: 'active' });
    const pending = await createProperty({ status: 'pending' });
    const [blog] = await getDb()
      .insert(blogs)
      .values([
        {
          slug: 'visible',
          title: 'Visible',
          author: 'A',
          category: 'Guide',
          publishedOn: '2026-10-01',
          shortDescription: 's',
          bodyHtml: '<p>x</p>',
        },
        {
          slug: 'draft',
          title: 'Draft',
          author: 'A',
          category: 'Guide',
          publishedOn: '2026-10-02',
          shortDescription: 's',
          bodyHtml: '<p>x</p>',
          published: false,
        },
      ])
      .returning();

    const files = await sitemapFiles(SITE);
    expect(files.map((file) => file.loc)).toEqual([
      `${SITE}/sitemaps/pages.xml`,
      `${SITE}/sitemaps/blog.xml`,
      ...Array.from(
        { length: Math.ceil(active.id / 50_000) },
        (_, i) => `${SITE}/sitemaps/listings-${i + 1}.xml`,
      ),
    ]);
    const listings = await listingUrls(SITE, Math.ceil(active.id / 50_000));
    expect(listings.map((url) => url.loc)).toContain(`${SITE}/product-details/${active.id}`);
    expect(listings.map((url) => url.loc)).not.toContain(`${SITE}/product-details/${pending.id}`);
    expect(new Date(listings[0]!.lastmod!).getTime()).toBeGreaterThan(0);

    expect((await blogUrls(SITE)).map((url) => url.loc)).toEqual([
      `${SITE}/blog-details/${blog!.id}`,
    ]);
    const pages = (await pageUrls(SITE)).map((url) => url.loc);
    expect(pages).toContain(`${SITE}/`);
    expect(pages).toContain(`${SITE}/about`);
    expect(pages).not.toContain(`${SITE}/my-account`);
  });
});
