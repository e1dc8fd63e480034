import crypto from 'node:crypto';
import { and, asc, count, desc, eq, ilike, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import { getConfig } from '../../../config.server.ts';
import { getDb } from '../../../db/db.server.ts';
import {
  agents,
  blogs,
  cities,
  cityPages,
  faqs,
  historyEvents,
  testimonials,
  users,
} from '../../../db/schema/index.ts';
import { notFound } from '../../../lib/http.ts';
import { getLogger } from '../../../lib/logger.server.ts';
import { richTextToPlain, sanitiseRichText } from '../../content/sanitise.server.ts';
import {
  deleteImageVariants,
  MAX_INPUT_PIXELS,
  storeImageVariants,
} from '../../media/image-processing.server.ts';
import { IMAGE_WIDTHS } from '../../media/images.ts';
import { getMediaStorage } from '../../media/media-storage.server.ts';
import type { MediaStorage } from '../../media/storage.server.ts';
import { logSecurityEvent } from '../../../lib/security-log.server.ts';
import {
  isUploadError,
  readMultipartImages,
  readUploadedImage,
  type UploadError,
} from '../../media/upload.server.ts';
import { MEGABYTE } from '../../media/upload-limits.ts';
import { readBoundedBody } from '../../../lib/bounded-body.server.ts';
import { assertAdmin, type StaffUser } from '../access.server.ts';
import { recordAudit } from '../../audit/record-audit.server.ts';
import {
  blankValues,
  BODY_MAX,
  CONTENT_KINDS,
  formValuesOf,
  getKindDef,
  rowToValues,
  type ContentKind,
  type ContentOptions,
  type FormValues,
  type ImageShape,
  type KindDef,
} from './content-kinds.ts';
import { ADMIN_PAGE_SIZE, type ListQuery } from '../ui/list-query.ts';
import { uniqueSlug } from './content-slug.server.ts';

// The one editor's server side: how each content kind maps to its table, and the list, load,
// save and delete every kind shares. Each write and its audit entry share one transaction.
// The public pages read these tables on every request (no cache), so a save shows at once.

type Row = Record<string, unknown>;

type TableMap = {
  /** The audit log's word for the kind: 'blog' gives 'blog.create'. */
  entity: string;
  table: PgTable;
  id: PgColumn;
  /** What the list shows, by the list column keys of content-kinds.ts. */
  listColumns: Record<string, AnyColumn>;
  sorts: Record<string, AnyColumn>;
  /** The column a list search matches (blogs: the title). */
  search?: AnyColumn;
  /** Slug made from a field, unique in the table. `onUpdate`: remade when the field changes. */
  slug?: { column: PgColumn; from: string; fallback: string; onUpdate: boolean };
};

const TABLES: Readonly<Record<ContentKind, TableMap>> = {
  blogs: {
    entity: 'blog',
    table: blogs,
    id: blogs.id,
    listColumns: {
      title: blogs.title,
      category: blogs.category,
      author: blogs.author,
      publishedOn: blogs.publishedOn,
      published: blogs.published,
    },
    sorts: { date: blogs.publishedOn, title: blogs.title, category: blogs.category },
    search: blogs.title,
    // A post's address is its id (/blog-details/12), so its slug may follow its title.
    slug: { column: blogs.slug, from: 'title', fallback: 'post', onUpdate: true },
  },
  testimonials: {
    entity: 'testimonial',
    table: testimonials,
    id: testimonials.id,
    listColumns: {
      name: testimonials.name,
      designation: testimonials.designation,
      sortOrder: testimonials.sortOrder,
      published: testimonials.published,
    },
    sorts: { order: testimonials.sortOrder, name: testimonials.name },
  },
  agents: {
    entity: 'agent',
    table: agents,
    id: agents.id,
    listColumns: {
      name: agents.name,
      designation: agents.designation,
      phone: agents.phone,
      sortOrder: agents.sortOrder,
      published: agents.published,
    },
    sorts: { order: agents.sortOrder, name: agents.name },
    // An agent's page is /team-details/<slug>: a rename keeps the slug, so links keep working.
    slug: { column: agents.slug, from: 'name', fallback: 'agent', onUpdate: false },
  },
  faqs: {
    entity: 'faq',
    table: faqs,
    id: faqs.id,
    listColumns: { question: faqs.question, sortOrder: faqs.sortOrder },
    sorts: { order: faqs.sortOrder, question: faqs.question },
  },
  history: {
    entity: 'history',
    table: historyEvents,
    id: historyEvents.id,
    listColumns: { year: historyEvents.year, title: historyEvents.title },
    sorts: { year: historyEvents.year, title: historyEvents.title },
  },
  'city-pages': {
    entity: 'city-page',
    table: cityPages,
    id: cityPages.id,
    listColumns: { title: cityPages.title, slug: cityPages.slug },
    sorts: { order: cityPages.sortOrder, title: cityPages.title },
  },
};

/** The kind's definition, or a 404 for a kind we do not have. */
export function requireKind(kind: string | undefined): KindDef {
  const def = getKindDef(kind);
  if (!def) throw notFound();
  return def;
}

/** The id in `/admin/content/:kind/:id`: null for `new`, else a positive integer or a 404. */
export function parseContentId(raw: string | undefined): number | null {
  if (raw === 'new') return null;
  if (!raw || !/^[1-9]\d{0,8}$/.test(raw)) throw notFound();
  return Number(raw);
}

// ---- Index and lists ---------------------------------------------------------------------

export async function countContent(actor: StaffUser): Promise<Record<ContentKind, number>> {
  assertAdmin(actor);
  const db = getDb();
  const counts = await Promise.all(
    CONTENT_KINDS.map(async (kind) => {
      const [row] = await db.select({ n: count() }).from(TABLES[kind].table);
      return [kind, row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(counts) as Record<ContentKind, number>;
}

export type ContentListRow = { id: number } & Row;

function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function listContent(
  actor: StaffUser,
  def: KindDef,
  query: ListQuery<string>,
): Promise<{ rows: ContentListRow[]; total: number }> {
  assertAdmin(actor);
  const map = TABLES[def.kind];
  const db = getDb();
  const where: SQL | undefined =
    map.search && def.list.search && query.q ? ilike(map.search, likePattern(query.q)) : undefined;
  const sortColumn = map.sorts[query.sort] ?? map.sorts[def.list.defaultSort.sort]!;
  const order = query.dir === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: map.id, ...map.listColumns })
      .from(map.table)
      .where(where)
      .orderBy(order(sortColumn), order(map.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(map.table).where(where),
  ]);
  return { rows: rows as ContentListRow[], total: total?.n ?? 0 };
}

// ---- One row -------------------------------------------------------------------------------

async function findRow(kind: ContentKind, id: number): Promise<Row | null> {
  const map = TABLES[kind];
  const [row] = await getDb().select().from(map.table).where(eq(map.id, id)).limit(1);
  return (row as Row | undefined) ?? null;
}

/** The choices the kind's select fields offer. */
async function loadOptions(def: KindDef): Promise<ContentOptions> {
  const db = getDb();
  const wanted = new Set(def.fields.flatMap((field) => (field.options ? [field.options] : [])));
  const options: ContentOptions = {};
  if (wanted.has('agents')) {
    const rows = await db
      .select({ id: agents.id, name: agents.name })
      .from(agents)
      .orderBy(asc(agents.name))
      .limit(500);
    options.agents = rows.map((row) => ({ value: String(row.id), label: row.name }));
  }
  if (wanted.has('cities')) {
    const rows = await db
      .select({ id: cities.id, name: cities.name })
      .from(cities)
      .orderBy(asc(cities.sortOrder), asc(cities.name));
    options.cities = rows.map((row) => ({ value: String(row.id), label: row.name }));
  }
  if (wanted.has('agentUsers')) {
    const rows = await db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        phone: users.phone,
      })
      .from(users)
      .where(eq(users.role, 'agent'))
      .orderBy(asc(users.firstName), asc(users.lastName))
      .limit(500);
    options.agentUsers = rows.map((row) => ({
      value: String(row.id),
      label: `${row.firstName} ${row.lastName} (${row.phone})`,
    }));
  }
  return options;
}

export type ContentEditor = {
  id: number | null;
  values: FormValues;
  /** The stored image's media key, if the kind has one. */
  imageKey: string | null;
  /** The name of the row, for headings and the delete confirmation. */
  name: string;
  /** Where the row shows on the site, when it has an address. */
  publicPath: string | null;
  options: ContentOptions;
};

function publicPathOf(kind: ContentKind, row: Row): string | null {
  switch (kind) {
    case 'blogs':
      return row.published ? `/blog-details/${String(row.id)}` : null;
    case 'agents':
      return row.published ? `/team-details/${String(row.slug)}` : null;
    case 'city-pages':
      return `/${String(row.slug)}`;
    case 'faqs':
      return '/faq';
    case 'history':
      return '/history';
    default:
      return null;
  }
}

/** What the editor shows: a stored row, or blank values for `new`. A missing row is a 404. */
export async function loadContentEditor(
  actor: StaffUser,
  def: KindDef,
  id: number | null,
): Promise<ContentEditor> {
  assertAdmin(actor);
  const options = await loadOptions(def);
  if (id === null) {
    if (!def.canCreate) throw notFound();
    const values = blankValues(def, new Date().toISOString().slice(0, 10));
    return { id: null, values, imageKey: null, name: '', publicPath: null, options };
  }
  const row = await findRow(def.kind, id);
  if (!row) throw notFound();
  return {
    id,
    values: rowToValues(def, row),
    imageKey: def.image ? ((row[def.image.field] as string | null) ?? null) : null,
    name: String(row[def.list.titleKey] ?? ''),
    publicPath: publicPathOf(def.kind, row),
    options,
  };
}

// ---- Reading the post ------------------------------------------------------------------------

export type ContentPost =
  | { ok: true; values: FormValues; image: Buffer | null; removeImage: boolean }
  | { ok: false; status: number; errors: Record<string, string>; values: FormValues | null };

function uploadMessage(error: UploadError, maxMb: number): string {
  switch (error.code) {
    case 'too-large':
      return `The image is too large: at most ${maxMb} MB.`;
    case 'too-many':
      return 'Choose one image.';
    case 'not-an-image':
      return 'Choose a JPEG, PNG or WebP image.';
    case 'too-many-pixels':
      return 'The image has too many pixels: make it smaller first.';
    case 'empty':
      return 'The file is empty: choose another.';
    case 'storage-full':
      return 'The disk is full: the image could not be stored. Free some space, then try again.';
    default:
      return 'The form could not be read: try again.';
  }
}

/**
 * Reads an editor's post: the whole body within a limit (one image of UPLOAD_MAX_FILE_MB plus
 * the text), then the fields and, for a kind with an image, the file (checked by its bytes).
 * An image refused keeps everything typed. The `intent` of the post comes back in values.
 */
export async function readContentPost(request: Request, def: KindDef): Promise<ContentPost> {
  const maxMb = getConfig().UPLOAD_MAX_FILE_MB;
  // A body is HTML of at most BODY_MAX characters (up to 4 bytes each), plus the other fields.
  const maxBytes = (def.image ? maxMb * MEGABYTE : 0) + BODY_MAX * 4 + MEGABYTE;
  const body = await readBoundedBody(request, maxBytes);
  if (body.status === 'too-large') {
    return {
      ok: false,
      status: 413,
      errors: { form: `The post is too large (at most ${Math.floor(maxBytes / MEGABYTE)} MB).` },
      values: null,
    };
  }
  const multipart = (body.request.headers.get('content-type') ?? '').startsWith(
    'multipart/form-data',
  );
  if (!def.image || !multipart) {
    const form = await body.request.formData().catch(() => null);
    if (!form)
      return {
        ok: false,
        status: 400,
        errors: { form: 'The form could not be read.' },
        values: null,
      };
    return {
      ok: true,
      values: formValuesOf(def, form),
      image: null,
      removeImage: form.get('removeImage') === 'on',
    };
  }
  const copy = body.request.clone();
  try {
    const upload = await readMultipartImages(body.request, {
      fieldName: def.image.field,
      maxFiles: 1,
      maxFileBytes: maxMb * MEGABYTE,
      maxTotalBytes: maxBytes,
      maxFieldBytes: BODY_MAX * 4,
      maxFields: 60,
    });
    const uploaded = upload.images[0];
    const image = uploaded ? await readUploadedImage(uploaded).finally(upload.dispose) : null;
    if (!uploaded) await upload.dispose();
    return {
      ok: true,
      values: formValuesOf(def, upload.fields),
      image,
      removeImage: upload.fields.get('removeImage') === 'on',
    };
  } catch (error) {
    if (!isUploadError(error)) throw error;
    logSecurityEvent('upload_refused', { outcome: 'refused', reason: error.code, form: def.kind });
    // The text is still in the buffered copy: show it again with the image's message.
    const form = await copy.formData().catch(() => null);
    return {
      ok: false,
      status: error.status,
      errors: { [def.image.field]: uploadMessage(error, maxMb) },
      values: form ? formValuesOf(def, form) : null,
    };
  }
}

// ---- Saving ---------------------------------------------------------------------------------

export type SaveResult =
  | { ok: true; id: number; created: boolean }
  | { ok: false; status: number; errors: Record<string, string> };

const IMAGE_PREFIX: Record<ContentKind, string> = {
  blogs: 'blogs',
  testimonials: 'people',
  agents: 'people',
  faqs: 'content',
  history: 'content',
  'city-pages': 'content',
};

/**
 * Every stored copy of a kind's image has one shape, so the pages' fixed sizes and srcsets
 * hold: blog images 1280 × 853 (BLOG_IMAGE), people square at 800 (shown at 400 and less).
 */
async function normaliseImage(input: Buffer, shape: ImageShape): Promise<Buffer> {
  const [width, height] = shape === 'landscape' ? [1280, 853] : [800, 800];
  return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .autoOrient()
    .resize({ width, height, fit: 'cover', position: 'attention' })
    .png()
    .toBuffer();
}

async function removeImageFiles(storage: MediaStorage, key: string): Promise<void> {
  await deleteImageVariants(storage, key, IMAGE_WIDTHS).catch((error: unknown) => {
    getLogger().warn({ err: error, storageKey: key }, 'could not remove a replaced content image');
  });
}

/** What the audit keeps of a row: long HTML as its length and a hash. */
function auditSnapshot(values: Row): Row {
  const out: Row = {};
  for (const [key, value] of Object.entries(values)) {
    out[key] =
      key === 'bodyHtml' && typeof value === 'string'
        ? {
            length: value.length,
            sha256: crypto.createHash('sha256').update(value).digest('hex').slice(0, 16),
          }
        : value;
  }
  return out;
}

/** The ids a form chose must name real rows (a linked account must be an agent's). */
async function checkReferences(def: KindDef, value: Row): Promise<Record<string, string>> {
  const db = getDb();
  const errors: Record<string, string> = {};
  const checks: Promise<void>[] = [];
  const expect = (field: string, found: Promise<unknown[]>) =>
    checks.push(
      found.then((rows) => {
        if (rows.length === 0) errors[field] = 'Choose one of the options.';
      }),
    );
  if (def.kind === 'blogs' && typeof value.authorAgentId === 'number') {
    expect(
      'authorAgentId',
      db.select({ id: agents.id }).from(agents).where(eq(agents.id, value.authorAgentId)).limit(1),
    );
  }
  if (def.kind === 'agents') {
    if (typeof value.cityId === 'number') {
      expect(
        'cityId',
        db.select({ id: cities.id }).from(cities).where(eq(cities.id, value.cityId)).limit(1),
      );
    }
    if (typeof value.userId === 'number') {
      expect(
        'userId',
        db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, value.userId), eq(users.role, 'agent')))
          .limit(1),
      );
    }
  }
  await Promise.all(checks);
  return errors;
}

