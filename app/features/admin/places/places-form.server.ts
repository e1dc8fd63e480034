import type { z } from 'zod';
import { parseForm, type FieldErrors, type FormValues } from '../../../lib/forms.ts';
import { badRequest } from '../../../lib/http.ts';
import { fail, ok, type Failure, type Ok } from '../../../lib/result.ts';
import type { StaffUser } from '../access.server.ts';
import {
  AddAreaSchema,
  AddCitySchema,
  MergeAreaSchema,
  PLACE_INTENTS,
  RenameAreaSchema,
  RenameCitySchema,
  type PlaceFormState,
  type PlaceIntent,
} from './places-schema.ts';
import {
  addArea,
  addCity,
  mergeArea,
  renameArea,
  renameCity,
  type PlaceRefusal,
} from './places.server.ts';

// A post of the Cities and areas page: which form (`intent`), its fields checked with the
// form's schema, then the command. Answers the notice to show, or the form's errors with the
// values typed; the commands' refusals are worded here.

type Submitted =
  Ok<string> | Failure<'not-found'> | Failure<'invalid' | 'conflict', PlaceFormState>;

const FIELDS = ['name', 'nameTe', 'nameHi', 'cityId', 'areaId', 'intoAreaId', 'pincode'] as const;

/** The field each refusal of a command is shown beside, and what it says. */
const REFUSALS: Record<PlaceRefusal, { field: string; message: string }> = {
  'city-taken': { field: 'name', message: 'A city with this name exists.' },
  'area-taken': { field: 'name', message: 'This city already has an area with this name.' },
  'no-city': { field: 'cityId', message: 'Choose a city.' },
  'same-area': { field: 'intoAreaId', message: 'Choose another area to merge into.' },
  'area-gone': { field: 'areaId', message: 'This area no longer exists.' },
  'other-city': { field: 'intoAreaId', message: 'Choose an area of the same city.' },
};

type Outcome =
  | Ok<string>
  | Failure<'not-found'>
  | Failure<'invalid' | 'refused', { errors: FieldErrors<string>; values: FormValues }>;

/** A form of the page: the fields parsed with `schema`, then `command`, then its notice. */
function placeForm<S extends z.ZodType, T>(
  schema: S,
  command: (
    actor: StaffUser,
    input: z.output<S>,
  ) => Promise<Ok<T> | Failure<PlaceRefusal | 'not-found'>>,
  notice: (input: z.output<S>, done: T) => string,
) {
  return async (actor: StaffUser, typed: FormValues): Promise<Outcome> => {
    const parsed = parseForm<S, string>(schema, typed);
    if (parsed.fieldErrors) {
      return fail('invalid', { errors: parsed.fieldErrors, values: parsed.values });
    }
    const done = await command(actor, parsed.value);
    if (done.ok) return ok(notice(parsed.value, done.value));
    if (done.reason === 'not-found') return fail('not-found');
    const { field, message } = REFUSALS[done.reason];
    return fail('refused', { errors: { [field]: message }, values: parsed.values });
  };
}

const FORMS: Record<PlaceIntent, (actor: StaffUser, typed: FormValues) => Promise<Outcome>> = {
  'add-city': placeForm(AddCitySchema, addCity, (input) => `City “${input.name}” added.`),
  'add-area': placeForm(AddAreaSchema, addArea, (input) => `Area “${input.name}” added.`),
  'rename-city': placeForm(RenameCitySchema, renameCity, (_, city) =>
    city.renamed ? `City renamed to “${city.name}”.` : `Names of “${city.name}” saved.`,
  ),
  'rename-area': placeForm(RenameAreaSchema, renameArea, (_, area) =>
    area.renamed ? `Area renamed to “${area.name}”.` : `Names of “${area.name}” saved.`,
  ),
  'merge-area': placeForm(
    MergeAreaSchema,
    mergeArea,
    (_, { moved, from, into }) =>
      `Merged “${from}” into “${into}”: ${moved === 1 ? '1 listing' : `${moved} listings`} moved.`,
  ),
};

/**
 * The post (as `readForm` cleaned it) of one of the page's forms: the notice to show, or the
 * form refused, 'conflict' when the areas as they are cannot be merged. An unknown form is a
 * 400.
 */
export async function submitPlaceForm(actor: StaffUser, form: FormData): Promise<Submitted> {
  const intent = PLACE_INTENTS.find((name) => name === form.get('intent'));
  if (!intent) throw badRequest();
  const typed: FormValues = {};
  for (const field of FIELDS) {
    const value = form.get(field);
    if (typeof value === 'string') typed[field] = value.slice(0, 200);
  }
  const outcome = await FORMS[intent](actor, typed);
  if (outcome.ok || outcome.reason === 'not-found') return outcome;
  const reason = outcome.reason === 'refused' && intent === 'merge-area' ? 'conflict' : 'invalid';
  return fail(reason, { intent, errors: outcome.errors, values: outcome.values });
}
