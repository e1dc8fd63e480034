import type { ReactNode } from 'react';
import { Form, Link, useLocation } from 'react-router';
import { useT } from '../../../i18n/i18n-context.tsx';
import { primaryButton, secondaryButton } from './buttons.ts';

/**
 * The filters of a back-office list: a GET form (works without JavaScript; the URL keeps the
 * filters), its fields given as children, with Filter and Clear. The sort is kept.
 */
export function FilterBar({ label, children }: { label: string; children: ReactNode }) {
  const t = useT();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  return (
    <Form
      method="get"
      role="search"
      aria-label={label}
      className="mb-4 grid gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3 sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
    >
      {children}
      {params.get('sort') ? (
        <input type="hidden" name="sort" value={params.get('sort') ?? ''} />
      ) : null}
      {params.get('dir') ? (
        <input type="hidden" name="dir" value={params.get('dir') ?? ''} />
      ) : null}
      <div className="flex gap-2">
        <button type="submit" className={primaryButton}>
          {t('admin.ui.filter.submit')}
        </button>
        <Link to={location.pathname} className={secondaryButton}>
          {t('admin.ui.filter.clear')}
        </Link>
      </div>
    </Form>
  );
}
