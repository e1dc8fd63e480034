import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import type { Server } from 'node:http';
import path from 'node:path';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';
import type { ServerBuild } from 'react-router';
import { staticFiles } from '../../server/static-files.ts';
import { REPO_ROOT } from './app-server.ts';
import { createScratchDir } from './scratch-db.ts';

// The framework's floor (issue 27): bench/floor-app, a bare React Router framework-mode page
// (one route, rendered on the server, hydrating), built in a temporary directory with the
// repository's own node_modules (so the same Vite, React, React DOM and React Router as the
// app), its client files compressed by the app's scripts/precompress.mjs and served as the app
// serves its own (server/static-files.ts, then compression for the HTML). What a phone
// downloads for it is the least any page of a hydrating React Router app can cost.

const SOURCES = path.join(REPO_ROOT, 'bench', 'floor-app');

function run(command: string, args: string[], cwd: string) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')}: ${stderr}`)),
    );
  });
}

const readJson = async (file: string) =>
  JSON.parse(await fs.readFile(file, 'utf8')) as {
    version: string;
    dependencies: Record<string, string>;
  };

/** The floor's package.json: the app's own versions of what React Router's default entries use. */
async function floorPackage() {
  const { dependencies } = await readJson(path.join(REPO_ROOT, 'package.json'));
  const pick = (name: string) => [name, dependencies[name]];
  // isbot is installed with @react-router/dev; its default server entry imports it.
  const isbot = await readJson(path.join(REPO_ROOT, 'node_modules', 'isbot', 'package.json'));
  return {
    name: 'nivasa-bench-floor',
    private: true,
    type: 'module',
    dependencies: {
      ...Object.fromEntries(['react', 'react-dom', 'react-router', '@react-router/node'].map(pick)),
      isbot: isbot.version,
    },
  };
}

export type FloorApp = { base: string; stop(): Promise<void> };

/** Builds bench/floor-app and serves its production build on `port` (loopback). */
export async function startFloorApp(port: number): Promise<FloorApp> {
  const scratch = await createScratchDir('floor');
  try {
    await fs.cp(SOURCES, scratch.dir, { recursive: true });
    await fs.symlink(path.join(REPO_ROOT, 'node_modules'), path.join(scratch.dir, 'node_modules'));
    await fs.writeFile(
      path.join(scratch.dir, 'package.json'),
      JSON.stringify(await floorPackage()),
    );
    const bin = path.join(REPO_ROOT, 'node_modules', '@react-router', 'dev', 'bin.cjs');
    await run(process.execPath, [bin, 'build'], scratch.dir);
    const client = path.join(scratch.dir, 'build', 'client');
    await run(
      process.execPath,
      [path.join(REPO_ROOT, 'scripts', 'precompress.mjs'), client],
      scratch.dir,
    );
    const build = (await import(
      path.join(scratch.dir, 'build', 'server', 'index.js')
    )) as ServerBuild;
    const app = express();
    app.use(staticFiles(client));
    // One page: what else Lighthouse asks for (/favicon.ico, /robots.txt) is a plain 404, not
    // a router error in the bench's output.
    app.use((req, res, next) => (req.path === '/' ? next() : res.status(404).end()));
    app.use(compression());
    app.use(createRequestHandler({ build, mode: 'production' }));
    const server = await new Promise<Server>((resolve, reject) => {
      const listening = app.listen(port, '127.0.0.1', (error?: Error) =>
        error ? reject(error) : resolve(listening),
      );
    });
    return {
      base: `http://127.0.0.1:${port}`,
      async stop() {
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await scratch.drop();
      },
    };
  } catch (error) {
    await scratch.drop();
    throw error;
  }
}
