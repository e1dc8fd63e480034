import '../../lib/zod-jitless.ts';
import { z } from 'zod';
import { AMENITIES } from '../../db/schema/values.ts';
import { allowedMapEmbedUrl } from '../listings/map-source.ts';
import {
  ADDRESS_MAX,
  DESCRIPTION_MAX,
  LANDMARK_MAX,
  type ListingFormMessageKey,
  MAP_URL_MAX,
  REFERENCE_MAX,
  STATE_MAX,
  TITLE_MAX,
  YEAR_BUILT_MAX,
  YEAR_BUILT_MIN,
} from './listing-fields.ts';
import {
  APPROVAL_AUTHORITY_CHOICES,
  BATHROOM_CHOICES,
  BHK_CHOICES,
  CATEGORY_CHOICES,
  type Choice,
  FACING_CHOICES,
  FURNISHING_CHOICES,
  LISTING_TYPE_CHOICES,
  PARKING_CHOICES,
  YES_NO_CHOICES,
  ANY_POSSESSION_CHOICES,
  PROPERTY_TYPE_CHOICES,
} from './listing-choices.ts';

// The listing form's field schemas: each field's text in, its value or a catalogue key out.
// listing-form-schema.ts combines them per field group. A select accepts exactly the choices
// the form offers (listing-choices.ts).

// ——— Field schemas (input: trimmed text; '' is an empty field) ———

export type Key = ListingFormMessageKey;

const requiredText = (max: number, required: Key, tooLong: Key) =>
  z.string().min(1, required).max(max, tooLong);

/** '' is null; anything else must pass `schema`. */
const optional = <T extends z.ZodType<unknown, string>>(schema: T) =>
  z
    .string()
    .transform((text) => (text === '' ? null : text))
    .pipe(schema.nullable());

/** One of the choices' values, or `message`. */
const oneOf = <V extends string>(choices: readonly Choice<V>[], message: Key) =>
  z.enum(choices.map((each) => each.value) as [V, ...V[]], { error: message });

const choice = <V extends string>(
  choices: readonly Choice<V>[],
  required: Key,
  invalid: Key = required,
) => z.string().min(1, required).pipe(oneOf(choices, invalid));

const optionalChoice = <V extends string>(
  choices: readonly Choice<V>[],
  invalid: Key = 'listingForm.error.chooseOption',
) => optional(oneOf(choices, invalid));

/** A select of ids (city, sub-location): a positive whole number. */
const id = (required: Key) =>
  z
    .string()
    .regex(/^\d{1,9}$/, required)
    .transform(Number)
    .pipe(z.number().int().min(1, required));

const REFERENCE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 /.-]*$/;
const reference = optional(
  z
    .string()
    .max(REFERENCE_MAX, 'listingForm.error.referenceFormat')
    .regex(REFERENCE_PATTERN, 'listingForm.error.referenceFormat'),
);

/** AP RERA: 'P' (project) or 'A' (agent) and 11 digits, e.g. P06060125678. */
const RERA_PATTERN = /^[PA]\d{11}$/;

/** The ticked amenities, posted joined by commas: each a known one, each once. */
const amenityList = z
  .string()
  .transform((text) => [...new Set(text.split(',').filter((value) => value !== ''))])
  .pipe(z.array(z.enum(AMENITIES, { error: 'listingForm.error.amenities' })));

