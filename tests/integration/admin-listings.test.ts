import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { getDb } from '../../app/db/db.server.ts';
import {
  auditLog,
  listingStatusEvents,
  properties,
  propertyImages,
  smsMessages,
  type User,
} from '../../app/db/schema/index.ts';
import type { StaffUser } from '../../app/features/admin/access.server.ts';
import type * as SiteSettings from '../../app/features/settings/site-settings.server.ts';
import { getListingReview } from '../../app/features/admin/moderation/review.server.ts';
import { storeImageVariants } from '../../app/features/media/image-processing.server.ts';
import { differenceHash } from '../../app/features/media/perceptual-hash.server.ts';
import { createLocalStorage, type MediaStorage } from '../../app/features/media/storage.server.ts';
import { getLatestListings } from '../../app/features/listings/listings.server.ts';
import {
  changeListingStatus,
  deleteListing,
  getListingForEdit,
  updateListing,
} from '../../app/features/listings/manage-listings.server.ts';
import { en } from '../../app/i18n/en.ts';
import { action as addListingAction } from '../../app/routes/add-listing.tsx';
import { action as reviewAction, loader as reviewLoader } from '../../app/routes/admin/listing.tsx';
import { loader as listingsLoader } from '../../app/routes/admin/listings.tsx';
import { loader as moderationLoader } from '../../app/routes/admin/moderation.tsx';
import { loader as myPropertiesLoader } from '../../app/routes/my-account/properties.tsx';
import { FLAT_FOR_SALE_FIELDS } from '../factories/listing-form-fields.ts';
import { createCity, createProperty, createPropertyImage, createUser } from '../factories/index.ts';
import { answerOf, callRoute, flashOf, form, thrownStatus } from '../support/call-route.ts';
import { describeEachDatabase } from '../support/test-database.ts';

// The moderation rule as the listing rules give it, switched per test.
const rules = vi.hoisted(() => ({ moderation: true }));
vi.mock('../../app/features/settings/site-settings.server.ts', async (importOriginal) => {
  const original = await importOriginal<typeof SiteSettings>();
  return {
    ...original,
    getListingRules: () => ({ ...original.getListingRules(), moderation: rules.moderation }),
  };
});

let dataDir: string;
let storage: MediaStorage;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'nivasa-admin-listings-'));
  // Uploaded photos and the SMS outbox go to a scratch folder, not the project's data/.
  process.env.DATA_DIR = dataDir;
  storage = createLocalStorage(path.join(dataDir, 'review-media'));
});

afterAll(async () => {
  await fs.rm(dataDir, { recursive: true, force: true });
});

/** What the actions under test answer with `data()`. */
type Answer = {
  ok?: boolean;
  id: number;
  status?: string;
  intent?: string;
  errors: Record<string, string>;
  values: Record<string, string>;
};

async function staff() {
  const admin = await createUser({ role: 'admin', firstName: 'Asha', lastName: 'Admin' });
  const agent = await createUser({ role: 'agent', firstName: 'Arun', lastName: 'Agent' });
  const otherAgent = await createUser({ role: 'agent', firstName: 'Bala', lastName: 'Agent' });
  const user = await createUser({ role: 'user' });
  return { admin, agent, otherAgent, user };
}

async function pendingListing(overrides: Parameters<typeof createProperty>[0] = {}) {
  const owner = await createUser({ firstName: 'Ravi', lastName: 'Owner' });
  const listing = await createProperty({
    ownerId: owner.id,
    status: 'pending',
    publishedAt: null,
    title: '2BHK in Brodipet',
    ...overrides,
  });
  return { owner, listing };
}

const rowOf = async (id: number) =>
  (await getDb().select().from(properties).where(eq(properties.id, id)))[0]!;
const eventsOf = (id: number) =>
  getDb()
    .select()
    .from(listingStatusEvents)
    .where(eq(listingStatusEvents.propertyId, id))
    .orderBy(desc(listingStatusEvents.id));
const auditOf = (id: number) =>
  getDb()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'listing'), eq(auditLog.entityId, String(id))))
    .orderBy(desc(auditLog.id));
const smsTo = (phone: string) =>
  getDb().select().from(smsMessages).where(eq(smsMessages.phone, phone));

