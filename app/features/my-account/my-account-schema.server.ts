import { formText } from '../../lib/forms.ts';
import { z } from 'zod';
import {
  NewPasswordSchema,
  PhoneSchema,
  RegisterSchema,
} from '../accounts/account-schema.server.ts';
import { PASSWORD_MAX } from '../accounts/account-rules.ts';
import { LOCALES } from '../../i18n/locales.ts';
import { AVATAR_MAX_BYTES } from './my-account-fields.ts';

// My Account's schemas: the Edit User Details form, parsed by the profile action, and page
// numbers. Messages are catalogue keys.

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
    // The language of the account's SMS and mail; a post without it keeps the one stored.
    locale: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(LOCALES, { message: 'myAccount.profile.messageLanguageInvalid' }).optional(),
    ),
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
  'locale',
  'currentPassword',
  'newPassword',
  'confirmNewPassword',
] as const;

/** The form's own fields from a FormData (browser or server), as the schema expects them. */
export function profileFormInput(form: FormData): Record<(typeof PROFILE_FIELDS)[number], unknown> {
  const text = (name: string) => formText(form, name);
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    phone: text('phone'),
    image: form.get('image') ?? undefined,
    locale: text('locale'),
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
