import { Form, Link } from 'react-router';
import { formatDate } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import type { AccountMessage, MessageFilter } from './messages.server.ts';

/**
 * One message on the Messages tab: who wrote and when, what it is about, how to answer, the
 * text, and the button that marks it handled (or open again), staying on this page and filter.
 */
type Props = { item: AccountMessage; page: number; filter: MessageFilter };

export function MessageCard({ item, page, filter }: Props) {
  const { t, locale } = useI18n();
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <article aria-labelledby={`message-${item.id}`}>
        <header className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 id={`message-${item.id}`} className="font-semibold text-slate-900">
            {item.name || item.email}
          </h3>
          <p className="text-sm text-slate-600">
            <time dateTime={new Date(item.createdAt).toISOString()}>
              {formatDate(item.createdAt, locale, 'long')}
            </time>
            {' · '}
            <span className={item.handled ? 'text-brand-700' : 'font-semibold text-accent-700'}>
              {item.handled ? t('myAccount.messages.handled') : t('myAccount.messages.new')}
            </span>
          </p>
        </header>
        <p className="mt-1 text-sm text-slate-700">
          {item.property ? (
            <>
              {t('myAccount.messages.about')}{' '}
              <Link
                to={`/product-details/${item.property.id}`}
                className="font-medium text-brand-700 underline"
              >
                {item.property.title}
              </Link>
            </>
          ) : item.agentName ? (
            t('myAccount.messages.toAgent', { name: item.agentName })
          ) : item.blogTitle ? (
            t('myAccount.messages.aboutBlog', { title: item.blogTitle })
          ) : null}
        </p>
        <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-medium text-slate-700">{t('inquiry.email')}</dt>
          <dd className="min-w-0 break-words">
            <a href={`mailto:${item.email}`} className="text-brand-700 underline">
              {item.email}
            </a>
          </dd>
          {item.phone ? (
            <>
              <dt className="font-medium text-slate-700">{t('myAccount.messages.phone')}</dt>
              <dd>
                <a href={`tel:+91${item.phone}`} className="text-brand-700 underline">
                  {item.phone}
                </a>
              </dd>
            </>
          ) : null}
          {item.service ? (
            <>
              <dt className="font-medium text-slate-700">{t('myAccount.messages.service')}</dt>
              <dd>{item.service}</dd>
            </>
          ) : null}
        </dl>
        <p className="mt-3 whitespace-pre-line break-words text-slate-800">{item.message}</p>
        <Form method="post" className="mt-3">
          <input type="hidden" name="inquiryId" value={item.id} />
          <input type="hidden" name="page" value={page} />
          <input type="hidden" name="show" value={filter} />
          <button
            type="submit"
            name="intent"
            value={item.handled ? 'open' : 'handled'}
            className="rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            {item.handled ? t('myAccount.messages.reopen') : t('myAccount.messages.markHandled')}
          </button>
        </Form>
      </article>
    </li>
  );
}
