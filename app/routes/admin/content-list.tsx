import { Link } from 'react-router';
import { requireAdmin } from '../../features/admin/access.server.ts';
import {
  getContentName,
  listContent,
  requireKind,
} from '../../features/admin/content/content.server.ts';
import { deleteContent } from '../../features/admin/content/content-delete.server.ts';
import { getKindDef, KIND_DEFS } from '../../features/admin/content/content-kinds.ts';
import { DeleteConfirmation } from '../../features/admin/content/content-edit-page.tsx';
import {
  AddContentLink,
  ContentListView,
  contentPath,
} from '../../features/admin/content/content-list-page.tsx';
import { readForm } from '../../lib/forms.ts';
import {
  idParam,
  parseListQuery,
  redirectPastLastPage,
} from '../../features/admin/ui/list-query.ts';
import { redirectWithNotice } from '../../lib/flash.server.ts';
import { AdminPage } from '../../features/admin/ui/admin-page.tsx';
import { linkStyle } from '../../features/admin/ui/buttons.ts';
import { badRequest, notFound } from '../../lib/http.ts';
import type { Route } from './+types/content-list';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireAdmin(context, request);
  const def = requireKind(params.kind);
  const url = new URL(request.url);
  const query = parseListQuery(url, Object.keys(def.list.sorts), def.list.defaultSort);
  const deleteId = def.canDelete ? idParam(url, 'delete') : undefined;
  const [list, deleteName] = await Promise.all([
    listContent(user, def, query),
    deleteId ? getContentName(user, def, deleteId) : null,
  ]);
  redirectPastLastPage(url, query.page, list.total);
  return {
    kind: def.kind,
    ...query,
    ...list,
    confirmDelete: deleteId && deleteName !== null ? { id: deleteId, name: deleteName } : null,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requireAdmin(context, request);
  const def = requireKind(params.kind);
  const form = await readForm(request);
  const rawId = form.get('id');
  if (
    form.get('intent') !== 'delete' ||
    typeof rawId !== 'string' ||
    !/^[1-9]\d{0,8}$/.test(rawId)
  ) {
    throw badRequest();
  }
  const deleted = await deleteContent(user, def, Number(rawId));
  if (!deleted.ok) throw notFound();
  const label = def.singular.charAt(0).toUpperCase() + def.singular.slice(1);
  const name = deleted.value.name.slice(0, 80);
  return redirectWithNotice(contentPath(def.kind), `${label} “${name}” deleted.`);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${getKindDef(loaderData?.kind)?.title ?? 'Content'} · Back office · Nivasa` },
];

export default function ContentList({ loaderData }: Route.ComponentProps) {
  const def = KIND_DEFS[loaderData.kind];
  return (
    <AdminPage
      title={def.title}
      description={
        <>
          {def.description}{' '}
          <Link to="/admin/content" className={linkStyle}>
            All content
          </Link>
        </>
      }
      actions={<AddContentLink def={def} />}
    >
      {loaderData.confirmDelete ? (
        <DeleteConfirmation
          singular={def.singular}
          name={loaderData.confirmDelete.name}
          id={loaderData.confirmDelete.id}
          cancelHref={contentPath(def.kind)}
        />
      ) : null}
      <ContentListView def={def} list={loaderData} />
    </AdminPage>
  );
}
