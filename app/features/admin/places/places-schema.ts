import '../../../lib/zod-jitless.ts';
import { z } from 'zod';

// The forms of Cities and areas. Safe on client and server.

const placeName = (what: string) =>
  z
    .string({ error: `Enter the ${what}'s name.` })
    .trim()
    .min(2, `Enter the ${what}'s name.`)
    .max(60, 'Keep the name to 60 characters or fewer.')
    .regex(
      /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} .,'()&-]*$/u,
      "Use letters, digits, spaces and . , ' ( ) & - only.",
    );

const id = (message: string) =>
  z
    .string({ error: message })
    .regex(/^[1-9]\d{0,8}$/, message)
    .transform(Number);

export const AddCitySchema = z.object({ name: placeName('city') });

export const AddAreaSchema = z.object({
  cityId: id('Choose a city.'),
  name: placeName('area'),
  pincode: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || null)
    .refine((value) => value === null || /^[1-9]\d{5}$/.test(value), 'Enter a 6-digit pincode.'),
});

export const RenameCitySchema = z.object({ cityId: id('Choose a city.'), name: placeName('city') });
export const RenameAreaSchema = z.object({
  areaId: id('Choose an area.'),
  name: placeName('area'),
});
export const MergeAreaSchema = z.object({
  areaId: id('Choose the area to merge.'),
  intoAreaId: id('Choose the area to merge into.'),
});

export type PlaceIntent = 'add-city' | 'add-area' | 'rename-city' | 'rename-area' | 'merge-area';
export const PLACE_INTENTS: readonly PlaceIntent[] = [
  'add-city',
  'add-area',
  'rename-city',
  'rename-area',
  'merge-area',
];

export type PlacesAdminCity = {
  id: number;
  name: string;
  slug: string;
  areas: {
    id: number;
    name: string;
    slug: string;
    pincode: string | null;
    activeListings: number;
    listings: number;
  }[];
};
