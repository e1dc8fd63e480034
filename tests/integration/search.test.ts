import { beforeAll, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb } from '../../app/db/db.server.ts';
import { areas, type Property } from '../../app/db/schema/index.ts';
import { forgetPlaces } from '../../app/features/places/places.server.ts';
import {
  EMPTY_CRITERIA,
  parseSearchParams,
  type SearchCriteria,
} from '../../app/features/search/search-params.ts';
import { queryWords, searchListings } from '../../app/features/search/search.server.ts';
import { formatSeconds } from '../../app/features/search/results-toolbar.tsx';
import { describeSearch } from '../../app/features/search/describe-search.ts';
import { canonicalPath } from '../../app/features/search/search-page.tsx';
import { pageItems } from '../../app/lib/pagination.ts';
import { budgetChoices, resultLayoutFor } from '../../app/features/search/search-schema.ts';
import { translator } from '../../app/i18n/translate.ts';
import { loader } from '../../app/routes/shop.tsx';
import { createCity, createProperty, createPropertyImage, createUser } from '../factories/index.ts';
import { NOT_PUBLIC_STATUSES } from '../factories/statuses.ts';
import { callRoute } from '../support/call-route.ts';
import { describeEachDatabase } from '../support/test-database.ts';

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

const search = (criteria: Partial<SearchCriteria>, pageSize = 100) =>
  searchListings({ ...EMPTY_CRITERIA, ...criteria }, { pageSize });
const searchUrl = (query: string, pageSize = 100) =>
  searchListings(parseSearchParams(new URLSearchParams(query)).criteria, { pageSize });
const ids = (result: { items: { id: number }[] }) => result.items.map((item) => item.id);
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

test('the search box text splits into lower-case words', () => {
  expect(queryWords('  2BHK Flat, Brodipet!! flat ')).toEqual(['2bhk', 'flat', 'brodipet']);
  expect(queryWords('విల్లా గుంటూరు')).toEqual(['విల్లా', 'గుంటూరు']);
  // A zero-width joiner inside a Telugu word does not split it.
  expect(queryWords('అపార్ట్\u200cమెంట్')).toEqual(['అపార్ట్మెంట్']);
  expect(queryWords('a '.repeat(100))).toEqual(['a']);
});

