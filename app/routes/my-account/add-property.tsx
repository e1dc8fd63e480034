import { Link } from 'react-router';
import { requireUser } from '../../features/accounts/auth.server.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { pageMeta } from '../../lib/meta.ts';
import type { Route } from './+types/add-property';

// The listing form itself lives at /add-listing (the listings feature); this tab leads there.
export function loader({ context, request }: Route.LoaderArgs) {
  requireUser(context, new URL(request.url));
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'myAccount.addProperty.metaTitle', description: 'myAccount.metaDescription' }, [
    { name: 'robots', content: 'noindex' },
  ]);

export default function AddProperty() {
  const t = useT();
  return (
    <section aria-labelledby="add-property-title" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="add-property-title" className="text-2xl font-bold text-slate-900">
        {t('myAccount.addProperty.heading')}
      </h2>
      <p className="mt-3 max-w-prose text-slate-700">{t('myAccount.addProperty.text')}</p>
      <Link
        to="/add-listing"
        className="mt-5 inline-flex min-h-11 items-center rounded-md bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
      >
        {t('myAccount.addProperty.button')}
      </Link>
    </section>
  );
}
