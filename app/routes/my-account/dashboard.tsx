import { Form, Link } from 'react-router';
import { requireUser } from '../../features/accounts/auth.server.ts';
import { getDashboardSummary } from '../../features/my-account/my-account.server.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { pageMeta } from '../../lib/meta.ts';
import type { Route } from './+types/dashboard';
import { buttonClass } from '../../components/ui/button.tsx';

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireUser(context, new URL(request.url));
  return { firstName: user.firstName, summary: await getDashboardSummary(user.id) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    { title: 'myAccount.dashboard.metaTitle', description: 'myAccount.metaDescription' },
    [{ name: 'robots', content: 'noindex' }],
  );

const card =
  'flex flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-500 hover:shadow';

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { firstName, summary } = loaderData;
  return (
    <section aria-labelledby="dashboard-title" className="space-y-6">
      <div>
        <h2 id="dashboard-title" className="text-2xl font-bold text-slate-900">
          {t('myAccount.dashboard.greeting', { firstName })}
        </h2>
        <Form method="post" action="/logout" className="mt-1 text-slate-700">
          {t('myAccount.dashboard.notYou', { firstName })}{' '}
          <button
            type="submit"
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            {t('myAccount.dashboard.logout')}
          </button>
        </Form>
        <p className="mt-4 max-w-prose text-slate-700">{t('myAccount.dashboard.intro')}</p>
      </div>
      <div>
        <h3 className="mb-3 text-lg font-semibold text-slate-900">
          {t('myAccount.dashboard.summary')}
        </h3>
        <ul className="grid gap-4 sm:grid-cols-2">
          <li>
            <Link to="/my-account/properties" className={card}>
              <span className="text-3xl font-bold text-brand-800">{summary.properties}</span>
              <span className="mt-1 font-medium text-slate-800">
                {t('myAccount.dashboard.properties')}
              </span>
            </Link>
          </li>
          <li>
            <Link to="/my-account/favourites" className={card}>
              <span className="text-3xl font-bold text-brand-800">{summary.favourites}</span>
              <span className="mt-1 font-medium text-slate-800">
                {t('myAccount.dashboard.favourites')}
              </span>
            </Link>
          </li>
        </ul>
      </div>
      <div className="flex flex-wrap gap-3">
        <Link to="/my-account/add-property" className={buttonClass({ className: 'px-5' })}>
          {t('myAccount.dashboard.addProperty')}
        </Link>
        <Link
          to="/my-account/profile?edit=1"
          className={buttonClass({ variant: 'secondary', className: 'px-5' })}
        >
          {t('myAccount.dashboard.editProfile')}
        </Link>
      </div>
    </section>
  );
}
