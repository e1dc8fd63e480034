import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../components/ui/icon.tsx';
import { useT } from '../../i18n/i18n-context.tsx';
import { mailtoHref, telHref } from '../../lib/contact-links.ts';
import { cityWebsitePath, type OfficeInfo } from './offices.ts';

export const PIN_ICON =
  'M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z';
export const PHONE_ICON =
  'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1l-2.2 2.2Z';
export const MAIL_ICON =
  'M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm1 2.4V17h16V7.4l-8 5.3-8-5.3ZM5.3 7 12 11.5 18.7 7H5.3Z';
const CLOCK_ICON =
  'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 2a8 8 0 1 1 0 16 8 8 0 0 1 0-16Zm-1 3v5.4l4.3 2.6 1-1.7-3.3-2V7h-2Z';

const LINK = 'font-medium text-brand-700 underline-offset-4 hover:underline';

/** One line of an office's details: an icon, the hidden label a screen reader says, the value. */
function Detail({ icon, label, children }: { icon: string; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <dt className="shrink-0 pt-0.5 text-brand-700">
        <Icon d={icon} viewBox="0 0 24 24" className="size-5" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 break-words text-slate-700">{children}</dd>
    </div>
  );
}

/**
 * An office: address, phone, email and hours; on /location also 'Get An Appointment' (the
 * contact page's quote form) and 'View Website' (the office's city page).
 */
export function OfficeCard({
  office,
  headingLevel = 'h3',
  actions = true,
}: {
  office: OfficeInfo;
  headingLevel?: 'h2' | 'h3';
  actions?: boolean;
}) {
  const t = useT();
  const Heading = headingLevel;
  const headingId = `office-${office.id}`;
  const website = cityWebsitePath(office.citySlug);
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <Heading id={headingId} lang={office.lang} className="text-lg font-bold text-slate-900">
        {office.name}
      </Heading>
      <dl className="mt-3 flex flex-col gap-2 text-sm">
        <Detail icon={PIN_ICON} label={t('location.address')}>
          <span lang={office.lang}>{office.address}</span>
        </Detail>
        <Detail icon={PHONE_ICON} label={t('location.phone')}>
          <a href={telHref(office.phone)} className={LINK}>
            {office.phone}
          </a>
        </Detail>
        <Detail icon={MAIL_ICON} label={t('location.email')}>
          <a href={mailtoHref(office.email)} className={LINK}>
            {office.email}
          </a>
        </Detail>
        <Detail icon={CLOCK_ICON} label={t('location.hours')}>
          <span lang={office.lang}>{office.hours}</span>
        </Detail>
      </dl>
      {actions ? (
        <p className="mt-auto flex flex-wrap gap-3 pt-5">
          <Link
            to="/contact"
            aria-describedby={headingId}
            className="inline-flex items-center justify-center rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
          >
            {t('location.appointment')}
          </Link>
          {website ? (
            <Link
              to={website}
              aria-describedby={headingId}
              className="inline-flex items-center justify-center rounded-lg border border-brand-700 px-4 py-2.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              {t('location.website')}
            </Link>
          ) : null}
        </p>
      ) : null}
    </article>
  );
}
