// 'Expiring this week': active listings the heartbeat sweep will expire within seven days.
// A listing expires `heartbeatDays` after its owner last confirmed it, so those are the ones
// confirmed between (now - heartbeatDays) and (now - heartbeatDays + 7 days). The dashboard's
// count and the listings filter it links to use the same window.

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_DAYS = 7;

export function expiringWindow(now: Date, heartbeatDays: number): { from: Date; by: Date } {
  const from = new Date(now.getTime() - heartbeatDays * DAY_MS);
  return { from, by: new Date(from.getTime() + WEEK_DAYS * DAY_MS) };
}