export const CommonSchema = z.object({
  category: choice(CATEGORY_CHOICES, 'listingForm.error.categoryRequired'),
  listingType: choice(LISTING_TYPE_CHOICES, 'listingForm.error.listingTypeRequired'),
  propertyType: choice(PROPERTY_TYPE_CHOICES, 'listingForm.error.propertyTypeRequired'),
  title: requiredText(
    TITLE_MAX,
    'listingForm.error.titleRequired',
    'listingForm.error.titleTooLong',
  ),
  description: requiredText(
    DESCRIPTION_MAX,
    'listingForm.error.descriptionRequired',
    'listingForm.error.descriptionTooLong',
  ),
  // The owner's Telugu words (optional): the English fields' limits; '' is none.
  titleTe: optional(z.string().max(TITLE_MAX, 'listingForm.error.titleTeTooLong')),
  descriptionTe: optional(
    z.string().max(DESCRIPTION_MAX, 'listingForm.error.descriptionTeTooLong'),
  ),
  possessionStatus: choice(ANY_POSSESSION_CHOICES, 'listingForm.error.possessionRequired'),
  amenities: amenityList,
  facing: choice(FACING_CHOICES, 'listingForm.error.facingRequired'),
  reraNumber: z
    .string()
    .transform((text) => text.replace(/[\s-]+/g, '').toUpperCase())
    .pipe(optional(z.string().regex(RERA_PATTERN, 'listingForm.error.reraFormat'))),
  address: requiredText(
    ADDRESS_MAX,
    'listingForm.error.addressRequired',
    'listingForm.error.addressTooLong',
  ),
  landmark: optional(z.string().max(LANDMARK_MAX, 'listingForm.error.landmarkTooLong')),
  cityId: id('listingForm.error.cityRequired'),
  areaId: id('listingForm.error.subLocationRequired'),
  location: requiredText(
    STATE_MAX,
    'listingForm.error.locationRequired',
    'listingForm.error.locationTooLong',
  ),
  pincode: z
    .string()
    .transform((text) => text.replace(/\s+/g, ''))
    .pipe(
      z
        .string()
        .min(1, 'listingForm.error.pincodeRequired')
        .regex(/^\d{6}$/, 'listingForm.error.pincodeFormat')
        .regex(/^[1-9]/, 'listingForm.error.pincodeLeadingZero'),
    ),
  mapUrl: optional(
    z
      .string()
      .max(MAP_URL_MAX, 'listingForm.error.mapUrl')
      .transform((text, ctx) => {
        const url = allowedMapEmbedUrl(text);
        if (url) return url;
        ctx.addIssue({ code: 'custom', message: 'listingForm.error.mapUrl' });
        return z.NEVER;
      }),
  ),
});

const parking = optionalChoice(PARKING_CHOICES);

/** Steps up to a home's entrance: 0 (level or ramped) to a long stair. */
const ENTRANCE_STEPS_MAX = 60;
/** A door's clear width in centimetres: narrower or wider is a typing slip (a wheelchair needs about 80). */
const DOOR_WIDTH_CM = { min: 50, max: 300 } as const;

/** An optional whole number from `min` to `max`, up to three digits as typed. */
const wholeNumber = (
  min: number,
  max: number,
  message:
    | 'listingForm.error.entranceSteps'
    | 'listingForm.error.doorWidth'
    | 'listingForm.error.floor'
    | 'listingForm.error.totalFloors',
) =>
  optional(
    z
      .string()
      .regex(/^\d{1,3}$/, message)
      .transform(Number)
      .pipe(z.number().min(min, message).max(max, message)),
  );

export const HouseSchema = z.object({
  bhk: optionalChoice(BHK_CHOICES),
  bathrooms: optionalChoice(BATHROOM_CHOICES),
  furnishing: optionalChoice(FURNISHING_CHOICES),
  coveredTwoWheelerParking: parking,
  coveredFourWheelerParking: parking,
  openTwoWheelerParking: parking,
  openFourWheelerParking: parking,
  yearBuilt: optional(
    z
      .string()
      .regex(/^\d{4}$/, 'listingForm.error.yearBuilt')
      .transform(Number)
      .pipe(
        z
          .number()
          .min(YEAR_BUILT_MIN, 'listingForm.error.yearBuilt')
          .max(YEAR_BUILT_MAX, 'listingForm.error.yearBuilt'),
      ),
  ),
  // Floors up to 200: the floor may be 0 (ground), a building has at least 1.
  floor: wholeNumber(0, 200, 'listingForm.error.floor'),
  totalFloors: wholeNumber(1, 200, 'listingForm.error.totalFloors'),
  entranceSteps: wholeNumber(0, ENTRANCE_STEPS_MAX, 'listingForm.error.entranceSteps'),
  lift: optionalChoice(YES_NO_CHOICES),
  doorWidth: wholeNumber(DOOR_WIDTH_CM.min, DOOR_WIDTH_CM.max, 'listingForm.error.doorWidth'),
  bedroomOnEntranceLevel: optionalChoice(YES_NO_CHOICES),
  bathroomOnEntranceLevel: optionalChoice(YES_NO_CHOICES),
});

export const PlotSchema = z.object({
  approvalAuthority: optionalChoice(APPROVAL_AUTHORITY_CHOICES),
  layoutPermitNumber: reference,
  surveyNumber: reference,
});
