import { useEffect, useRef, type RefObject } from 'react';
import { Form, Link, NavLink } from 'react-router';
import { useT } from '../../i18n/i18n-context.tsx';
import { type HeaderUser, isStaffUser, SignInLinks } from './account-links.tsx';
import { HeaderSearch } from './header-search.tsx';
import { MAIN_NAV } from './nav-links.ts';
import { lockPageScroll } from '../../lib/scroll-lock.ts';
import { IconButton } from '../ui/icon.tsx';

/**
 * The open slide-in menu (mobile-menu.tsx loads it when the toggle is first pointed at, focused
 * or pressed: a page's first view does not carry it). Closed by the X button, a click on the
 * overlay or Escape; focus moves into the panel, stays there while open and returns to the
 * toggle when it closes.
 */
export function MobileMenuPanel({
  id,
  user,
  toggleRef,
  onClose,
}: {
  id: string;
  user: HeaderUser;
  toggleRef: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}) {
  const t = useT();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    closeRef.current?.focus();
    const unlockScroll = lockPageScroll();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        close.current();
        return;
      }
      if (event.key !== 'Tab' || !panelRef.current) return;
      const focusable = panelRef.current.querySelectorAll<HTMLElement>(
        'a[href], button:not([disabled]), input:not([disabled]), select, [tabindex]:not([tabindex="-1"])',
      );
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    const toggle = toggleRef.current;
    return () => {
      document.removeEventListener('keydown', onKey);
      unlockScroll();
      toggle?.focus();
    };
  }, [toggleRef]);

  return (
    <div className="fixed inset-0 z-50 lg:hidden">
      <div
        data-testid="mobile-menu-overlay"
        aria-hidden="true"
        className="absolute inset-0 bg-slate-900/60"
        onClick={onClose}
      />
      <div
        ref={panelRef}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-label={t('nav.mobileMenu')}
        className="absolute inset-y-0 left-0 flex w-80 max-w-[85vw] flex-col gap-4 overflow-y-auto bg-white p-4 shadow-xl"
      >
        <div className="flex items-center justify-between">
          <span className="text-lg font-bold text-brand-800">{t('nav.mobileMenu')}</span>
          <IconButton
            ref={closeRef}
            d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6 6.4 5Z"
            label={t('nav.closeMenu')}
            onClick={onClose}
            className="rounded-md p-2 hover:bg-brand-50"
          />
        </div>
        <HeaderSearch id="mobile-search" />
        <nav aria-label={t('nav.mobileMenu')}>
          <ul className="flex flex-col">
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end
                  className="block rounded px-3 py-3 font-medium hover:bg-brand-50 aria-[current=page]:text-brand-700"
                >
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-auto flex flex-col gap-2 border-t border-slate-200 pt-4">
          {user ? (
            <>
              <Link to="/my-account" className="rounded px-3 py-2 font-medium hover:bg-brand-50">
                {t('nav.myAccount')}
              </Link>
              {isStaffUser(user) ? (
                <Link to="/admin" className="rounded px-3 py-2 font-medium hover:bg-brand-50">
                  {t('nav.backOffice')}
                </Link>
              ) : null}
              <Link to="/wishlist" className="rounded px-3 py-2 font-medium hover:bg-brand-50">
                {t('nav.favourites')}
              </Link>
              <Link to="/add-listing" className="rounded px-3 py-2 font-medium hover:bg-brand-50">
                {t('nav.addListing')}
              </Link>
              <Form method="post" action="/logout">
                <button
                  type="submit"
                  className="w-full rounded px-3 py-2 text-left font-medium hover:bg-brand-50"
                >
                  {t('nav.logout')}
                </button>
              </Form>
            </>
          ) : (
            <>
              <SignInLinks />
              <Link
                to="/add-listing"
                className="rounded-md border border-brand-700 px-3 py-2 text-center font-semibold text-brand-800 hover:bg-brand-50"
              >
                {t('nav.addListing')}
              </Link>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
