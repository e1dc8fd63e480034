import { expect, test } from 'vitest';
import {
  getListingDetails,
  getListingPage,
  getListingPhotos,
  getRelatedListings,
} from '../../app/features/listing-details/listing-details.server.ts';
import { createCity, createProperty, createPropertyImage, createUser } from '../factories/index.ts';
import { NOT_PUBLIC_STATUSES } from '../factories/statuses.ts';
import { describeEachDatabase } from '../support/test-database.ts';

describeEachDatabase('listing details', () => {
  test('an active listing comes with its place and its lister’s name, never their phone', async () => {
    const owner = await createUser({
      firstName: 'Srinivas',
      lastName: 'Kolli',
      role: 'agent',
      phone: '9876543210',
    });
    const { city, areas } = await createCity({ name: 'Guntur' }, ['Brodipet']);
    const property = await createProperty({
      ownerId: owner.id,
      cityId: city.id,
      areaId: areas[0]!.id,
      reraNumber: 'P06060125789',
      latitude: 16.3,
      longitude: 80.44,
    });
    const details = await getListingDetails(property.id);
    expect(details?.preview).toBe(false);
    expect(details?.listing).toMatchObject({
      id: property.id,
      title: property.title,
      cityName: 'Guntur',
      areaName: 'Brodipet',
      reraNumber: 'P06060125789',
      latitude: 16.3,
      lister: { name: 'Srinivas Kolli', isAgent: true },
    });
    const serialised = JSON.stringify(details?.listing);
    expect(serialised).not.toContain('9876543210');
    expect(serialised).not.toContain('not-a-hash');
    expect(details?.listing).not.toHaveProperty('ownerId');
  });

  test('a listing that is not active is hidden from visitors and shown to its owner as a preview', async () => {
    const owner = await createUser();
    for (const status of NOT_PUBLIC_STATUSES) {
      const property = await createProperty({ ownerId: owner.id, status });
      expect(await getListingDetails(property.id), status).toBeNull();
      expect(await getListingPage(property.id), status).toBeNull();
      expect(
        await getListingDetails(property.id, { id: owner.id + 1000, role: 'user' }),
        status,
      ).toBeNull();
      expect(
        (await getListingDetails(property.id, { id: owner.id, role: 'user' }))?.preview,
        status,
      ).toBe(true);
      expect(
        (await getListingDetails(property.id, { id: owner.id + 1000, role: 'admin' }))?.preview,
        status,
      ).toBe(true);
    }
  });

  test('an id that does not exist gives nothing', async () => {
    expect(await getListingDetails(2_147_483_647)).toBeNull();
    expect(await getListingPage(999_999)).toBeNull();
  });

  test('photos come in their display order', async () => {
    const property = await createProperty();
    const third = await createPropertyImage(property.id, { position: 2, altText: 'Kitchen' });
    const first = await createPropertyImage(property.id, { position: 0, altText: 'Front' });
    const second = await createPropertyImage(property.id, { position: 1, altText: 'Hall' });
    const photos = await getListingPhotos(property.id);
    expect(photos.map((p) => p.id)).toEqual([first.id, second.id, third.id]);
    expect(photos[0]).toMatchObject({
      storageKey: first.storageKey,
      widths: [400, 800],
      width: 800,
      height: 533,
    });
    expect(await getListingPhotos(property.id + 10_000)).toEqual([]);
  });

  test('related listings: never the listing itself, only active ones, two at most', async () => {
    const { city, areas } = await createCity();
    const place = { cityId: city.id, areaId: areas[0]!.id };
    const listing = await createProperty({ ...place, listingType: 'rent' });
    const inactive = await Promise.all(
      (['pending', 'sold', 'withdrawn'] as const).map((status) =>
        createProperty({ ...place, listingType: 'rent', status }),
      ),
    );
    const hidden = new Set([listing.id, ...inactive.map((p) => p.id)]);
    for (let round = 0; round < 10; round++) {
      const related = await getRelatedListings({ ...listing, cityId: city.id });
      expect(related.length).toBeLessThanOrEqual(2);
      for (const card of related) expect(hidden.has(card.id)).toBe(false);
    }
  });

  test('related listings prefer the same city and listing type, and fill up with others', async () => {
    const { city, areas } = await createCity();
    const place = { cityId: city.id, areaId: areas[0]!.id };
    const listing = await createProperty({ ...place, listingType: 'sell' });
    const sameKind = await createProperty({ ...place, listingType: 'sell' });
    const photo = await createPropertyImage(sameKind.id);
    // Same city, other type; other cities, same type: only fillers.
    await createProperty({ ...place, listingType: 'rent' });
    for (let i = 0; i < 3; i++) await createProperty({ listingType: 'sell' });
    for (let round = 0; round < 5; round++) {
      const related = await getRelatedListings({ ...listing, cityId: city.id });
      expect(related).toHaveLength(2);
      expect(related[0]?.id).toBe(sameKind.id);
      expect(related[0]?.cover?.storageKey).toBe(photo.storageKey);
      expect(related[1]?.id).not.toBe(listing.id);
    }

    const another = await createProperty({ ...place, listingType: 'sell' });
    for (let round = 0; round < 10; round++) {
      const related = await getRelatedListings({ ...listing, cityId: city.id });
      expect(new Set(related.map((r) => r.id))).toEqual(new Set([sameKind.id, another.id]));
    }
  });

  test('related listings are related: same kind and group in the city, nearest price first', async () => {
    const { city, areas } = await createCity();
    const place = { cityId: city.id, areaId: areas[0]!.id };
    // The review's case: a ₹51.5 L 2 BHK flat was shown ₹14.6 Cr paddy land and a plot.
    const flat = await createProperty({ ...place, propertyType: 'flat', price: 5_150_000 });
    await createProperty({ ...place, propertyType: 'agricultural-land', price: 146_000_000 });
    await createProperty({ ...place, propertyType: 'plot', price: 5_100_000 });
    await createProperty({ ...place, propertyType: 'flat', listingType: 'rent', price: 18_000 });
    const far = await createProperty({ ...place, propertyType: 'villa', price: 30_000_000 });
    const near = await createProperty({ ...place, propertyType: 'apartment', price: 5_400_000 });
    const nearer = await createProperty({ ...place, propertyType: 'flat', price: 5_000_000 });
    // The same flat in another city is nearer in price, but the city comes first.
    await createProperty({ propertyType: 'flat', price: 5_150_000 });
    const related = await getRelatedListings({ ...flat, cityId: city.id });
    expect(related.map((card) => card.id)).toEqual([nearer.id, near.id]);
    expect((await getRelatedListings({ ...flat, cityId: city.id }, 3)).at(2)?.id).toBe(far.id);

    // A plot's are land, nearest in price: never a flat.
    const plot = await createProperty({ ...place, propertyType: 'plot', price: 2_000_000 });
    const landRelated = await getRelatedListings({ ...plot, cityId: city.id });
    expect(landRelated.map((card) => card.propertyType).sort()).toEqual([
      'agricultural-land',
      'plot',
    ]);
  });

  test('the page brings the listing, its photos and its related listings together', async () => {
    const { city, areas } = await createCity();
    const place = { cityId: city.id, areaId: areas[0]!.id };
    const listing = await createProperty(place);
    await createPropertyImage(listing.id);
    await createProperty(place);
    const page = await getListingPage(listing.id);
    expect(page?.listing.id).toBe(listing.id);
    expect(page?.photos).toHaveLength(1);
    expect(page?.related.length).toBeGreaterThanOrEqual(1);
    expect(page?.related.map((r) => r.id)).not.toContain(listing.id);
  });
});
