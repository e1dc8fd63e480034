import { eq } from 'drizzle-orm';
import { beforeAll, expect, test } from 'vitest';
import { getDb } from '../../app/db/db.server.ts';
import { properties } from '../../app/db/schema/index.ts';
import { action, loader } from '../../app/routes/compare.tsx';
import { createProperty } from '../factories/index.ts';
import { callRoute } from '../support/call-route.ts';
import { describeEachDatabase } from '../support/test-database.ts';

// Comparing listings (issue 28): the visitor's comparison in cookies, up to four public
// listings; a shared address shows its own listings; the rows say where they differ.

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

/** A browser's cookies: what each answer's Set-Cookie headers leave, sent back as a header. */
class Jar {
  private readonly cookies = new Map<string, string>();
  take(response: { init: ResponseInit | null } | Response): this {
    const headers =
      response instanceof Response ? response.headers : new Headers(response.init?.headers);
    for (const line of headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (/Max-Age=0/.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return this;
  }
  get header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  get names(): string[] {
    return [...this.cookies.keys()];
  }
}

/** The cookie header of a comparison holding `ids`, added in that order. */
const comparing = (ids: readonly number[]) =>
  ids.map((id, i) => `compare-${id}=${1_700_000_000_000 + i}`).join('; ');

describeEachDatabase('the comparison', () => {
  let flat = 0;
  let villa = 0;
  let plot = 0;
  let rent = 0;
  let fifth = 0;
  let pending = 0;
  beforeAll(async () => {
    flat = (
      await createProperty({
        title: 'Flat in Brodipet',
        price: 4_500_000,
        floor: 2,
        totalFloors: 5,
        latitude: 16.3067,
        longitude: 80.4365,
      })
    ).id;
    villa = (
      await createProperty({
        title: 'Villa in Arundelpet',
        price: 9_000_000,
        propertyType: 'villa',
        bhk: '3bhk',
        latitude: 16.5062,
        longitude: 80.648,
      })
    ).id;
    plot = (
      await createProperty({
        title: 'Plot near Mangalagiri',
        propertyType: 'plot',
        bhk: null,
        bathrooms: null,
        furnishing: null,
        reraNumber: 'P06060125894',
        latitude: null,
        longitude: null,
      })
    ).id;
    rent = (await createProperty({ listingType: 'rent', price: 18_000 })).id;
    fifth = (await createProperty()).id;
    pending = (await createProperty({ status: 'pending' })).id;
  });

  const post = (fields: Record<string, string>, cookie = '') =>
    callRoute(action, '/compare', {
      body: form(fields),
      headers: cookie ? { cookie } : {},
    }) as Promise<{ data: unknown; init: ResponseInit | null }>;

  test('holds up to four public listings, a cookie each, and refuses a fifth', async () => {
    const jar = new Jar();
    for (const id of [flat, villa, plot, rent]) {
      jar.take(await post({ intent: 'add', propertyId: String(id) }, jar.header));
    }
    expect(jar.names).toEqual([flat, villa, plot, rent].map((id) => `compare-${id}`));

    const full = await post({ intent: 'add', propertyId: String(fifth) }, jar.header);
    expect(full.init?.status).toBe(409);
    expect(full.data).toEqual({ ok: false, message: 'compare.full' });

    const notPublic = await post({ intent: 'add', propertyId: String(pending) });
    expect(notPublic.init?.status).toBe(404);
    expect(notPublic.data).toEqual({ ok: false, message: 'compare.unavailableToAdd' });

    const removed = await post({ intent: 'remove', propertyId: String(plot) }, jar.header);
    expect(removed.data).toEqual({ ok: true, ids: [flat, villa, rent] });
    jar.take(removed);
    expect(jar.names).toEqual([flat, villa, rent].map((id) => `compare-${id}`));

    const bad = await post({ intent: 'swap', propertyId: String(flat) });
    expect(bad.init?.status).toBe(400);
  });

  test('posts that overlap do not undo each other', async () => {
    // Two cards ticked at once: both posts carry the same (empty) cookies.
    const [first, second] = await Promise.all([
      post({ intent: 'add', propertyId: String(flat) }),
      post({ intent: 'add', propertyId: String(villa) }),
    ]);
    const jar = new Jar().take(second!).take(first!);
    const page = await callRoute(loader, '/compare', { headers: { cookie: jar.header } });
    expect(page.ids.toSorted()).toEqual([flat, villa].toSorted());
  });

  test('a listing that left the site makes room, and its cookie goes', async () => {
    const closing = await createProperty();
    const jar = new Jar();
    for (const id of [closing.id, flat, villa, plot]) {
      jar.take(await post({ intent: 'add', propertyId: String(id) }, jar.header));
    }
    await getDb().update(properties).set({ status: 'sold' }).where(eq(properties.id, closing.id));
    const added = await post({ intent: 'add', propertyId: String(rent) }, jar.header);
    expect(added.data).toEqual({ ok: true, ids: [flat, villa, plot, rent] });
    jar.take(added);
    expect(jar.names).not.toContain(`compare-${closing.id}`);
  });

  test('a plain form post goes back where it came from', async () => {
    const response = (await callRoute(action, '/compare', {
      body: form({ intent: 'add', propertyId: String(flat), redirectTo: '/shop?city=guntur' }),
      headers: { accept: 'text/html' },
    })) as unknown as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/shop?city=guntur');
    expect(response.headers.get('Set-Cookie')).toMatch(
      new RegExp(`^compare-${flat}=\\d+; Path=/; HttpOnly; SameSite=Lax; Max-Age=2592000$`),
    );
  });

  test('shows the visitor’s listings side by side, the rows that differ marked', async () => {
    const page = await callRoute(loader, '/compare', {
      headers: { cookie: comparing([flat, villa, pending]) },
    });
    expect(page.ids).toEqual([flat, villa]);
    expect(page.missing).toBe(1);
    expect(page.shared).toBe(false);
    expect(page.columns.map((column) => column.title)).toEqual([
      'Flat in Brodipet',
      'Villa in Arundelpet',
    ]);
    const row = (id: string) => page.rows.find((r) => r.id === id);
    expect(row('price')).toEqual({
      id: 'price',
      label: 'Price',
      cells: ['₹ 45 L', '₹ 90 L'],
      differs: true,
    });
    expect(row('facing')).toMatchObject({ cells: ['East', 'East'], differs: false });
    expect(row('floor')).toMatchObject({ label: 'Floor', cells: ['2 of 5', null], differs: true });
    // Guntur to Vijayawada, as the crow flies.
    expect(page.distances).toEqual([{ from: 0, to: 1, text: '31.6 km apart' }]);
    expect(page.shareUrl).toMatch(new RegExp(`/compare\\?ids=${flat},${villa}$`));
  });

  test('a shared address shows its own listings, at most four', async () => {
    const ids = [plot, rent, flat, villa, fifth].join(',');
    const page = await callRoute(loader, `/compare?ids=${ids}&only=differences`, {
      headers: { cookie: comparing([fifth]) },
    });
    expect(page.ids).toEqual([plot, rent, flat, villa]);
    expect(page).toMatchObject({ shared: true, ownCount: 1, tooMany: true, differencesOnly: true });
    expect(page.rows.find((r) => r.id === 'rera')).toMatchObject({
      cells: ['P06060125894', null, null, null],
      differs: true,
    });
    expect(page.rows.find((r) => r.id === 'price')?.cells[1]).toBe('₹ 18 K/month');
    expect(page.unplaced).toEqual([0, 1]);
  });

  test('speaks the page’s language', async () => {
    const page = await callRoute(loader, `/te/compare?ids=${flat},${villa}`);
    expect(page.rows[0]?.label).toBe('ధర');
    expect(page.distances[0]?.text).toBe('31.6 కి.మీ. దూరం');
  });
});
