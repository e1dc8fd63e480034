import { isAdmin, requireStaff } from '../../features/admin/access.server.ts';
import { getDashboard } from '../../features/admin/dashboard/dashboard.server.ts';
import { DashboardPage } from '../../features/admin/dashboard/dashboard-page.tsx';
import { translator } from '../../i18n/translate.ts';
import { getRootData } from '../../lib/meta.ts';
import type { Route } from './+types/dashboard';

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireStaff(context, request);
  return { dashboard: await getDashboard(user), isAdmin: isAdmin(user) };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: translator(getRootData(matches)?.locale ?? 'en')('admin.ui.dashboard.metaTitle') },
  { name: 'robots', content: 'noindex' },
];

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return <DashboardPage dashboard={loaderData.dashboard} isAdmin={loaderData.isAdmin} />;
}
