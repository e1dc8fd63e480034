import { data } from 'react-router';
import { requireUser } from '../../features/accounts/auth.server.ts';
import { getMediaStorage } from '../../features/media/media-storage.server.ts';
import { uploadErrorStatus } from '../../features/media/upload-error.ts';
import { EditProfileForm } from '../../features/my-account/edit-profile-form.tsx';
import { getProfile, saveProfile } from '../../features/my-account/profile.server.ts';
import { ProfileCard } from '../../features/my-account/profile-card.tsx';
import { useT } from '../../i18n/i18n-context.tsx';
import { redirectWithFlash } from '../../lib/flash.server.ts';
import { answerInit, invariantResponse } from '../../lib/http.ts';
import { pageMeta } from '../../lib/meta.ts';
import type { Route } from './+types/profile';

const PATH = '/my-account/profile';

const STATUS = {
  invalid: 400,
  'current-password-required': 400,
  'current-password-wrong': 400,
  'new-password-required': 400,
  'not-found': 404,
  'phone-taken': 409,
  'too-large': 413,
  'rate-limited': 429,
  // 413 for a file over the limit, 507 for a full disk: the upload's own status.
  'upload-refused': 400,
} as const;

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const user = requireUser(context, url);
  const profile = await getProfile(user.id);
  invariantResponse(profile, 'Not Found', 404);
  const { id: _id, ...view } = profile;
  return {
    profile: view,
    editing: url.searchParams.get('edit') === '1',
    // A password the seed printed: the form asks for a new one (CHOOSE_PASSWORD).
    mustChangePassword: user.mustChangePassword,
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const user = requireUser(context, new URL(request.url));
  const saved = await saveProfile(request, user.id, getMediaStorage());
  if (!saved.ok) {
    const status = saved.upload ? uploadErrorStatus(saved.upload) : STATUS[saved.reason];
    return data(saved.answer, answerInit(status, saved.retryAfter));
  }
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
  const { profile, editing, mustChangePassword } = loaderData;
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
          mustChangePassword={mustChangePassword}
          closeTo={PATH}
        />
      ) : null}
      <ProfileCard profile={profile} editHref={`${PATH}?edit=1`} />
    </section>
  );
}
