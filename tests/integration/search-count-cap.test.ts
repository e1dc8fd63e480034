import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { beforeAll, expect, test } from 'vitest';
import { SearchPage, type SearchPageData } from '../../app/features/search/search-page.tsx';
import { EMPTY_CRITERIA, type SearchCriteria } from '../../app/features/search/search-params.ts';
import { searchListings } from '../../app/features/search/search.server.ts';
import { I18nProvider } from '../../app/i18n/i18n-context.tsx';
import { loader, meta } from '../../app/routes/shop.tsx';
import { createCity, createProperty, createUser } from '../factories/index.ts';
import { callRoute } from '../support/call-route.ts';
import { describeEachDatabase } from '../support/test-database.ts';

// Counting stops at SEARCH_COUNT_CAP: a small cap here, through the setting itself (the
// configuration is read on first use, after this line).
process.env.SEARCH_COUNT_CAP = '5';

const search = (criteria: Partial<SearchCriteria>, pageSize = 2) =>
  searchListings({ ...EMPTY_CRITERIA, ...criteria }, { pageSize });

const callLoader = (path: string) => callRoute(loader, path);

/** The results page as the server renders it, in plain text. */
function renderResults(data: SearchPageData): string {
  const Stub = createRoutesStub([
    {
      path: '*',
      Component: () =>
        createElement(I18nProvider, {
          locale: 'en',
          children: createElement(SearchPage, { data }),
        }),
    },
  ]);
  const html = renderToString(createElement(Stub, { initialEntries: ['/shop-grid'] }));
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');
}

describeEachDatabase('result counts stop at the cap', () => {
  beforeAll(async () => {
    const owner = await createUser();
    const guntur = await createCity({ name: 'Guntur', slug: 'guntur' }, ['Brodipet']);
    const vijayawada = await createCity({ name: 'Vijayawada', slug: 'vijayawada' }, ['Labbipet']);
    const place = (city: typeof guntur) => ({
      ownerId: owner.id,
      cityId: city.city.id,
      areaId: city.areas[0]!.id,
    });
    // Seven flats for sale in Guntur (over the cap of 5), five in Vijayawada (exactly the cap),
    // and one apartment in Vijayawada.
    for (let i = 0; i < 7; i++) {
      await createProperty({
        ...place(guntur),
        listingType: 'sell',
        propertyType: 'flat',
        price: 3_000_000 + i,
        title: `Flat with a rooftop garden ${i}`,
      });
    }
    for (let i = 0; i < 5; i++) {
      await createProperty({
        ...place(vijayawada),
        listingType: 'sell',
        propertyType: 'flat',
        price: 4_000_000 + i,
      });
    }
    await createProperty({
      ...place(vijayawada),
      listingType: 'sell',
      propertyType: 'apartment',
      price: 5_000_000,
    });
  });

  test('more matches than the cap count as the cap, marked capped', async () => {
    const over = await search({ city: 'guntur' });
    expect(over.total).toBe(5);
    expect(over.capped).toBe(true);
    const exactly = await search({ city: 'vijayawada', types: ['flat'] });
    expect(exactly.total).toBe(5);
    expect(exactly.capped).toBe(false);
    const under = await search({ city: 'vijayawada', types: ['apartment'] });
    expect(under).toMatchObject({ total: 1, capped: false });
  });

  test('pages go up to the cap, and a page beyond it shows the last of them', async () => {
    const first = await search({ city: 'guntur', sort: 'price_low_to_high' });
    expect(first.pageCount).toBe(3);
    const beyond = await search({ city: 'guntur', sort: 'price_low_to_high', page: 4 });
    expect(beyond.page).toBe(3);
    expect(beyond.items.map((item) => item.price)).toEqual([3_000_004]);
  });

  test('relevance ranks the first matches up to the cap, and shows as many', async () => {
    const ranked = await search({ q: 'rooftop garden' }, 10);
    expect(ranked).toMatchObject({ total: 5, capped: true, pageCount: 1 });
    expect(new Set(ranked.items.map((item) => item.id)).size).toBe(5);
  });

  test('the Flat ⇄ Apartment hint is capped too', async () => {
    const apartments = await search({ types: ['apartment'] });
    expect(apartments.similar).toEqual({ type: 'flat', total: 5, capped: true });
  });

  test("the page says '5+ properties found' and 'of 5+', and the title counts '5+'", async () => {
    const data = await callLoader('/shop?city=guntur');
    expect(data.result).toMatchObject({ total: 5, capped: true, pageSize: 4, pageCount: 2 });
    const text = renderResults(data as SearchPageData);
    expect(text).toContain('5+ properties found');
    expect(text).not.toContain(' 5 properties found');
    expect(text).toContain('Showing 1–4 of 5+');
    const meta2 = meta({ loaderData: data, matches: [] } as never);
    const description = meta2.find((tag) => 'name' in tag && tag.name === 'description');
    expect(JSON.stringify(description ?? meta2)).toContain('5+ properties');
  });

  test('below the cap the spec wording stays: the exact count', async () => {
    const data = await callLoader('/shop-grid?city=vijayawada&type=apartment');
    expect(data.result).toMatchObject({ total: 1, capped: false });
    expect(renderResults(data as SearchPageData)).toContain('1 property found');
    const flats = await callLoader('/shop-grid?city=vijayawada&type=flat&perPage=12');
    expect(renderResults(flats as SearchPageData)).toContain('5 properties found');
  });
});
