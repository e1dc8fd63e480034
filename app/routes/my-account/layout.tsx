import { Outlet } from 'react-router';
import { PageHeader } from '../../components/layout/page-header.tsx';
import { requireUser } from '../../features/accounts/auth.server.ts';
import { AccountNav } from '../../features/my-account/account-nav.tsx';
import { useT } from '../../i18n/i18n-context.tsx';
import type { Route } from './+types/layout';

// Signed-in only: every loader and action under /my-account runs after this guard, which sends
// visitors to /login and back here afterwards.
export const middleware: Route.MiddlewareFunction[] = [
  ({ request, context }) => {
    requireUser(context, new URL(request.url));
  },
];

export default function MyAccountLayout() {
  const t = useT();
  return (
    <>
      <PageHeader title={t('myAccount.heading')} crumbs={[{ label: t('myAccount.heading') }]} />
      <div className="container-page grid gap-6 py-8 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10 lg:py-12">
        <AccountNav />
        <div className="min-w-0">
          <Outlet />
        </div>
      </div>
    </>
  );
}
