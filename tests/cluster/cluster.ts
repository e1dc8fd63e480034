import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT, START_ARGS, START_ENV } from '../../bench/lib/app-server.ts';
import { startDeployNginx, type Nginx } from '../../bench/lib/nginx.ts';
import { freePort, waitUntilReady } from '../support/child-server.ts';
import { startS3Peer, type S3Peer } from '../support/s3-peer.ts';

// Nivasa beyond one machine, on loopback and without Docker (`npm run test:cluster`, the
// bench's cluster part): a PostgreSQL primary and a streaming replica made with pg_basebackup
// (Debian's PostgreSQL binaries, in a temporary folder, on ports of their own), an S3 peer
// (s3rver), several production app processes and nginx in front with deploy/nginx.conf. What
// deploy/compose.yaml runs in containers, and what deploy/README.md tells an operator.

const run = promisify(execFile);

/** Debian's PostgreSQL server binaries (PG_BIN to use others). */
export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** PostgreSQL refuses to run as root: as root, its commands run as the postgres user. */
const asPostgres = (command: string, args: string[]): [string, string[]] =>
  process.getuid?.() === 0
    ? ['runuser', ['-u', 'postgres', '--', path.join(PG_BIN, command), ...args]]
    : [path.join(PG_BIN, command), args];

async function pg(command: string, args: string[]): Promise<string> {
  const [file, argv] = asPostgres(command, args);
  const { stdout } = await run(file, argv, { maxBuffer: 16 * 1024 * 1024 });
  return stdout;
}

/** Stops the PostgreSQL server whose data folder is `dataDir` (from another process too). */
export async function stopPostgres(dataDir: string, mode: 'fast' | 'immediate' = 'fast') {
  await pg('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']);
}

export type PostgresServer = {
  dataDir: string;
  port: number;
  /** postgresql://postgres@127.0.0.1:<port>/nivasa */
  url: string;
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  start(): Promise<void>;
};

function postgresServer(dataDir: string, port: number, logFile: string): PostgresServer {
  const options = `-p ${port} -k ${path.dirname(dataDir)}`;
  return {
    dataDir,
    port,
    url: `postgresql://postgres@127.0.0.1:${port}/nivasa`,
    async start() {
      await pg('pg_ctl', ['-D', dataDir, '-l', logFile, '-o', options, '-w', '-t', '60', 'start']);
    },
    async stop(mode = 'fast') {
      await pg('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']).catch(() => {});
    },
  };
}

/** A primary with streaming replication on, and the `nivasa` database. */
async function startPrimary(root: string): Promise<PostgresServer> {
  const dataDir = path.join(root, 'primary');
  await pg('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  fs.appendFileSync(
    path.join(dataDir, 'postgresql.conf'),
    [
      "listen_addresses = '127.0.0.1'",
      'wal_level = replica',
      'max_wal_senders = 5',
      'hot_standby = on',
      // A test cluster: durability is the machine's problem, not the test's.
      'fsync = off',
      'synchronous_commit = off',
      'full_page_writes = off',
      'shared_buffers = 64MB',
      'max_connections = 200',
      '',
    ].join('\n'),
  );
  fs.appendFileSync(
    path.join(dataDir, 'pg_hba.conf'),
    'host replication all 127.0.0.1/32 trust\nhost all all 127.0.0.1/32 trust\n',
  );
  const server = postgresServer(dataDir, await freePort(), path.join(root, 'primary.log'));
  await server.start();
  await pg('createdb', ['-h', '127.0.0.1', '-p', String(server.port), '-U', 'postgres', 'nivasa']);
  return server;
}

/** A hot standby of `primary`, copied with pg_basebackup -R (it streams from then on). */
async function startReplica(root: string, primary: PostgresServer): Promise<PostgresServer> {
  const dataDir = path.join(root, 'replica');
  await pg('pg_basebackup', [
    '-h',
    '127.0.0.1',
    '-p',
    String(primary.port),
    '-U',
    'postgres',
    '-D',
    dataDir,
    '-R',
    '-X',
    'stream',
    // At once, not a checkpoint spread over minutes.
    '--checkpoint=fast',
    '--no-sync',
  ]);
  fs.appendFileSync(
    path.join(dataDir, 'postgresql.conf'),
    // Queries on the standby are not cancelled by replay they would conflict with.
    'hot_standby_feedback = on\n',
  );
  const server = postgresServer(dataDir, await freePort(), path.join(root, 'replica.log'));
  await server.start();
  return server;
}

