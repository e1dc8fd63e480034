import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { getDb } from '../../app/db/db.server.ts';
import { properties } from '../../app/db/schema/index.ts';
import {
  changeOwnListingStatus,
  listOwnProperties,
} from '../../app/features/my-account/my-account.server.ts';
import { createProperty, createUser } from '../factories/index.ts';
import { describeEachDatabase } from '../support/test-database.ts';

const statusOf = async (id: number) =>
  (
    await getDb()
      .select({ status: properties.status })
      .from(properties)
      .where(eq(properties.id, id))
  )[0]?.status;

describeEachDatabase('My Properties status actions', () => {
  test('the owner withdraws and relists a listing; another user cannot touch it', async () => {
    const owner = await createUser();
    const stranger = await createUser();
    const listing = await createProperty({ ownerId: owner.id, status: 'active' });
    expect(
      await changeOwnListingStatus({ id: stranger.id, role: 'user' }, listing.id, 'withdraw'),
    ).toEqual({ ok: false, reason: 'not-found' });
    expect(await statusOf(listing.id)).toBe('active');
    expect(
      await changeOwnListingStatus({ id: owner.id, role: 'user' }, listing.id, 'withdraw'),
    ).toEqual({ ok: true });
    expect(await statusOf(listing.id)).toBe('withdrawn');
    // With moderation (LISTING_MODERATION, on by default) a relisted listing waits for review.
    expect(
      await changeOwnListingStatus({ id: owner.id, role: 'user' }, listing.id, 'relist', {
        moderation: true,
      }),
    ).toEqual({ ok: true });
    expect(await statusOf(listing.id)).toBe('pending');
  });

  test('without moderation a relisted listing is public again at once', async () => {
    const owner = await createUser();
    const listing = await createProperty({ ownerId: owner.id, status: 'withdrawn' });
    expect(
      await changeOwnListingStatus({ id: owner.id, role: 'user' }, listing.id, 'relist', {
        moderation: false,
      }),
    ).toEqual({ ok: true });
    expect(await statusOf(listing.id)).toBe('active');
  });

  test('a rental cannot be marked sold, and an expired listing comes back when confirmed', async () => {
    const owner = await createUser();
    const rental = await createProperty({
      ownerId: owner.id,
      listingType: 'rent',
      status: 'active',
    });
    expect(
      await changeOwnListingStatus({ id: owner.id, role: 'user' }, rental.id, 'mark-sold'),
    ).toEqual({ ok: false, reason: 'refused' });
    await getDb()
      .update(properties)
      .set({ status: 'expired', confirmedAt: new Date(Date.now() - 40 * 86_400_000) })
      .where(eq(properties.id, rental.id));
    expect(
      await changeOwnListingStatus({ id: owner.id, role: 'user' }, rental.id, 'confirm-available'),
    ).toEqual({ ok: true });
    expect(await statusOf(rental.id)).toBe('active');
    const [row] = (await listOwnProperties(owner.id, 1)).items;
    expect(Date.now() - new Date(row!.confirmedAt).getTime()).toBeLessThan(60_000);
  });

  test('an admin may change anyone’s listing', async () => {
    const admin = await createUser({ role: 'admin' });
    const listing = await createProperty({ status: 'active' });
    expect(
      await changeOwnListingStatus({ id: admin.id, role: 'admin' }, listing.id, 'mark-sold'),
    ).toEqual({ ok: true });
    expect(await statusOf(listing.id)).toBe('sold');
  });
});
