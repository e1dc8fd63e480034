import { data, Link } from 'react-router';
import { getConfig } from '../../config.server.ts';
import { requireAdmin } from '../../features/admin/access.server.ts';
import {
  getContentEditor,
  parseContentId,
  requireKind,
} from '../../features/admin/content/content.server.ts';
import {
  readContentPost,
  type ContentRefusal,
} from '../../features/admin/content/content-post.server.ts';
import { saveContent } from '../../features/admin/content/content-save.server.ts';
import { ContentEditForm } from '../../features/admin/content/content-edit-page.tsx';
import { KIND_DEFS, singularAtStart } from '../../features/admin/content/content-kinds.ts';
import { contentPath } from '../../features/admin/content/content-list-page.tsx';
import type { FieldErrors, FormValues } from '../../lib/forms.ts';
import { redirectWithNotice } from '../../lib/flash.server.ts';
import { notFound } from '../../lib/http.ts';
import { AdminPage } from '../../features/admin/ui/admin-page.tsx';
import { linkStyle } from '../../features/admin/ui/buttons.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { translate, translator } from '../../i18n/translate.ts';
import { getLocale } from '../../lib/locale.server.ts';
import { getRootData } from '../../lib/meta.ts';
import type { Route } from './+types/content-edit';

type ActionData = { errors: FieldErrors<string>; values: FormValues | null };

/** A post or an image too large is a 413, a full disk a 507, anything else refused a 400. */
const REFUSED_STATUS: Record<ContentRefusal, number> = {
  'too-large': 413,
  'storage-full': 507,
  invalid: 400,
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireAdmin(context, request);
  const def = requireKind(params.kind);
  const id = parseContentId(params.id);
  const editor = await getContentEditor(user, def, id);
  if (!editor) throw notFound();
  return { kind: def.kind, ...editor, maxFileMb: getConfig().UPLOAD_MAX_FILE_MB };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requireAdmin(context, request);
  const def = requireKind(params.kind);
  const id = parseContentId(params.id);
  const post = await readContentPost(request, def);
  if (!post.ok) {
    const status = REFUSED_STATUS[post.reason];
    return data<ActionData>({ errors: post.errors, values: post.values }, { status });
  }
  const saved = await saveContent(user, def, id, post.value);
  if (!saved.ok && saved.reason === 'not-found') throw notFound();
  if (!saved.ok) {
    const status = REFUSED_STATUS[saved.reason];
    return data<ActionData>({ errors: saved.errors, values: post.value.values }, { status });
  }
  const locale = getLocale(request);
  const singular = singularAtStart(def, locale);
  const notice = saved.value.created ? 'admin.content.edit.added' : 'admin.content.edit.saved';
  return redirectWithNotice(contentPath(def.kind), translate(locale, notice, { singular }));
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const t = translator(getRootData(matches)?.locale ?? 'en');
  if (!loaderData) return [{ title: t('admin.content.index.metaTitle') }];
  const singular = t(KIND_DEFS[loaderData.kind].singular);
  const title =
    loaderData.id === null ? 'admin.content.edit.metaAdd' : 'admin.content.edit.metaEdit';
  return [{ title: t(title, { singular }) }];
};

export default function ContentEdit({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const def = KIND_DEFS[loaderData.kind];
  const listHref = contentPath(def.kind);
  const singular = t(def.singular);
  const title =
    loaderData.id === null
      ? t('admin.content.add', { singular })
      : t('admin.content.edit.heading', { singular, name: loaderData.name });
  return (
    <AdminPage
      title={title.length > 90 ? `${title.slice(0, 89)}…` : title}
      description={
        <>
          <Link to={listHref} className={linkStyle}>
            {t('admin.content.edit.back', { kinds: t(def.title).toLowerCase() })}
          </Link>
          {loaderData.publicPath ? (
            <>
              {' · '}
              <Link to={loaderData.publicPath} className={linkStyle}>
                {t('admin.content.edit.viewOnSite')}
              </Link>
            </>
          ) : null}
        </>
      }
    >
      <ContentEditForm
        def={def}
        values={actionData?.values ?? loaderData.values}
        errors={actionData?.errors ?? {}}
        options={loaderData.options}
        imageKey={loaderData.imageKey}
        maxFileMb={loaderData.maxFileMb}
        deleteHref={
          def.canDelete && loaderData.id !== null ? `${listHref}?delete=${loaderData.id}` : null
        }
        listHref={listHref}
      />
    </AdminPage>
  );
}
