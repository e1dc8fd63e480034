import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { getDb } from '../../app/db/db.server.ts';
import { properties, type User } from '../../app/db/schema/index.ts';
import type * as SiteSettings from '../../app/features/settings/site-settings.server.ts';
import type { ListingFormActionData } from '../../app/features/listing-form/listing-form-result.ts';
import { getListingDetails } from '../../app/features/listing-details/listing-details.server.ts';
import { listingMetaKeys } from '../../app/features/listing-details/listing-meta.ts';
import { getLatestListings } from '../../app/features/listings/listings.server.ts';
import type { Locale } from '../../app/i18n/locales.ts';
import { translator } from '../../app/i18n/translate.ts';
import {
  action as addListingAction,
  loader as addListingLoader,
} from '../../app/routes/add-listing.tsx';
import { loader as reviewLoader } from '../../app/routes/admin/listing.tsx';
import { createCity, createProperty, createUser } from '../factories/index.ts';
import { FLAT_FOR_SALE_FIELDS } from '../factories/listing-form-fields.ts';
import { answerOf, callRoute, flashOf, form } from '../support/call-route.ts';
import { describeEachDatabase } from '../support/test-database.ts';

// The owner's Telugu title and description (issue 26): posted and edited through the listing
// form's action, shown on Telugu pages (cards, details, meta) when given, English elsewhere,
// and shown to the back office's review beside the English.

// Listings go live at once here, so the public queries find them.
vi.mock('../../app/features/settings/site-settings.server.ts', async (importOriginal) => {
  const original = await importOriginal<typeof SiteSettings>();
  return {
    ...original,
    getListingRules: () => ({ ...original.getListingRules(), moderation: false }),
  };
});

let dataDir: string;
let png: Buffer;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'nivasa-listing-telugu-'));
  process.env.DATA_DIR = dataDir;
  png = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 40, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();
});

afterAll(async () => {
  await fs.rm(dataDir, { recursive: true, force: true });
});

const TITLE_TE = 'బ్రాడీపేట దగ్గర 2BHK ఫ్లాట్';
const DESCRIPTION_TE = 'తూర్పు ముఖం, రెండో అంతస్తు, లిఫ్ట్ మరియు కవర్డ్ పార్కింగ్ ఉన్నాయి.';

/** Posts the listing form as `user` with one photo: a new listing, or an edit of `editId`. */
async function post(user: User, fields: Record<string, string>, editId?: number) {
  const body = form(fields);
  body.append('photos', new File([new Uint8Array(png)], 'front.png', { type: 'image/png' }));
  return callRoute(addListingAction, editId ? `/add-listing?edit=${editId}` : '/add-listing', {
    user,
    body,
  });
}

const rowOf = async (id: number) =>
  (await getDb().select().from(properties).where(eq(properties.id, id)))[0]!;

async function cardIn(locale: Locale, id: number) {
  const card = (await getLatestListings(100, locale)).find((each) => each.id === id);
  expect(card, `the ${locale} card of listing ${id}`).toBeDefined();
  return card!;
}