test('pagination shows two pages either side of the current, the first and the last', () => {
  expect(pageItems(1, 1)).toEqual([1]);
  expect(pageItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
  expect(pageItems(1, 20)).toEqual([1, 2, 3, 'gap-after', 20]);
  expect(pageItems(10, 20)).toEqual([1, 'gap-before', 8, 9, 10, 11, 12, 'gap-after', 20]);
  expect(pageItems(20, 20)).toEqual([1, 'gap-before', 18, 19, 20]);
  // An ellipsis never hides a single page.
  expect(pageItems(5, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
});

test('the header describes the search in words', () => {
  const t = translator('en');
  const none = { city: null, area: null };
  expect(describeSearch(t, { ...EMPTY_CRITERIA }, none)).toBeNull();
  expect(
    describeSearch(
      t,
      { ...EMPTY_CRITERIA, listing: 'sell' },
      { city: { name: 'Guntur' }, area: null },
    ),
  ).toBe('Properties for sale in Guntur');
  expect(
    describeSearch(
      t,
      { ...EMPTY_CRITERIA, listing: 'rent', types: ['villa', 'flat'] },
      {
        city: { name: 'Guntur' },
        area: { name: 'Brodipet' },
      },
    ),
  ).toBe('Villa, Flat for rent in Brodipet, Guntur');
  expect(describeSearch(t, { ...EMPTY_CRITERIA, q: 'pool' }, none)).toBe(
    'Properties matching “pool”',
  );
});

test('the canonical address is /shop with the criteria, without layout choices', () => {
  const criteria = parseSearchParams(
    new URLSearchParams('listing=sell&type=villa&view=list&perPage=20&page=3&sort=new_arrivals'),
  ).criteria;
  expect(canonicalPath('shop-grid', criteria)).toBe(
    '/shop?listing=sell&type=villa&sort=new_arrivals',
  );
  expect(canonicalPath('shop', { ...criteria, perPage: null })).toBe(
    '/shop?listing=sell&type=villa&sort=new_arrivals&page=3',
  );
});

test('the results paths have their layouts', () => {
  expect(resultLayoutFor('/shop')).toBe('shop');
  expect(resultLayoutFor('/shop-grid/')).toBe('shop-grid');
  expect(resultLayoutFor('/shop-left-sidebar')).toBe('shop-left-sidebar');
  expect(resultLayoutFor('/shop-right-sidebar')).toBe('shop-right-sidebar');
  expect(resultLayoutFor('/elsewhere')).toBe('shop');
});

test('budgets are offered in the scale of the listing type, with the URL value kept', () => {
  expect(budgetChoices('rent')[0]).toBe(3_000);
  expect(budgetChoices('sell')[0]).toBe(500_000);
  expect(budgetChoices('sell', [3_700_000, null])).toContain(3_700_000);
  expect(budgetChoices(null).length).toBeGreaterThan(budgetChoices('sell').length);
});

test('the time a search took reads in seconds', () => {
  expect(formatSeconds(34.4)).toBe('0.03');
  expect(formatSeconds(1234)).toBe('1.23');
  expect(formatSeconds(4.2)).toBe('0.004');
  expect(formatSeconds(0)).toBe('0.001');
});

describeEachDatabase('search results', () => {
  // A small region: two cities with two areas each, eight active listings of every kind, one
  // pair with equal prices, and listings that are not active and must never show.
  let l: Record<
    | 'gFlat'
    | 'gVilla'
    | 'gPlot'
    | 'gRentFlat'
    | 'gRentHouse'
    | 'vApartment'
    | 'vLand'
    | 'vRentApartment'
    | 'vFlat',
    Property
  >;
  let hidden: Property[];
  let allActive: Property[];

  beforeAll(async () => {
    const owner = await createUser();
    const guntur = await createCity(
      { name: 'Guntur', slug: 'guntur', nameTe: 'గుంటూరు', nameHi: 'गुंटूर' },
      ['Brodipet', 'Arundelpet'],
    );
    const vijayawada = await createCity(
      { name: 'Vijayawada', slug: 'vijayawada', nameTe: 'విజయవాడ', nameHi: 'विजयवाड़ा' },
      ['Benz Circle', 'Labbipet'],
    );
    // Benz Circle has its Telugu and Hindi names; Labbipet none (its English name shows).
    await getDb()
      .update(areas)
      .set({ nameTe: 'బెంజ్ సర్కిల్', nameHi: 'बेंज़ सर्कल' })
      .where(eq(areas.id, vijayawada.areas[0]!.id));
    forgetPlaces();
    const [brodipet, arundelpet] = guntur.areas;
    const [benzCircle, labbipet] = vijayawada.areas;
    const at = (city: typeof guntur, area: (typeof guntur.areas)[number] | undefined) => ({
      ownerId: owner.id,
      cityId: city.city.id,
      areaId: area!.id,
    });
    const built = {
      bhk: null,
      bathrooms: null,
      furnishing: null,
      builtUpArea: null,
      builtUpAreaUnit: null,
      areaSqft: null,
    };
    // gFlat and vFlat share these, so they tie on price and differ by place and words.
    const flatForSale = {
      propertyType: 'flat',
      listingType: 'sell',
      price: 4_500_000,
      bhk: '2bhk',
      furnishing: 'semi-furnished',
      possessionStatus: 'ready-to-move',
    } as const;
    l = {
      gFlat: await createProperty({
        ...at(guntur, brodipet),
        title: '2 BHK flat near Sankar Vilas Centre',
        description: 'East facing flat with a rooftop garden and covered parking.',
        ...flatForSale,
        createdAt: daysAgo(1),
      }),
      gVilla: await createProperty({
        ...at(guntur, arundelpet),
        title: 'Gated community villa with pool',
        description: 'A duplex with four bedrooms, a private lawn and a swimming pool.',
        propertyType: 'villa',
        listingType: 'sell',
        price: 15_000_000,
        bhk: '3plus-bhk',
        furnishing: 'furnished',
        possessionStatus: 'ready-to-move',
        createdAt: daysAgo(2),
      }),
      gPlot: await createProperty({
        ...at(guntur, brodipet),
        ...built,
        title: 'Corner plot on a 40 feet road',
        description: 'Approved layout, clear title, ready for registration.',
        propertyType: 'plot',
        listingType: 'sell',
        price: 3_000_000,
        possessionStatus: 'immediate',
        createdAt: daysAgo(3),
      }),
      gRentFlat: await createProperty({
        ...at(guntur, brodipet),
        title: 'Furnished flat for rent near the railway station',
        description: 'Two bedrooms, fully furnished, suits a family.',
        propertyType: 'flat',
        listingType: 'rent',
        price: 15_000,
        bhk: '2bhk',
        furnishing: 'furnished',
        possessionStatus: 'ready-to-move',
        createdAt: daysAgo(4),
      }),
      gRentHouse: await createProperty({
        ...at(guntur, arundelpet),
        title: 'Independent house for rent',
        description: 'Three bedrooms with a car porch.',
        propertyType: 'independent-house',
        listingType: 'rent',
        price: 25_000,
        bhk: '3bhk',
        furnishing: 'unfurnished',
        possessionStatus: 'ready-to-move',
        createdAt: daysAgo(5),
      }),
      vApartment: await createProperty({
        ...at(vijayawada, benzCircle),
        title: 'New apartment in a high-rise tower',
        description: 'Three bedrooms on the ninth floor, handover next year.',
        propertyType: 'apartment',
        listingType: 'sell',
        price: 8_000_000,
        bhk: '3bhk',
        furnishing: 'unfurnished',
        possessionStatus: 'under-construction',
        createdAt: daysAgo(6),
      }),
      vLand: await createProperty({
        ...at(vijayawada, labbipet),
        ...built,
        title: 'Farm land with a borewell',
        description: 'Five acres of fertile land on the canal.',
        propertyType: 'agricultural-land',
        listingType: 'sell',
        price: 20_000_000,
        possessionStatus: 'in-future',
        createdAt: daysAgo(7),
      }),
      vRentApartment: await createProperty({
        ...at(vijayawada, labbipet),
        title: 'One bedroom apartment for rent',
        description: 'Compact home close to the bus stand.',
        propertyType: 'apartment',
        listingType: 'rent',
        price: 12_000,
        bhk: '1bhk',
        furnishing: 'semi-furnished',
        possessionStatus: 'ready-to-move',
        createdAt: daysAgo(8),
      }),
      // Same price as gFlat: the id breaks the tie.
      vFlat: await createProperty({
        ...at(vijayawada, benzCircle),
        title: 'Spacious flat with two balconies',
        description: 'Bright rooms, lift and power backup.',
        ...flatForSale,
        createdAt: daysAgo(9),
      }),
    };
    // Listings that match many searches but are not public.
    hidden = [];
    for (const status of NOT_PUBLIC_STATUSES) {
      hidden.push(
        await createProperty({
          ...at(guntur, brodipet),
          title: `Rooftop garden flat (${status})`,
          description: 'A flat with a rooftop garden in Brodipet.',
          status,
          price: 4_000_000,
          createdAt: daysAgo(0.5),
        }),
      );
    }
    await createPropertyImage(l.gFlat.id, { position: 1, altText: 'Kitchen' });
    await createPropertyImage(l.gFlat.id, { position: 0, altText: 'Front' });
    allActive = Object.values(l);
  });

  test('with no criteria every active listing shows, newest first', async () => {
    const result = await search({});
    expect(result.total).toBe(allActive.length);
    expect(ids(result)).toEqual(
      [...allActive].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).map((p) => p.id),
    );
    expect(result.tookMs).toBeGreaterThan(0);
  });

  test('only active listings show, whatever the criteria', async () => {
    const hiddenIds = new Set(hidden.map((p) => p.id));
    for (const query of [
      '',
      'q=rooftop',
      'city=guntur&area=brodipet',
      'listing=sell&type=flat',
      'sort=price_low_to_high',
    ]) {
      const result = await searchUrl(query);
      expect(
        ids(result).some((id) => hiddenIds.has(id)),
        query,
      ).toBe(false);
    }
  });

  test('cards carry their place names and cover photo', async () => {
    const result = await search({ q: 'rooftop' });
    expect(result.items).toHaveLength(1);
    expect(result.items[0]).toMatchObject({
      id: l.gFlat.id,
      cityName: 'Guntur',
      areaName: 'Brodipet',
    });
    expect(result.items[0]!.cover).toMatchObject({ altText: 'Front', widths: expect.any(Array) });
    // A listing without photos has no cover, whatever the order.
    for (const sort of ['default', 'price_low_to_high'] as const) {
      const all = await search({ sort });
      expect(all.items.length).toBeGreaterThan(1);
      for (const item of all.items) {
        expect(item.cover === null, String(item.id)).toBe(item.id !== l.gFlat.id);
      }
    }
  });

  test('the listing type filter keeps sale or rent listings', async () => {
    expect(sorted(ids(await search({ listing: 'rent' })))).toEqual(
      sorted([l.gRentFlat.id, l.gRentHouse.id, l.vRentApartment.id]),
    );
    expect((await search({ listing: 'sell' })).total).toBe(6);
  });

  test('a search for Flat says how many Apartments match too, and the reverse', async () => {
    const similar = async (criteria: Partial<SearchCriteria>) => (await search(criteria)).similar;
    expect(await similar({ listing: 'sell', types: ['flat'] })).toEqual({
      type: 'apartment',
      total: 1,
      capped: false,
    });
    expect(await similar({ types: ['flat'] })).toEqual({
      type: 'apartment',
      total: 2,
      capped: false,
    });
    expect(await similar({ listing: 'rent', types: ['apartment'] })).toEqual({
      type: 'flat',
      total: 1,
      capped: false,
    });
    expect(await similar({ types: ['villa'] })).toBeNull();
    expect(await similar({ types: ['flat', 'apartment'] })).toBeNull();
  });

  test('the property type filter keeps the ticked types', async () => {
    expect(sorted(ids(await search({ types: ['villa'] })))).toEqual([l.gVilla.id]);
    expect(sorted(ids(await search({ types: ['plot', 'agricultural-land'] })))).toEqual(
      sorted([l.gPlot.id, l.vLand.id]),
    );
    expect(sorted(ids(await search({ listing: 'rent', types: ['flat'] })))).toEqual([
      l.gRentFlat.id,
    ]);
  });

  test('the city and area filters keep listings in that place, and name it', async () => {
    const inGuntur = await search({ city: 'guntur' });
    expect(sorted(ids(inGuntur))).toEqual(
      sorted([l.gFlat.id, l.gVilla.id, l.gPlot.id, l.gRentFlat.id, l.gRentHouse.id]),
    );
    expect(inGuntur.city?.name).toBe('Guntur');
    const inBrodipet = await search({ city: 'guntur', area: 'brodipet' });
    expect(sorted(ids(inBrodipet))).toEqual(sorted([l.gFlat.id, l.gPlot.id, l.gRentFlat.id]));
    expect(inBrodipet.area?.name).toBe('Brodipet');
    // An area slug alone still finds its area.
    expect(sorted(ids(await search({ area: 'benz-circle' })))).toEqual(
      sorted([l.vApartment.id, l.vFlat.id]),
    );
    // A home search: listing type, type, city and area together.
    expect(ids(await searchUrl('listing=sell&type=flat&city=guntur&area=brodipet'))).toEqual([
      l.gFlat.id,
    ]);
  });

  test('an unknown city or area is ignored, not an error', async () => {
    const unknownCity = await search({ city: 'hyderabad' });
    expect(unknownCity.total).toBe(allActive.length);
    expect(unknownCity.ignored).toEqual(['city']);
    expect(unknownCity.city).toBeNull();
    const unknownArea = await search({ city: 'guntur', area: 'no-such-area' });
    expect(unknownArea.total).toBe(5);
    expect(unknownArea.ignored).toEqual(['area']);
    // An area of another city is unknown in this one.
    expect((await search({ city: 'guntur', area: 'labbipet' })).ignored).toEqual(['area']);
  });

  test('the budget filter keeps prices within the range, bounds included', async () => {
    expect(sorted(ids(await searchUrl('min=45L&max=1Cr')))).toEqual(
      sorted([l.gFlat.id, l.vFlat.id, l.vApartment.id]),
    );
    expect(sorted(ids(await searchUrl('listing=rent&max=15K')))).toEqual(
      sorted([l.gRentFlat.id, l.vRentApartment.id]),
    );
    expect(sorted(ids(await searchUrl('min=1.5Cr')))).toEqual(sorted([l.gVilla.id, l.vLand.id]));
    // A reversed range is put right by the URL parser.
    expect((await searchUrl('min=1Cr&max=45L')).total).toBe(3);
  });

  test('the BHK filter keeps the ticked sizes', async () => {
    expect(sorted(ids(await search({ bhk: ['2bhk'] })))).toEqual(
      sorted([l.gFlat.id, l.gRentFlat.id, l.vFlat.id]),
    );
    expect(sorted(ids(await search({ bhk: ['3bhk', '3plus-bhk'] })))).toEqual(
      sorted([l.gVilla.id, l.gRentHouse.id, l.vApartment.id]),
    );
  });

  test('the furnishing filter keeps the ticked furnishings', async () => {
    expect(sorted(ids(await search({ furnishing: ['furnished'] })))).toEqual(
      sorted([l.gVilla.id, l.gRentFlat.id]),
    );
    expect((await search({ furnishing: ['unfurnished', 'semi-furnished'] })).total).toBe(5);
  });

  test('the possession filter keeps the ticked statuses', async () => {
    expect(ids(await search({ possession: ['under-construction'] }))).toEqual([l.vApartment.id]);
    expect(sorted(ids(await search({ possession: ['immediate', 'in-future'] })))).toEqual(
      sorted([l.gPlot.id, l.vLand.id]),
    );
  });

  test('filters combine', async () => {
    const result = await searchUrl(
      'listing=sell&city=guntur&type=flat&type=villa&min=40L&bhk=2bhk&furnishing=semi-furnished&possession=ready-to-move',
    );
    expect(ids(result)).toEqual([l.gFlat.id]);
  });

  test('New arrivals sorts newest first', async () => {
    const result = await search({ sort: 'new_arrivals' });
    const times = result.items.map((item) => new Date(item.createdAt).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(ids(result)[0]).toBe(l.gFlat.id);
  });

  test('Price: low to high sorts cheapest first, equal prices by id', async () => {
    const result = await search({ sort: 'price_low_to_high' });
    const prices = result.items.map((item) => item.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(ids(result).slice(0, 3)).toEqual([l.vRentApartment.id, l.gRentFlat.id, l.gRentHouse.id]);
    const equal = ids(result).filter((id) => id === l.gFlat.id || id === l.vFlat.id);
    expect(equal).toEqual([l.gFlat.id, l.vFlat.id]);
  });

  test('Price: high to low sorts dearest first, equal prices by id', async () => {
    const result = await search({ sort: 'price_high_to_low' });
    const prices = result.items.map((item) => item.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(ids(result)[0]).toBe(l.vLand.id);
    const equal = ids(result).filter((id) => id === l.gFlat.id || id === l.vFlat.id);
    expect(equal).toEqual([l.vFlat.id, l.gFlat.id]);
  });

  test('pages hold the page size, the last page the rest, and pages do not overlap', async () => {
    const criteria = { sort: 'price_low_to_high' as const };
    const first = await search({ ...criteria, page: 1 }, 4);
    expect(first).toMatchObject({ total: 9, page: 1, pageCount: 3, pageSize: 4 });
    expect(first.items).toHaveLength(4);
    const second = await search({ ...criteria, page: 2 }, 4);
    const last = await search({ ...criteria, page: 3 }, 4);
    expect(last.items).toHaveLength(1);
    const seen = [...ids(first), ...ids(second), ...ids(last)];
    expect(new Set(seen).size).toBe(9);
    expect(seen).toEqual(ids(await search(criteria)));
  });

  test('a page beyond the end shows the last page', async () => {
    const beyond = await search({ page: 50 }, 4);
    expect(beyond).toMatchObject({ page: 3, pageCount: 3, total: 9 });
    expect(beyond.items).toHaveLength(1);
    const capped = await searchUrl('page=999999', 4);
    expect(capped.page).toBe(3);
  });

  test('an empty result has one empty page', async () => {
    const none = await search({ types: ['villa'], listing: 'rent', page: 3 }, 4);
    expect(none).toMatchObject({ total: 0, page: 1, pageCount: 1, items: [] });
  });

  test('the page size is respected and capped', async () => {
    expect((await search({}, 2)).items).toHaveLength(2);
    expect((await search({}, 100_000)).pageSize).toBe(100);
    expect((await search({}, 0)).pageSize).toBe(1);
  });

  test('the search box finds a word in the title or description', async () => {
    expect(ids(await search({ q: 'rooftop' }))).toEqual([l.gFlat.id]);
    expect(ids(await search({ q: 'swimming' }))).toEqual([l.gVilla.id]);
    // English stemming: 'borewells' finds 'borewell'.
    expect(ids(await search({ q: 'borewells' }))).toEqual([l.vLand.id]);
    // Web search syntax: quoted phrases and exclusions.
    expect(ids(await search({ q: '"swimming pool"' }))).toEqual([l.gVilla.id]);
    expect(sorted(ids(await search({ q: 'flat -rent' })))).toEqual(
      sorted([l.gFlat.id, l.vFlat.id]),
    );
  });

  test('the search box finds places by name, typos included', async () => {
    const brodipet = [l.gFlat.id, l.gPlot.id, l.gRentFlat.id];
    expect(sorted(ids(await search({ q: 'Brodipet' })))).toEqual(sorted(brodipet));
    const typo = await search({ q: 'Brodipeta' });
    expect(sorted(ids(typo))).toEqual(sorted(brodipet));
    expect(typo.mentioned).toEqual([
      expect.objectContaining({ kind: 'area', name: 'Brodipet', words: ['brodipeta'] }),
    ]);
    expect(sorted(ids(await search({ q: 'vijaywada' })))).toEqual(
      sorted([l.vApartment.id, l.vLand.id, l.vRentApartment.id, l.vFlat.id]),
    );
    // A place of two words needs both.
    expect(sorted(ids(await search({ q: 'benz circel' })))).toEqual(
      sorted([l.vApartment.id, l.vFlat.id]),
    );
    expect((await search({ q: 'circle' })).mentioned).toEqual([]);
  });

  test('place words and other words combine: flats in Brodipet', async () => {
    expect(sorted(ids(await search({ q: 'flat in brodipeta' })))).toEqual(
      sorted([l.gFlat.id, l.gRentFlat.id]),
    );
    expect(sorted(ids(await search({ q: 'apartment vijayawada', listing: 'rent' })))).toEqual([
      l.vRentApartment.id,
    ]);
  });

  test('a place typed in Telugu or Devanagari finds what its English name finds', async () => {
    const inVijayawada = sorted([l.vApartment.id, l.vLand.id, l.vRentApartment.id, l.vFlat.id]);
    const inGuntur = sorted([l.gFlat.id, l.gVilla.id, l.gPlot.id, l.gRentFlat.id, l.gRentHouse.id]);
    expect(sorted(ids(await search({ q: 'విజయవాడ' })))).toEqual(inVijayawada);
    expect(sorted(ids(await search({ q: 'गुंटूर' })))).toEqual(inGuntur);
    // Telugu joins 'in' to the name; Hindi writes it apart.
    expect(sorted(ids(await search({ q: 'విజయవాడలో' })))).toEqual(inVijayawada);
    expect(sorted(ids(await search({ q: 'गुंटूर में' })))).toEqual(inGuntur);
    // 'ड़' typed as one character finds the name stored as 'ड' with a nukta.
    expect(sorted(ids(await search({ q: 'विजयवा\u095Cा' })))).toEqual(inVijayawada);
    // A name of two words.
    const benzCircle = sorted([l.vApartment.id, l.vFlat.id]);
    expect(sorted(ids(await search({ q: 'బెంజ్ సర్కిల్' })))).toEqual(benzCircle);
    expect(sorted(ids(await search({ q: 'बेंज़ सर्कल' })))).toEqual(benzCircle);
  });

  test('property words in Telugu and Hindi find what the English words find', async () => {
    for (const [local, english] of [
      ['ఫ్లాట్', 'flat'],
      ['फ्लैट', 'flat'],
      ['విల్లా', 'villa'],
      ['विला', 'villa'],
      ['ప్లాట్', 'plot'],
      ['प्लॉट', 'plot'],
      ['అపార్ట్\u200cమెంట్', 'apartment'],
      ['अपार्टमेंट', 'apartment'],
      ['ఇల్లు', 'house'],
      ['मकान', 'house'],
    ]) {
      const found = sorted(ids(await search({ q: local })));
      expect(found.length, local).toBeGreaterThan(0);
      expect(found, local).toEqual(sorted(ids(await search({ q: english }))));
    }
    // With a place: flats in Guntur, apartments in Vijayawada.
    expect(sorted(ids(await search({ q: 'గుంటూరు ఫ్లాట్' })))).toEqual(
      sorted([l.gFlat.id, l.gRentFlat.id]),
    );
    expect(sorted(ids(await search({ q: 'विजयवाड़ा में अपार्टमेंट' })))).toEqual(
      sorted([l.vApartment.id, l.vRentApartment.id]),
    );
  });

  test('Telugu and Hindi pages name the places in their language, English where none', async () => {
    const te = await searchListings(
      { ...EMPTY_CRITERIA, q: 'విజయవాడ' },
      { pageSize: 100, locale: 'te' },
    );
    expect(new Set(te.items.map((item) => `${item.areaName}, ${item.cityName}`))).toEqual(
      new Set(['బెంజ్ సర్కిల్, విజయవాడ', 'Labbipet, విజయవాడ']),
    );
    expect(te.mentioned.map((place) => place.name)).toEqual(['విజయవాడ']);
    const hi = await callRoute(loader, '/hi/shop?city=vijayawada&area=benz-circle');
    expect(hi.result.city?.name).toBe('विजयवाड़ा');
    expect(hi.result.area?.name).toBe('बेंज़ सर्कल');
    expect(hi.result.items[0]?.cityName).toBe('विजयवाड़ा');
    const options = hi.cities.find((city) => city.slug === 'vijayawada');
    expect(options?.name).toBe('विजयवाड़ा');
    // In Hindi alphabetical order, Devanagari before Latin letters.
    expect(options?.areas.map((area) => area.name)).toEqual(['बेंज़ सर्कल', 'Labbipet']);
    // English pages as before.
    const en = await callRoute(loader, '/shop?city=vijayawada&area=benz-circle');
    expect(en.result.city?.name).toBe('Vijayawada');
    expect(en.result.items[0]?.areaName).toBe('Benz Circle');
  });

  test('with search text the default order is relevance; a chosen sort still applies', async () => {
    // The Brodipet flats match 'flat' and the place; the flat in Vijayawada only the word.
    const relevance = ids(await search({ q: 'flat brodipet' }));
    expect(sorted(relevance.slice(0, 2))).toEqual(sorted([l.gFlat.id, l.gRentFlat.id]));
    const byPrice = await search({ q: 'flat', sort: 'price_high_to_low' });
    const prices = byPrice.items.map((item) => item.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  test('search text of stop words, symbols or other scripts gives a clean empty result', async () => {
    for (const q of [
      'the and of',
      '!!! ??? ***',
      "'; DROP TABLE properties; --",
      '&|!():*<->',
      '\\',
      'సముద్రం',
      '%_%',
    ]) {
      const result = await search({ q });
      expect(result.total, q).toBe(0);
      expect(result.items).toEqual([]);
    }
    // Still there.
    expect((await search({})).total).toBe(allActive.length);
  });

  test('a 10 KB search text and odd values survive the URL parser and the search', async () => {
    const huge = `q=${encodeURIComponent('rooftop '.repeat(1280))}`;
    expect(huge.length).toBeGreaterThan(10_000);
    const result = await searchUrl(
      `${huge}&page=-1&perPage=7&min=-5L&max=abc&type=castle&bhk=99&sort=drop`,
    );
    expect(ids(result)).toEqual([l.gFlat.id]);
    const types = Array.from({ length: 500 }, () => 'type=villa').join('&');
    expect((await searchUrl(types)).total).toBe(1);
  });

  test('the results loader answers every URL, clamping what it cannot use', async () => {
    const call = (path: string) => callRoute(loader, path);
    const shop = await call('/shop');
    expect(shop.result.pageSize).toBe(4);
    expect(shop.layout).toBe('shop');
    const grid = await call('/shop-grid?perPage=20');
    expect(grid.result.pageSize).toBe(20);
    expect(grid.layout).toBe('shop-grid');
    expect((await call('/shop-left-sidebar')).result.pageSize).toBe(12);
    // /shop keeps the spec's page size whatever the URL says.
    expect((await call('/shop?perPage=100')).result.pageSize).toBe(4);
    const weird = await call(
      `/shop-right-sidebar?q=${'x'.repeat(10_240)}&page=abc&sort=%27;--&min=1e999&max=-1&city=%00&area=${'a'.repeat(500)}&view=tiles`,
    );
    expect(weird.result.total).toBe(0);
    expect(weird.criteria.q).toHaveLength(200);
    const beyond = await call('/shop?page=9999');
    expect(beyond.result.page).toBe(3);
  });
});
