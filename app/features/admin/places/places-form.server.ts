import type { z } from 'zod';
import type { AdminMessageKey } from '../../../i18n/admin/admin-en.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { translator, type Translate } from '../../../i18n/translate.ts';
import { parseForm, type FieldErrors, type FormValues } from '../../../lib/forms.ts';
import { badRequest } from '../../../lib/http.ts';
import { fail, ok, type Failure, type Ok } from '../../../lib/result.ts';
import type { StaffUser } from '../access.server.ts';
import {
  AddAreaSchema,
  AddCitySchema,
  MergeAreaSchema,
  PLACE_INTENTS,
  PLACE_NAME_MAX,
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
// values typed, in the page's language; the commands' refusals are worded here.

type Submitted =
  Ok<string> | Failure<'not-found'> | Failure<'invalid' | 'conflict', PlaceFormState>;

const FIELDS = ['name', 'nameTe', 'nameHi', 'cityId', 'areaId', 'intoAreaId', 'pincode'] as const;

/** The field each refusal of a command is shown beside, and what it says. */
const REFUSALS: Record<PlaceRefusal, { field: string; message: AdminMessageKey }> = {
  'city-taken': { field: 'name', message: 'admin.places.error.cityTaken' },
  'area-taken': { field: 'name', message: 'admin.places.error.areaTaken' },
  'no-city': { field: 'cityId', message: 'admin.places.error.chooseCity' },
  'same-area': { field: 'intoAreaId', message: 'admin.places.error.sameArea' },
  'area-gone': { field: 'areaId', message: 'admin.places.error.areaGone' },
  'other-city': { field: 'intoAreaId', message: 'admin.places.error.otherCity' },
};

type Outcome =
  | Ok<string>
  | Failure<'not-found'>
  | Failure<'invalid' | 'refused', { errors: FieldErrors<string>; values: FormValues }>;

/** The messages of a refused form, worded in the page's language. */
function worded(t: Translate, errors: FieldErrors<AdminMessageKey>): FieldErrors<string> {
  const out: FieldErrors<string> = {};
  for (const [field, key] of Object.entries(errors)) {
    if (key) out[field] = t(key, { max: PLACE_NAME_MAX });
  }
  return out;
}

/** A form of the page: the fields parsed with `schema`, then `command`, then its notice. */
function placeForm<S extends z.ZodType, T>(
  schema: S,
  command: (
    actor: StaffUser,
    input: z.output<S>,
  ) => Promise<Ok<T> | Failure<PlaceRefusal | 'not-found'>>,
  notice: (t: Translate, input: z.output<S>, done: T) => string,
) {
  return async (actor: StaffUser, typed: FormValues, t: Translate): Promise<Outcome> => {
    const parsed = parseForm<S, AdminMessageKey>(schema, typed);
    if (parsed.fieldErrors) {
      return fail('invalid', { errors: worded(t, parsed.fieldErrors), values: parsed.values });
    }
    const done = await command(actor, parsed.value);
    if (done.ok) return ok(notice(t, parsed.value, done.value));
    if (done.reason === 'not-found') return fail('not-found');
    const { field, message } = REFUSALS[done.reason];
    return fail('refused', { errors: worded(t, { [field]: message }), values: parsed.values });
  };
}

type PlaceFormAction = (actor: StaffUser, typed: FormValues, t: Translate) => Promise<Outcome>;

const FORMS: Record<PlaceIntent, PlaceFormAction> = {
  'add-city': placeForm(AddCitySchema, addCity, (t, input) =>
    t('admin.places.notice.cityAdded', { name: input.name }),
  ),
  'add-area': placeForm(AddAreaSchema, addArea, (t, input) =>
    t('admin.places.notice.areaAdded', { name: input.name }),
  ),
  'rename-city': placeForm(RenameCitySchema, renameCity, (t, _, city) =>
    t(city.renamed ? 'admin.places.notice.cityRenamed' : 'admin.places.notice.namesSaved', {
      name: city.name,
    }),
  ),
  'rename-area': placeForm(RenameAreaSchema, renameArea, (t, _, area) =>
    t(area.renamed ? 'admin.places.notice.areaRenamed' : 'admin.places.notice.namesSaved', {
      name: area.name,
    }),
  ),
  'merge-area': placeForm(MergeAreaSchema, mergeArea, (t, _, { moved, from, into }) =>
    t('admin.places.notice.merged', { from, into, count: moved }),
  ),
};

/**
 * The post (as `readForm` cleaned it) of one of the page's forms: the notice to show, or the
 * form refused, 'conflict' when the areas as they are cannot be merged, worded in `locale`.
 * An unknown form is a 400.
 */
export async function submitPlaceForm(
  actor: StaffUser,
  form: FormData,
  locale: Locale,
): Promise<Submitted> {
  const intent = PLACE_INTENTS.find((name) => name === form.get('intent'));
  if (!intent) throw badRequest();
  const typed: FormValues = {};
  for (const field of FIELDS) {
    const value = form.get(field);
    if (typeof value === 'string') typed[field] = value.slice(0, 200);
  }
  const outcome = await FORMS[intent](actor, typed, translator(locale));
  if (outcome.ok || outcome.reason === 'not-found') return outcome;
  const reason = outcome.reason === 'refused' && intent === 'merge-area' ? 'conflict' : 'invalid';
  return fail(reason, { intent, errors: outcome.errors, values: outcome.values });
}
