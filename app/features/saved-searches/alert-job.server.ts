import type { Logger } from 'pino';
import { getConfig } from '../../config.server.ts';
import { startPeriodicTask } from '../../lib/periodic.server.ts';
import { deliverAlerts } from './alert-delivery.server.ts';
import { composeAlerts } from './alerts.server.ts';

// The saved-search alert job: one of the app processes runs it every ALERT_INTERVAL_SECONDS
// (the job's run is claimed, app/lib/periodic.server.ts); should two ever run it at once, the
// sent-log and the claims (alerts.server.ts, alert-delivery.server.ts) still make one alert of
// each window, sent by one process.

/** Writes the alerts that are due at `now`, then sends those waiting. */
export async function runAlertJob(
  now: Date = new Date(),
): Promise<{ alerts: number; delivered: number }> {
  const { alerts } = await composeAlerts(now);
  const { delivered } = await deliverAlerts();
  return { alerts, delivered };
}

export function startAlertJob(logger: Pick<Logger, 'info' | 'warn'>): () => void {
  return startPeriodicTask(
    logger,
    'saved-search alerts',
    () => runAlertJob(),
    getConfig().ALERT_INTERVAL_SECONDS * 1000,
    { shared: 'saved-search-alerts' },
  );
}
