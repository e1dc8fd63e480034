import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { getConfig } from '../../app/config.server.ts';
import { getDb } from '../../app/db/db.server.ts';
import { savedSearches } from '../../app/db/schema/index.ts';
import {
  canonicalQuery,
  listSavedSearches,
  saveSearch,
} from '../../app/features/saved-searches/saved-searches.server.ts';
import { forgetPlaces } from '../../app/features/places/places.server.ts';
import { loader as shopLoader } from '../../app/routes/shop.tsx';
import { action, loader } from '../../app/routes/my-account/saved-searches.tsx';
import { createCity, createUser } from '../factories/index.ts';
import { callRoute } from '../support/call-route.ts';
import { describeEachDatabase } from '../support/test-database.ts';

// Saved searches (issue 28): a signed-in user saves a results page's search, finds it in My
// Account in words, opens it, deletes it; one search is one row, and an account keeps at most
// SAVED_SEARCHES_MAX.

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

async function rowsOf(userId: number) {
  return getDb().select().from(savedSearches).where(eq(savedSearches.userId, userId));
}

/** The redirect a route answered (returned or thrown), with its Set-Cookie. */
async function redirectOf(call: Promise<unknown>): Promise<Response> {
  const answer = await call.catch((thrown: unknown) => thrown);
  if (!(answer instanceof Response)) throw new Error(`expected a redirect, got ${String(answer)}`);
  return answer;
}

describeEachDatabase('saved searches', () => {
  test('one search is one row, whichever page, layout or order of parameters it was saved from', async () => {
    const user = await createUser();
    const first = await saveSearch(user.id, 'city=guntur&listing=sell&bhk=2bhk&page=3&view=list');
    const again = await saveSearch(user.id, 'listing=sell&city=guntur&bhk=2bhk&perPage=20');
    expect(first).toEqual({ ok: true, query: 'listing=sell&city=guntur&bhk=2bhk' });
    expect(again).toEqual(first);
    expect(await rowsOf(user.id)).toHaveLength(1);
    // Unknown parameters and junk values are not kept.
    expect(canonicalQuery('listing=sideways&utm_source=mail&q=%20villa%20')).toBe('q=villa');
  });

  test('the list says each search in words, newest first, with its other filters and order', async () => {
    const user = await createUser();
    const { city, areas } = await createCity({ name: 'Guntur Saved' }, ['Brodipet Saved']);
    forgetPlaces();
    await saveSearch(user.id, `listing=rent&city=${city.slug}`);
    await getDb()
      .update(savedSearches)
      .set({ createdAt: new Date('2026-11-01T10:00:00Z') })
      .where(eq(savedSearches.userId, user.id));
    await saveSearch(
      user.id,
      `listing=sell&type=villa&city=${city.slug}&area=${areas[0]!.slug}&min=40L&max=1Cr&bhk=3bhk&furnishing=furnished&access=step-free&q=pool&sort=price_low_to_high`,
    );
    const list = await listSavedSearches(user.id, 'en');
    expect(list.map(({ summary, filters, href }) => ({ summary, filters, href }))).toEqual([
      {
        summary: 'Villa for sale in Brodipet Saved, Guntur Saved matching “pool”',
        filters: '₹ 40 L – ₹ 1 Cr · 3BHK · Furnished · Step-free entrance · Price: low to high',
        href: `/shop?listing=sell&type=villa&city=${city.slug}&area=${areas[0]!.slug}&min=40L&max=1Cr&bhk=3bhk&furnishing=furnished&access=step-free&q=pool&sort=price_low_to_high`,
      },
      {
        summary: 'Properties for rent in Guntur Saved',
        filters: '',
        href: `/shop?listing=rent&city=${city.slug}`,
      },
    ]);
    const telugu = await listSavedSearches(user.id, 'te');
    expect(telugu[1]!.summary).not.toBe('Properties for rent in Guntur Saved');
  });

  test(`an account keeps at most SAVED_SEARCHES_MAX searches; saving one it has is no new row`, async () => {
    const user = await createUser();
    const max = getConfig().SAVED_SEARCHES_MAX;
    for (let i = 1; i <= max; i++) {
      expect((await saveSearch(user.id, `q=word${i}`)).ok).toBe(true);
    }
    expect(await saveSearch(user.id, 'q=one-more')).toEqual({ ok: false, reason: 'limit' });
    expect(await saveSearch(user.id, 'q=word1')).toEqual({ ok: true, query: 'q=word1' });
    expect(await rowsOf(user.id)).toHaveLength(max);
  });

  test('the results page knows whether the signed-in visitor saved it; a visitor gets null', async () => {
    const user = await createUser();
    await saveSearch(user.id, 'listing=sell');
    const saved = await callRoute(shopLoader, '/shop?listing=sell&page=2', { user });
    const other = await callRoute(shopLoader, '/shop?listing=rent', { user });
    const visitor = await callRoute(shopLoader, '/shop?listing=sell');
    expect([saved.savedSearch, other.savedSearch, visitor.savedSearch]).toEqual([
      true,
      false,
      null,
    ]);
  });

  test('saving goes back to the results page with a flash; deleting takes only the user’s own', async () => {
    const user = await createUser();
    const stranger = await createUser();
    const saved = await redirectOf(
      callRoute(action, '/my-account/saved-searches', {
        user,
        body: form({
          intent: 'save',
          query: 'listing=sell&city=guntur',
          from: '/shop?listing=sell&city=guntur',
        }),
      }),
    );
    expect(saved.headers.get('Location')).toBe('/shop?listing=sell&city=guntur');
    expect(saved.headers.get('Set-Cookie')).toMatch(/flash/);
    // Where to go back to is a path on this site, never another host.
    const elsewhere = await redirectOf(
      callRoute(action, '/my-account/saved-searches', {
        user,
        body: form({ intent: 'save', query: 'q=x', from: '//evil.example/shop' }),
      }),
    );
    expect(elsewhere.headers.get('Location')).toBe('/shop');

    const [row] = await rowsOf(user.id);
    await redirectOf(
      callRoute(action, '/my-account/saved-searches', {
        user: stranger,
        body: form({ intent: 'delete', savedSearchId: String(row!.id) }),
      }),
    );
    expect(await rowsOf(user.id)).toHaveLength(2);

    const page = await callRoute(loader, `/my-account/saved-searches?delete=${row!.id}`, { user });
    expect(page.confirm?.id).toBe(row!.id);
    const strangers = await callRoute(loader, `/my-account/saved-searches?delete=${row!.id}`, {
      user: stranger,
    });
    expect(strangers.confirm).toBeNull();

    await redirectOf(
      callRoute(action, '/my-account/saved-searches', {
        user,
        body: form({ intent: 'delete', savedSearchId: String(row!.id) }),
      }),
    );
    expect((await rowsOf(user.id)).map((r) => r.id)).not.toContain(row!.id);
  });

  test('signed out, the list and the save send the visitor to sign in and back', async () => {
    const answer = await redirectOf(callRoute(loader, '/my-account/saved-searches'));
    expect(answer.headers.get('Location')).toBe(
      `/login?redirectTo=${encodeURIComponent('/my-account/saved-searches')}`,
    );
    const post = await redirectOf(
      callRoute(action, '/my-account/saved-searches', {
        body: form({ intent: 'save', query: 'q=x' }),
      }),
    );
    expect(post.headers.get('Location')).toMatch(/^\/login\?redirectTo=/);
  });
});
