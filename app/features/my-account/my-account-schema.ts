import { z } from 'zod';
import {
  NewPasswordSchema,
  PASSWORD_MAX,
  PhoneSchema,
  RegisterSchema,
} from '../accounts/account-schema.ts';

// My Account: limits, page sizes and the one schema of the Edit User Details form, shared by
// the browser check and the profile action. Messages are catalogue keys. Safe on client and server.

/** Spec §9: the dashboard's My Properties table shows two per page. */
export const MY_PROPERTIES_PAGE_SIZE = 2;
/** Spec §9: the Favourite Properties table shows two per page. */
export const FAVOURITES_PAGE_SIZE = 2;
/** Pages shown either side of the current one before an ellipsis (spec §9). */

/** The largest profile image accepted. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** The whole Edit User Details post: the image plus a few short text fields and multipart framing. */
export const PROFILE_FORM_MAX_BYTES = AVATAR_MAX_BYTES + 64 * 1024;
/** What the file picker offers; the server decides by the bytes, never by this or the file name. */
export const AVATAR_ACCEPT = 'image/jpeg,image/png,image/webp';
/** Where profile images are stored (storage key prefix). */
export const AVATAR_PREFIX = 'avatars';

function isFile(value: unknown): value is File {
  return typeof File !== 'undefined' && value instanceof File;
}

// An empty file input posts a nameless, empty file: that means "keep the current image".
// NOTE: this checks the browser's choice before it is sent; on the server the image arrives
// through the streaming upload reader (readMultipartImages), checked by its bytes.
const OptionalImageSchema = z.preprocess(
  (value) => (isFile(value) && value.size > 0 ? value : undefined),
  z
    .custom<File>(isFile, 'myAccount.profile.imageType')
    .refine((file) => file.size <= AVATAR_MAX_BYTES, 'myAccount.profile.imageTooLarge')
    .optional(),
);

/**
 * Edit User Details. The password fields are optional together: a new password must pass the
 * registration rules, match its confirmation and come with the current password. Only these
 * fields exist: role, status, ids and anything else a crafted post adds are dropped.
 */
export const ProfileSchema = z
  .object({
    firstName: RegisterSchema.shape.firstName,
    lastName: RegisterSchema.shape.lastName,
    phone: PhoneSchema,
    image: OptionalImageSchema,
    currentPassword: z.string().max(PASSWORD_MAX, 'auth.passwordMax').default(''),
    newPassword: z.string().max(PASSWORD_MAX, 'auth.passwordMax').default(''),
    confirmNewPassword: z.string().max(PASSWORD_MAX, 'auth.passwordMax').default(''),
  })
  .superRefine((value, ctx) => {
    if (value.newPassword === '') {
      if (value.confirmNewPassword !== '') {
        ctx.addIssue({
          code: 'custom',
          path: ['confirmNewPassword'],
          message: 'auth.passwordsMustMatch',
        });
      }
      return;
    }
    const strong = NewPasswordSchema.safeParse(value.newPassword);
    if (!strong.success) {
      ctx.addIssue({
        code: 'custom',
        path: ['newPassword'],
        message: strong.error.issues[0]?.message ?? 'auth.passwordMin',
      });
    }
    if (value.confirmNewPassword !== value.newPassword) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmNewPassword'],
        message: 'auth.passwordsMustMatch',
      });
    }
    if (value.currentPassword === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['currentPassword'],
        message: 'myAccount.profile.currentPasswordRequired',
      });
    }
  });

export type ProfileInput = z.infer<typeof ProfileSchema>;

/** The fields of the Edit User Details form, read by name: nothing else of a post is looked at. */
export const PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'phone',
  'image',
  'currentPassword',
  'newPassword',
  'confirmNewPassword',
] as const;

/** The form's own fields from a FormData (browser or server), as the schema expects them. */
export function profileFormInput(form: FormData): Record<(typeof PROFILE_FIELDS)[number], unknown> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    phone: text('phone'),
    image: form.get('image') ?? undefined,
    currentPassword: text('currentPassword'),
    newPassword: text('newPassword'),
    confirmNewPassword: text('confirmNewPassword'),
  };
}

/** A page number from the query: a positive whole number, else 1 (never an error). */
export const PageSchema = z.coerce.number().int().min(1).max(1_000_000).catch(1);

export function pageFromUrl(url: URL): number {
  return PageSchema.parse(url.searchParams.get('page') ?? 1);
}

/** A property id from a form or the query; null when it is not a positive whole number. */
export function parsePropertyId(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** Spec §9: account tables show dates as long month, day, year (en-US), in Indian time. */
export function formatAccountDate(date: Date | string): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(value.getTime())) return '';
  return new Intl.DateTimeFormat('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(value);
}

/** A tab's URL for a page, keeping any other query out (page 1 has no query at all). */
export function tabPageHref(path: string, page: number): string {
  return page > 1 ? `${path}?page=${page}` : path;
}
