import { cleanText } from '../../../lib/forms.ts';
import type { z } from 'zod';
import { badRequest, notFound } from '../../../lib/http.ts';
import type { StaffUser } from '../access.server.ts';
import {
  AddAreaSchema,
  AddCitySchema,
  MergeAreaSchema,
  PLACE_INTENTS,
  RenameAreaSchema,
  RenameCitySchema,
  type PlaceIntent,
} from './places-schema.ts';
import { addArea, addCity, mergeArea, renameArea, renameCity } from './places.server.ts';

// A post of the Cities and areas page: which form (`intent`), its fields checked with the
// form's schema, then the command. Answers the notice to show, or the errors with the values.

const PLACES_PATH = '/admin/places';

type Submitted =
  | { ok: true; notice: string; to?: string }
  | {
      ok: false;
      status: number;
      intent: PlaceIntent;
      errors: Record<string, string>;
      values: Record<string, string>;
    };

const FIELDS = ['name', 'cityId', 'areaId', 'intoAreaId', 'pincode'] as const;

function parse<S extends z.ZodType>(schema: S, values: Record<string, string>) {
  const result = schema.safeParse(values);
  if (result.success) return { value: result.data as z.output<S> };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues)
    errors[String(issue.path[0] ?? 'form')] ??= issue.message;
  return { errors };
}

export async function submitPlaceForm(actor: StaffUser, form: FormData): Promise<Submitted> {
  const intent = PLACE_INTENTS.find((name) => name === form.get('intent'));
  if (!intent) throw badRequest();
  const values: Record<string, string> = {};
  for (const field of FIELDS) {
    const value = form.get(field);
    if (typeof value === 'string') values[field] = cleanText(value).slice(0, 200);
  }
  const refused = (errors: Record<string, string>, status = 400): Submitted => ({
    ok: false,
    status,
    intent,
    errors,
    values,
  });

  switch (intent) {
    case 'add-city': {
      const parsed = parse(AddCitySchema, values);
      if (!parsed.value) return refused(parsed.errors);
      const result = await addCity(actor, parsed.value);
      if (!result.ok) return refused(result.errors);
      return { ok: true, notice: `City “${parsed.value.name}” added.` };
    }
    case 'add-area': {
      const parsed = parse(AddAreaSchema, values);
      if (!parsed.value) return refused(parsed.errors);
      const result = await addArea(actor, parsed.value);
      if (!result.ok) return refused(result.errors);
      return { ok: true, notice: `Area “${parsed.value.name}” added.` };
    }
    case 'rename-city': {
      const parsed = parse(RenameCitySchema, values);
      if (!parsed.value) return refused(parsed.errors);
      const result = await renameCity(actor, parsed.value);
      if (!result) throw notFound();
      if (!result.ok) return refused(result.errors);
      return { ok: true, notice: `City renamed to “${result.value.name}”.` };
    }
    case 'rename-area': {
      const parsed = parse(RenameAreaSchema, values);
      if (!parsed.value) return refused(parsed.errors);
      const result = await renameArea(actor, parsed.value);
      if (!result) throw notFound();
      if (!result.ok) return refused(result.errors);
      return { ok: true, notice: `Area renamed to “${result.value.name}”.` };
    }
    case 'merge-area': {
      const parsed = parse(MergeAreaSchema, values);
      if (!parsed.value) return refused(parsed.errors);
      const result = await mergeArea(actor, parsed.value);
      if (!result.ok) return refused(result.errors, 409);
      const { moved, from, into } = result.value;
      return {
        ok: true,
        to: PLACES_PATH,
        notice: `Merged “${from}” into “${into}”: ${moved === 1 ? '1 listing' : `${moved} listings`} moved.`,
      };
    }
  }
}
