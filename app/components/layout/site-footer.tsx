import { telHref } from '../../lib/contact-links.ts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/i18n-context.tsx';
import type { MessageKey } from '../../i18n/translate.ts';
import { CITY_PAGES, COMPANY_LINKS, SERVICE_LINKS } from './nav-links.ts';
import { type SiteSettings } from '../../lib/site-settings.ts';

const linkClass = 'text-brand-100 hover:text-white hover:underline';

function LinkList({ links }: { links: { to: string; label: MessageKey }[] }) {
  const t = useT();
  return (
    <ul className="space-y-2 text-sm">
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={linkClass}>
            {t(link.label)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function FooterNav({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: { to: string; label: MessageKey }[];
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      <LinkList links={links} />
    </nav>
  );
}

/** The footer; `newsletter` is the sign-up form, passed in so the layout imports no feature. */
export function SiteFooter({
  settings,
  newsletter,
}: {
  settings: SiteSettings;
  newsletter: ReactNode;
}) {
  const t = useT();
  return (
    <footer className="mt-16 bg-brand-900 text-white">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-company">
          <h2 id="footer-company" className="mb-3 text-lg font-semibold">
            {t('footer.company')}
          </h2>
          <p className="mb-4 text-sm text-brand-100">
            {t('footer.about', { agency: settings.agencyName })}
          </p>
          <LinkList links={COMPANY_LINKS} />
          <address className="mt-4 space-y-1 text-sm not-italic text-brand-100">
            <p>{settings.address}</p>
            <p>
              <a href={`mailto:${settings.email}`} className={linkClass}>
                {settings.email}
              </a>
            </p>
            {settings.phones.map((phone) => (
              <p key={phone}>
                <a href={telHref(phone)} className={linkClass}>
                  {phone}
                </a>
              </p>
            ))}
          </address>
        </section>
        <FooterNav id="footer-cities" title={t('footer.cities')} links={CITY_PAGES} />
        <FooterNav id="footer-services" title={t('footer.services')} links={SERVICE_LINKS} />
        <section aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter" className="mb-3 text-lg font-semibold">
            {t('footer.newsletter')}
          </h2>
          <p className="mb-3 text-sm text-brand-100">{t('footer.newsletterText')}</p>
          {newsletter}
        </section>
      </div>
      <div className="border-t border-white/15">
        <p className="container-page py-4 text-center text-sm text-brand-100">
          {t('footer.copyright', { year: new Date().getFullYear(), agency: settings.agencyName })}
        </p>
      </div>
    </footer>
  );
}
