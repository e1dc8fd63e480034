import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// What the app processes sharing one database share besides the data (decision 025).

/** Keys the processes make once and share: the form-signing key when FORM_SECRET is unset. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per periodic job: the process that claims a run moves `last_started_at`, so each
 * interval's run happens in one process only (app/lib/periodic.server.ts).
 */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }).notNull(),
  runs: bigint('runs', { mode: 'number' }).notNull().default(1),
  /** Which process ran it last (host:pid), for the operator. */
  lastProcess: text('last_process').notNull(),
});
