import { and, eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { getDb } from '../../app/db/db.server.ts';
import { likes, type User } from '../../app/db/schema/index.ts';
import { action as likeAction } from '../../app/routes/like.ts';
import { createProperty, createUser } from '../factories/index.ts';
import { answerOf, callRoute } from '../support/call-route.ts';
import { describeEachDatabase } from '../support/test-database.ts';

// POST /like: the heart. The id comes from the form, so every odd value must be a clean 400.

const post = (user: User, fields: Record<string, string>) =>
  callRoute(likeAction, '/like', { user, body: new URLSearchParams(fields) });

describeEachDatabase('the like action', () => {
  test('ids the column cannot hold, and junk, are a 400 and nothing is written', async () => {
    const user = await createUser();
    for (const propertyId of ['9999999999', '2147483648', '0', '-1', '1e3', '12abc', '']) {
      const answer = answerOf(await post(user, { intent: 'like', propertyId }));
      expect(answer.status, propertyId).toBe(400);
    }
    expect(await getDb().select().from(likes).where(eq(likes.userId, user.id))).toEqual([]);
  });

  test('a listing that exists is liked; the largest id that does not is a 404', async () => {
    const user = await createUser();
    const property = await createProperty();
    const liked = await post(user, { intent: 'like', propertyId: String(property.id) });
    expect(liked).toEqual({ ok: true });
    const missing = answerOf(await post(user, { intent: 'like', propertyId: '2147483647' }));
    expect(missing.status).toBe(404);
    const rows = await getDb()
      .select()
      .from(likes)
      .where(and(eq(likes.userId, user.id), eq(likes.propertyId, property.id)));
    expect(rows).toHaveLength(1);
  });
});
