import { Link } from 'react-router';
import type { UserRole } from '../../db/schema/values.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { LOCALE_NAMES, type Locale } from '../../i18n/locales.ts';
import { mediaUrl } from '../media/images.ts';
import { Icon } from '../../components/ui/icon.tsx';

export type ProfileView = {
  firstName: string;
  lastName: string;
  phone: string;
  role: UserRole;
  imageKey: string | null;
  /** The language of the SMS and mail the account gets. */
  locale: Locale;
};

/** The profile photo, or the initials when there is none. */
export function Avatar({ profile, size = 'size-28' }: { profile: ProfileView; size?: string }) {
  const t = useT();
  const name = `${profile.firstName} ${profile.lastName}`;
  if (profile.imageKey) {
    return (
      <img
        // Every stored image has its smallest (400 px) variant.
        src={mediaUrl(profile.imageKey, 400)}
        width={400}
        height={400}
        alt={t('myAccount.profile.photoAlt', { name })}
        className={`${size} shrink-0 rounded-full border-4 border-white bg-slate-100 object-cover shadow`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${size} inline-flex shrink-0 items-center justify-center rounded-full border-4 border-white bg-brand-700 text-3xl font-bold uppercase text-white shadow`}
    >
      {profile.firstName.slice(0, 1)}
      {profile.lastName.slice(0, 1)}
    </span>
  );
}

/** Profiles: image, full name, role, phone, and the edit icon that opens Edit User Details. */
export function ProfileCard({ profile, editHref }: { profile: ProfileView; editHref: string }) {
  const t = useT();
  return (
    <div className="relative flex flex-col items-center gap-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:flex-row sm:items-start">
      <Avatar profile={profile} />
      <dl className="grid w-full gap-3 text-center sm:text-left">
        <div>
          <dt className="text-sm text-slate-600">{t('myAccount.profile.fullName')}</dt>
          <dd className="text-xl font-bold text-slate-900">
            {profile.firstName} {profile.lastName}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{t('myAccount.profile.role')}</dt>
          <dd className="font-medium">{t(`myAccount.role.${profile.role}`)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{t('myAccount.profile.phone')}</dt>
          <dd className="font-medium">{profile.phone}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{t('myAccount.profile.messageLanguage')}</dt>
          <dd className="font-medium" lang={profile.locale}>
            {LOCALE_NAMES[profile.locale]}
          </dd>
        </div>
      </dl>
      <Link
        to={editHref}
        preventScrollReset
        className="absolute right-4 top-4 inline-flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand-800 hover:bg-brand-100"
      >
        <Icon
          d="M16.9 3.1a2.6 2.6 0 0 1 3.7 3.7L8.7 18.7l-4.9 1.2 1.2-4.9L16.9 3.1Zm-1.4 3.3L6.8 15.1l-.5 2 2-.5 8.7-8.7-1.5-1.5Z"
          viewBox="0 0 24 24"
        />
        <span className="sr-only">{t('myAccount.profile.edit')}</span>
      </Link>
    </div>
  );
}
