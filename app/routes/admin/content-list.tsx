import { Link } from 'react-router';
import { requireAdmin } from '../../features/admin/access.server.ts';
import {
  getContentName,
  listContent,
  requireKind,
} from '../../features/admin/content/content.server.ts';
import { deleteContent } from '../../features/admin/content/content-delete.server.ts';
import {
  getKindDef,
  KIND_DEFS,
  singularAtStart,
} from '../../features/admin/content/content-kinds.ts';
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
import { useT } from '../../i18n/i18n-context.tsx';
import { translate, translator } from '../../i18n/translate.ts';
import { getLocale } from '../../lib/locale.server.ts';
import { getRootData } from '../../lib/meta.ts';
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
  const locale = getLocale(request);
  const name = deleted.value.name.slice(0, 80);
  const notice = translate(locale, 'admin.content.list.deleted', {
    singular: singularAtStart(def, locale),
    name,
  });
  return redirectWithNotice(contentPath(def.kind), notice);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const t = translator(getRootData(matches)?.locale ?? 'en');
  const def = getKindDef(loaderData?.kind);
  return [
    {
      title: def
        ? t('admin.content.list.metaTitle', { title: t(def.title) })
        : t('admin.content.index.metaTitle'),
    },
  ];
};

export default function ContentList({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const def = KIND_DEFS[loaderData.kind];
  return (
    <AdminPage
      title={t(def.title)}
      description={
        <>
          {t(def.description)}{' '}
          <Link to="/admin/content" className={linkStyle}>
            {t('admin.content.list.allContent')}
          </Link>
        </>
      }
      actions={<AddContentLink def={def} />}
    >
      {loaderData.confirmDelete ? (
        <DeleteConfirmation
          singular={t(def.singular)}
          name={loaderData.confirmDelete.name}
          id={loaderData.confirmDelete.id}
          cancelHref={contentPath(def.kind)}
        />
      ) : null}
      <ContentListView def={def} list={loaderData} />
    </AdminPage>
  );
}
