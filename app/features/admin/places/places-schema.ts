import '../../../lib/zod-jitless.ts';
import { z } from 'zod';
import type { FieldErrors, FormValues } from '../../../lib/forms.ts';

// The forms of Cities and areas. Safe on client and server.

export const PLACE_NAME_MAX = 60;

const placeName = (what: string) =>
  z
    .string({ error: `Enter the ${what}'s name.` })
    .trim()
    .min(2, `Enter the ${what}'s name.`)
    .max(PLACE_NAME_MAX, `Keep the name to ${PLACE_NAME_MAX} characters or fewer.`)
    .regex(
      /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} .,'()&-]*$/u,
      "Use letters, digits, spaces and . , ' ( ) & - only.",
    );

/**
 * A place's Telugu or Hindi name: optional (empty shows the English one); the zero-width
 * joiners Telugu and Devanagari spellings need are allowed inside it.
 */
const localName = z
  .string()
  .trim()
  .max(PLACE_NAME_MAX, `Keep the name to ${PLACE_NAME_MAX} characters or fewer.`)
  .regex(
    /^(?:[\p{L}\p{M}\p{N}](?:[\p{L}\p{M}\p{N} .,'()&-]|\u200c|\u200d)*)?$/u,
    "Use letters, digits, spaces and . , ' ( ) & - only.",
  )
  .transform((value) => value.normalize('NFC'))
  .optional();

const id = (message: string) =>
  z
    .string({ error: message })
    .regex(/^[1-9]\d{0,8}$/, message)
    .transform(Number);

export const AddCitySchema = z.object({
  name: placeName('city'),
  nameTe: localName,
  nameHi: localName,
});

export const AddAreaSchema = z.object({
  cityId: id('Choose a city.'),
  name: placeName('area'),
  nameTe: localName,
  nameHi: localName,
  pincode: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || null)
    .refine((value) => value === null || /^[1-9]\d{5}$/.test(value), 'Enter a 6-digit pincode.'),
});

export const RenameCitySchema = z.object({
  cityId: id('Choose a city.'),
  name: placeName('city'),
  nameTe: localName,
  nameHi: localName,
});
export const RenameAreaSchema = z.object({
  areaId: id('Choose an area.'),
  name: placeName('area'),
  nameTe: localName,
  nameHi: localName,
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

/** A form the action refused, for the page to show again with its errors. */
export type PlaceFormState = {
  intent: PlaceIntent;
  errors: FieldErrors<string>;
  values: FormValues;
};

/** A place's names in Telugu and Hindi ('' for none). */
export type LocalNames = { nameTe: string; nameHi: string };

export type PlacesAdminCity = LocalNames & {
  id: number;
  name: string;
  slug: string;
  areas: (LocalNames & {
    id: number;
    name: string;
    slug: string;
    pincode: string | null;
    activeListings: number;
    listings: number;
  })[];
};
