import { getConfig } from '../../../config.server.ts';
import '../../../i18n/catalogues.server.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { translator, type Translate } from '../../../i18n/translate.ts';
import { readBoundedBody } from '../../../lib/bounded-body.server.ts';
import type { FieldErrors, FormValues } from '../../../lib/forms.ts';
import { fail, ok, type Failure, type Ok } from '../../../lib/result.ts';
import { getLocale } from '../../../lib/locale.server.ts';
import { logSecurityEvent } from '../../../lib/security-log.server.ts';
import { MEGABYTE } from '../../media/upload-limits.ts';
import {
  isUploadError,
  readMultipartImages,
  readUploadedImage,
  type UploadError,
} from '../../media/upload.server.ts';
import { formValuesOf } from './content-kinds.ts';
import type { KindDef } from './kinds/define-kind.ts';
import { BODY_MAX } from './kinds/fields.ts';

// Reading an editor's post: the whole body within a limit, then the fields and the image. Its
// messages are in the language of the page it came from.

/** Why a post or a save was refused: too large, no room on the disk, or invalid input. */
export type ContentRefusal = 'too-large' | 'storage-full' | 'invalid';

/** A refusal with the messages to show, by field (`form`: the form as a whole). */
export type Refused<Extra extends object = object> = Failure<
  ContentRefusal,
  { errors: FieldErrors<string> } & Extra
>;

/** The fields and image posted, and the language of the page they were posted from. */
export type ContentPost = {
  values: FormValues;
  image: Buffer | null;
  removeImage: boolean;
  locale: Locale;
};

function uploadMessage(t: Translate, error: UploadError, maxMb: number): string {
  switch (error.code) {
    case 'too-large':
      return t('admin.content.error.imageTooLarge', { mb: maxMb });
    case 'too-many':
      return t('admin.content.error.imageOne');
    case 'not-an-image':
      return t('admin.content.error.imageType');
    case 'too-many-pixels':
      return t('admin.content.error.imagePixels');
    case 'empty':
      return t('admin.content.error.imageEmpty');
    case 'storage-full':
      return t('admin.content.error.diskFull');
    default:
      return t('admin.content.error.formRetry');
  }
}

/** A refused image: its message, in `locale`, on the image field. */
export function imageRefused(def: KindDef, error: UploadError, locale: Locale): Refused {
  const reason =
    error.code === 'too-large' || error.code === 'storage-full' ? error.code : 'invalid';
  const message = uploadMessage(translator(locale), error, getConfig().UPLOAD_MAX_FILE_MB);
  return fail(reason, { errors: { [def.image?.field ?? 'form']: message } });
}

/**
 * Reads an editor's post: the whole body within a limit (one image of UPLOAD_MAX_FILE_MB plus
 * the text), then the fields and, for a kind with an image, the file (checked by its bytes).
 * An image refused keeps everything typed.
 */
export async function readContentPost(
  request: Request,
  def: KindDef,
): Promise<Ok<ContentPost> | Refused<{ values: FormValues | null }>> {
  const locale = getLocale(request);
  const t = translator(locale);
  const maxMb = getConfig().UPLOAD_MAX_FILE_MB;
  // A body is HTML of at most BODY_MAX characters (up to 4 bytes each), plus the other fields.
  const maxBytes = (def.image ? maxMb * MEGABYTE : 0) + BODY_MAX * 4 + MEGABYTE;
  const body = await readBoundedBody(request, maxBytes);
  if (body.status === 'too-large') {
    const form = t('admin.content.error.postTooLarge', { mb: Math.floor(maxBytes / MEGABYTE) });
    return fail('too-large', { errors: { form }, values: null });
  }
  const multipart = (body.request.headers.get('content-type') ?? '').startsWith(
    'multipart/form-data',
  );
  if (!def.image || !multipart) {
    const form = await body.request.formData().catch(() => null);
    if (!form) {
      const errors = { form: t('admin.content.error.formUnreadable') };
      return fail('invalid', { errors, values: null });
    }
    const removeImage = form.get('removeImage') === 'on';
    return ok({ values: formValuesOf(def, form), image: null, removeImage, locale });
  }
  // NOTE: two requests over the held bytes, not clone(): cancelling one branch of a tee waits
  // until the other is read too (WHATWG streams), so a refused field (too long) hung the post.
  const bytes = await body.request.arrayBuffer();
  const { url, headers } = body.request;
  const copy = () => new Request(url, { method: 'POST', headers, body: bytes });
  try {
    const upload = await readMultipartImages(copy(), {
      fieldName: def.image.field,
      maxFiles: 1,
      maxFileBytes: maxMb * MEGABYTE,
      maxTotalBytes: maxBytes,
      // The body is held whole already (readBoundedBody): a field may be as long as the post,
      // and the schema says when it is too long, by its own message (bodyHtml's limit).
      maxFieldBytes: maxBytes,
      maxFields: 60,
    });
    const uploaded = upload.images[0];
    const image = uploaded ? await readUploadedImage(uploaded).finally(upload.dispose) : null;
    if (!uploaded) await upload.dispose();
    const removeImage = upload.fields.get('removeImage') === 'on';
    return ok({ values: formValuesOf(def, upload.fields), image, removeImage, locale });
  } catch (error) {
    if (!isUploadError(error)) throw error;
    logSecurityEvent('upload_refused', { outcome: 'refused', reason: error.code, form: def.kind });
    // The text is still in the buffered copy: show it again with the image's message.
    const form = await copy()
      .formData()
      .catch(() => null);
    return { ...imageRefused(def, error, locale), values: form ? formValuesOf(def, form) : null };
  }
}
