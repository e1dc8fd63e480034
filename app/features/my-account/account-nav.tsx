import { useEffect, useRef } from 'react';
import { Form, NavLink, useLocation } from 'react-router';
import { useT } from '../../i18n/i18n-context.tsx';
import type { MessageKey } from '../../i18n/translate.ts';
import { SAVED_SEARCHES_PATH } from '../saved-searches/saved-search-fields.ts';
import { MY_VISITS_PATH } from '../visits/visit-fields.ts';

const ACCOUNT_TABS: { to: string; label: MessageKey; end?: boolean }[] = [
  { to: '/my-account', label: 'myAccount.nav.dashboard', end: true },
  { to: '/my-account/profile', label: 'myAccount.nav.profile' },
  { to: '/my-account/properties', label: 'myAccount.nav.properties' },
  { to: '/my-account/favourites', label: 'myAccount.nav.favourites' },
  { to: '/my-account/messages', label: 'myAccount.nav.messages' },
  { to: MY_VISITS_PATH, label: 'myAccount.nav.visits' },
  { to: SAVED_SEARCHES_PATH, label: 'myAccount.nav.savedSearches' },
  { to: '/my-account/add-property', label: 'myAccount.nav.addProperty' },
];

const itemBase =
  'flex min-h-11 items-center whitespace-nowrap rounded-md px-4 py-2 font-medium transition-colors lg:w-full';

/**
 * The side menu of My Account: a vertical list on wide screens, a horizontal tab bar that
 * scrolls sideways on phones. Every tab is a link (aria-current on the open one), so a reload
 * or a shared link keeps the tab; Logout is a POST to /logout.
 */
export function AccountNav() {
  const t = useT();
  const location = useLocation();
  const listRef = useRef<HTMLUListElement>(null);

  // On phones, bring the open tab into view inside the bar (without scrolling the page).
  useEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !active || list.scrollWidth <= list.clientWidth) return;
    const left = active.offsetLeft - list.offsetLeft;
    if (left < list.scrollLeft || left + active.offsetWidth > list.scrollLeft + list.clientWidth) {
      list.scrollLeft = Math.max(0, left - 16);
    }
  }, [location.pathname]);

  return (
    <nav aria-label={t('myAccount.nav.label')} className="min-w-0 lg:self-start">
      <ul
        ref={listRef}
        className="-mx-4 flex gap-2 overflow-x-auto border-b border-slate-200 px-4 pb-2 [scrollbar-width:thin] sm:mx-0 sm:px-0 lg:flex-col lg:gap-1 lg:overflow-visible lg:rounded-lg lg:border lg:bg-white lg:p-2 lg:shadow-sm"
      >
        {ACCOUNT_TABS.map((tab) => (
          <li key={tab.to} className="shrink-0">
            <NavLink
              to={tab.to}
              end={tab.end}
              prefetch="intent"
              className={({ isActive }) =>
                `${itemBase} ${
                  isActive
                    ? 'bg-brand-700 text-white'
                    : 'bg-slate-100 text-slate-800 hover:bg-brand-50 hover:text-brand-800 lg:bg-transparent'
                }`
              }
            >
              {t(tab.label)}
            </NavLink>
          </li>
        ))}
        <li className="shrink-0">
          <Form method="post" action="/logout">
            <button
              type="submit"
              className={`${itemBase} bg-slate-100 text-left text-slate-800 hover:bg-red-50 hover:text-red-800 lg:bg-transparent`}
            >
              {t('myAccount.nav.logout')}
            </button>
          </Form>
        </li>
      </ul>
    </nav>
  );
}
