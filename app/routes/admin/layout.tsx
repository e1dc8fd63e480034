import { Outlet } from 'react-router';
import { requireRouteAccess, requireStaff } from '../../features/admin/access.server.ts';
import { AdminNav } from '../../features/admin/ui/admin-nav.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { noticeOf } from '../../lib/flash.ts';
import { useRootData } from '../../lib/root-data.ts';
import type { Route } from './+types/layout';

// The back office. This middleware runs before every loader and action under /admin: a
// visitor is sent to sign in, a plain user gets 403, an agent gets 403 on every page that
// features/admin/admin-routes.ts does not open to agents. Each route checks again for its
// own rule (admin-only pages, an agent's own records).
export const middleware: Route.MiddlewareFunction[] = [
  ({ request, context, pattern }) => {
    requireRouteAccess(context, request, pattern);
  },
];

export function loader({ request, context }: Route.LoaderArgs) {
  return { role: requireStaff(context, request).role };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Back office · Nivasa' },
  { name: 'robots', content: 'noindex' },
];

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  // The notice a back-office action left (the root loader read and cleared its cookie).
  const notice = noticeOf(useRootData()?.flash);
  // The back office's own words are English for now (issue 26 goes on): under /te or /hi its
  // screens say so, so a screen reader reads them in an English voice.
  return (
    <div
      lang="en"
      className="container-page grid gap-6 py-6 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-8 lg:py-10"
    >
      <AdminNav role={loaderData.role} />
      <div className="min-w-0">
        <Notice notice={notice} />
        <Outlet />
      </div>
    </div>
  );
}
