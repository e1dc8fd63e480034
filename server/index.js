// Starts Nivasa: the production build (`npm start`), or Vite's dev server (`npm run dev`).
import { fork } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import express from 'express';

const isProduction = process.env.NODE_ENV === 'production';

async function loadServerModule() {
  if (isProduction) {
    const vite = null;
    return { mod: await import('../build/server/index.js'), vite };
  }
  const { createServer } = await import('vite');
  const vite = await createServer({ server: { middlewareMode: true } });
  return { mod: await vite.ssrLoadModule('./server/app.ts'), vite };
}

function fail(error) {
  // One line, no stack: the reason a start failed (bad configuration, database unreachable…).
  const reason = error instanceof Error ? error.message : String(error);
  process.stderr.write(`Nivasa could not start: ${reason}\n`);
  process.exit(1);
}

// The first start of an empty database seeds it in a child process (this file again, with
// NIVASA_SEED_ONLY=1): the seed's memory peak leaves with the child (bench/README.md, Memory).
const SEED_ONLY = process.env.NIVASA_SEED_ONLY === '1';

function seedInChildProcess() {
  return new Promise((resolve, reject) => {
    const child = fork(import.meta.filename, [], {
      env: { ...process.env, NIVASA_SEED_ONLY: '1' },
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`seeding the demo data failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

let mod;
let vite;
let config;
try {
  ({ mod, vite } = await loadServerModule());
  if (SEED_ONLY) {
    await mod.seedDemoData();
    process.exit(0);
  }
  // Under Vite's dev server the seed stays in this process (the child would start Vite again).
  config = await mod.startup(vite ? {} : { seedInChildProcess });
} catch (error) {
  if (vite) await vite.close();
  fail(error);
}

const app = express();
app.disable('x-powered-by');
if (vite) app.use(vite.middlewares);
// In production the app serves the client build itself (server/static-files.ts): after its
// security headers, precompressed, with no file system call per page request.
const clientDir = vite ? undefined : path.resolve(import.meta.dirname, '../build/client');
app.use(mod.createApp(config, clientDir ? { clientDir } : {}));

// Timeouts are checked every second (Node's default is every 30 s).
const server = http.createServer({ connectionsCheckingInterval: 1000 }, app);
server.listen(config.PORT, config.HOST, () => {
  process.stdout.write(
    JSON.stringify({
      level: 30,
      time: new Date().toISOString(),
      service: 'nivasa',
      msg: `Nivasa is listening on http://localhost:${config.PORT} (${config.databaseKind})`,
    }) + '\n',
  );
});
server.on('error', (error) => fail(error));
// A client that sends its headers or its request too slowly is cut off, never holding a
// connection for long (nginx in front does the same: deploy/nginx.conf).
server.headersTimeout = Math.min(config.HTTP_HEADERS_TIMEOUT_MS, config.HTTP_REQUEST_TIMEOUT_MS);
server.requestTimeout = config.HTTP_REQUEST_TIMEOUT_MS;

let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  process.stdout.write(
    JSON.stringify({
      level: 30,
      time: new Date().toISOString(),
      service: 'nivasa',
      msg: `${signal}: shutting down`,
    }) + '\n',
  );
  // First a drain: /readyz says 503 so a load balancer sends no more, while connections already
  // made (some still waiting in the listen queue) are taken and answered. Then stop taking
  // connections, let requests in flight finish (at most 10 s), and close the database.
  mod.beginShutdown();
  const drainMs = config.SHUTDOWN_DRAIN_MS;
  const forced = setTimeout(() => process.exit(1), drainMs + 10_000);
  forced.unref();
  setTimeout(() => {
    server.close(async () => {
      try {
        await mod.shutdown();
        if (vite) await vite.close();
      } finally {
        process.exit(0);
      }
    });
    server.closeIdleConnections?.();
  }, drainMs);
}
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
