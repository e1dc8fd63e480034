import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { getDb } from '../../app/db/db.server.ts';
import { likes, properties, propertyImages, users } from '../../app/db/schema/index.ts';
import { hashPassword } from '../../app/features/accounts/password.server.ts';
import {
  createSession,
  currentSessionId,
  getSessionUser,
  SESSION_COOKIE,
} from '../../app/features/accounts/session.server.ts';
import { likeProperty } from '../../app/features/likes/likes.server.ts';
import { variantKey } from '../../app/features/media/images.ts';
import { uploadErrorStatus } from '../../app/features/media/upload-error.ts';
import { createLocalStorage, type MediaStorage } from '../../app/features/media/storage.server.ts';
import { ProfileSchema } from '../../app/features/my-account/my-account-schema.server.ts';
import {
  deleteOwnProperty,
  getFavourite,
  listFavourites,
  listOwnProperties,
  removeFavourite,
} from '../../app/features/my-account/my-account.server.ts';
import {
  getProfile,
  updateProfile,
  type ProfileFields,
} from '../../app/features/my-account/profile.server.ts';
import { action as profileAction } from '../../app/routes/my-account/profile.tsx';
import { action as propertiesAction } from '../../app/routes/my-account/properties.tsx';
import { createCity, createProperty, createPropertyImage, createUser } from '../factories/index.ts';
import { answerOf, callRoute, form, thrownStatus } from '../support/call-route.ts';
import { describeEachDatabase } from '../support/test-database.ts';

let mediaDir: string;
let storage: MediaStorage;

beforeAll(async () => {
  mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), 'nivasa-my-account-'));
  storage = createLocalStorage(mediaDir);
});

afterAll(async () => {
  await fs.rm(mediaDir, { recursive: true, force: true });
});

const tokenOf = (setCookie: string) => setCookie.split(';')[0]!.split('=')[1]!;
const requestWith = (token?: string, init: RequestInit = {}) =>
  new Request('http://localhost/my-account/profile', {
    ...init,
    headers: token ? { cookie: `${SESSION_COOKIE}=${token}` } : {},
  });

function profileInput(overrides: Partial<Record<string, unknown>> = {}): ProfileFields {
  return ProfileSchema.parse({
    firstName: 'Ravi',
    lastName: 'Kumar',
    phone: '9876500000',
    ...overrides,
  });
}

const png = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 90 } } })
    .png()
    .toBuffer();

async function exists(key: string): Promise<boolean> {
  return (await storage.get(key)) !== null;
}

const passwordRequired = {
  ok: false,
  reason: 'current-password-required',
  errors: { currentPassword: 'myAccount.profile.currentPasswordRequired' },
};
const passwordWrong = {
  ok: false,
  reason: 'current-password-wrong',
  errors: { currentPassword: 'myAccount.profile.currentPasswordWrong' },
};

/** Saves `fields` (over Ravi Kumar's) as `user`'s profile, with no session to keep. */
const save = (
  user: { id: number },
  fields: Partial<Record<string, unknown>>,
  more: { image?: Buffer; keepSessionId?: string | null } = {},
) =>
  updateProfile({
    userId: user.id,
    input: profileInput(fields),
    storage,
    keepSessionId: null,
    ...more,
  });

