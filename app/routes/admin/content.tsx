import { requireAdmin } from '../../features/admin/access.server.ts';
import { countContent } from '../../features/admin/content/content.server.ts';
import { ContentIndex } from '../../features/admin/content/content-list-page.tsx';
import { AdminPage } from '../../features/admin/ui/admin-page.tsx';
import { useT } from '../../i18n/i18n-context.tsx';
import { translator } from '../../i18n/translate.ts';
import { getRootData } from '../../lib/meta.ts';
import type { Route } from './+types/content';

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireAdmin(context, request);
  return { counts: await countContent(user) };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: translator(getRootData(matches)?.locale ?? 'en')('admin.content.index.metaTitle') },
];

export default function Content({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <AdminPage
      title={t('admin.content.index.heading')}
      description={t('admin.content.index.intro')}
    >
      <ContentIndex counts={loaderData.counts} />
    </AdminPage>
  );
}