/** A picture with structure under uneven light (a flat colour would give a meaningless hash). */
function photo(seed: number, width = 900, height = 600) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const u = x / width;
      const v = y / height;
      const light = 0.55 + 0.45 * Math.sin(u * (4 + seed) + v * (2 + seed * 1.7));
      const block = (Math.floor(u * (3 + seed)) + Math.floor(v * 3)) % 2 === 0 ? 200 : 80;
      const value = Math.max(0, Math.min(255, Math.round(block * light)));
      pixels.set([value, (value + 40 * seed) % 256, 255 - value], (y * width + x) * 3);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** The owner's add-listing form for a flat in a new city with one photo (`seed`: its look). */
async function listingForm(seed: number) {
  const { city, areas } = await createCity();
  const fields = {
    ...FLAT_FOR_SALE_FIELDS,
    cityId: String(city.id),
    areaId: String(areas[0]!.id),
  };
  return async (changes: Record<string, string> = {}) => {
    const body = form({ ...fields, ...changes });
    const file = new File([await photo(seed, 400, 300)], 'front.jpg', { type: 'image/jpeg' });
    body.append('photos', file);
    return body;
  };
}

/** Posts the add-listing form as `user`: a new listing, or an edit of listing `editId`. */
function postListing(user: User, body: FormData, editId?: number) {
  const path = editId ? `/add-listing?edit=${editId}` : '/add-listing';
  return callRoute(addListingAction, path, { user, body });
}

