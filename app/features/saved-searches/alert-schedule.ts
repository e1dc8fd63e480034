import type { AlertFrequency } from '../../db/schema/values.ts';

// When a saved search's alert is due. Daily and weekly alerts go at the same hour of the
// morning in India (IST, UTC+5:30, no daylight saving), weekly ones on Monday; an instant
// alert is due at the job's next run (ALERT_INTERVAL_SECONDS).

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const MONDAY = 1;

/** The first send time of `frequency` after `after`, at `hour` o'clock India time. */
export function nextAlertAt(frequency: AlertFrequency, after: Date, hour: number): Date {
  if (frequency === 'instant') return new Date(after.getTime() + 1);
  // Work on India's wall clock as if it were UTC, then move back.
  const local = new Date(after.getTime() + IST_OFFSET_MS);
  const at = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), hour);
  let next = at > local.getTime() ? at : at + DAY_MS;
  if (frequency === 'weekly') {
    while (new Date(next).getUTCDay() !== MONDAY) next += DAY_MS;
  }
  return new Date(next - IST_OFFSET_MS);
}
