import { NavLink } from 'react-router';
import { useT } from '../../../i18n/i18n-context.tsx';
import { ADMIN_NAV, mayOpen } from '../admin-routes.ts';

const itemBase =
  'flex min-h-11 items-center whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium transition-colors sm:px-4 sm:text-base lg:w-full';

/**
 * The back office's menu: links only to what this person may open. Below `lg` the tabs wrap
 * onto as many rows as they need, so every section is in view on a phone (a bar scrolling
 * sideways showed 3 of 10 at 360 px); from `lg` up they are a column beside the page.
 */
export function AdminNav({ role }: { role: 'agent' | 'admin' }) {
  const t = useT();
  const items = ADMIN_NAV.filter((item) => mayOpen(item.access, role));
  return (
    <nav aria-label={t('admin.ui.nav.label')} className="min-w-0 lg:self-start">
      <ul className="flex flex-wrap gap-2 border-b border-slate-200 pb-3 lg:flex-col lg:flex-nowrap lg:gap-1 lg:rounded-lg lg:border lg:bg-white lg:p-2 lg:shadow-sm">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.end}
              className={({ isActive }) =>
                `${itemBase} ${
                  isActive
                    ? 'bg-brand-700 text-white'
                    : 'bg-slate-100 text-slate-800 hover:bg-brand-50 hover:text-brand-800 lg:bg-transparent'
                }`
              }
            >
              {t(item.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