describeEachDatabase('listing Telugu title and description', () => {
  let owner: User;
  let fields: Record<string, string>;
  beforeAll(async () => {
    owner = await createUser({ createdAt: new Date(Date.now() - 365 * 86_400_000) });
    const { city, areas } = await createCity();
    fields = { ...FLAT_FOR_SALE_FIELDS, cityId: String(city.id), areaId: String(areas[0]!.id) };
  });

  test('a listing posted with a Telugu title and description keeps them beside the English', async () => {
    const answer = answerOf<ListingFormActionData>(
      await post(owner, { ...fields, titleTe: ` ${TITLE_TE} `, descriptionTe: DESCRIPTION_TE }),
    );
    expect(answer.data).toMatchObject({ ok: true, status: 'active' });
    const id = (answer.data as { id: number }).id;
    expect(await rowOf(id)).toMatchObject({
      title: FLAT_FOR_SALE_FIELDS.title,
      description: FLAT_FOR_SALE_FIELDS.description,
      titleTe: TITLE_TE,
      descriptionTe: DESCRIPTION_TE,
    });

    // Without them, nothing is stored for Telugu.
    const plain = answerOf<ListingFormActionData>(await post(owner, fields));
    const plainId = (plain.data as { id: number }).id;
    expect(await rowOf(plainId)).toMatchObject({ titleTe: null, descriptionTe: null });
  });

  test('Telugu pages show the Telugu words on cards, details and meta; English and Hindi pages the English', async () => {
    const created = answerOf<ListingFormActionData>(
      await post(owner, { ...fields, titleTe: TITLE_TE, descriptionTe: DESCRIPTION_TE }),
    );
    const id = (created.data as { id: number }).id;

    expect(await cardIn('te', id)).toMatchObject({ title: TITLE_TE, description: DESCRIPTION_TE });
    const teDetails = (await getListingDetails(id, null, 'te'))!.listing;
    expect(teDetails).toMatchObject({ title: TITLE_TE, description: DESCRIPTION_TE });
    const meta = listingMetaKeys(teDetails, translator('te'), 'te');
    expect(meta.params).toMatchObject({ title: TITLE_TE });
    expect(String(meta.params.excerpt)).toContain('తూర్పు ముఖం');
    const teMeta = translator('te');
    expect(teMeta(meta.title, meta.params)).toContain(TITLE_TE);
    expect(teMeta(meta.description, meta.params)).toContain('తూర్పు ముఖం');

    for (const locale of ['en', 'hi'] as const) {
      const english = {
        title: FLAT_FOR_SALE_FIELDS.title,
        description: FLAT_FOR_SALE_FIELDS.description,
      };
      expect(await cardIn(locale, id), locale).toMatchObject(english);
      const details = (await getListingDetails(id, null, locale))!.listing;
      expect(details, locale).toMatchObject(english);
      const keys = listingMetaKeys(details, translator(locale), locale);
      expect(keys.params.title, locale).toBe(FLAT_FOR_SALE_FIELDS.title);
    }
  });

  test('a Telugu page shows the English where the owner gave no Telugu, or an empty one', async () => {
    const none = await createProperty({ title: 'Villa in Kothapet', description: 'Corner plot.' });
    const empty = await createProperty({
      title: 'House in Arundelpet',
      description: 'Near the temple.',
      titleTe: '',
      descriptionTe: '',
    });
    const onlyTitle = await createProperty({
      title: 'Flat in Lakshmipuram',
      description: 'Second floor.',
      titleTe: 'లక్ష్మీపురంలో ఫ్లాట్',
    });
    expect(await cardIn('te', none.id)).toMatchObject({
      title: 'Villa in Kothapet',
      description: 'Corner plot.',
    });
    expect((await getListingDetails(empty.id, null, 'te'))!.listing).toMatchObject({
      title: 'House in Arundelpet',
      description: 'Near the temple.',
    });
    expect((await getListingDetails(onlyTitle.id, null, 'te'))!.listing).toMatchObject({
      title: 'లక్ష్మీపురంలో ఫ్లాట్',
      description: 'Second floor.',
    });
  });

  test('an over-long Telugu title or description gets its field’s error, saves nothing and keeps what was typed', async () => {
    const before = (await getDb().select({ id: properties.id }).from(properties)).length;
    const longTitle = 'శ'.repeat(121);
    const answer = answerOf<ListingFormActionData>(
      await post(owner, { ...fields, titleTe: longTitle, descriptionTe: DESCRIPTION_TE }),
    );
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({
      ok: false,
      errors: { titleTe: 'listingForm.error.titleTeTooLong' },
      values: { titleTe: longTitle, descriptionTe: DESCRIPTION_TE, title: fields.title },
    });
    const tooLong = answerOf<ListingFormActionData>(
      await post(owner, { ...fields, descriptionTe: 'వ'.repeat(5001) }),
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.data).toMatchObject({
      ok: false,
      errors: { descriptionTe: 'listingForm.error.descriptionTeTooLong' },
    });
    expect((await getDb().select({ id: properties.id }).from(properties)).length).toBe(before);
  });

  test('the edit form shows the Telugu words; an edit keeps, changes or clears them', async () => {
    const created = answerOf<ListingFormActionData>(
      await post(owner, { ...fields, titleTe: TITLE_TE, descriptionTe: DESCRIPTION_TE }),
    );
    const id = (created.data as { id: number }).id;
    const loaded = await callRoute(addListingLoader, `/add-listing?edit=${id}`, { user: owner });
    const values = loaded.editing!.values;
    expect(values).toMatchObject({ titleTe: TITLE_TE, descriptionTe: DESCRIPTION_TE });

    // Saved untouched: kept.
    expect(flashOf(await post(owner, values, id))?.text).toBe('listingForm.updatedLive');
    expect(await rowOf(id)).toMatchObject({ titleTe: TITLE_TE, descriptionTe: DESCRIPTION_TE });

    // A new Telugu title; the description as it was.
    await post(owner, { ...values, titleTe: 'బ్రాడీపేటలో అమ్మకానికి 2BHK ఫ్లాట్' }, id);
    expect(await rowOf(id)).toMatchObject({
      titleTe: 'బ్రాడీపేటలో అమ్మకానికి 2BHK ఫ్లాట్',
      descriptionTe: DESCRIPTION_TE,
    });
    expect((await getListingDetails(id, null, 'te'))!.listing.title).toBe('బ్రాడీపేటలో అమ్మకానికి 2BHK ఫ్లాట్');

    // Cleared: Telugu pages show the English again.
    await post(owner, { ...values, titleTe: '', descriptionTe: '  ' }, id);
    expect(await rowOf(id)).toMatchObject({ titleTe: null, descriptionTe: null });
    expect(await cardIn('te', id)).toMatchObject({ title: FLAT_FOR_SALE_FIELDS.title });

    // An over-long one on an edit is refused too, and the saved row stays as it was.
    const refused = answerOf<ListingFormActionData>(
      await post(owner, { ...values, titleTe: 'శ'.repeat(121) }, id),
    );
    expect(refused.data).toMatchObject({
      ok: false,
      errors: { titleTe: 'listingForm.error.titleTeTooLong' },
    });
    expect(await rowOf(id)).toMatchObject({ titleTe: null });
  });

  test('the back office’s review shows the Telugu title and description beside the English', async () => {
    const admin = await createUser({ role: 'admin' });
    const listing = await createProperty({
      status: 'pending',
      titleTe: TITLE_TE,
      descriptionTe: DESCRIPTION_TE,
    });
    const page = await callRoute(reviewLoader, `/admin/listings/${listing.id}`, {
      user: admin,
      params: { id: String(listing.id) },
    });
    expect(page.review.listing).toMatchObject({
      title: listing.title,
      titleTe: TITLE_TE,
      description: listing.description,
      descriptionTe: DESCRIPTION_TE,
    });
  });
});
