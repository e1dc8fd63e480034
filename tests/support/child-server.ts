import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

// The production build (`node server/index.js`) in a child process of a test's own, on a free
// loopback port, with its whole output kept: for the suites that read its logs, signal it,
// kill it or start it again on the same data.

export type ChildServer = {
  base: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (or signal) once the process is gone. */
  exited: Promise<number | string>;
};

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Polls /readyz until it answers 200; the milliseconds that took. */
export async function waitUntilReady(base: string, timeoutMs = 60_000): Promise<number> {
  const started = Date.now();
  for (;;) {
    const status = await fetch(`${base}/readyz`)
      .then((response) => response.status)
      .catch(() => 0);
    if (status === 200) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`${base} not ready in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Starts the production build on an empty embedded database (no demo data unless `env` asks)
 * or on `dataDir` when given, and waits until it is ready.
 */
export async function startChildServer(
  env: Record<string, string> = {},
  options: { dataDir?: string; port?: number; readyTimeoutMs?: number } = {},
): Promise<ChildServer> {
  const port = options.port ?? (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'nivasa-child-'));
  let output = '';
  const child = spawn(process.execPath, ['server/index.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_ON_EMPTY: 'false',
      LOG_LEVEL: 'warn',
      SITE_URL: base,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  // A start that fails (a bad setting) ends the process: say why instead of waiting.
  const failedStart = exited.then((code) => {
    throw new Error(`the server exited (${code}) before it was ready:\n${output.slice(-2000)}`);
  });
  await Promise.race([waitUntilReady(base, options.readyTimeoutMs), failedStart]);
  failedStart.catch(() => {});
  return { base, port, dataDir, process: child, output: () => output, exited };
}

/** Stops it (SIGTERM, then SIGKILL after 15 s) and removes its data unless `keepData`. */
export async function stopChildServer(server: ChildServer, keepData = false): Promise<void> {
  if (server.process.exitCode === null && server.process.signalCode === null) {
    server.process.kill('SIGTERM');
    const timer = setTimeout(() => server.process.kill('SIGKILL'), 15_000);
    await server.exited;
    clearTimeout(timer);
  }
  if (!keepData) fs.rmSync(server.dataDir, { recursive: true, force: true });
}
