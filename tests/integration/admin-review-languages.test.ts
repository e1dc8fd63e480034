import { expect, test } from 'vitest';
import { action as reviewAction, meta as reviewMeta } from '../../app/routes/admin/listing.tsx';
import { meta as queueMeta } from '../../app/routes/admin/moderation.tsx';
import { createProperty, createUser } from '../factories/index.ts';
import { answerOf, callRoute, flashOf, form } from '../support/call-route.ts';
import { describeEachDatabase } from '../support/test-database.ts';

// Moderation in the staff member's language (issue 26): the review page's action answers, and
// the queue's and review page's titles, in the language of the page's address.

/** A route's meta as React Router calls it, on a page in `locale`. */
function titleOf(meta: (args: never) => unknown, locale: string, loaderData?: unknown): unknown {
  const tags = meta({ loaderData, matches: [{ id: 'root', loaderData: { locale } }] } as never);
  return (tags as { title?: string }[]).find((tag) => tag.title)?.title;
}

describeEachDatabase('moderation in Telugu and Hindi', () => {
  test('the review page answers in the language of the page’s address', async () => {
    const admin = await createUser({ role: 'admin' });
    const listing = await createProperty({ status: 'pending', publishedAt: null });
    const params = { id: String(listing.id) };

    const refused = answerOf<{ errors: Record<string, string> }>(
      await callRoute(reviewAction, `/te/admin/listings/${listing.id}`, {
        user: admin,
        params,
        body: form({ intent: 'reject', reason: '' }),
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.data.errors.reason).toBe('కనీసం 5 అక్షరాలతో కారణం రాయండి.');

    const done = await callRoute(reviewAction, `/hi/admin/listings/${listing.id}`, {
      user: admin,
      params,
      body: form({ intent: 'feature', featured: 'on' }),
    });
    expect(flashOf(done)?.text).toBe('लिस्टिंग होम पेज पर फ़ीचर्ड है।');
  });
});

test('page titles: English as before, Telugu and Hindi in their words', () => {
  expect(titleOf(queueMeta, 'en')).toBe('Moderation · Back office · Nivasa');
  expect(titleOf(queueMeta, 'te')).toBe('మోడరేషన్ · బ్యాక్ ఆఫీస్ · Nivasa');
  const loaderData = { review: { listing: { title: '2BHK in Brodipet' } } };
  expect(titleOf(reviewMeta, 'en', loaderData)).toBe('2BHK in Brodipet · Back office · Nivasa');
  expect(titleOf(reviewMeta, 'hi', loaderData)).toBe('2BHK in Brodipet · बैक ऑफ़िस · Nivasa');
  expect(titleOf(reviewMeta, 'en')).toBe('Listing · Back office · Nivasa');
  expect(titleOf(reviewMeta, 'te')).toBe('లిస్టింగ్ · బ్యాక్ ఆఫీస్ · Nivasa');
});
