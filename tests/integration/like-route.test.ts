import { and, eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { getDb } from '../../app/db/db.server.ts';
import { likes } from '../../app/db/schema/index.ts';
import { action as likeAction } from '../../app/routes/like.ts';
import { createProperty, createUser } from '../factories/index.ts';
import { callAction } from '../support/call-action.ts';
import { contextFor } from '../support/route-context.ts';
import { describeEachDatabase } from '../support/test-database.ts';

// POST /like: the heart. The id comes from the form, so every odd value must be a clean 400.

type Answer = { data: unknown; init: { status?: number } | null };

function post(fields: Record<string, string>) {
  return new URLSearchParams(fields);
}

describeEachDatabase('the like action', () => {
  test('ids the column cannot hold, and junk, are a 400 and nothing is written', async () => {
    const user = await createUser();
    for (const propertyId of ['9999999999', '2147483648', '0', '-1', '1e3', '12abc', '']) {
      const answer = (await callAction(
        likeAction,
        '/like',
        post({ intent: 'like', propertyId }),
        contextFor(user),
      )) as Answer;
      expect(answer.init?.status, propertyId).toBe(400);
    }
    expect(await getDb().select().from(likes).where(eq(likes.userId, user.id))).toEqual([]);
  });

  test('a listing that exists is liked; the largest id that does not is a 404', async () => {
    const user = await createUser();
    const property = await createProperty();
    const liked = await callAction(
      likeAction,
      '/like',
      post({ intent: 'like', propertyId: String(property.id) }),
      contextFor(user),
    );
    expect(liked).toEqual({ ok: true });
    const missing = (await callAction(
      likeAction,
      '/like',
      post({ intent: 'like', propertyId: '2147483647' }),
      contextFor(user),
    )) as Answer;
    expect(missing.init?.status).toBe(404);
    const rows = await getDb()
      .select()
      .from(likes)
      .where(and(eq(likes.userId, user.id), eq(likes.propertyId, property.id)));
    expect(rows).toHaveLength(1);
  });
});
