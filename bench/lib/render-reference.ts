import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { EntryContext, ServerBuild } from 'react-router';
import { REPO_ROOT } from './app-server.ts';

// The reference for server-side rendering: React's renderToString of the same page's route
// tree in a loop, in this process, with nothing else. The production server build is imported
// (build/server), each page is requested once through React Router's own request handler with
// an entry that keeps its EntryContext (matched routes, loader data, manifest) instead of
// rendering it, and then only <ServerRouter context url> is rendered, again and again. No
// database, routing, loaders, serialisation of loader data (rendered by a streaming Suspense
// boundary, which renderToString leaves as its fallback), compression or HTTP.

type ServerEntryModule = {
  startup(): Promise<unknown>;
  shutdown(): Promise<void>;
};

export type RenderRate = { path: string; rendersPerSecond: number; htmlBytes: number };

export async function measureRenderReference(options: {
  /** The app's environment (DATA_DIR or DATABASE_URL of the data the server used). */
  env: Record<string, string>;
  base: string;
  paths: string[];
  seconds: number;
}): Promise<RenderRate[]> {
  const saved = { ...process.env };
  Object.assign(
    process.env,
    // A production start needs the site's address (requireSiteUrl): the app's own.
    { NODE_ENV: 'production', LOG_LEVEL: 'silent', SITE_URL: options.base },
    options.env,
  );
  // Loaded here, after NODE_ENV is set: React picks its production build when first loaded.
  const { createElement } = await import('react');
  const { renderToString } = await import('react-dom/server');
  const { createRequestHandler, RouterContextProvider, ServerRouter } =
    await import('react-router');
  const serverDir = path.join(REPO_ROOT, 'build/server');
  const buildFile = fs
    .readdirSync(path.join(serverDir, 'assets'))
    .find((f) => f.startsWith('server-build-'));
  if (!buildFile)
    throw new Error('build/server/assets/server-build-*.js is missing: npm run build');
  const entry = (await import(
    pathToFileURL(path.join(serverDir, 'index.js')).href
  )) as ServerEntryModule;
  const build = (await import(
    pathToFileURL(path.join(serverDir, 'assets', buildFile)).href
  )) as ServerBuild;
  await entry.startup();
  try {
    let captured: EntryContext | undefined;
    const handler = createRequestHandler(
      {
        ...build,
        entry: {
          module: {
            ...build.entry.module,
            default: (_request, status, headers, context) => {
              captured = context;
              return new Response('', { status, headers });
            },
          },
        },
      },
      'production',
    );
    const rates: RenderRate[] = [];
    for (const pathname of options.paths) {
      captured = undefined;
      const url = `${options.base}${pathname}`;
      const response = await handler(new Request(url), new RouterContextProvider());
      const context = captured as EntryContext | undefined;
      if (!context || response.status !== 200) {
        throw new Error(`${pathname}: status ${response.status}, no context to render`);
      }
      // The loader data as React Router streams it into the page; ServerRouter takes a reader
      // of it on each render, so each render gets a fresh stream of the same bytes.
      const handoff: Uint8Array[] = [];
      if (context.serverHandoffStream) {
        for await (const chunk of context.serverHandoffStream as ReadableStream<Uint8Array>) {
          handoff.push(chunk);
        }
      }
      const render = () =>
        renderToString(
          createElement(ServerRouter, {
            context: {
              ...context,
              serverHandoffStream: new ReadableStream<Uint8Array>({
                start(controller) {
                  for (const chunk of handoff) controller.enqueue(chunk);
                  controller.close();
                },
              }),
            },
            url,
          }),
        );
      const htmlBytes = Buffer.byteLength(render());
      for (let i = 0; i < 20; i++) render();
      let renders = 0;
      const started = performance.now();
      const until = started + options.seconds * 1000;
      while (performance.now() < until) {
        render();
        renders++;
      }
      rates.push({
        path: pathname,
        rendersPerSecond: renders / ((performance.now() - started) / 1000),
        htmlBytes,
      });
    }
    return rates;
  } finally {
    await entry.shutdown();
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
    Object.assign(process.env, saved);
  }
}
