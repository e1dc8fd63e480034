import { expect, test } from 'vitest';
import { createProperty, createPropertyImage } from '../../../tests/factories/index.ts';
import { describeEachDatabase } from '../../../tests/support/test-database.ts';
import { PRIVATE_AFTER_CLOSING } from './portfolio-data.ts';
import { getPortfolioDetails, listPortfolio } from './portfolio.server.ts';

describeEachDatabase('portfolio', () => {
  test('lists only sold and rented listings, the latest closed first, twelve to a page', async () => {
    await createProperty({ status: 'active' });
    await createProperty({ status: 'withdrawn' });
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    const closed = [];
    for (let n = 1; n <= 13; n++) {
      closed.push(
        await createProperty({
          status: n % 2 ? 'sold' : 'rented',
          listingType: n % 2 ? 'sell' : 'rent',
          title: `Closed ${n}`,
          updatedAt: day(n),
        }),
      );
    }
    await createPropertyImage(closed[12]!.id);

    const first = await listPortfolio(1);
    expect(first.total).toBe(13);
    expect(first.pageCount).toBe(2);
    expect(first.items.map((i) => i.title).slice(0, 3)).toEqual([
      'Closed 13',
      'Closed 12',
      'Closed 11',
    ]);
    expect(first.items[0]).toMatchObject({ status: 'sold', cover: { widths: [400, 800] } });
    expect(first.items[1]).toMatchObject({ status: 'rented', cover: null });
    const second = await listPortfolio(2);
    expect(second.items.map((i) => i.title)).toEqual(['Closed 1']);
    // A page past the end shows the last page.
    expect((await listPortfolio(9)).page).toBe(2);
  });

  test('a details page exists only for a sold or rented listing', async () => {
    const sold = await createProperty({ status: 'sold', title: 'Villa sold in May' });
    const active = await createProperty({ status: 'active' });
    const pending = await createProperty({ status: 'pending' });
    expect((await getPortfolioDetails(sold.id))?.listing).toMatchObject({
      title: 'Villa sold in May',
      status: 'sold',
    });
    expect(await getPortfolioDetails(active.id)).toBeNull();
    expect(await getPortfolioDetails(pending.id)).toBeNull();
    expect(await getPortfolioDetails(2_000_000_000)).toBeNull();
  });

  test('a closed home never leaves the server with its exact place', async () => {
    const sold = await createProperty({ status: 'sold' });
    const listing = (await getPortfolioDetails(sold.id))?.listing ?? {};
    for (const field of PRIVATE_AFTER_CLOSING) expect(listing).not.toHaveProperty(field);
    const [item] = (await listPortfolio(1)).items;
    expect(item).not.toHaveProperty('address');
    expect(item).not.toHaveProperty('latitude');
  });
});
