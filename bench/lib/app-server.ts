import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { onInterrupt } from './scratch-db.ts';

// The production build started as `npm start` starts it (package.json: NODE_ENV=production,
// MALLOC_ARENA_MAX=2, GLIBC_TUNABLES=glibc.malloc.mmap_threshold=65536, node --max-semi-space-size=16 --max-old-space-size=1536 server/index.js;
// keep the two alike), on a loopback port, with its own data directory or database.

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

/** `npm start`'s node arguments, run from REPO_ROOT (package.json's start script). */
export const START_ARGS = [
  '--max-semi-space-size=16',
  '--max-old-space-size=1536',
  'server/index.js',
];

/** `npm start`'s environment (package.json's start script). */
export const START_ENV = {
  NODE_ENV: 'production',
  MALLOC_ARENA_MAX: '2',
  GLIBC_TUNABLES: 'glibc.malloc.mmap_threshold=65536',
};

type Memory = { rssMb: number; peakMb: number };

export type AppServer = {
  pid: number;
  base: string;
  memory(): Memory;
  stop(): Promise<void>;
};

/** VmRSS and VmHWM (peak RSS) of a process, in MB. */
function processMemory(pid: number): Memory {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

export async function startAppServer(options: {
  port: number;
  /** The app's DATA_DIR (a scratch directory), where its log file goes too. */
  dataDir: string;
  env?: Record<string, string>;
  timeoutMs: number;
}): Promise<AppServer> {
  const base = `http://127.0.0.1:${options.port}`;
  const logFile = path.join(options.dataDir, `app-${options.port}.log`);
  const logFd = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, START_ARGS, {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      ...START_ENV,
      HOST: '127.0.0.1',
      PORT: String(options.port),
      SITE_URL: base,
      // The load generator is one client reading thousands of listing pages a minute: the
      // scraping limit would answer it 429 (server/listing-rate-limit.ts).
      LISTING_PAGES_PER_MINUTE: '1000000',
      DATA_DIR: options.dataDir,
      ...options.env,
    },
    // The app's log (one line a request, as in production) goes to a file, read on failure.
    stdio: ['ignore', logFd, 'pipe'],
  });
  fs.closeSync(logFd);
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  let exited = false;
  let exitReason = '';
  const exit = new Promise<void>((resolve) =>
    child.on('exit', (code, signal) => {
      exited = true;
      exitReason = signal ? `signal ${signal}` : `code ${code}`;
      resolve();
    }),
  );
  const logTail = () => fs.readFileSync(logFile, 'utf8').slice(-2000);
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    if (exited) {
      throw new Error(
        `the app exited while starting (${exitReason}): ${stderr.trim()}\n${logTail()}`,
      );
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the app did not start within ${options.timeoutMs / 1000} s`);
    }
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      // not listening yet (it seeds the demo data first)
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const pid = child.pid!;
  let stopping = false;
  void exit.then(() => {
    if (stopping) return;
    // Died under load: say why now, the data directory (and its log) may be gone later.
    console.error(`The app (pid ${pid}) exited (${exitReason}): ${stderr.trim()}\n${logTail()}`);
  });
  const stop = onInterrupt(async () => {
    stopping = true;
    if (exited) return;
    child.kill('SIGTERM');
    const killed = setTimeout(() => child.kill('SIGKILL'), 12_000);
    await exit;
    clearTimeout(killed);
  });
  return { pid, base, memory: () => processMemory(pid), stop };
}
