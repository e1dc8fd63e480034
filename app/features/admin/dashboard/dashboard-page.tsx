import { Link } from 'react-router';
import { Notice } from '../../../components/ui/notice.tsx';
import { useI18n } from '../../../i18n/i18n-context.tsx';
import type { Dashboard } from './dashboard.server.ts';
import { InboxStatusBadge, Received } from '../inbox/inbox-parts.tsx';
import { itemHref, senderName } from '../inbox/inbox-rows.ts';
import { AdminPage, AdminPanel } from '../ui/admin-page.tsx';
import { linkStyle } from '../ui/buttons.ts';
import { formatAdminDateTime } from '../ui/format.ts';

/** /admin: today's counts, each a link to the rows it counts, and the newest inbox items. */
export function DashboardPage({ dashboard, isAdmin }: { dashboard: Dashboard; isAdmin: boolean }) {
  const { t, locale } = useI18n();
  return (
    <AdminPage
      title={t('admin.ui.dashboard.heading')}
      description={t(isAdmin ? 'admin.ui.dashboard.intro.admin' : 'admin.ui.dashboard.intro.agent')}
    >
      {dashboard.alerts.map((alert) => (
        <Notice
          key={alert.id}
          notice={{
            tone: 'error',
            text: t(alert.text, {
              ...alert.params,
              ...(alert.at ? { time: formatAdminDateTime(alert.at, locale) } : {}),
            }),
          }}
        />
      ))}
      <ul className="mb-6 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {dashboard.cards.map((card) => (
          <li key={card.id}>
            <Link
              to={card.href}
              className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-brand-400 hover:bg-brand-50"
            >
              <span className="text-3xl font-bold text-slate-900 tabular-nums">
                {card.count.toLocaleString('en-IN')}
              </span>
              <span className="mt-1 font-semibold text-brand-800 underline underline-offset-2">
                {t(card.label)}
              </span>
              <span className="mt-1 text-sm text-slate-700">
                {t(card.description, card.params)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <AdminPanel title={t('admin.ui.dashboard.latest.heading')} id="latest">
        {dashboard.latest.length === 0 ? (
          <p className="text-slate-700">{t('admin.ui.dashboard.latest.empty')}</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {dashboard.latest.map((item) => (
              <li
                key={`${item.source}-${item.id}`}
                className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2.5"
              >
                <span className="min-w-0">
                  <Link to={itemHref(item.source, item.id)} className={linkStyle}>
                    {t('admin.ui.dashboard.latest.item', {
                      type: t(`admin.inbox.type.${item.type}`),
                      name: senderName(item.name, t),
                    })}
                  </Link>
                  {item.reference ? (
                    <span className="ml-2 font-mono text-xs text-slate-700">{item.reference}</span>
                  ) : null}
                  {item.about.properties[0] ? (
                    <span className="block truncate text-sm text-slate-700">
                      {item.about.properties[0].title}
                      {item.about.properties.length > 1
                        ? ` ${t('admin.ui.dashboard.latest.more', { count: item.about.properties.length - 1 })}`
                        : ''}
                    </span>
                  ) : null}
                </span>
                <span className="flex items-center gap-3 text-sm text-slate-700">
                  <Received at={item.createdAt} />
                  <InboxStatusBadge status={item.status} />
                </span>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-3">
          <Link to="/admin/inbox" className={linkStyle}>
            {t('admin.ui.dashboard.latest.open')}
          </Link>
        </p>
      </AdminPanel>
    </AdminPage>
  );
}
