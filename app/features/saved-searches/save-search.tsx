import { Form, Link, useLocation } from 'react-router';
import { useT } from '../../i18n/i18n-context.tsx';
import { SAVED_SEARCHES_PATH } from './saved-search-fields.ts';

const BUTTON =
  'inline-flex min-h-11 items-center rounded-lg border border-brand-700 bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50';

/**
 * 'Save this search' on a results page (issue 28). Signed in: a post that saves this page's
 * search and comes back here; once saved, says so and links to the list. Signed out (`saved`
 * null): the same words lead to sign in, which comes back here.
 */
export function SaveSearch({ saved }: { saved: boolean | null }) {
  const t = useT();
  const { pathname, search } = useLocation();
  const here = pathname + search;
  if (saved === null) {
    return (
      <Link to={`/login?redirectTo=${encodeURIComponent(here)}`} rel="nofollow" className={BUTTON}>
        {t('savedSearches.save')}
      </Link>
    );
  }
  if (saved) {
    return (
      <p className="text-sm text-slate-700">
        {t('savedSearches.isSaved')} ·{' '}
        <Link to={SAVED_SEARCHES_PATH} className="font-semibold text-brand-700 underline">
          {t('savedSearches.see')}
        </Link>
      </p>
    );
  }
  return (
    <Form method="post" action={SAVED_SEARCHES_PATH}>
      <input type="hidden" name="query" value={search.slice(1)} />
      <input type="hidden" name="from" value={here} />
      <button type="submit" name="intent" value="save" className={BUTTON}>
        {t('savedSearches.save')}
      </button>
    </Form>
  );
}
