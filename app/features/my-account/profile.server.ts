import { and, eq, ne } from 'drizzle-orm';
import { getDb } from '../../db/db.server.ts';
import { users } from '../../db/schema/index.ts';
import { storedLocale, type Locale } from '../../i18n/locales.ts';
import { readBoundedBody } from '../../lib/bounded-body.server.ts';
import { parseForm, type FieldErrors } from '../../lib/forms.ts';
import { getLogger } from '../../lib/logger.server.ts';
import { fail, ok, type Failure, type Ok } from '../../lib/result.ts';
import { logSecurityEvent } from '../../lib/security-log.server.ts';
import { NAME_MAX, PHONE_INPUT_MAX } from '../accounts/account-rules.ts';
import { hashPassword, verifyPassword } from '../accounts/password.server.ts';
import { checkLimits, profilePasswordRule } from '../accounts/rate-limits.server.ts';
import {
  currentSessionId,
  endOtherSessions,
  SESSION_USER_COLUMNS,
  type SessionUser,
} from '../accounts/session.server.ts';
import {
  deleteImageVariants,
  inspectImage,
  storeImageVariants,
  type StoredImage,
} from '../media/image-processing.server.ts';
import { IMAGE_WIDTHS } from '../media/images.ts';
import type { MediaStorage } from '../media/storage.server.ts';
import { isUploadError, type UploadError, type UploadErrorCode } from '../media/upload-error.ts';
import { readMultipartImages, readUploadedImage } from '../media/upload.server.ts';
import { resetRateLimit } from '../rate-limit/rate-limit.server.ts';
import type { ProfileFormValues } from './edit-profile-form.tsx';
import { AVATAR_MAX_BYTES, AVATAR_PREFIX, PROFILE_FORM_MAX_BYTES } from './my-account-fields.ts';
import { ProfileSchema, profileFormInput, type ProfileInput } from './my-account-schema.server.ts';

// Edit User Details: the profile of the signed-in user (passed in by the route from the
// session: nothing here takes a user id from a form). A refusal is a Result whose reason the
// route turns into a status, with the message to show next to each field.

/** The session's view of the user, and the language of their SMS and mail. */
export type Profile = SessionUser & { locale: Locale };

export async function getProfile(userId: number): Promise<Profile | null> {
  const [profile] = await getDb()
    .select({ ...SESSION_USER_COLUMNS, locale: users.locale })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return profile ? { ...profile, locale: storedLocale(profile.locale) } : null;
}

/** What to tell the person about a refused profile image (or a refused post). */
function uploadErrors(error: UploadError): FieldErrors {
  switch (error.code) {
    case 'too-large':
      return error.fileName === undefined
        ? { form: 'myAccount.profile.tooLarge' }
        : { image: 'myAccount.profile.imageTooLarge' };
    case 'too-many-pixels':
      return { image: 'myAccount.profile.imageDimensions' };
    case 'not-an-image':
    case 'empty':
      return { image: 'myAccount.profile.imageType' };
    case 'storage-full':
      return { image: 'myAccount.profile.storageFull' };
    default:
      return { form: 'myAccount.profile.badForm' };
  }
}

