// The steps and processes of scripts/check-dockerfile.mjs: each step printed with its time,
// the first failure ends the check after the clean-ups.
import { spawn } from 'node:child_process';
import net from 'node:net';
import { CheckError } from './dockerfile-reading.mjs';

export const started = Date.now();
export const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
/** What to undo at the end, or at a failure: run last first. */
export const cleanups = [];

export async function step(name, run) {
  const t = Date.now();
  console.log(`▸ ${name}`);
  try {
    const note = await run();
    console.log(`  ok, ${seconds(t)}${note ? `: ${note}` : ''}`);
  } catch (error) {
    console.log(`  FAILED after ${seconds(t)}: ${error instanceof Error ? error.message : error}`);
    if (!(error instanceof CheckError) && error instanceof Error) console.log(error.stack);
    await cleanUp();
    console.log(`check-dockerfile: FAILED (${seconds(started)})`);
    process.exit(1);
  }
}

export async function cleanUp() {
  while (cleanups.length) {
    try {
      await cleanups.pop()();
    } catch (error) {
      console.log(`  (clean-up: ${error instanceof Error ? error.message : error})`);
    }
  }
}

// Processes.

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Runs a command to its end; rejects with the output's tail when it fails. */
export function run(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve({ code, signal, output }));
  });
}

export const tail = (text, lines = 30) => text.trimEnd().split('\n').slice(-lines).join('\n');

/** npm's own settings from an `npm run` around this script must not leak into the replay. */
export function hostEnvWithoutNpm() {
  return Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key) && key !== 'NODE_ENV'),
  );
}