describeEachDatabase('admin listings', () => {
  test('an admin approves a pending listing: live, published, history, audit and an SMS to the owner', async () => {
    const { admin } = await staff();
    const { owner, listing } = await pendingListing({ statusReason: 'old note' });

    const response = await callRoute(reviewAction, `/admin/listings/${listing.id}`, {
      user: admin,
      params: { id: String(listing.id) },
      body: form({ intent: 'approve' }),
    });
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).status).toBe(303);
    expect((response as Response).headers.get('Location')).toBe(`/admin/listings/${listing.id}`);

    const row = await rowOf(listing.id);
    expect(row.status).toBe('active');
    expect(row.statusReason).toBeNull();
    expect(row.publishedAt).toBeInstanceOf(Date);

    const [event] = await eventsOf(listing.id);
    expect(event).toMatchObject({
      fromStatus: 'pending',
      toStatus: 'active',
      actorUserId: admin.id,
    });
    const [audit] = await auditOf(listing.id);
    expect(audit).toMatchObject({
      action: 'listing.approve',
      actorUserId: admin.id,
      before: expect.objectContaining({ status: 'pending' }),
      after: expect.objectContaining({ status: 'active' }),
    });

    const [sms] = await smsTo(owner.phone);
    expect(sms?.idempotencyKey).toBe(`listing-status:${event!.id}`);
    expect(sms?.maskedBody).toContain('your listing "2BHK in Brodipet" is now live');
    expect(sms?.maskedBody).toContain(`/product-details/${listing.id}`);

    // Approving again is refused: it is no longer pending, and nothing more is written.
    const again = answerOf<Answer>(
      await callRoute(reviewAction, `/admin/listings/${listing.id}`, {
        user: admin,
        params: { id: String(listing.id) },
        body: form({ intent: 'approve' }),
      }),
    );
    expect(again.status).toBe(409);
    expect(await eventsOf(listing.id)).toHaveLength(1);
  });

  test('an admin rejects with a reason: the owner sees it in My Properties and by SMS', async () => {
    const { admin } = await staff();
    const { owner, listing } = await pendingListing();
    const reason = 'The photos show a different building.';

    const response = await callRoute(reviewAction, `/admin/listings/${listing.id}`, {
      user: admin,
      params: { id: String(listing.id) },
      body: form({ intent: 'reject', reason: `  ${reason}  ` }),
    });
    expect((response as Response).status).toBe(303);

    const row = await rowOf(listing.id);
    expect(row.status).toBe('rejected');
    expect(row.statusReason).toBe(reason);
    const [event] = await eventsOf(listing.id);
    expect(event).toMatchObject({ fromStatus: 'pending', toStatus: 'rejected', reason });
    const [audit] = await auditOf(listing.id);
    expect(audit?.action).toBe('listing.reject');
    const [sms] = await smsTo(owner.phone);
    expect(sms?.maskedBody).toContain(`was not approved: ${reason}`);
    expect(sms?.maskedBody).toContain('My Properties');

    const mine = await callRoute(myPropertiesLoader, '/my-account/properties', { user: owner });
    expect(mine.items.find((item) => item.id === listing.id)).toMatchObject({
      status: 'rejected',
      statusReason: reason,
    });
    expect(en['myAccount.status.rejectedBecause'].replace('{reason}', reason)).toBe(
      `Rejected: ${reason}`,
    );
    expect(en['myAccount.status.pending']).toBe('Waiting for review');
  });

  test('a rejection without a reason is refused with the message and changes nothing', async () => {
    const { admin } = await staff();
    const { owner, listing } = await pendingListing();

    const answer = answerOf<Answer>(
      await callRoute(reviewAction, `/admin/listings/${listing.id}`, {
        user: admin,
        params: { id: String(listing.id) },
        body: form({ intent: 'reject', reason: ' no ' }),
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({
      intent: 'reject',
      errors: { reason: 'Give a reason of at least 5 characters.' },
      values: { reason: ' no ' },
    });
    expect((await rowOf(listing.id)).status).toBe('pending');
    expect(await eventsOf(listing.id)).toHaveLength(0);
    expect(await auditOf(listing.id)).toHaveLength(0);
    expect(await smsTo(owner.phone)).toHaveLength(0);
  });

  test('a user is refused, and an agent gets 404 for a listing not assigned to them', async () => {
    const { user, agent, otherAgent } = await staff();
    const { listing } = await pendingListing({ assignedAgentUserId: otherAgent.id });
    const path = `/admin/listings/${listing.id}`;
    const params = { id: String(listing.id) };

    expect(await thrownStatus(callRoute(reviewLoader, path, { user: null, params }))).toBe(302);
    expect(await thrownStatus(callRoute(reviewLoader, path, { user, params }))).toBe(403);
    expect(await thrownStatus(callRoute(reviewLoader, path, { user: agent, params }))).toBe(404);
    const approve = () => form({ intent: 'approve' });
    expect(
      await thrownStatus(callRoute(reviewAction, path, { user, params, body: approve() })),
    ).toBe(403);
    expect(
      await thrownStatus(callRoute(reviewAction, path, { user: agent, params, body: approve() })),
    ).toBe(404);
    // A missing listing looks the same as someone else's.
    expect(
      await thrownStatus(
        callRoute(reviewLoader, '/admin/listings/999999', {
          user: agent,
          params: { id: '999999' },
        }),
      ),
    ).toBe(404);

    // The assigned agent sees the page but cannot act on it.
    const page = await callRoute(reviewLoader, path, { user: otherAgent, params });
    expect(page.review.listing.id).toBe(listing.id);
    expect(page.isAdmin).toBe(false);
    expect(
      await thrownStatus(
        callRoute(reviewAction, path, { user: otherAgent, params, body: approve() }),
      ),
    ).toBe(403);
    expect((await rowOf(listing.id)).status).toBe('pending');

    // The queue is for admins only.
    expect(
      await thrownStatus(callRoute(moderationLoader, '/admin/moderation', { user: agent })),
    ).toBe(403);
  });

  test('an agent sees only the listings assigned to them in the list', async () => {
    const { admin, agent } = await staff();
    const { city, areas } = await createCity();
    const place = { cityId: city.id, areaId: areas[0]!.id };
    const mine = await createProperty({ ...place, assignedAgentUserId: agent.id, title: 'Mine' });
    const notMine = await createProperty({ ...place, title: 'Not mine' });

    const asAgent = await callRoute(listingsLoader, `/admin/listings?city=${city.id}`, {
      user: agent,
    });
    expect(asAgent.rows.map((row) => row.id)).toEqual([mine.id]);
    expect(asAgent.agents).toEqual([]);

    const asAdmin = await callRoute(
      listingsLoader,
      `/admin/listings?city=${city.id}&sort=created&dir=asc`,
      {
        user: admin,
      },
    );
    expect(asAdmin.rows.map((row) => row.id)).toEqual([mine.id, notMine.id]);
    const byAgent = await callRoute(
      listingsLoader,
      `/admin/listings?city=${city.id}&agent=${agent.id}`,
      {
        user: admin,
      },
    );
    expect(byAgent.rows.map((row) => row.id)).toEqual([mine.id]);
    const byId = await callRoute(listingsLoader, `/admin/listings?q=${notMine.id}`, {
      user: admin,
    });
    expect(byId.rows.map((row) => row.id)).toContain(notMine.id);
  });

  test('the list filters by owner phone, status and featured, and searches titles', async () => {
    const { admin } = await staff();
    const { owner, listing } = await pendingListing({ title: 'Riverside villa with garden' });
    await createProperty({
      ownerId: owner.id,
      status: 'active',
      featured: true,
      title: 'Corner plot',
    });

    const byOwner = await callRoute(listingsLoader, `/admin/listings?owner=%2B91 ${owner.phone}`, {
      user: admin,
    });
    expect(byOwner.total).toBe(2);
    const pending = await callRoute(
      listingsLoader,
      `/admin/listings?owner=${owner.phone}&status=pending`,
      { user: admin },
    );
    expect(pending.rows.map((row) => row.id)).toEqual([listing.id]);
    const featured = await callRoute(
      listingsLoader,
      `/admin/listings?owner=${owner.phone}&featured=yes`,
      {
        user: admin,
      },
    );
    expect(featured.rows.map((row) => row.title)).toEqual(['Corner plot']);
    const search = await callRoute(listingsLoader, '/admin/listings?q=riverside%20villa', {
      user: admin,
    });
    expect(search.rows.map((row) => row.id)).toContain(listing.id);
  });

  test('possible duplicates: the same photo by hash, and the same address and price', async () => {
    const { admin } = await staff();
    const { city, areas } = await createCity();
    const place = { cityId: city.id, areaId: areas[0]!.id };
    const { listing } = await pendingListing({
      ...place,
      address: '12-3-45, Main Road',
      price: 4_500_000,
    });
    // The listing's photo is stored but not hashed yet: the review hashes it.
    const original = await photo(1);
    const stored = await storeImageVariants(storage, original, 'listings');
    await createPropertyImage(listing.id, { ...stored, perceptualHash: null });

    // Another listing in the city shows the same photo, resized and re-encoded.
    const copyHash = await differenceHash(
      await sharp(original).resize(500).webp({ quality: 55 }).toBuffer(),
    );
    const samePhoto = await createProperty({ ...place, status: 'rejected', price: 9_900_000 });
    await createPropertyImage(samePhoto.id, { perceptualHash: copyHash });
    // One with a different photo, and one with the same address (other case and spaces) and price.
    const otherPhoto = await createProperty({ ...place, price: 3_000_000 });
    await createPropertyImage(otherPhoto.id, {
      perceptualHash: await differenceHash(await photo(5)),
    });
    const sameAddress = await createProperty({
      ...place,
      address: '12-3-45,  MAIN road',
      price: 4_500_000,
    });
    const sameAddressOtherPrice = await createProperty({
      ...place,
      address: '12-3-45, Main Road',
      price: 4_600_000,
    });

    const review = await getListingReview(admin as StaffUser, listing.id, storage);
    const found = new Map(review!.duplicates.map((d) => [d.id, d.reasons]));
    expect(found.get(samePhoto.id)).toEqual(['photo']);
    expect(found.get(sameAddress.id)).toEqual(['address']);
    expect(found.has(otherPhoto.id)).toBe(false);
    expect(found.has(sameAddressOtherPrice.id)).toBe(false);
    expect(found.has(listing.id)).toBe(false);

    // The photo's hash was stored on the way.
    const [image] = await getDb()
      .select()
      .from(propertyImages)
      .where(eq(propertyImages.propertyId, listing.id));
    expect(image?.perceptualHash).toMatch(/^[0-9a-f]{16}$/);

    // An exact hash match is found in any city.
    const elsewhere = await createProperty({ price: 1 });
    await createPropertyImage(elsewhere.id, { perceptualHash: image!.perceptualHash });
    const again = await getListingReview(admin as StaffUser, listing.id, storage);
    expect(again!.duplicates.find((d) => d.id === elsewhere.id)?.reasons).toEqual(['photo']);
  });

  test('change status, assign an agent and feature: each audited; history shows who', async () => {
    const { admin, agent } = await staff();
    const { owner, listing } = await pendingListing();
    const path = `/admin/listings/${listing.id}`;
    const params = { id: String(listing.id) };
    const post = (fields: Record<string, string>) =>
      callRoute(reviewAction, path, { user: admin, params, body: form(fields) });

    const noReason = answerOf<Answer>(
      await post({ intent: 'status', status: 'rejected', reason: '' }),
    );
    expect(noReason.status).toBe(400);
    expect(noReason.data.errors.reason).toMatch(/needs a reason/);

    expect(
      ((await post({ intent: 'status', status: 'active', reason: '' })) as Response).status,
    ).toBe(303);
    expect(
      ((await post({ intent: 'assign', agentUserId: String(agent.id) })) as Response).status,
    ).toBe(303);
    expect(((await post({ intent: 'feature', featured: 'on' })) as Response).status).toBe(303);
    const notAgent = answerOf<Answer>(
      await post({ intent: 'assign', agentUserId: String(owner.id) }),
    );
    expect(notAgent.status).toBe(409);

    const row = await rowOf(listing.id);
    expect(row).toMatchObject({ status: 'active', assignedAgentUserId: agent.id, featured: true });
    expect((await auditOf(listing.id)).map((entry) => entry.action)).toEqual([
      'listing.feature',
      'listing.assign',
      'listing.status',
    ]);
    // An activation tells the owner too.
    expect((await smsTo(owner.phone))[0]?.maskedBody).toContain('is now live');

    const page = await callRoute(reviewLoader, path, { user: admin, params });
    expect(page.review.history[0]).toMatchObject({
      fromStatus: 'pending',
      toStatus: 'active',
      actorName: 'Asha Admin (admin)',
    });
    expect(page.review.agent?.id).toBe(agent.id);

    // The featured listing comes first on the home page, with its first photo as the cover.
    await createPropertyImage(listing.id, { position: 1, altText: 'Kitchen' });
    await createPropertyImage(listing.id, { position: 0, altText: 'Front' });
    const latest = await getLatestListings(3, 'en');
    expect(latest[0]?.id).toBe(listing.id);
    expect(latest[0]?.cover?.altText).toBe('Front');
  });

  test('the queue lists pending listings, the longest waiting first, with the owner’s phone', async () => {
    const { admin } = await staff();
    const older = await pendingListing({ updatedAt: new Date('2020-01-01T00:00:00Z') });
    await pendingListing({ updatedAt: new Date('2020-01-02T00:00:00Z') });
    const queue = await callRoute(moderationLoader, '/admin/moderation', { user: admin });
    expect(queue.items[0]).toMatchObject({ id: older.listing.id, ownerPhone: older.owner.phone });
    expect(queue.items.every((item) => item.id !== undefined)).toBe(true);
  });

  test('the owner’s message says whether the listing waits for review or is live', async () => {
    const owner = await createUser();
    const addForm = await listingForm(2);

    rules.moderation = true;
    const pending = answerOf<Answer>(await postListing(owner, await addForm()));
    expect(pending.data).toMatchObject({ ok: true, status: 'pending' });
    const [created] = await eventsOf(pending.data.id);
    expect(created).toMatchObject({ fromStatus: null, toStatus: 'pending', actorUserId: owner.id });
    // The page shows this note for a pending listing, and the other for a live one.
    expect(en['listingForm.successNote']).toContain(
      'Your property has been submitted. It will be visible to others once our team approves it (usually within a day).',
    );
    expect(en['listingForm.successNoteActive']).toContain('Your property is live.');
    const [image] = await getDb()
      .select()
      .from(propertyImages)
      .where(eq(propertyImages.propertyId, pending.data.id));
    expect(image?.perceptualHash).toMatch(/^[0-9a-f]{16}$/);

    rules.moderation = false;
    const live = answerOf<Answer>(await postListing(owner, await addForm()));
    expect(live.data).toMatchObject({ ok: true, status: 'active' });

    // An edit says it too, after the spec's 'Property updated successfully'.
    const editLive = flashOf(await postListing(owner, await addForm(), live.data.id));
    expect(editLive?.text).toBe('listingForm.updatedLive');
    expect(en['listingForm.updatedLive']).toBe(
      'Property updated successfully. Your property is live.',
    );

    rules.moderation = true;
    const editPending = flashOf(await postListing(owner, await addForm(), live.data.id));
    expect(editPending?.text).toBe('listingForm.updatedPending');
    expect(en['listingForm.updatedPending']).toContain('once our team approves it');
    const [sentBack] = await eventsOf(live.data.id);
    expect(sentBack).toMatchObject({
      fromStatus: 'active',
      toStatus: 'pending',
      actorUserId: owner.id,
    });
  });

  // Review (R1) regressions.
  test('an agent’s review page shows no possible duplicates: other listings are not theirs', async () => {
    const { admin, agent } = await staff();
    const { city, areas } = await createCity();
    const place = { cityId: city.id, areaId: areas[0]!.id, address: '1-2-3, Lake Road' };
    const { listing } = await pendingListing({ ...place, price: 2_000_000 });
    await getDb()
      .update(properties)
      .set({ assignedAgentUserId: agent.id })
      .where(eq(properties.id, listing.id));
    // Someone else's listing at the same address and price, not assigned to the agent.
    const other = await createProperty({ ...place, price: 2_000_000, title: 'Not yours' });

    const asAdmin = await getListingReview(admin as StaffUser, listing.id, storage);
    expect(asAdmin!.duplicates.map((d) => d.id)).toContain(other.id);
    const page = await callRoute(reviewLoader, `/admin/listings/${listing.id}`, {
      user: agent,
      params: { id: String(listing.id) },
    });
    expect(page.review.duplicates).toEqual([]);
    expect(JSON.stringify(page)).not.toContain('Not yours');
  });

  test('a NUL byte in a reason or a search, or a post that is not a form, is never a 500', async () => {
    const { admin } = await staff();
    const { listing } = await pendingListing();
    const params = { id: String(listing.id) };
    const response = await callRoute(reviewAction, `/admin/listings/${listing.id}`, {
      user: admin,
      params,
      body: form({ intent: 'reject', reason: 'Blurry\u0000 photos, retake them' }),
    });
    expect((response as Response).status).toBe(303);
    expect((await rowOf(listing.id)).statusReason).toBe('Blurry photos, retake them');

    // A file where a text field belongs, and a JSON body.
    const featured = form({ intent: 'feature' });
    featured.append('featured', new File(['x'], 'x.txt'));
    const answer = await callRoute(reviewAction, `/admin/listings/${listing.id}`, {
      user: admin,
      params,
      body: featured,
    });
    expect((answer as Response).status).toBe(303);
    const jsonPost = callRoute(reviewAction, `/admin/listings/${listing.id}`, {
      user: admin,
      params,
      json: '{"intent":"approve"}',
    });
    expect(await thrownStatus(jsonPost)).toBe(400);

    const list = await callRoute(listingsLoader, '/admin/listings?q=a%00b&owner=%00', {
      user: admin,
    });
    // The search lost its NUL; an owner's phone that is no phone number matches nobody.
    expect(list.query.q).toBe('ab');
    expect(list.query.ownerPhone?.phone).toBeNull();
    expect(list.total).toBe(0);
  });

  test('an admin’s edit of someone else’s listing through the owner’s form is audited', async () => {
    const { admin } = await staff();
    const owner = await createUser();
    const withPhoto = await listingForm(3);
    rules.moderation = false;
    const created = answerOf<Answer>(await postListing(owner, await withPhoto()));
    await postListing(
      admin,
      await withPhoto({ title: 'Edited by the agency office' }),
      created.data.id,
    );
    rules.moderation = true;
    const [audit] = await auditOf(created.data.id);
    expect(audit).toMatchObject({
      action: 'listing.edit',
      actorUserId: admin.id,
      before: expect.objectContaining({ title: FLAT_FOR_SALE_FIELDS.title }),
      after: expect.objectContaining({ title: 'Edited by the agency office' }),
    });
    // The owner's own edit is theirs, not an admin action.
    await postListing(
      owner,
      await withPhoto({ title: 'Edited by the owner again' }),
      created.data.id,
    );
    expect((await auditOf(created.data.id)).length).toBe(1);
  });

  test('an admin’s edit under moderation keeps a live listing live and is not the owner’s confirmation', async () => {
    const { admin } = await staff();
    const owner = await createUser();
    const withPhoto = await listingForm(4);
    rules.moderation = false;
    const created = answerOf<Answer>(await postListing(owner, await withPhoto()));
    rules.moderation = true;
    const confirmedBefore = new Date('2026-01-01T00:00:00Z');
    await getDb()
      .update(properties)
      .set({ confirmedAt: confirmedBefore })
      .where(eq(properties.id, created.data.id));
    await postListing(
      admin,
      await withPhoto({ title: 'Typo fixed by the agency' }),
      created.data.id,
    );
    const [row] = await getDb().select().from(properties).where(eq(properties.id, created.data.id));
    expect(row).toMatchObject({ status: 'active', title: 'Typo fixed by the agency' });
    expect(row!.confirmedAt.toISOString()).toBe(confirmedBefore.toISOString());
    // The owner's own edit still goes back to review.
    await postListing(owner, await withPhoto({ title: 'Changed by the owner' }), created.data.id);
    const [after] = await getDb()
      .select()
      .from(properties)
      .where(eq(properties.id, created.data.id));
    expect(after!.status).toBe('pending');
  });

  test('an admin’s status change or delete through the owners’ pages is audited; the owner’s own is not', async () => {
    const { admin } = await staff();
    const { owner, listing } = await pendingListing({ status: 'active' });
    expect(
      await changeListingStatus({ id: admin.id, role: 'admin' }, listing.id, 'withdraw'),
    ).toMatchObject({ ok: true, value: { status: 'withdrawn' } });
    expect(await auditOf(listing.id)).toEqual([
      expect.objectContaining({
        action: 'listing.withdraw',
        actorUserId: admin.id,
        before: { status: 'active' },
        after: { status: 'withdrawn' },
      }),
    ]);
    await changeListingStatus({ id: owner.id, role: 'user' }, listing.id, 'relist');
    expect((await auditOf(listing.id)).length).toBe(1);
    expect(await deleteListing({ id: admin.id, role: 'admin' }, listing.id)).toMatchObject({
      ok: true,
    });
    expect((await auditOf(listing.id)).map((row) => row.action)).toContain('listing.delete');
  });

  test('the listings filter ‘expiring within a week’ shows what the dashboard counts', async () => {
    const { admin } = await staff();
    const { city, areas } = await createCity();
    const day = 86_400_000;
    const place = { cityId: city.id, areaId: areas[0]!.id };
    // The default heartbeat is 30 days: confirmed 25 days ago expires within the week.
    const soon = await createProperty({
      ...place,
      status: 'active',
      confirmedAt: new Date(Date.now() - 25 * day),
    });
    await createProperty({
      ...place,
      status: 'active',
      confirmedAt: new Date(Date.now() - 5 * day),
    });
    await createProperty({
      ...place,
      status: 'pending',
      confirmedAt: new Date(Date.now() - 25 * day),
    });
    const list = await callRoute(listingsLoader, `/admin/listings?city=${city.id}&expiring=week`, {
      user: admin,
    });
    expect(list.rows.map((row: { id: number }) => row.id)).toEqual([soon.id]);
  });

  test('a rejected listing edited by its owner goes back to review, with moderation off too', async () => {
    rules.moderation = false;
    try {
      const { owner, listing } = await pendingListing({
        status: 'rejected',
        statusReason: 'Blurry photos',
      });
      await createPropertyImage(listing.id);
      const edit = await getListingForEdit({ id: owner.id, role: 'user' }, listing.id);
      if (!edit.ok) throw new Error('expected the listing');
      const result = await updateListing(
        { id: owner.id, role: 'user' },
        listing.id,
        edit.value.values as never,
        edit.value.images.map((image) => ({ kind: 'saved' as const, id: image.id })),
      );
      expect(result).toMatchObject({ ok: true, value: { status: 'pending' } });
    } finally {
      rules.moderation = true;
    }
  });
});
