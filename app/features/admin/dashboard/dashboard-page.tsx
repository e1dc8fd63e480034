import { Link } from 'react-router';
import { Notice } from '../../../components/ui/notice.tsx';
import type { Dashboard } from './dashboard.server.ts';
import { InboxStatusBadge, Received } from '../inbox/inbox-parts.tsx';
import { INBOX_TYPE_LABELS, itemHref, senderName } from '../inbox/inbox-rows.ts';
import { AdminPage, AdminPanel } from '../ui/admin-page.tsx';
import { linkStyle } from '../ui/buttons.ts';

/** /admin: today's counts, each a link to the rows it counts, and the newest inbox items. */
export function DashboardPage({ dashboard, isAdmin }: { dashboard: Dashboard; isAdmin: boolean }) {
  return (
    <AdminPage
      title="Dashboard"
      description={
        isAdmin
          ? 'What needs the agency today.'
          : 'Your enquiries and visit requests, and the listings assigned to you.'
      }
    >
      {dashboard.alerts.map((alert) => (
        <Notice key={alert.id} notice={{ tone: 'error', text: alert.text }} />
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
                {card.label}
              </span>
              <span className="mt-1 text-sm text-slate-700">{card.description}</span>
            </Link>
          </li>
        ))}
      </ul>
      <AdminPanel title="Latest enquiries" id="latest">
        {dashboard.latest.length === 0 ? (
          <p className="text-slate-700">No enquiries or visit requests yet.</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {dashboard.latest.map((item) => (
              <li
                key={`${item.source}-${item.id}`}
                className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2.5"
              >
                <span className="min-w-0">
                  <Link to={itemHref(item.source, item.id)} className={linkStyle}>
                    {INBOX_TYPE_LABELS[item.type]} from {senderName(item.name)}
                  </Link>
                  {item.reference ? (
                    <span className="ml-2 font-mono text-xs text-slate-700">{item.reference}</span>
                  ) : null}
                  {item.about.properties[0] ? (
                    <span className="block truncate text-sm text-slate-700">
                      {item.about.properties[0].title}
                      {item.about.properties.length > 1
                        ? ` and ${item.about.properties.length - 1} more`
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
            Open the inbox
          </Link>
        </p>
      </AdminPanel>
    </AdminPage>
  );
}
