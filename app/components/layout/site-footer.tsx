import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/i18n-context.tsx';
import { CITY_PAGES } from './nav-links.ts';
import { type SiteSettings } from '../../lib/site-settings.ts';

/** The footer; `newsletter` is the sign-up form, passed in so the layout imports no feature. */
export function SiteFooter({
  settings,
  newsletter,
}: {
  settings: SiteSettings;
  newsletter: ReactNode;
}) {
  const t = useT();
  const linkClass = 'text-brand-100 hover:text-white hover:underline';
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
          <ul className="space-y-2 text-sm">
            <li>
              <Link to="/about" className={linkClass}>
                {t('footer.aboutUs')}
              </Link>
            </li>
            <li>
              <Link to="/privacy-policy" className={linkClass}>
                {t('footer.privacy')}
              </Link>
            </li>
          </ul>
          <address className="mt-4 space-y-1 text-sm not-italic text-brand-100">
            <p>{settings.address}</p>
            <p>
              <a href={`mailto:${settings.email}`} className={linkClass}>
                {settings.email}
              </a>
            </p>
            {settings.phones.map((phone) => (
              <p key={phone}>
                <a href={`tel:${phone.replace(/\s/g, '')}`} className={linkClass}>
                  {phone}
                </a>
              </p>
            ))}
          </address>
        </section>
        <nav aria-labelledby="footer-cities">
          <h2 id="footer-cities" className="mb-3 text-lg font-semibold">
            {t('footer.cities')}
          </h2>
          <ul className="space-y-2 text-sm">
            {CITY_PAGES.map((page) => (
              <li key={page.to}>
                <Link to={page.to} className={linkClass}>
                  {t(page.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className="mb-3 text-lg font-semibold">
            {t('footer.services')}
          </h2>
          <ul className="space-y-2 text-sm">
            <li>
              <Link to="/terms" className={linkClass}>
                {t('footer.terms')}
              </Link>
            </li>
            <li>
              <Link to="/faq" className={linkClass}>
                {t('footer.faq')}
              </Link>
            </li>
            <li>
              <Link to="/contact" className={linkClass}>
                {t('footer.contactUs')}
              </Link>
            </li>
          </ul>
        </nav>
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
