import { NavLink } from 'react-router';
import { ADMIN_NAV, mayOpen } from '../admin-routes.ts';

const itemBase =
  'flex min-h-11 items-center whitespace-nowrap rounded-md px-4 py-2 font-medium transition-colors lg:w-full';

/** The back office's menu: links only to what this person may open (a tab bar on phones). */
export function AdminNav({ role }: { role: 'agent' | 'admin' }) {
  const items = ADMIN_NAV.filter((item) => mayOpen(item.access, role));
  return (
    <nav aria-label="Back office" className="min-w-0 lg:self-start">
      <ul className="-mx-4 flex gap-2 overflow-x-auto border-b border-slate-200 px-4 pb-2 [scrollbar-width:thin] sm:mx-0 sm:px-0 lg:flex-col lg:gap-1 lg:overflow-visible lg:rounded-lg lg:border lg:bg-white lg:p-2 lg:shadow-sm">
        {items.map((item) => (
          <li key={item.to} className="shrink-0">
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
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
