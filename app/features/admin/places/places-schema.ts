import '../../../lib/zod-jitless.ts';
import { z } from 'zod';
import type { AdminMessageKey } from '../../../i18n/admin/admin-en.ts';
import type { FieldErrors, FormValues } from '../../../lib/forms.ts';

// The forms of Cities and areas. Safe on client and server. Their messages are keys of the
// back office's catalogue (i18n/admin/en/places.ts): the action words them in the page's
// language (places-form.server.ts), with `max` filled in.

export const PLACE_NAME_MAX = 60;

const placeName = (required: AdminMessageKey) =>
  z
    .string({ error: required })
    .trim()
    .min(2, required)
    .max(PLACE_NAME_MAX, 'admin.places.error.nameTooLong' satisfies AdminMessageKey)
    .regex(
      /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} .,'()&-]*$/u,
      'admin.places.error.nameCharacters' satisfies AdminMessageKey,
    );

/**
 * A place's Telugu or Hindi name: optional (empty shows the English one); the zero-width
 * joiners Telugu and Devanagari spellings need are allowed inside it.
 */
const localName = z
  .string()
  .trim()
  .max(PLACE_NAME_MAX, 'admin.places.error.nameTooLong' satisfies AdminMessageKey)
  .regex(
    /^(?:[\p{L}\p{M}\p{N}](?:[\p{L}\p{M}\p{N} .,'()&-]|\u200c|\u200d)*)?$/u,
    'admin.places.error.nameCharacters' satisfies AdminMessageKey,
  )
  .transform((value) => value.normalize('NFC'))
  .optional();

const id = (message: AdminMessageKey) =>
  z
    .string({ error: message })
    .regex(/^[1-9]\d{0,8}$/, message)
    .transform(Number);

export const AddCitySchema = z.object({
  name: placeName('admin.places.error.cityName'),
  nameTe: localName,
  nameHi: localName,
});

export const AddAreaSchema = z.object({
  cityId: id('admin.places.error.chooseCity'),
  name: placeName('admin.places.error.areaName'),
  nameTe: localName,
  nameHi: localName,
  pincode: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || null)
    .refine(
      (value) => value === null || /^[1-9]\d{5}$/.test(value),
      'admin.places.error.pincode' satisfies AdminMessageKey,
    ),
});

export const RenameCitySchema = z.object({
  cityId: id('admin.places.error.chooseCity'),
  name: placeName('admin.places.error.cityName'),
  nameTe: localName,
  nameHi: localName,
});
export const RenameAreaSchema = z.object({
  areaId: id('admin.places.error.chooseArea'),
  name: placeName('admin.places.error.areaName'),
  nameTe: localName,
  nameHi: localName,
});
export const MergeAreaSchema = z.object({
  areaId: id('admin.places.error.chooseAreaToMerge'),
  intoAreaId: id('admin.places.error.chooseAreaToMergeInto'),
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
