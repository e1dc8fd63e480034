import { data } from 'react-router';
import { requireUser } from '../../features/accounts/auth.server.ts';
import { getMediaStorage } from '../../features/media/media-storage.server.ts';
import {
  isUploadError,
  readMultipartImages,
  readUploadedImage,
  type MultipartImages,
} from '../../features/media/upload.server.ts';
import {
  EditProfileForm,
  type ProfileFormValues,
} from '../../features/my-account/edit-profile-form.tsx';
import { logSecurityEvent } from '../../lib/security-log.server.ts';
import { readBoundedBody } from '../../lib/bounded-body.server.ts';
import {
  AVATAR_MAX_BYTES,
  PROFILE_FORM_MAX_BYTES,
} from '../../features/my-account/my-account-fields.ts';
import {
  ProfileSchema,
  profileFormInput,
} from '../../features/my-account/my-account-schema.server.ts';
import {
  currentSessionId,
  getProfile,
  updateProfile,
  uploadErrors,
} from '../../features/my-account/my-account.server.ts';
import { ProfileCard } from '../../features/my-account/profile-card.tsx';
import { useT } from '../../i18n/i18n-context.tsx';
import { redirectWithFlash } from '../../lib/flash.server.ts';
import { pageMeta } from '../../lib/meta.ts';
import type { Route } from './+types/profile';
import { parseForm, type FieldErrors } from '../../lib/forms.ts';
import { NAME_MAX, PHONE_INPUT_MAX } from '../../features/accounts/account-rules.ts';
import { invariantResponse } from '../../lib/http.ts';

const PATH = '/my-account/profile';

type ActionResult = { errors: FieldErrors; values?: ProfileFormValues };

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const user = requireUser(context, url);
  const profile = await getProfile(user.id);
  invariantResponse(profile, 'Not Found', 404);
  const { id: _id, ...view } = profile;
  return { profile: view, editing: url.searchParams.get('edit') === '1' };
}

export async function action({ context, request }: Route.ActionArgs) {
  const user = requireUser(context, new URL(request.url));
  const body = await readBoundedBody(request, PROFILE_FORM_MAX_BYTES);
  if (body.status === 'too-large') {
    return data<ActionResult>({ errors: { form: 'myAccount.profile.tooLarge' } }, { status: 413 });
  }
  let upload: MultipartImages;
  try {
    upload = await readMultipartImages(body.request, {
      fieldName: 'image',
      maxFiles: 1,
      maxFileBytes: AVATAR_MAX_BYTES,
      maxTotalBytes: PROFILE_FORM_MAX_BYTES,
      maxFields: 20,
    });
  } catch (error) {
    if (!isUploadError(error)) throw error;
    logSecurityEvent('upload_refused', {
      outcome: 'refused',
      userId: user.id,
      reason: error.code,
      form: 'profile',
    });
    return data<ActionResult>({ errors: uploadErrors(error) }, { status: error.status });
  }
  // The avatar is small (AVATAR_MAX_BYTES): read back whole, and the temporary file removed.
  const avatar = upload.images[0];
  const imageBytes = avatar ? await readUploadedImage(avatar).finally(upload.dispose) : null;
  if (!avatar) await upload.dispose();
  // Only the form's own fields are read: a crafted role, status or user id changes nothing.
  const input = profileFormInput(upload.fields);
  const values: ProfileFormValues = {
    firstName: String(input.firstName).slice(0, NAME_MAX),
    lastName: String(input.lastName).slice(0, NAME_MAX),
    phone: String(input.phone).slice(0, PHONE_INPUT_MAX),
  };
  const parsed = parseForm(ProfileSchema, input);
  if (parsed.fieldErrors)
    return data<ActionResult>({ errors: parsed.fieldErrors, values }, { status: 400 });
  const result = await updateProfile({
    userId: user.id,
    input: parsed.value,
    image: imageBytes,
    storage: getMediaStorage(),
    keepSessionId: currentSessionId(request),
  });
  if (!result.ok)
    return data<ActionResult>(
      { errors: result.errors, values },
      {
        status: result.status,
        headers: result.retryAfter ? { 'Retry-After': String(result.retryAfter) } : undefined,
      },
    );
  return redirectWithFlash(PATH, {
    tone: 'success',
    title: 'myAccount.profile.updated',
    text: 'myAccount.profile.updatedText',
  });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    { title: 'myAccount.profile.metaTitle', description: 'myAccount.metaDescription' },
    [{ name: 'robots', content: 'noindex' }],
  );

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { profile, editing } = loaderData;
  return (
    <section aria-labelledby="profile-title">
      <h2 id="profile-title" className="mb-5 text-2xl font-bold text-slate-900">
        {t('myAccount.profile.heading')}
      </h2>
      {editing || actionData ? (
        <EditProfileForm
          profile={profile}
          values={actionData?.values}
          errors={actionData?.errors}
          closeTo={PATH}
        />
      ) : null}
      <ProfileCard profile={profile} editHref={`${PATH}?edit=1`} />
    </section>
  );
}
