// Fresh rows for tests, so no test leans on seed ids. Every factory takes overrides.
import crypto from 'node:crypto';
import { getDb } from '../../app/db/db.server.ts';
import {
  areas,
  blogs,
  cities,
  properties,
  propertyImages,
  users,
  type NewProperty,
  type Property,
  type User,
} from '../../app/db/schema/index.ts';
import { forgetPlaces } from '../../app/features/places/places.server.ts';

let counter = 0;
const unique = () =>
  `${Date.now().toString(36)}${(counter++).toString(36)}${crypto.randomBytes(2).toString('hex')}`;

export async function createUser(
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<User> {
  const phone =
    overrides.phone ?? `9${String(crypto.randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
  const [user] = await getDb()
    .insert(users)
    .values({
      phone,
      firstName: 'Test',
      lastName: 'Owner',
      // Not a real hash: factories' users cannot sign in unless a test sets one.
      passwordHash: 'not-a-hash',
      ...overrides,
    })
    .returning();
  return user!;
}

export async function createCity(
  overrides: Partial<typeof cities.$inferInsert> = {},
  areaNames: string[] = ['Brodipet', 'Arundelpet'],
) {
  const id = unique();
  const [city] = await getDb()
    .insert(cities)
    .values({ name: `City ${id}`, slug: `city-${id}`, ...overrides })
    .returning();
  const cityAreas = areaNames.length
    ? await getDb()
        .insert(areas)
        .values(
          areaNames.map((name) => ({
            cityId: city!.id,
            name,
            slug: name
              .toLowerCase()
              .replace(/[^a-z0-9]+/g, '-')
              .replace(/^-|-$/g, ''),
            pincode: '522002',
          })),
        )
        .returning()
    : [];
  // The app keeps places in memory and forgets them when the back office changes one.
  forgetPlaces();
  return { city: city!, areas: cityAreas };
}

export type PropertyOverrides = Partial<NewProperty> & {
  ownerId?: number;
  cityId?: number;
  areaId?: number;
};

/** An active 2BHK flat for sale unless told otherwise; creates its owner and place if needed. */
export async function createProperty(overrides: PropertyOverrides = {}): Promise<Property> {
  let { ownerId, cityId, areaId } = overrides;
  if (ownerId === undefined) ownerId = (await createUser()).id;
  if (cityId === undefined || areaId === undefined) {
    const place = await createCity();
    cityId ??= place.city.id;
    areaId ??= place.areas[0]!.id;
  }
  const [property] = await getDb()
    .insert(properties)
    .values({
      title: '2 BHK flat near the bus stand',
      description: 'A bright flat on the second floor with two balconies and covered parking.',
      propertyType: 'flat',
      listingType: 'sell',
      category: 'residential',
      status: 'active',
      price: 4_500_000,
      bhk: '2bhk',
      bathrooms: '2',
      furnishing: 'semi-furnished',
      facing: 'east',
      possessionStatus: 'ready-to-move',
      builtUpArea: 1150,
      builtUpAreaUnit: 'sqft',
      areaSqft: 1150,
      address: '12-3-45, Main Road',
      pincode: '522002',
      publishedAt: new Date(),
      ...overrides,
      ownerId,
      cityId,
      areaId,
    })
    .returning();
  return property!;
}

export async function createPropertyImage(
  propertyId: number,
  overrides: Partial<typeof propertyImages.$inferInsert> = {},
) {
  const [image] = await getDb()
    .insert(propertyImages)
    .values({
      propertyId,
      storageKey: `test/${unique()}`,
      widths: [400, 800],
      width: 800,
      height: 533,
      position: 0,
      altText: 'Front view',
      ...overrides,
    })
    .returning();
  return image!;
}

/** A published blog post (`published: false` for a draft). */
export async function createBlog(overrides: Partial<typeof blogs.$inferInsert> = {}) {
  const id = unique();
  const [row] = await getDb()
    .insert(blogs)
    .values({
      slug: `test-post-${id}`,
      title: `Checking a plot's EC, post ${id}`,
      author: 'Lakshmi Prasanna Kolli',
      category: 'Legal & Documents',
      publishedOn: '2026-08-14',
      shortDescription: 'What the EC tells you.',
      bodyHtml: '<p>Body</p>',
      ...overrides,
    })
    .returning();
  return row!;
}
