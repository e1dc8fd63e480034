import { Link } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { requireUser } from '../../features/accounts/auth.server.ts';
import { AccountPagination } from '../../features/my-account/account-pagination.tsx';
import {
  listAccountMessages,
  markMessageHandled,
  type MessageFilter,
} from '../../features/my-account/messages.server.ts';
import { MessageCard } from '../../features/my-account/message-card.tsx';
import { parsePropertyId } from '../../features/my-account/my-account-fields.ts';
import { pageFromUrl, PageSchema } from '../../features/my-account/my-account-schema.server.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { readForm } from '../../lib/forms.ts';
import { badRequest } from '../../lib/http.ts';
import { redirectWithFlash } from '../../lib/flash.server.ts';
import { pageMeta } from '../../lib/meta.ts';
import type { Route } from './+types/messages';

const PATH = '/my-account/messages';
const FILTERS: readonly MessageFilter[] = ['all', 'open', 'handled'];

function filterFrom(value: unknown): MessageFilter {
  return FILTERS.includes(value as MessageFilter) ? (value as MessageFilter) : 'all';
}

function hrefFor(filter: MessageFilter, page: number): string {
  const query = new URLSearchParams();
  if (filter !== 'all') query.set('show', filter);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `${PATH}?${text}` : PATH;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const user = requireUser(context, url);
  const filter = filterFrom(url.searchParams.get('show'));
  return { filter, ...(await listAccountMessages(user.id, pageFromUrl(url), filter)) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const user = requireUser(context, new URL(request.url));
  const form = await readForm(request);
  const id = parsePropertyId(form.get('inquiryId'));
  const intent = form.get('intent');
  if (id === null || (intent !== 'handled' && intent !== 'open')) throw badRequest();
  // Only the message's recipient may mark it; anyone else's id changes nothing.
  if (!(await markMessageHandled(user.id, id, intent === 'handled'))) throw badRequest();
  const page = PageSchema.parse(form.get('page') ?? 1);
  return redirectWithFlash(hrefFor(filterFrom(form.get('show')), page), {
    tone: 'success',
    title: 'myAccount.messages.updatedTitle',
    text:
      intent === 'handled' ? 'myAccount.messages.markedHandled' : 'myAccount.messages.markedOpen',
  });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    { title: 'myAccount.messages.metaTitle', description: 'myAccount.metaDescription' },
    [{ name: 'robots', content: 'noindex' }],
  );

export default function Messages({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { items, total, page, pageCount, filter } = loaderData;
  return (
    <section aria-labelledby="messages-title" className="min-w-0">
      <h2 id="messages-title" className="text-2xl font-bold text-slate-900">
        {t('myAccount.messages.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('myAccount.messages.intro')}</p>
      <nav aria-label={t('myAccount.messages.filterLabel')} className="mt-4 flex flex-wrap gap-2">
        {FILTERS.map((value) => (
          <Link
            key={value}
            to={hrefFor(value, 1)}
            aria-current={value === filter ? 'page' : undefined}
            className="rounded-full border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
          >
            {t(`myAccount.messages.filter.${value}`)}
          </Link>
        ))}
      </nav>
      {total > 0 ? (
        <p className="mt-3 text-sm text-slate-700">
          {t('myAccount.messages.count', { count: total })}
        </p>
      ) : null}
      {items.length === 0 ? (
        <div className="mt-6">
          <EmptyState
            text={t('myAccount.messages.empty')}
            to="/my-account/properties"
            linkText={t('myAccount.messages.toProperties')}
          />
        </div>
      ) : (
        <ol className="mt-4 flex flex-col gap-4">
          {items.map((item) => (
            <MessageCard key={item.id} item={item} page={page} filter={filter} />
          ))}
        </ol>
      )}
      {pageCount > 1 ? (
        <div className="mt-6">
          <AccountPagination path={hrefFor(filter, 1)} page={page} pageCount={pageCount} />
        </div>
      ) : null}
    </section>
  );
}