export type AppProcess = {
  port: number;
  base: string;
  dataDir: string;
  process: ChildProcess;
  output(): string;
  exited: Promise<number | string>;
};

/** One production app process, started as `npm start` starts it, with `env`; not waited for. */
function spawnApp(port: number, dataDir: string, env: Record<string, string>): AppProcess {
  const base = `http://127.0.0.1:${port}`;
  fs.mkdirSync(dataDir, { recursive: true });
  let output = '';
  const child = spawn(process.execPath, START_ARGS, {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      ...START_ENV,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      // Each process is reached at its own address by the tests (forms post to the process
      // that showed them) and through nginx for reads.
      SITE_URL: base,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => (output = (output + chunk.toString('utf8')).slice(-200_000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  return { port, base, dataDir, process: child, output: () => output, exited };
}

export type Cluster = {
  root: string;
  primary: PostgresServer;
  replica: PostgresServer | null;
  s3: S3Peer;
  apps: AppProcess[];
  nginx: Nginx;
  /** The settings every app process was started with. */
  env: Record<string, string>;
  /** Starts another app process with the cluster's settings (on a new port unless given). */
  startApp(port?: number): Promise<AppProcess>;
  stop(): Promise<void>;
};

export type ClusterOptions = {
  processes?: number;
  replica?: boolean;
  /** Settings for every app process, over the cluster's own. */
  env?: Record<string, string>;
  /** How long an app process may take to be ready (the first migrates). */
  readyTimeoutMs?: number;
  /**
   * Runs once the processes are ready (the database migrated) and before any page is asked
   * for: data the pages cache (the places) must be there by then.
   */
  prepare?: (primaryUrl: string) => Promise<void>;
};

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'nivasa-cluster-'));
  fs.chmodSync(root, 0o777);
  if (process.getuid?.() === 0) await run('chown', ['postgres', root]);
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const step of stops.reverse()) await step().catch(() => {});
    fs.rmSync(root, { recursive: true, force: true });
  };
  try {
    const primary = await startPrimary(root);
    stops.push(() => primary.stop('immediate'));
    const replica = options.replica === false ? null : await startReplica(root, primary);
    if (replica) stops.push(() => replica.stop('immediate'));
    const s3 = await startS3Peer({ directory: path.join(root, 's3') });
    stops.push(() => s3.close());

    const env: Record<string, string> = {
      DATABASE_URL: primary.url,
      ...(replica ? { DATABASE_READ_URL: replica.url } : {}),
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: s3.bucket,
      S3_REGION: s3.region,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
      // nginx on loopback is the proxy whose X-Forwarded-For is believed.
      TRUST_PROXY: 'loopback',
      SEED_ON_EMPTY: 'false',
      LOG_LEVEL: 'info',
      ...options.env,
    };
    const apps: AppProcess[] = [];
    const startApp = async (port?: number) => {
      const chosen = port ?? (await freePort());
      const app = spawnApp(chosen, path.join(root, `app-${chosen}`), env);
      apps.push(app);
      stops.push(async () => {
        if (app.process.exitCode === null && app.process.signalCode === null) {
          app.process.kill('SIGTERM');
          const timer = setTimeout(() => app.process.kill('SIGKILL'), 10_000);
          await app.exited;
          clearTimeout(timer);
        }
      });
      await Promise.race([
        waitUntilReady(app.base, options.readyTimeoutMs ?? 120_000),
        app.exited.then((code) => {
          throw new Error(`app on ${app.base} exited (${code}):\n${app.output().slice(-3000)}`);
        }),
      ]);
      return app;
    };
    // All at once, as a deploy starts them: the migration's advisory lock lets one migrate.
    const ports = await Promise.all(
      Array.from({ length: options.processes ?? 3 }, () => freePort()),
    );
    await Promise.all(ports.map((port) => startApp(port)));
    await options.prepare?.(primary.url);
    const nginx = await startDeployNginx(
      path.join(root, 'nginx'),
      await freePort(),
      apps.map((app) => app.port),
    );
    stops.push(() => nginx.stop());
    return { root, primary, replica, s3, apps, nginx, env, startApp, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
