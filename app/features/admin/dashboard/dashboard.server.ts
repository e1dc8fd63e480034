import { expiringWindow } from '../../listings/expire-listings.server.ts';
import { and, count, eq, gt, isNull, lte, ne, type SQL } from 'drizzle-orm';
import { getConfig, type Config } from '../../../config.server.ts';
import { getDb } from '../../../db/db.server.ts';
import { inquiries, properties, users, visitRequests } from '../../../db/schema/index.ts';
import type { AdminMessageKey } from '../../../i18n/admin/admin-en.ts';
import type { MessageParams } from '../../../i18n/translate.ts';
import { getListingRules } from '../../settings/site-settings.server.ts';
import { getSmsBudgetUse, smsDeliveryWarning } from '../../sms/sms.server.ts';
import { agentScope, isAdmin, type StaffUser } from '../access.server.ts';
import type { InboxRow } from '../inbox/inbox-rows.ts';
import { listInbox } from '../inbox/inbox.server.ts';
import { inquiryScope, visitScope } from '../inbox/inbox-scope.server.ts';
import { joinedThisWeek } from '../people/people.server.ts';

// The back office's first page: the counts that matter today, each a link to the list that
// shows those rows, and the newest inbox items. An agent's counts are of their own inbox items and the
// listings assigned to them; the moderation queue and new users are an admin's.
// Each count is one COUNT(*) with a WHERE an index serves: properties (status, ...) and the
// partial index on active listings' confirmed_at, visit_requests (status, created_at), the
// assignment indexes for an agent, the partial index on open inquiries (handled_at IS NULL)
// and users' created_at index.

// Texts are catalogue keys (and their parameters), which the page writes in its language.

type DashboardCard = {
  id: 'pending' | 'inquiries' | 'visits' | 'expiring' | 'users';
  label: AdminMessageKey;
  description: AdminMessageKey;
  params?: MessageParams;
  count: number;
  href: string;
};

/** Something an admin should act on, above the counts. */
type DashboardAlert = {
  id: 'sms-outbox' | 'sms-budget';
  text: AdminMessageKey;
  params?: MessageParams;
  /** A moment the text names ('{time}'), written by the page in its language. */
  at?: string;
};

export type Dashboard = { cards: DashboardCard[]; latest: InboxRow[]; alerts: DashboardAlert[] };

async function countWhere(
  table: typeof properties | typeof inquiries | typeof visitRequests | typeof users,
  where: SQL | undefined,
): Promise<number> {
  const [row] = await getDb().select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

/** An admin's alerts: SMS that are not delivered, or the day's SMS budget spent. */
async function smsAlerts(config: Config, now: Date): Promise<DashboardAlert[]> {
  const alerts: DashboardAlert[] = [];
  // The log has smsDeliveryWarning's English; the dashboard its words in the page's language.
  if (smsDeliveryWarning(config))
    alerts.push({ id: 'sms-outbox', text: 'admin.ui.dashboard.alert.smsOutbox' });
  const { budget, used, resetsAt } = await getSmsBudgetUse(now);
  if (used >= budget) {
    alerts.push({
      id: 'sms-budget',
      text: 'admin.ui.dashboard.alert.smsBudget',
      params: { count: budget },
      ...(resetsAt ? { at: resetsAt.toISOString() } : {}),
    });
  }
  return alerts;
}

export async function getDashboard(
  user: StaffUser,
  now: Date = new Date(),
  config: Config = getConfig(),
): Promise<Dashboard> {
  const admin = isAdmin(user);
  const { heartbeatDays } = getListingRules();
  const { from: expiresFrom, by: expiresBy } = expiringWindow(now, heartbeatDays);

  const [pending, newInquiries, toConfirm, expiring, newUsers, latest, alerts] = await Promise.all([
    admin ? countWhere(properties, eq(properties.status, 'pending')) : Promise.resolve(0),
    countWhere(
      inquiries,
      and(ne(inquiries.kind, 'visit'), isNull(inquiries.handledAt), inquiryScope(user)),
    ),
    countWhere(visitRequests, and(eq(visitRequests.status, 'requested'), visitScope(user))),
    countWhere(
      properties,
      and(
        eq(properties.status, 'active'),
        gt(properties.confirmedAt, expiresFrom),
        lte(properties.confirmedAt, expiresBy),
        agentScope(user, properties.assignedAgentUserId),
      ),
    ),
    admin ? countWhere(users, joinedThisWeek(now)) : Promise.resolve(0),
    listInbox(user, { q: '' }, { sort: 'received', dir: 'desc', page: 1, pageSize: 5 }),
    admin ? smsAlerts(config, now) : Promise.resolve([]),
  ]);

  const cards: DashboardCard[] = [];
  if (admin) {
    cards.push({
      id: 'pending',
      label: 'admin.ui.dashboard.pending.label',
      description: 'admin.ui.dashboard.pending.description',
      count: pending,
      href: '/admin/moderation',
    });
  }
  cards.push(
    {
      id: 'inquiries',
      label: 'admin.ui.dashboard.inquiries.label',
      description: admin
        ? 'admin.ui.dashboard.inquiries.description'
        : 'admin.ui.dashboard.inquiries.descriptionAgent',
      count: newInquiries,
      href: '/admin/inbox?status=new',
    },
    {
      id: 'visits',
      label: 'admin.ui.dashboard.visits.label',
      description: admin
        ? 'admin.ui.dashboard.visits.description'
        : 'admin.ui.dashboard.visits.descriptionAgent',
      count: toConfirm,
      href: '/admin/inbox?status=requested',
    },
    {
      id: 'expiring',
      label: 'admin.ui.dashboard.expiring.label',
      description: 'admin.ui.dashboard.expiring.description',
      params: { days: heartbeatDays },
      count: expiring,
      href: '/admin/listings?expiring=week&sort=updated&dir=asc',
    },
  );
  if (admin) {
    cards.push({
      id: 'users',
      label: 'admin.ui.dashboard.users.label',
      description: 'admin.ui.dashboard.users.description',
      count: newUsers,
      href: '/admin/people?joined=week&sort=created&dir=desc',
    });
  }
  return { cards, latest: latest.rows, alerts };
}
