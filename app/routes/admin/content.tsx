import { requireAdmin } from '../../features/admin/access.server.ts';
import { countContent } from '../../features/admin/content/content.server.ts';
import { ContentIndex } from '../../features/admin/content/content-list-page.tsx';
import { AdminPage } from '../../features/admin/ui/admin-page.tsx';
import type { Route } from './+types/content';

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireAdmin(context, request);
  return { counts: await countContent(user) };
}

export const meta: Route.MetaFunction = () => [{ title: 'Content · Back office · Nivasa' }];

export default function Content({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage title="Content" description="What the site’s pages say, edited here.">
      <ContentIndex counts={loaderData.counts} />
    </AdminPage>
  );
}
