import { Form } from 'react-router';
import { useT } from '../../i18n/i18n-context.tsx';
import { Icon } from '../ui/icon.tsx';

/** The header search box: full-text search over listings, into the results page. */
export function HeaderSearch({ id, className = '' }: { id: string; className?: string }) {
  const t = useT();
  return (
    <Form method="get" action="/shop" role="search" className={`flex ${className}`}>
      <label htmlFor={id} className="sr-only">
        {t('header.searchLabel')}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        maxLength={200}
        placeholder={t('header.searchPlaceholder')}
        className="w-full min-w-0 rounded-l-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-600"
      />
      <button
        type="submit"
        className="rounded-r-md bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800"
      >
        <Icon d="M8.5 3a5.5 5.5 0 0 1 4.4 8.8l3.6 3.7a1 1 0 0 1-1.4 1.4l-3.7-3.6A5.5 5.5 0 1 1 8.5 3Zm0 2a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7Z" />
        <span className="sr-only">{t('header.searchButton')}</span>
      </button>
    </Form>
  );
}
