import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../app/features/accounts/password.server.ts';
import { openDatabase } from '../../app/db/client.server.ts';
import { users } from '../../app/db/schema/index.ts';
import { seedPlaces } from '../../seed/seed.ts';
import { startCluster } from './cluster.ts';

// Starts the cluster the journeys use (three app processes at once on an empty database, a
// replica, the S3 peer, nginx), adds the region's places and an admin, and hands the
// addresses to the journeys in CLUSTER_STATE (a JSON file). Returns the teardown.

export const ADMIN = { phone: '9000000077', password: 'Cluster-Admin-Passw0rd' };

export type ClusterState = {
  apps: { base: string; port: number; pid: number; dataDir: string }[];
  nginx: string;
  primaryUrl: string;
  replicaUrl: string;
  replicaDataDir: string;
  s3Directory: string;
  bucket: string;
  alertIntervalSeconds: number;
  startedAt: string;
};

const ALERT_INTERVAL_SECONDS = 2;

export default async function globalSetup() {
  const started = new Date();
  const cluster = await startCluster({
    processes: 3,
    env: {
      // New listings go live at once: a user's own new listing is looked for in search.
      LISTING_MODERATION: 'false',
      // The journeys fill forms as fast as a script does.
      FORM_MIN_FILL_MS: '0',
      // The load of the kill journey is one client through nginx.
      LISTING_PAGES_PER_MINUTE: '1000000',
      // The shared job the journeys count: every 2 s, run by one process each time.
      ALERT_INTERVAL_SECONDS: String(ALERT_INTERVAL_SECONDS),
      // The replica journey pauses replay for a while: it must not be skipped as lagging then.
      DATABASE_READ_MAX_LAG_SECONDS: '600',
      READ_YOUR_WRITES_SECONDS: '601',
    },
    // The region's places and an admin, before any page caches the (empty) list of places.
    prepare: async (primaryUrl) => {
      const handle = await openDatabase({ databaseUrl: primaryUrl });
      try {
        await seedPlaces(handle.db);
        const found = await handle.db.select().from(users).where(eq(users.phone, ADMIN.phone));
        if (found.length === 0) {
          await handle.db.insert(users).values({
            phone: ADMIN.phone,
            firstName: 'Cluster',
            lastName: 'Admin',
            passwordHash: await hashPassword(ADMIN.password),
            role: 'admin',
            mustChangePassword: false,
          });
        }
      } finally {
        await handle.close();
      }
    },
  });
  const state: ClusterState = {
    apps: cluster.apps.map((app) => ({
      base: app.base,
      port: app.port,
      pid: app.process.pid!,
      dataDir: app.dataDir,
    })),
    nginx: cluster.nginx.base,
    primaryUrl: cluster.primary.url,
    replicaUrl: cluster.replica!.url,
    replicaDataDir: cluster.replica!.dataDir,
    s3Directory: cluster.s3.directory,
    bucket: cluster.s3.bucket,
    alertIntervalSeconds: ALERT_INTERVAL_SECONDS,
    startedAt: started.toISOString(),
  };
  const file = path.join(os.tmpdir(), `nivasa-cluster-state-${process.pid}.json`);
  fs.writeFileSync(file, JSON.stringify(state));
  process.env.CLUSTER_STATE = file;
  return async () => {
    // What the processes logged, for a failed run.
    if (process.env.CLUSTER_LOGS) {
      for (const app of cluster.apps) {
        fs.writeFileSync(path.join(process.env.CLUSTER_LOGS, `app-${app.port}.log`), app.output());
      }
    }
    await cluster.stop();
    fs.rmSync(file, { force: true });
  };
}
