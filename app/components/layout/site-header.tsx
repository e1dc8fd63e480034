import { Link, NavLink } from 'react-router';
import { useT } from '../../i18n/i18n-context.tsx';
import { AccountLinks, type HeaderUser } from './account-links.tsx';
import { HeaderSearch } from './header-search.tsx';
import { LanguageMenu } from './language-menu.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { MAIN_NAV } from './nav-links.ts';
import { SocialLinks } from './social-links.tsx';
import { type SiteSettings } from '../../lib/site-settings.ts';

export function SiteHeader({
  settings,
  user,
  currentPath,
  visitCount,
  compareCount,
}: {
  settings: SiteSettings;
  user: HeaderUser;
  currentPath: string;
  /** Properties in the visitor's visit list (/cart). */
  visitCount: number;
  /** Listings in the visitor's comparison (/compare): the link shows only when there are some. */
  compareCount: number;
}) {
  const t = useT();
  return (
    <header className="border-b border-slate-200 bg-white">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        {t('site.skipToContent')}
      </a>
      <div className="bg-brand-800 text-sm text-white">
        <div className="container-page flex items-center justify-between gap-4 py-1">
          <div className="hidden items-center gap-6 md:flex">
            <a href={`mailto:${settings.email}`} className="hover:underline">
              <span className="sr-only">{t('header.emailUs')}: </span>
              {settings.email}
            </a>
            <span className="hidden xl:inline">
              <span className="sr-only">{t('header.address')}: </span>
              {settings.address}
            </span>
            <Link to="/location" className="underline-offset-4 hover:underline">
              {t('header.offices')}
            </Link>
          </div>
          <div className="flex items-center gap-3 max-md:w-full max-md:justify-between">
            <Link
              to="/cart"
              className="inline-flex min-h-8 items-center underline-offset-4 hover:underline"
            >
              {visitCount > 0
                ? t('header.visitListCount', { count: visitCount })
                : t('header.visitList')}
            </Link>
            {compareCount > 0 ? (
              // On a phone the bar has no room for the words: a box ticked and the count.
              <Link
                to="/compare"
                className="inline-flex min-h-8 items-center gap-1 whitespace-nowrap underline-offset-4 hover:underline"
              >
                <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 sm:hidden">
                  <path
                    fill="currentColor"
                    d="M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm5 14 8-8-1.4-1.4-6.6 6.6-3.1-3.1L5.5 12.5 10 17Z"
                  />
                </svg>
                <span className="max-sm:sr-only">
                  {t('header.compareCount', { count: compareCount })}
                </span>
                <span aria-hidden="true" className="sm:hidden">
                  {compareCount}
                </span>
              </Link>
            ) : null}
            <SocialLinks social={settings.social} />
            <LanguageMenu currentPath={currentPath} />
          </div>
        </div>
      </div>
      <div className="container-page flex items-center gap-4 py-3">
        <MobileMenu user={user} />
        <Link
          to="/"
          className="flex shrink-0 items-center gap-2 whitespace-nowrap text-xl font-bold text-brand-800"
        >
          <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
            <path fill="#0b5d4b" d="M16 3 2 15h4v14h8v-9h4v9h8V15h4L16 3Z" />
            <path fill="#e39b1c" d="M14 20h4v9h-4z" />
          </svg>
          <span>{settings.agencyName}</span>
        </Link>
        <nav aria-label={t('nav.main')} className="ml-2 hidden shrink-0 lg:block xl:ml-4">
          <ul className="flex items-center gap-0 xl:gap-1">
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end
                  className="whitespace-nowrap rounded px-2 py-2 font-medium text-slate-800 hover:bg-brand-50 xl:px-3 hover:text-brand-800 aria-[current=page]:text-brand-700 aria-[current=page]:underline aria-[current=page]:underline-offset-8"
                >
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {/* Signed out, Sign in, Register and Add Listing leave no room for it from 1024 to 1279 px. */}
        <HeaderSearch
          id="header-search"
          className={`ml-auto hidden w-64 min-w-28 shrink md:flex ${user ? '' : 'lg:hidden xl:flex'}`}
        />
        <div
          className={`ml-auto hidden shrink-0 whitespace-nowrap lg:block ${user ? 'lg:ml-0' : 'xl:ml-0'}`}
        >
          <AccountLinks user={user} />
        </div>
      </div>
    </header>
  );
}