describeEachDatabase('my account', () => {
  test('a profile update changes the caller’s row and no one else’s', async () => {
    const me = await createUser({
      firstName: 'Sita',
      lastName: 'Rao',
      passwordHash: await hashPassword('Neem-Leaf-88'),
    });
    const other = await createUser({ firstName: 'Gopal', lastName: 'Naidu' });
    const phone = `9${String(me.id).padStart(9, '1')}`;
    const result = await save(me, {
      firstName: 'Sitara',
      lastName: 'Reddy',
      phone,
      currentPassword: 'Neem-Leaf-88',
    });
    expect(result).toEqual({ ok: true, value: { passwordChanged: false } });
    expect(await getProfile(me.id)).toMatchObject({
      firstName: 'Sitara',
      lastName: 'Reddy',
      phone,
      role: 'user',
    });
    const [untouched] = await getDb().select().from(users).where(eq(users.id, other.id));
    expect(untouched).toEqual(other);
  });

  test('a crafted post with role, status and user id changes only the caller’s names', async () => {
    const me = await createUser({ firstName: 'Anil', lastName: 'Varma' });
    const other = await createUser({ firstName: 'Bala', lastName: 'Krishna' });
    const body = form({
      firstName: 'Anand',
      lastName: 'Varma',
      phone: me.phone,
      role: 'admin',
      status: 'suspended',
      userId: String(other.id),
      id: String(other.id),
      passwordHash: 'x',
    });
    const response = await callRoute(profileAction, '/my-account/profile?edit=1', {
      user: me,
      body,
    });
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).status).toBe(302);
    expect((response as Response).headers.get('location')).toBe('/my-account/profile');
    const [mine] = await getDb().select().from(users).where(eq(users.id, me.id));
    expect(mine).toMatchObject({
      firstName: 'Anand',
      role: 'user',
      status: 'active',
      passwordHash: me.passwordHash,
    });
    const [theirs] = await getDb().select().from(users).where(eq(users.id, other.id));
    expect(theirs).toEqual(other);
  });

  test('a new phone number needs the current password', async () => {
    const me = await createUser({ passwordHash: await hashPassword('Neem-Leaf-88') });
    const newPhone = `8${me.phone.slice(1)}`;
    const change = (currentPassword: string) => save(me, { phone: newPhone, currentPassword });
    expect(await change('')).toEqual(passwordRequired);
    expect(await change('Wrong-Leaf-88')).toEqual(passwordWrong);
    expect((await getProfile(me.id))!.phone).toBe(me.phone);
    expect(await change('Neem-Leaf-88')).toEqual({ ok: true, value: { passwordChanged: false } });
    expect((await getProfile(me.id))!.phone).toBe(newPhone);
  });

  test('a phone number of another account is told only to whoever gives the current password', async () => {
    const me = await createUser({
      firstName: 'Uma',
      passwordHash: await hashPassword('Tamarind-Pod-31'),
    });
    const other = await createUser();
    const change = (currentPassword: string) =>
      save(me, { firstName: 'Umadevi', phone: other.phone, currentPassword });
    // A borrowed session without the password learns nothing about the number.
    expect(await change('')).toEqual(passwordRequired);
    expect(await change('Guessed-Pod-31')).toEqual(passwordWrong);
    expect(await change('Tamarind-Pod-31')).toEqual({
      ok: false,
      reason: 'phone-taken',
      errors: { phone: 'myAccount.profile.phoneTaken' },
    });
    expect(await getProfile(me.id)).toMatchObject({ firstName: 'Uma', phone: me.phone });
    // Keeping one's own number is not a clash, and needs no password.
    expect((await save(me, { phone: me.phone })).ok).toBe(true);
  });

  test('wrong current passwords are limited per account; the right one then waits too', async () => {
    const me = await createUser({ passwordHash: await hashPassword('Curry-Leaf-64') });
    const change = (currentPassword: string) =>
      save(me, { phone: `7${me.phone.slice(1)}`, currentPassword });
    // LOGIN_RATE_LIMIT_PER_PHONE (default 5) wrong tries, then refused with the wait.
    for (let i = 0; i < 5; i++) expect(await change(`guess-${i}`)).toEqual(passwordWrong);
    const refused = await change('Curry-Leaf-64');
    expect(refused).toMatchObject({
      ok: false,
      reason: 'rate-limited',
      errors: { currentPassword: 'myAccount.profile.tooManyPasswordTries' },
    });
    expect(refused.ok === false && refused.retryAfter).toBeGreaterThan(0);
    expect((await getProfile(me.id))!.phone).toBe(me.phone);
  });

  test('a new phone number ends the user’s other sessions, not this one', async () => {
    const me = await createUser({ passwordHash: await hashPassword('Jasmine-Vine-55') });
    const here = tokenOf(await createSession(requestWith(), me.id));
    const elsewhere = tokenOf(await createSession(requestWith(), me.id));
    const result = await save(
      me,
      { phone: `6${me.phone.slice(1)}`, currentPassword: 'Jasmine-Vine-55' },
      { keepSessionId: currentSessionId(requestWith(here)) },
    );
    expect(result).toEqual({ ok: true, value: { passwordChanged: false } });
    expect(await getSessionUser(requestWith(here))).toMatchObject({ id: me.id });
    expect(await getSessionUser(requestWith(elsewhere))).toBeNull();
  });

  test('a new password needs the current one and ends the user’s other sessions only', async () => {
    const me = await createUser({ passwordHash: await hashPassword('Old-Banyan-17') });
    const other = await createUser();
    const here = tokenOf(await createSession(requestWith(), me.id));
    const phoneSession = tokenOf(await createSession(requestWith(), me.id));
    const otherSession = tokenOf(await createSession(requestWith(), other.id));
    const newPassword = 'Mango-Tree-42';
    const change = (currentPassword: string) =>
      save(
        me,
        { phone: me.phone, currentPassword, newPassword, confirmNewPassword: newPassword },
        { keepSessionId: currentSessionId(requestWith(here)) },
      );

    expect(await change('wrong-password')).toEqual(passwordWrong);
    expect(await getSessionUser(requestWith(phoneSession))).not.toBeNull();

    expect(await change('Old-Banyan-17')).toEqual({ ok: true, value: { passwordChanged: true } });
    expect(await getSessionUser(requestWith(here))).toMatchObject({ id: me.id });
    expect(await getSessionUser(requestWith(phoneSession))).toBeNull();
    expect(await getSessionUser(requestWith(otherSession))).toMatchObject({ id: other.id });
    const [row] = await getDb()
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, me.id));
    expect(row!.hash).not.toBe(me.passwordHash);
  });

  test('a profile image is checked by content, re-encoded to WebP, and replaces the old one', async () => {
    const me = await createUser();
    const first = await save(me, { phone: me.phone }, { image: await png() });
    expect(first.ok).toBe(true);
    const firstKey = (await getProfile(me.id))!.imageKey!;
    expect(firstKey).toMatch(/^avatars\//);
    const stored = await storage.get(variantKey(firstKey, 400));
    expect((await sharp(stored!).metadata()).format).toBe('webp');

    const second = await save(me, { phone: me.phone }, { image: await png(900, 900) });
    expect(second.ok).toBe(true);
    const secondKey = (await getProfile(me.id))!.imageKey!;
    expect(secondKey).not.toBe(firstKey);
    expect(await exists(variantKey(secondKey, 800))).toBe(true);
    expect(await exists(variantKey(firstKey, 400))).toBe(false);
  });

  test('a spoofed or unsupported image is refused with a field error and nothing changes', async () => {
    const me = await createUser({ firstName: 'Kavya' });
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const pngBytes = await png();
    for (const image of [Buffer.from('<?php echo "hi"; ?>'), gif, pngBytes.subarray(0, 60)]) {
      const result = await save(me, { firstName: 'Changed', phone: me.phone }, { image });
      expect(result).toEqual({
        ok: false,
        reason: 'upload-refused',
        upload: 'not-an-image',
        errors: { image: 'myAccount.profile.imageType' },
      });
      expect(uploadErrorStatus('not-an-image')).toBe(400);
    }
    expect(await getProfile(me.id)).toMatchObject({ firstName: 'Kavya', imageKey: null });
  });

  test('the profile action takes the image from the multipart post and refuses a disguised one', async () => {
    const me = await createUser({ firstName: 'Meena' });
    const post = async (image: Buffer, name: string) => {
      const fields = { firstName: 'Meena', lastName: 'Kumari', phone: me.phone };
      const file = new File([new Uint8Array(image)], name, { type: 'image/png' });
      return callRoute(profileAction, '/my-account/profile?edit=1', {
        user: me,
        body: form(fields, { image: file }),
      });
    };
    const refused = await post(Buffer.from('GIF89a… not really a png'), 'photo.png');
    expect(answerOf(refused)).toMatchObject({
      data: { errors: { image: 'myAccount.profile.imageType' } },
      status: 400,
    });
    expect((await getProfile(me.id))!.imageKey).toBeNull();

    const saved = await post(await png(), 'me.png');
    expect((saved as Response).status).toBe(302);
    expect(await getProfile(me.id)).toMatchObject({
      lastName: 'Kumari',
      imageKey: expect.stringMatching(/^avatars\//),
    });
  });

  test('my properties lists only the caller’s own, in every status, two per page', async () => {
    const me = await createUser();
    const other = await createUser();
    const { city, areas } = await createCity({ name: 'Guntur Test' });
    const place = { cityId: city.id, areaId: areas[0]!.id };
    const day = (n: number) => new Date(Date.UTC(2026, 10, n));
    const oldest = await createProperty({
      ownerId: me.id,
      ...place,
      status: 'active',
      createdAt: day(1),
      title: 'Oldest',
    });
    const middle = await createProperty({
      ownerId: me.id,
      ...place,
      status: 'pending',
      createdAt: day(2),
      title: 'Middle',
    });
    const newest = await createProperty({
      ownerId: me.id,
      ...place,
      status: 'withdrawn',
      createdAt: day(3),
      title: 'Newest',
    });
    await createProperty({ ownerId: other.id, ...place, createdAt: day(4), title: 'Not mine' });
    await createPropertyImage(newest.id);

    const first = await listOwnProperties(me.id, 1);
    expect(first).toMatchObject({ total: 3, page: 1, pageCount: 2 });
    expect(first.items.map((p) => [p.id, p.status])).toEqual([
      [newest.id, 'withdrawn'],
      [middle.id, 'pending'],
    ]);
    expect(first.items[0]).toMatchObject({
      cityName: 'Guntur Test',
      cover: { widths: [400, 800] },
    });
    expect(first.items[1]!.cover).toBeNull();
    const second = await listOwnProperties(me.id, 2);
    expect(second.items.map((p) => p.id)).toEqual([oldest.id]);
    // A page past the end shows the last page.
    expect((await listOwnProperties(me.id, 9)).page).toBe(2);
    expect(await listOwnProperties((await createUser()).id, 1)).toMatchObject({
      items: [],
      total: 0,
      pageCount: 1,
    });
  });

  test('a property can be deleted by its owner or an admin only, with its images and files', async () => {
    const owner = await createUser();
    const stranger = await createUser();
    const admin = await createUser({ role: 'admin' });
    const property = await createProperty({ ownerId: owner.id });
    const key = `test/delete-${property.id}`;
    await createPropertyImage(property.id, { storageKey: key, widths: [400, 800] });
    await storage.put(variantKey(key, 400), Buffer.from('a'), 'image/webp');
    await storage.put(variantKey(key, 800), Buffer.from('b'), 'image/webp');

    const remove = (viewer: { id: number; role: 'user' | 'admin' }, id: number) =>
      deleteOwnProperty(viewer, id, storage);
    expect(await remove({ id: stranger.id, role: 'user' }, property.id)).toEqual({
      ok: false,
      reason: 'forbidden',
    });
    expect(
      await getDb().select().from(properties).where(eq(properties.id, property.id)),
    ).toHaveLength(1);
    expect(await exists(variantKey(key, 400))).toBe(true);

    expect(await remove({ id: owner.id, role: 'user' }, property.id)).toEqual({ ok: true });
    expect(
      await getDb().select().from(properties).where(eq(properties.id, property.id)),
    ).toHaveLength(0);
    expect(
      await getDb().select().from(propertyImages).where(eq(propertyImages.propertyId, property.id)),
    ).toHaveLength(0);
    expect(await exists(variantKey(key, 400))).toBe(false);
    expect(await exists(variantKey(key, 800))).toBe(false);
    expect(await remove({ id: owner.id, role: 'user' }, property.id)).toEqual({
      ok: false,
      reason: 'not-found',
    });

    const another = await createProperty({ ownerId: owner.id });
    expect(await remove({ id: admin.id, role: 'admin' }, another.id)).toEqual({ ok: true });
  });

  test('the delete action answers 404 for someone else’s property, as for a missing one, and keeps it', async () => {
    const owner = await createUser();
    const stranger = await createUser();
    const property = await createProperty({ ownerId: owner.id });
    const remove = (propertyId: string) =>
      callRoute(propertiesAction, '/my-account/properties', {
        user: stranger,
        body: form({ intent: 'delete', propertyId, userId: String(owner.id) }),
      });
    expect(await thrownStatus(remove(String(property.id)))).toBe(404);
    expect(
      await getDb().select().from(properties).where(eq(properties.id, property.id)),
    ).toHaveLength(1);
    // The edit page answers the same for it: one answer for "not yours" and "not there".
    expect(await thrownStatus(remove('2147483647'))).toBe(404);
  });

  test('favourites list only the caller’s likes, newest like first, two per page', async () => {
    const me = await createUser();
    const other = await createUser();
    const { city, areas } = await createCity({ name: 'Vijayawada Test' }, ['Benz Circle']);
    const place = { cityId: city.id, areaId: areas[0]!.id };
    const a = await createProperty({ ...place, title: 'First liked' });
    const b = await createProperty({ ...place, title: 'Second liked' });
    const c = await createProperty({ ...place, title: 'Third liked' });
    const theirs = await createProperty({ ...place, title: 'Their like' });
    for (const property of [a, b, c]) await likeProperty(me.id, property.id);
    await likeProperty(other.id, theirs.id);
    await likeProperty(other.id, a.id);
    await getDb()
      .update(likes)
      .set({ createdAt: new Date(Date.UTC(2026, 10, 5, 6)) })
      .where(eq(likes.propertyId, c.id));
    await getDb()
      .update(likes)
      .set({ createdAt: new Date(Date.UTC(2026, 10, 3, 6)) })
      .where(eq(likes.propertyId, b.id));
    await getDb()
      .update(likes)
      .set({ createdAt: new Date(Date.UTC(2026, 10, 1, 6)) })
      .where(eq(likes.propertyId, a.id));

    const first = await listFavourites(me.id, 1);
    expect(first).toMatchObject({ total: 3, page: 1, pageCount: 2 });
    expect(first.items.map((f) => f.id)).toEqual([c.id, b.id]);
    expect(first.items[0]).toEqual({
      id: c.id,
      title: 'Third liked',
      cityName: 'Vijayawada Test',
      areaName: 'Benz Circle',
      likedAt: new Date(Date.UTC(2026, 10, 5, 6)),
      cover: null,
    });
    expect((await listFavourites(me.id, 2)).items.map((f) => f.id)).toEqual([a.id]);
    expect(await getFavourite(me.id, theirs.id)).toBeNull();
    expect(await getFavourite(me.id, a.id)).toEqual({ id: a.id, title: 'First liked' });
  });

  test('removing a favourite removes only the caller’s like', async () => {
    const me = await createUser();
    const other = await createUser();
    const property = await createProperty();
    await likeProperty(me.id, property.id);
    await likeProperty(other.id, property.id);
    await removeFavourite(me.id, property.id);
    const left = await getDb()
      .select({ userId: likes.userId })
      .from(likes)
      .where(eq(likes.propertyId, property.id));
    expect(left).toEqual([{ userId: other.id }]);
    expect((await listFavourites(me.id, 1)).total).toBe(0);
    expect((await listFavourites(other.id, 1)).total).toBe(1);
  });
});
