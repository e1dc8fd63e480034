import { expect, test } from 'vitest';
import { getDb } from '../../db/db.server.ts';
import {
  agents,
  contentBlocks,
  faqs,
  historyEvents,
  services,
  testimonials,
} from '../../db/schema/index.ts';
import { createCity, createProperty } from '../../../tests/factories/index.ts';
import { describeEachDatabase } from '../../../tests/support/test-database.ts';
import {
  getAboutBlock,
  getAgencyCounters,
  getFaqs,
  getHistoryEvents,
  getPublishedTestimonials,
  getServices,
} from './agency-content.server.ts';

describeEachDatabase('the agency pages’ content', () => {
  test('an empty database gives empty pages and zero counters', async () => {
    expect(await getAboutBlock()).toBeNull();
    expect(await getFaqs()).toEqual([]);
    expect(await getAgencyCounters()).toEqual({
      activeListings: 0,
      citiesServed: 0,
      agents: 0,
      firstYear: null,
    });
  });

  test('testimonials show only published ones, in the editors’ order', async () => {
    await getDb()
      .insert(testimonials)
      .values([
        { name: 'Second', designation: 'Buyer', text: 'B', sortOrder: 2 },
        { name: 'Hidden', designation: 'Buyer', text: 'H', sortOrder: 0, published: false },
        { name: 'First', designation: 'Tenant', text: 'A', sortOrder: 1 },
      ]);
    expect((await getPublishedTestimonials()).map((t) => t.name)).toEqual(['First', 'Second']);
  });

  test('services, FAQs and the timeline come in their order', async () => {
    await getDb()
      .insert(services)
      .values([
        { slug: 'b', name: 'B', summary: 's', details: ['two'], sortOrder: 1 },
        { slug: 'a', name: 'A', summary: 's', details: ['one'], sortOrder: 0 },
      ]);
    await getDb()
      .insert(faqs)
      .values([
        { question: 'Q2', answer: 'A2', sortOrder: 1 },
        { question: 'Q1', answer: 'A1', sortOrder: 0 },
      ]);
    await getDb()
      .insert(historyEvents)
      .values([
        { year: 2016, title: 'Later', text: 't' },
        { year: 2009, title: 'Start', text: 't' },
      ]);
    expect((await getServices()).map((s) => s.slug)).toEqual(['a', 'b']);
    expect((await getFaqs()).map((f) => f.question)).toEqual(['Q1', 'Q2']);
    expect((await getHistoryEvents()).map((e) => e.year)).toEqual([2009, 2016]);
  });

  test('the about block is read from content_blocks', async () => {
    const value = {
      heading: 'About us',
      paragraphs: ['We are local.'],
      emphasis: [{ title: 'Buy a Property', text: 'Buy' }],
      whyChooseUs: [{ title: 'Local', text: 'Since 2009' }],
    };
    await getDb().insert(contentBlocks).values({ key: 'about', value });
    expect(await getAboutBlock()).toEqual(value);
  });

  test('the counters count active listings, cities, published agents and years', async () => {
    const { city, areas } = await createCity();
    await createProperty({ cityId: city.id, areaId: areas[0]!.id });
    await createProperty({ cityId: city.id, areaId: areas[0]!.id, status: 'pending' });
    await getDb()
      .insert(agents)
      .values([
        { slug: 'a', name: 'A', designation: 'd', phone: '9', email: 'a@x.in', bio: 'b' },
        {
          slug: 'b',
          name: 'B',
          designation: 'd',
          phone: '9',
          email: 'b@x.in',
          bio: 'b',
          published: false,
        },
      ]);
    const counters = await getAgencyCounters();
    expect(counters.activeListings).toBe(1);
    expect(counters.citiesServed).toBeGreaterThanOrEqual(1);
    expect(counters.agents).toBe(1);
    expect(counters.firstYear).toBe(2009);
  });
});
