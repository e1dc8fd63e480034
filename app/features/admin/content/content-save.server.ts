import { eq } from 'drizzle-orm';
import { getDb } from '../../../db/db.server.ts';
import '../../../i18n/catalogues.server.ts';
import { translator } from '../../../i18n/translate.ts';
import { parseForm, type FieldErrors } from '../../../lib/forms.ts';
import { catchRefusal, fail, ok, refuse, type Failure, type Ok } from '../../../lib/result.ts';
import { recordAudit } from '../../audit/record-audit.server.ts';
import type { Tx } from '../../listings/draft-images.server.ts';
import { richTextToPlain, sanitiseRichText } from '../../content/sanitise.server.ts';
import { getMediaStorage } from '../../media/media-storage.server.ts';
import type { MediaStorage } from '../../media/storage.server.ts';
import { isUploadError } from '../../media/upload.server.ts';
import { assertAdmin, type StaffUser } from '../access.server.ts';
import { removeContentImage, storeContentImage } from './content-images.server.ts';
import { checkChoices } from './content-options.server.ts';
import { imageRefused, type ContentPost, type Refused } from './content-post.server.ts';
import { auditSnapshot, contentTable, findRow, type Row } from './content-rows.server.ts';
import { uniqueSlug } from './content-slug.server.ts';
import type { KindDef } from './kinds/define-kind.ts';
import { TRANSLATION_LANGUAGES, translationFieldName } from './kinds/fields.ts';

// Saving one row of a content kind. Each write and its audit entry share one transaction. The
// public pages read these tables on every request (no cache), so a save shows at once. Its
// messages are in the language of the page the post came from (ContentPost's locale).

const filled = (value: unknown) =>
  Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value.trim() !== '';

/**
 * The posted Telugu and Hindi words (issue 26), checked with the English fields' own rules. A
 * language is saved whole or not at all: left empty, the pages show the English (marked as
 * English); partly filled, each field the English row fills is asked for. A list (a city page's
 * localities) has the English one's entries, in its order, since each links by its place.
 */
function checkTranslations(
  def: KindDef,
  post: ContentPost,
  english: Row,
): { translations: Row; errors: FieldErrors<string> } {
  const { values } = post;
  const t = translator(post.locale);
  const translations: Row = {};
  const errors: FieldErrors<string> = {};
  for (const { locale, name } of TRANSLATION_LANGUAGES) {
    const language = t(name);
    const named = def.rules(post.locale).translated.map((entry) => ({
      ...entry,
      input: translationFieldName(entry.field.name, locale),
    }));
    if (named.every(({ input }) => (values[input] ?? '').trim() === '')) continue;
    const words: Row = {};
    for (const { field, rule, input } of named) {
      const raw = values[input] ?? '';
      if (raw.trim() === '') {
        if (filled(english[field.name])) {
          errors[input] = t('admin.content.error.translationMissing', {
            language,
            field: t(field.label).toLowerCase(),
          });
        }
        continue;
      }
      const parsed = rule.safeParse(raw);
      if (!parsed.success) {
        errors[input] = parsed.error.issues[0]?.message ?? t('admin.content.error.check');
        continue;
      }
      let value: unknown = parsed.data;
      if (field.type === 'richtext') {
        value = sanitiseRichText(raw);
        if (richTextToPlain(value as string) === '') {
          errors[input] = t('admin.content.error.post');
          continue;
        }
      }
      const englishList = english[field.name];
      if (field.type === 'lines' && Array.isArray(englishList) && Array.isArray(value)) {
        if (value.length !== englishList.length) {
          errors[input] = t('admin.content.error.sameEntries', { count: englishList.length });
          continue;
        }
      }
      words[field.name] = value;
    }
    translations[locale] = words;
  }
  return { translations, errors };
}

/** The posted values checked with the kind's schema, rich text sanitised, choices that exist. */
async function checkValues(def: KindDef, post: ContentPost): Promise<Ok<Row> | Refused> {
  const t = translator(post.locale);
  const { schema } = def.rules(post.locale);
  const parsed = parseForm<typeof schema, string>(schema, post.values);
  const errors: FieldErrors<string> = { ...parsed.fieldErrors };
  const value: Row = { ...parsed.value };
  // Rich text is stored only as the allow-list leaves it; what is left must still say something.
  // A field the schema refused (too long, blank) is not sanitised: it is not saved anyway.
  for (const field of def.fields) {
    if (field.type !== 'richtext' || errors[field.name]) continue;
    const html = sanitiseRichText(post.values[field.name] ?? '');
    if (richTextToPlain(html) === '') errors[field.name] ??= t('admin.content.error.post');
    value[field.name] = html;
  }
  if (parsed.value) Object.assign(errors, await checkChoices(def, value, post.locale));
  if (def.translated.length > 0) {
    const checked = checkTranslations(def, post, value);
    Object.assign(errors, checked.errors);
    value.translations = checked.translations;
  }
  if (Object.keys(errors).length === 0) return ok(value);
  if (def.image && post.image && !errors[def.image.field]) {
    errors[def.image.field] = t('admin.content.error.imageAgain');
  }
  return fail('invalid', { errors });
}