async function deleteVariants(
  storage: MediaStorage,
  storageKey: string,
  widths: readonly number[],
): Promise<void> {
  await deleteImageVariants(storage, storageKey, widths).catch((error: unknown) => {
    getLogger().warn(
      { err: error, storageKey },
      'could not delete the variants of a replaced image',
    );
  });
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Why a profile was not saved. 'upload-refused' names the upload's error `upload` (its status
 * is media's: UploadError.status).
 */
export type ProfileRefusal = Failure<
  | 'not-found'
  | 'current-password-required'
  | 'current-password-wrong'
  | 'new-password-required'
  | 'rate-limited'
  | 'phone-taken'
  | 'upload-refused',
  { errors: FieldErrors; retryAfter?: number; upload?: UploadErrorCode }
>;

/** The profile fields; the image comes as bytes (from the upload reader), not from the schema. */
export type ProfileFields = Omit<ProfileInput, 'image'>;

/**
 * Saves Edit User Details for the signed-in user: names, phone (unique; a change needs the
 * current password), optionally a new profile image (checked by content, re-encoded to WebP
 * without metadata; the old image's files are removed) and optionally a new password (the
 * current one must be given; every other session of the user ends, the current one stays).
 */
export async function updateProfile({
  userId,
  input,
  image: imageBytes = null,
  storage,
  keepSessionId,
}: {
  userId: number;
  input: ProfileFields;
  image?: Buffer | null;
  storage: MediaStorage;
  keepSessionId: string | null;
}): Promise<Ok<{ passwordChanged: boolean }> | ProfileRefusal> {
  const db = getDb();
  const [current] = await db
    .select({
      passwordHash: users.passwordHash,
      imageKey: users.imageKey,
      phone: users.phone,
      mustChangePassword: users.mustChangePassword,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!current) return fail('not-found', { errors: { form: 'myAccount.profile.badForm' } });

  // A password the seed printed (it went to the logs) is replaced before anything else is saved.
  if (current.mustChangePassword && input.newPassword === '') {
    return fail('new-password-required', {
      errors: { newPassword: 'myAccount.profile.newPasswordRequired' },
    });
  }

  // The phone signs in and receives reset codes: changing it, like the password, needs the
  // current password, so a borrowed session cannot take the account over.
  const changePassword = input.newPassword !== '';
  if (changePassword || input.phone !== current.phone) {
    if (input.currentPassword === '') {
      return fail('current-password-required', {
        errors: { currentPassword: 'myAccount.profile.currentPasswordRequired' },
      });
    }
    const rule = profilePasswordRule();
    const wait = await checkLimits([[rule, String(userId)]]);
    if (wait !== null) {
      return fail('rate-limited', {
        retryAfter: wait,
        errors: { currentPassword: 'myAccount.profile.tooManyPasswordTries' },
      });
    }
    if (!(await verifyPassword(current.passwordHash, input.currentPassword))) {
      return fail('current-password-wrong', {
        errors: { currentPassword: 'myAccount.profile.currentPasswordWrong' },
      });
    }
    await resetRateLimit(rule, String(userId));
    if (current.mustChangePassword && input.newPassword === input.currentPassword) {
      return fail('new-password-required', {
        errors: { newPassword: 'myAccount.profile.newPasswordSame' },
      });
    }
  }

  // Only after the password: whether a phone belongs to someone else is not told to a
  // session that cannot prove it is the account's owner.
  const phoneChanged = input.phone !== current.phone;
  const phoneTaken = (): ProfileRefusal =>
    fail('phone-taken', { errors: { phone: 'myAccount.profile.phoneTaken' } });
  if (phoneChanged) {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.phone, input.phone), ne(users.id, userId)))
      .limit(1);
    if (taken) return phoneTaken();
  }

  let image: StoredImage | null = null;
  if (imageBytes) {
    try {
      // By the bytes alone (a renamed text file, a GIF, a pixel bomb or a broken file fails).
      await inspectImage(imageBytes);
      image = await storeImageVariants(storage, imageBytes, AVATAR_PREFIX);
    } catch (error) {
      if (isUploadError(error))
        return fail('upload-refused', { errors: uploadErrors(error), upload: error.code });
      throw error;
    }
  }

  try {
    await db
      .update(users)
      .set({
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone,
        ...(input.locale ? { locale: input.locale } : {}),
        ...(image ? { imageKey: image.storageKey } : {}),
        ...(changePassword
          ? { passwordHash: await hashPassword(input.newPassword), mustChangePassword: false }
          : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
  } catch (error) {
    if (image) await deleteVariants(storage, image.storageKey, image.widths);
    // Another account took the phone between the check and the update.
    if (isUniqueViolation(error)) return phoneTaken();
    throw error;
  }

  if (image && current.imageKey) await deleteVariants(storage, current.imageKey, IMAGE_WIDTHS);
  // A new password or a new phone (which signs in and gets reset codes): every other session
  // of the user ends, the current one stays.
  if (changePassword || phoneChanged) await endOtherSessions(userId, keepSessionId);
  return ok({ passwordChanged: changePassword });
}

/** What the form shows again after a refusal: the messages, and the names and phone typed. */
export type ProfileAnswer = { errors: FieldErrors; values?: ProfileFormValues };

/**
 * The Edit User Details post, as the profile action hands it over: read within its size limit
 * (one image and a few fields), the image checked by its bytes, the fields by the form's schema,
 * then saved. Only the form's own fields are read: a crafted role, status or user id changes
 * nothing.
 */
export async function saveProfile(
  request: Request,
  userId: number,
  storage: MediaStorage,
): Promise<
  | Ok<{ passwordChanged: boolean }>
  | Failure<
      ProfileRefusal['reason'] | 'too-large' | 'invalid',
      { answer: ProfileAnswer; retryAfter?: number; upload?: UploadErrorCode }
    >
> {
  const body = await readBoundedBody(request, PROFILE_FORM_MAX_BYTES);
  if (body.status === 'too-large')
    return fail('too-large', { answer: { errors: { form: 'myAccount.profile.tooLarge' } } });
  const upload = await readMultipartImages(body.request, {
    fieldName: 'image',
    maxFiles: 1,
    maxFileBytes: AVATAR_MAX_BYTES,
    maxTotalBytes: PROFILE_FORM_MAX_BYTES,
    maxFields: 20,
  }).catch((error: unknown) => {
    if (!isUploadError(error)) throw error;
    const details = { outcome: 'refused', userId, reason: error.code, form: 'profile' } as const;
    logSecurityEvent('upload_refused', details);
    return error;
  });
  if (isUploadError(upload)) {
    return fail('upload-refused', {
      answer: { errors: uploadErrors(upload) },
      upload: upload.code,
    });
  }
  // The avatar is small (AVATAR_MAX_BYTES): read back whole, and the temporary file removed.
  const avatar = upload.images[0];
  const image = avatar ? await readUploadedImage(avatar).finally(upload.dispose) : null;
  if (!avatar) await upload.dispose();
  const parsed = parseForm(ProfileSchema, profileFormInput(upload.fields));
  const values: ProfileFormValues = {
    firstName: (parsed.values.firstName ?? '').slice(0, NAME_MAX),
    lastName: (parsed.values.lastName ?? '').slice(0, NAME_MAX),
    phone: (parsed.values.phone ?? '').slice(0, PHONE_INPUT_MAX),
    locale: storedLocale(parsed.values.locale),
  };
  if (parsed.fieldErrors)
    return fail('invalid', { answer: { errors: parsed.fieldErrors, values } });
  const keepSessionId = currentSessionId(request);
  const saved = await updateProfile({ userId, input: parsed.value, image, storage, keepSessionId });
  if (saved.ok) return saved;
  const { errors, ...refusal } = saved;
  return { ...refusal, answer: { errors, values } };
}