/**
 * Creates (`id` null) or updates one row of a kind from the posted values: checks them with
 * the kind's schema, sanitises rich text, stores a new image (re-encoded, every variant), and
 * writes the row with its audit entry in one transaction. A replaced or removed image's files
 * are deleted once that has committed; a new image's files are deleted if it fails.
 */
export async function saveContent(
  actor: StaffUser,
  def: KindDef,
  id: number | null,
  post: { values: FormValues; image: Buffer | null; removeImage: boolean },
  storage: MediaStorage = getMediaStorage(),
): Promise<SaveResult> {
  assertAdmin(actor);
  const map = TABLES[def.kind];
  if (id === null && !def.canCreate) throw notFound();
  const current = id === null ? null : await findRow(def.kind, id);
  if (id !== null && !current) throw notFound();

  const parsed = def.schema.safeParse(post.values);
  const errors: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? 'form');
      errors[key] ??= issue.message;
    }
  }
  const value: Row = parsed.success ? { ...parsed.data } : {};
  // Rich text is stored only as the allow-list leaves it; what is left must still say something.
  for (const field of def.fields) {
    if (field.type !== 'richtext') continue;
    const html = sanitiseRichText(post.values[field.name] ?? '');
    if (richTextToPlain(html) === '') errors[field.name] ??= 'Write the post.';
    if (parsed.success) value[field.name] = html;
  }
  if (parsed.success) Object.assign(errors, await checkReferences(def, value));
  if (Object.keys(errors).length > 0) {
    if (def.image && post.image && !errors[def.image.field]) {
      errors[def.image.field] =
        'Choose the image again: a file is not kept while the form has errors.';
    }
    return { ok: false, status: 400, errors };
  }

  // The image this save replaces: read again under the row's lock below, so two admins
  // replacing the same picture at once each remove only the file their save replaced.
  let oldImage: string | null = null;
  let newImage: string | null = null;
  if (def.image && post.image) {
    try {
      const shaped = await normaliseImage(post.image, def.image.shape);
      newImage = (await storeImageVariants(storage, shaped, IMAGE_PREFIX[def.kind])).storageKey;
    } catch (error) {
      if (!isUploadError(error)) throw error;
      return {
        ok: false,
        status: error.status,
        errors: { [def.image.field]: uploadMessage(error, getConfig().UPLOAD_MAX_FILE_MB) },
      };
    }
    value[def.image.field] = newImage;
  } else if (def.image && post.removeImage) {
    value[def.image.field] = null;
  }

  let savedId: number;
  try {
    savedId = await getDb().transaction(async (tx) => {
      if (map.slug) {
        const source = String(value[map.slug.from] ?? '');
        const changed =
          current === null || (map.slug.onUpdate && current[map.slug.from] !== source);
        if (changed) {
          value.slug = await uniqueSlug(
            tx,
            { table: map.table, slug: map.slug.column, id: map.id },
            source,
            map.slug.fallback,
            id,
          );
        }
      }
      const now = new Date();
      if (current === null) {
        const [inserted] = await tx
          .insert(map.table)
          .values(value as never)
          .returning({ id: map.id });
        const newId = Number(inserted!.id);
        await recordAudit(tx, actor, {
          action: `${map.entity}.create`,
          entityType: map.entity,
          entityId: newId,
          after: auditSnapshot(value),
        });
        return newId;
      }
      const [locked] = (await tx
        .select()
        .from(map.table)
        .where(eq(map.id, id!))
        .for('update')) as Row[];
      if (!locked) throw notFound();
      oldImage = def.image ? ((locked[def.image.field] as string | null) ?? null) : null;
      await tx
        .update(map.table)
        .set({ ...value, updatedAt: now } as never)
        .where(eq(map.id, id!));
      const before: Row = {};
      for (const key of Object.keys(value)) before[key] = locked[key] ?? null;
      await recordAudit(tx, actor, {
        action: `${map.entity}.update`,
        entityType: map.entity,
        entityId: id,
        before: auditSnapshot(before),
        after: auditSnapshot(value),
      });
      return id!;
    });
  } catch (error) {
    if (newImage) await removeImageFiles(storage, newImage);
    throw error;
  }
  if (
    oldImage &&
    def.image &&
    value[def.image.field] !== undefined &&
    value[def.image.field] !== oldImage
  ) {
    await removeImageFiles(storage, oldImage);
  }
  return { ok: true, id: savedId, created: current === null };
}

