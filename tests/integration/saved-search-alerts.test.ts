import { and, eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { getDb } from '../../app/db/db.server.ts';
import {
  alertEmails,
  listingPriceEvents,
  listingStatusEvents,
  savedSearchAlerts,
  savedSearches,
  smsMessages,
} from '../../app/db/schema/index.ts';
import { submitReviewAction } from '../../app/features/admin/moderation/review-commands.server.ts';
import { changeListingStatus } from '../../app/features/listings/manage-listings.server.ts';
import {
  confirmAlertEmail,
  requestAlertEmail,
} from '../../app/features/saved-searches/alert-email.server.ts';
import { runAlertJob } from '../../app/features/saved-searches/alert-job.server.ts';
import { saveSearch } from '../../app/features/saved-searches/saved-searches.server.ts';
import {
  action as unsubscribeAction,
  loader as unsubscribeLoader,
} from '../../app/routes/alerts-unsubscribe.tsx';
import { action, loader } from '../../app/routes/my-account/saved-searches.tsx';
import { createCity, createProperty, createUser } from '../factories/index.ts';
import { answerOf, callRoute, thrownStatus } from '../support/call-route.ts';
import { mailsTo, storeMail } from '../support/stored-mail.ts';
import { describeEachDatabase } from '../support/test-database.ts';

// Saved-search alerts (issue 28): every new match and every change to a matched listing, said
// with what changed, sent once however many processes run the job; mail with a one-click
// unsubscribe that needs no sign-in, SMS where no address is confirmed.

storeMail();

const MINUTE = 60_000;
/** The job looks ALERT_SETTLE_SECONDS back: run it a minute ahead of what the test did. */
const later = () => new Date(Date.now() + MINUTE);

/** A user with an instant-alert search for sale listings in a new city, watching from now. */
async function watcher(email: string | null = null) {
  const user = await createUser({ firstName: 'Saanvi' });
  const place = await createCity({ name: `Alert City ${user.id}` }, ['Alert Area']);
  const saved = await saveSearch(user.id, `listing=sell&city=${place.city.slug}`);
  if (!saved.ok) throw new Error('not saved');
  const [search] = await getDb()
    .update(savedSearches)
    .set({
      frequency: 'instant',
      alertsFrom: new Date(Date.now() - MINUTE),
      nextAlertAt: new Date(Date.now() - MINUTE),
    })
    .where(eq(savedSearches.userId, user.id))
    .returning();
  if (email) {
    await getDb().insert(alertEmails).values({ userId: user.id, email, confirmedAt: new Date() });
  }
  return { user, search: search!, place: { cityId: place.city.id, areaId: place.areas[0]!.id } };
}

/** The back office approves a listing waiting for review: it goes public. */
async function approve(listingId: number) {
  const admin = await createUser({ role: 'admin' });
  const form = new FormData();
  form.set('intent', 'approve');
  const done = await submitReviewAction({ ...admin, role: 'admin' }, listingId, form, 'en');
  expect(done.ok).toBe(true);
}

async function alertsOf(searchId: number) {
  return getDb()
    .select()
    .from(savedSearchAlerts)
    .where(eq(savedSearchAlerts.savedSearchId, searchId));
}

describeEachDatabase('saved-search alerts', () => {
  test('an alert carries every new match and every change, with what changed, once', async () => {
    const { user, search, place } = await watcher('saanvi@example.com');
    const owner = await createUser();
    const old = new Date(Date.now() - 10 * 24 * 60 * MINUTE);

    // New: a listing approved in the back office.
    const fresh = await createProperty({
      ...place,
      ownerId: owner.id,
      title: 'Fresh villa',
      status: 'pending',
      publishedAt: null,
      price: 9_500_000,
    });
    await approve(fresh.id);
    // A price drop on a listing that was already live, as the edit records it.
    const cheaper = await createProperty({
      ...place,
      title: 'Cheaper flat',
      price: 6_200_000,
      publishedAt: old,
    });
    await getDb()
      .insert(listingPriceEvents)
      .values({ propertyId: cheaper.id, fromPrice: 6_800_000, toPrice: 6_200_000 });
    // Sold by its owner.
    const sold = await createProperty({
      ...place,
      ownerId: owner.id,
      title: 'Sold house',
      publishedAt: old,
    });
    expect((await changeListingStatus(owner, sold.id, 'mark-sold')).ok).toBe(true);
    // Changes the search does not match: a rent in the city, a sale in another city.
    const rent = await createProperty({ ...place, listingType: 'rent', publishedAt: old });
    await getDb()
      .insert(listingPriceEvents)
      .values({ propertyId: rent.id, fromPrice: 20_000, toPrice: 18_000 });
    const elsewhere = await createProperty({ publishedAt: old });
    await getDb()
      .insert(listingPriceEvents)
      .values({ propertyId: elsewhere.id, fromPrice: 5_000_000, toPrice: 4_000_000 });

    // Two processes running the job at once write one alert and send it once.
    const now = later();
    const runs = await Promise.all([runAlertJob(now), runAlertJob(now)]);
    expect(runs.reduce((n, run) => n + run.alerts, 0)).toBe(1);
    expect(runs.reduce((n, run) => n + run.delivered, 0)).toBe(1);
    const [alert, ...more] = await alertsOf(search.id);
    expect(more).toEqual([]);
    expect(alert!.status).toBe('sent');
    expect(alert!.items).toEqual([
      { propertyId: fresh.id, kind: 'new' },
      { propertyId: cheaper.id, kind: 'price', fromPrice: 6_800_000, toPrice: 6_200_000 },
      { propertyId: sold.id, kind: 'sold' },
    ]);

    const mails = await mailsTo('saanvi@example.com');
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toMatch(/^Properties for sale in Alert City \d+: 3 updates$/);
    expect(mail.body).toContain('Hello Saanvi,');
    expect(mail.body).toContain('New (1)\n- Fresh villa, Alert Area, Alert City');
    expect(mail.body).toContain(': ₹ 95 L\n');
    expect(mail.body).toContain('Price changed (1)\n- Cheaper flat');
    expect(mail.body).toContain('₹ 68 L → ₹ 62 L, down ₹ 6 L');
    expect(mail.body).toContain('Sold (1)\n- Sold house');
    expect(mail.body).toContain(`/product-details/${fresh.id}\n`);
    expect(mail.body).not.toContain(`/product-details/${rent.id}\n`);
    expect(mail.body).not.toContain(`/product-details/${elsewhere.id}\n`);
    const unsubscribe = `/alerts/unsubscribe?search=${search.id}&key=${search.unsubscribeKey}`;
    expect(mail.body).toContain(`Stop these alerts (no sign-in needed): http://`);
    expect(mail.body).toContain(unsubscribe);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(/^<http.+>$/),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.headers!['List-Unsubscribe']).toContain(unsubscribe);

    // Nothing new: the next runs write and send nothing.
    const again = await runAlertJob(new Date(now.getTime() + MINUTE));
    expect(again).toEqual({ alerts: 0, delivered: 0 });
    expect(await mailsTo('saanvi@example.com')).toHaveLength(1);
    expect(user.id).toBeGreaterThan(0);
  });

  test('a listing back on the market, or reopened after a sale, is told as such', async () => {
    const { search, place } = await watcher();
    const owner = await createUser();
    const old = new Date(Date.now() - 10 * 24 * 60 * MINUTE);
    const reopened = await createProperty({ ...place, ownerId: owner.id, publishedAt: old });
    expect((await changeListingStatus(owner, reopened.id, 'mark-sold')).ok).toBe(true);
    const withdrawn = await createProperty({ ...place, ownerId: owner.id, publishedAt: old });
    expect((await changeListingStatus(owner, withdrawn.id, 'withdraw')).ok).toBe(true);
    // The first alert tells of the sale.
    await runAlertJob(later());
    expect((await alertsOf(search.id)).map((a) => a.items)).toEqual([
      [{ propertyId: reopened.id, kind: 'sold' }],
    ]);
    // An edit that went back to review and was approved again is only its price change.
    const edited = await createProperty({
      ...place,
      ownerId: owner.id,
      publishedAt: old,
      price: 5_000_000,
    });
    const editedAt = new Date(Date.now() + MINUTE);
    await getDb()
      .insert(listingStatusEvents)
      .values([
        { propertyId: edited.id, fromStatus: 'active', toStatus: 'pending', createdAt: editedAt },
        { propertyId: edited.id, fromStatus: 'pending', toStatus: 'active', createdAt: editedAt },
      ]);
    await getDb().insert(listingPriceEvents).values({
      propertyId: edited.id,
      fromPrice: 5_200_000,
      toPrice: 5_000_000,
      createdAt: editedAt,
    });
    // Both come back without review.
    const back = new Date(Date.now() + 2 * MINUTE);
    for (const id of [reopened.id, withdrawn.id]) {
      const relisted = await changeListingStatus(owner, id, 'relist', {
        moderation: false,
        now: back,
      });
      expect(relisted.ok).toBe(true);
    }
    await runAlertJob(new Date(back.getTime() + MINUTE));
    const alerts = await alertsOf(search.id);
    expect(alerts.map((a) => a.items).at(-1)).toEqual([
      { propertyId: edited.id, kind: 'price', fromPrice: 5_200_000, toPrice: 5_000_000 },
      { propertyId: reopened.id, kind: 'reopened' },
      { propertyId: withdrawn.id, kind: 'back' },
    ]);
  });

  test('without a confirmed address the alert goes by SMS, linking to the whole list in My Account', async () => {
    const { user, search, place } = await watcher();
    const listing = await createProperty({ ...place, publishedAt: null, status: 'pending' });
    await approve(listing.id);
    await runAlertJob(later());
    const [alert] = await alertsOf(search.id);
    expect(alert).toMatchObject({ channel: 'sms', status: 'sent' });
    const [sms] = await getDb()
      .select()
      .from(smsMessages)
      .where(eq(smsMessages.idempotencyKey, `saved-search-alert:${alert!.id}`));
    expect(sms!.phone).toBe(user.phone);
    expect(sms!.maskedBody).toMatch(
      /: 1 update for your saved search \(Properties for sale in Alert City \d+\): http.+\/my-account\/saved-searches\?alert=\d+ Stop: http.+\/alerts\/unsubscribe\?search=/,
    );
    // The SMS's link opens the alert, every item, for its owner only.
    const opened = await callRoute(loader, `/my-account/saved-searches?alert=${alert!.id}`, {
      user,
    });
    expect(opened.alert!.groups).toEqual([
      expect.objectContaining({
        heading: 'New (1)',
        rows: [expect.objectContaining({ id: listing.id, path: `/product-details/${listing.id}` })],
      }),
    ]);
    const stranger = await createUser();
    const notTheirs = await callRoute(loader, `/my-account/saved-searches?alert=${alert!.id}`, {
      user: stranger,
    });
    expect(notTheirs.alert).toBeNull();
  });

  test('a paused search gets no alert; resuming starts from then', async () => {
    const { user, search, place } = await watcher();
    const form = (fields: Record<string, string>) => new URLSearchParams(fields);
    await callRoute(action, '/my-account/saved-searches', {
      body: form({ intent: 'pause', savedSearchId: String(search.id) }),
      user,
    }).catch((answer: unknown) => answer);
    const listing = await createProperty({ ...place, publishedAt: null, status: 'pending' });
    await approve(listing.id);
    expect(await runAlertJob(later())).toMatchObject({ alerts: 0 });
    await callRoute(action, '/my-account/saved-searches', {
      body: form({ intent: 'resume', savedSearchId: String(search.id) }),
      user,
    }).catch((answer: unknown) => answer);
    const [resumed] = await getDb()
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.id, search.id));
    expect(resumed!.pausedAt).toBeNull();
    expect(resumed!.alertsFrom.getTime()).toBeGreaterThan(search.alertsFrom.getTime());
    // What happened while paused is not sent all at once.
    expect(await runAlertJob(later())).toMatchObject({ alerts: 0 });

    // Another user's id changes nothing; a frequency outside the list is refused.
    const stranger = await createUser();
    await callRoute(action, '/my-account/saved-searches', {
      body: form({ intent: 'alerts', savedSearchId: String(search.id), frequency: 'weekly' }),
      user: stranger,
    }).catch((answer: unknown) => answer);
    const bad = await thrownStatus(
      callRoute(action, '/my-account/saved-searches', {
        body: form({ intent: 'alerts', savedSearchId: String(search.id), frequency: 'hourly' }),
        user,
      }),
    );
    expect(bad).toBe(400);
    const [kept] = await getDb()
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.id, search.id));
    expect(kept!.frequency).toBe('instant');
  });

  test('the unsubscribe link stops alerts without signing in, and only with the right key', async () => {
    const { search } = await watcher();
    const url = `/alerts/unsubscribe?search=${search.id}&key=${search.unsubscribeKey}`;
    const asked = await callRoute(unsubscribeLoader, url);
    expect(asked).toMatchObject({ state: 'ask' });
    // A mail program's one-click POST (RFC 8058).
    const done = await callRoute(unsubscribeAction, url, {
      body: new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }),
    });
    expect(done).toMatchObject({ state: 'stopped' });
    const [row] = await getDb().select().from(savedSearches).where(eq(savedSearches.id, search.id));
    expect(row!.pausedAt).not.toBeNull();

    const other = await watcher();
    const wrong = await callRoute(
      unsubscribeAction,
      `/alerts/unsubscribe?search=${other.search.id}&key=${search.unsubscribeKey}`,
      {
        body: new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }),
      },
    ).catch((answer: unknown) => answer);
    expect(JSON.stringify(wrong)).toContain('broken');
    const [untouched] = await getDb()
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.id, other.search.id));
    expect(untouched!.pausedAt).toBeNull();
  });

  test('an alert address is used only once its owner opened the link mailed to it', async () => {
    const user = await createUser();
    const sent = await requestAlertEmail(user.id, 'ravi@example.com', 'en');
    expect(sent.ok).toBe(true);
    const [mail] = await mailsTo('ravi@example.com');
    expect(mail!.subject).toMatch(/^Confirm your email for .+ alerts$/);
    const token = /confirm-email\?token=([\w.-]+)/.exec(mail!.body)?.[1];
    expect(token).toBeTruthy();
    const [pending] = await getDb()
      .select()
      .from(alertEmails)
      .where(and(eq(alertEmails.userId, user.id)));
    expect(pending!.confirmedAt).toBeNull();
    // The token is not stored, only its hash.
    expect(pending!.tokenHash).not.toContain(token!.split('.')[1]!);
    expect(await confirmAlertEmail(`${user.id}.wrong-token-wrong-token`)).toBe(false);
    expect(await confirmAlertEmail(token!)).toBe(true);
    expect(await confirmAlertEmail(token!)).toBe(false);
    const [confirmed] = await getDb()
      .select()
      .from(alertEmails)
      .where(eq(alertEmails.userId, user.id));
    expect(confirmed!.confirmedAt).not.toBeNull();

    // A wrong address is said beside the field, and nothing is sent.
    const answer = await callRoute(action, '/my-account/saved-searches', {
      body: new URLSearchParams({ intent: 'email', email: 'not-an-address' }),
      user,
    });
    expect(answerOf(answer)).toEqual({
      status: 400,
      data: { emailError: 'savedSearches.email.invalid', typed: 'not-an-address', minutes: 0 },
    });
    expect(await mailsTo('not-an-address')).toEqual([]);
  });
});