/** A new row's slug, or an updated one's when its source field changed and the kind says so. */
async function withSlug(
  tx: Tx,
  def: KindDef,
  current: Row | null,
  id: number | null,
  value: Row,
): Promise<void> {
  if (!def.slug) return;
  const source = String(value[def.slug.from] ?? '');
  if (current !== null && !(def.slug.onUpdate && current[def.slug.from] !== source)) return;
  const { table, id: idColumn, column } = contentTable(def);
  const target = { table, slug: column('slug'), id: idColumn };
  value.slug = await uniqueSlug(tx, target, source, def.slug.fallback, id);
}

/**
 * Writes the row with its audit entry. Answers its id and, for an update, the image key the
 * row held: read under the row's lock, so two admins replacing the same picture at once each
 * remove only the file their save replaced.
 */
function writeRow(
  actor: StaffUser,
  def: KindDef,
  current: Row | null,
  id: number | null,
  value: Row,
) {
  const { table, id: idColumn } = contentTable(def);
  return catchRefusal<Failure<'not-found'>, { id: number; heldImage: string | null }>(() =>
    getDb().transaction(async (tx) => {
      await withSlug(tx, def, current, id, value);
      if (id === null) {
        const [inserted] = await tx
          .insert(table)
          .values(value as never)
          .returning({ id: idColumn });
        const newId = Number(inserted!.id);
        await recordAudit(tx, actor, {
          action: `${def.entity}.create`,
          entityType: def.entity,
          entityId: newId,
          after: auditSnapshot(value),
        });
        return { id: newId, heldImage: null };
      }
      const [locked] = (await tx
        .select()
        .from(table)
        .where(eq(idColumn, id))
        .for('update')) as Row[];
      if (!locked) refuse('not-found');
      await tx
        .update(table)
        .set({ ...value, updatedAt: new Date() } as never)
        .where(eq(idColumn, id));
      const before: Row = {};
      for (const key of Object.keys(value)) before[key] = locked[key] ?? null;
      await recordAudit(tx, actor, {
        action: `${def.entity}.update`,
        entityType: def.entity,
        entityId: id,
        before: auditSnapshot(before),
        after: auditSnapshot(value),
      });
      const heldImage = def.image ? ((locked[def.image.field] as string | null) ?? null) : null;
      return { id, heldImage };
    }),
  );
}

/**
 * Creates (`id` null) or updates one row of a kind from the posted values: checks them,
 * stores a new image (re-encoded, every variant), and writes the row with its audit entry. A
 * replaced or removed image's files are deleted once that has committed; a new image's files
 * are deleted if it fails. A row that is not there (or a kind that is never added) is
 * 'not-found'.
 */
export async function saveContent(
  actor: StaffUser,
  def: KindDef,
  id: number | null,
  post: ContentPost,
  storage: MediaStorage = getMediaStorage(),
): Promise<Ok<{ id: number; created: boolean }> | Failure<'not-found'> | Refused> {
  assertAdmin(actor);
  if (id === null && !def.canCreate) return fail('not-found');
  const current = id === null ? null : await findRow(def, id);
  if (id !== null && !current) return fail('not-found');

  const checked = await checkValues(def, post);
  if (!checked.ok) return checked;
  const value = checked.value;
  let newImage: string | null = null;
  if (def.image && post.image) {
    try {
      newImage = await storeContentImage(storage, def.image, post.image);
    } catch (error) {
      if (!isUploadError(error)) throw error;
      return imageRefused(def, error, post.locale);
    }
    value[def.image.field] = newImage;
  } else if (def.image && post.removeImage) {
    value[def.image.field] = null;
  }

  let written: Awaited<ReturnType<typeof writeRow>> | null = null;
  try {
    written = await writeRow(actor, def, current, id, value);
  } finally {
    if (newImage && !written?.ok) await removeContentImage(storage, newImage);
  }
  if (!written.ok) return written;
  const { heldImage } = written.value;
  const image = def.image ? value[def.image.field] : undefined;
  if (heldImage && image !== undefined && image !== heldImage) {
    await removeContentImage(storage, heldImage);
  }
  return ok({ id: written.value.id, created: current === null });
}
