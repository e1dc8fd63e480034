import { Link } from 'react-router';
import { useT } from '../../i18n/i18n-context.tsx';
import { pageItems, tabPageHref } from './my-account-schema.ts';

const base = 'inline-flex min-h-10 min-w-10 items-center justify-center rounded-md border px-3 text-sm font-semibold';
const idle = `${base} border-slate-300 bg-white text-slate-800 hover:bg-slate-100`;

/** Pages of a My Account table as links (?page=N on the same tab). */
export function AccountPagination({ path, page, pageCount }: { path: string; page: number; pageCount: number }) {
  const t = useT();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t('myAccount.pagination.label')} className="mt-6">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          {page > 1 ? (
            <Link to={tabPageHref(path, page - 1)} rel="prev" preventScrollReset className={idle}>
              {t('myAccount.pagination.previous')}
            </Link>
          ) : (
            <span aria-disabled="true" className={`${base} border-slate-200 bg-slate-50 text-slate-600`}>
              {t('myAccount.pagination.previous')}
            </span>
          )}
        </li>
        {pageItems(page, pageCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Link
                to={tabPageHref(path, item)}
                preventScrollReset
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('myAccount.pagination.page', { page: item })}
                className={item === page ? `${base} border-brand-700 bg-brand-700 text-white` : idle}
              >
                {item}
              </Link>
            </li>
          ) : (
            <li key={item} aria-hidden="true" className="px-1 text-slate-600">
              …
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <Link to={tabPageHref(path, page + 1)} rel="next" preventScrollReset className={idle}>
              {t('myAccount.pagination.next')}
            </Link>
          ) : (
            <span aria-disabled="true" className={`${base} border-slate-200 bg-slate-50 text-slate-600`}>
              {t('myAccount.pagination.next')}
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
