import { expect, test } from 'vitest';
import { createCity, createProperty } from '../../../tests/factories/index.ts';
import { describeEachDatabase } from '../../../tests/support/test-database.ts';
import { getDb } from '../../db/db.server.ts';
import { cityPages, services } from '../../db/schema/index.ts';
import { getCityPage } from './city-pages.server.ts';

let counter = 0;

async function createCityPage(cityId: number, localities: string[]) {
  const slug = `homes-in-Test-City-${++counter}-${Date.now()}`;
  await getDb()
    .insert(cityPages)
    .values({
      slug,
      cityId,
      title: 'Homes in Test City',
      subheader: 'Flats, houses and plots',
      metaDescription: 'Everything about buying a home in Test City.',
      intro: ['Test City is growing.'],
      sections: [{ heading: 'Localities', paragraphs: ['Brodipet is central.'] }],
      localities,
      faqs: [{ question: 'Is it central?', answer: 'Yes.' }],
    });
  return slug;
}

describeEachDatabase('city pages', () => {
  test('a page shows its copy, the city’s newest live listings and linked localities', async () => {
    const { city } = await createCity({}, ['Brodipet', 'Arundelpet']);
    const other = await createCity();
    await getDb()
      .insert(services)
      .values({
        slug: `management-${Date.now()}`,
        name: 'Property Management',
        summary: 'We look after homes.',
      });
    const slug = await createCityPage(city.id, ['Brodipet', 'Nowhere Nagar']);
    const older = await createProperty({ cityId: city.id, createdAt: new Date('2026-01-01') });
    const newer = await createProperty({ cityId: city.id, createdAt: new Date('2026-02-01') });
    await createProperty({ cityId: city.id, status: 'pending' });
    await createProperty({ cityId: other.city.id });

    const found = await getCityPage(slug);
    expect(found.kind).toBe('page');
    if (found.kind !== 'page') return;
    const { page } = found;
    expect(page).toMatchObject({
      title: 'Homes in Test City',
      intro: ['Test City is growing.'],
      faqs: [{ question: 'Is it central?', answer: 'Yes.' }],
      city: { name: city.name, slug: city.slug },
      allListingsHref: `/shop?city=${city.slug}`,
    });
    // Only this city's active listings, newest first, as cards.
    expect(page.listings.map((l) => l.id).slice(0, 2)).toEqual([newer.id, older.id]);
    expect(page.listings.every((l) => l.cityName === city.name)).toBe(true);
    expect(page.localities).toEqual([
      { name: 'Brodipet', href: `/shop?city=${city.slug}&area=brodipet` },
      { name: 'Nowhere Nagar', href: null },
    ]);
    expect(page.services.map((s) => s.name)).toContain('Property Management');
  });

  test('another case of the path moves to the canonical one; an unknown path is missing', async () => {
    const { city } = await createCity();
    const slug = await createCityPage(city.id, []);
    expect(await getCityPage(slug.toLowerCase())).toEqual({ kind: 'moved', slug });
    expect(await getCityPage('no-such-page')).toEqual({ kind: 'missing' });
  });
});
