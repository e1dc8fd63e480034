import { Outlet } from 'react-router';
import { requireRouteAccess, requireStaff } from '../../features/admin/access.server.ts';
import { AdminNav } from '../../features/admin/ui/admin-nav.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { loadAdminCatalogue } from '../../i18n/load-catalogue.ts';
import { translator } from '../../i18n/translate.ts';
import { DEFAULT_LOCALE, isLocale } from '../../i18n/locales.ts';
import { noticeOf } from '../../lib/flash.ts';
import { getRootData } from '../../lib/meta.ts';
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

/**
 * Arriving from a public page, the browser fetches the back office's words in the page's
 * language beside the data (a page loaded here first has them before it hydrates:
 * entry.client.tsx).
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const lang = document.documentElement.lang;
  const [data] = await Promise.all([
    serverLoader(),
    loadAdminCatalogue(isLocale(lang) ? lang : DEFAULT_LOCALE),
  ]);
  return data;
}

export function headers() {
  return { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: translator(getRootData(matches)?.locale ?? 'en')('admin.ui.metaTitle') },
  { name: 'robots', content: 'noindex' },
];

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  // The notice a back-office action left (the root loader read and cleared its cookie).
  const notice = noticeOf(useRootData()?.flash);
  return (
    <div className="container-page grid gap-6 py-6 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-8 lg:py-10">
      <AdminNav role={loaderData.role} />
      <div className="min-w-0">
        <Notice notice={notice} />
        <Outlet />
      </div>
    </div>
  );
}