/** Deletes one row with its audit entry, then its image files. A missing row is a 404. */
export async function deleteContent(
  actor: StaffUser,
  def: KindDef,
  id: number,
  storage: MediaStorage = getMediaStorage(),
): Promise<{ name: string }> {
  assertAdmin(actor);
  if (!def.canDelete) throw notFound();
  const map = TABLES[def.kind];
  const row = await findRow(def.kind, id);
  if (!row) throw notFound();
  await getDb().transaction(async (tx) => {
    await tx.delete(map.table).where(eq(map.id, id));
    const before: Row = {};
    for (const field of def.fields) before[field.name] = row[field.name] ?? null;
    await recordAudit(tx, actor, {
      action: `${map.entity}.delete`,
      entityType: map.entity,
      entityId: id,
      before: auditSnapshot(before),
    });
  });
  const imageKey = def.image ? (row[def.image.field] as string | null) : null;
  if (imageKey) await removeImageFiles(storage, imageKey);
  return { name: String(row[def.list.titleKey] ?? '') };
}

/** The name of a row for the delete confirmation, or null when it is gone. */
export async function getContentName(
  actor: StaffUser,
  def: KindDef,
  id: number,
): Promise<string | null> {
  assertAdmin(actor);
  const row = await findRow(def.kind, id);
  return row ? String(row[def.list.titleKey] ?? '') : null;
}
