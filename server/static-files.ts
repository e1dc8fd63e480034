import fs from 'node:fs';
import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';

// The client build's files (build/client): scripts and styles under /assets (names carry a
// content hash, so they are cached for a year), and the few public files (favicon, images).
// The files are listed once at start, so a page request costs a Map lookup, never a file
// system call, and no path from a request ever reaches the file system (no traversal). Text
// files are sent as the brotli or gzip copy made at build time (scripts/precompress.mjs)
// when the browser accepts it, with Content-Encoding and Vary set; nothing is compressed per
// request. The security headers come from the middleware that runs before this one.

type StaticFile = {
  path: string;
  size: number;
  /** Build-time compressed copies, when they exist. */
  br?: { path: string; size: number };
  gzip?: { path: string; size: number };
  immutable: boolean;
};

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

function listFiles(root: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(full);
        continue;
      }
      if (entry.name.endsWith('.br') || entry.name.endsWith('.gz')) continue;
      if (!(path.extname(entry.name).toLowerCase() in TYPES)) continue;
      const url = '/' + path.relative(root, full).split(path.sep).join('/');
      const copy = (suffix: string) => {
        const candidate = `${full}${suffix}`;
        return fs.existsSync(candidate)
          ? { path: candidate, size: fs.statSync(candidate).size }
          : undefined;
      };
      const br = copy('.br');
      const gzip = copy('.gz');
      files.set(url, {
        path: full,
        size: fs.statSync(full).size,
        ...(br ? { br } : {}),
        ...(gzip ? { gzip } : {}),
        immutable: url.startsWith('/assets/'),
      });
    }
  };
  if (fs.existsSync(root)) walk(root);
  return files;
}

/** Which copy to send for this Accept-Encoding: brotli, then gzip, else the plain file. */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  file: Pick<StaticFile, 'br' | 'gzip'>,
): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? 0) > 0;
  if (file.br && ok('br')) return 'br';
  if (file.gzip && ok('gzip')) return 'gzip';
  return null;
}

export function staticFiles(root: string) {
  const files = listFiles(root);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const file = files.get(req.path);
    if (!file) {
      // A hashed asset that is not in this build (an old page after a deploy): a plain 404,
      // not a rendered page.
      if (req.path.startsWith('/assets/')) {
        res.status(404).setHeader('Cache-Control', 'no-store');
        res.type('text/plain').send('Not Found');
        return;
      }
      return next();
    }
    const encoding = chooseEncoding(req.get('accept-encoding'), file);
    const chosen = encoding === 'br' ? file.br! : encoding === 'gzip' ? file.gzip! : file;
    res.setHeader('Content-Type', TYPES[path.extname(file.path).toLowerCase()]!);
    if (file.br || file.gzip) res.setHeader('Vary', 'Accept-Encoding');
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.setHeader(
      'Cache-Control',
      file.immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
    );
    if (file.immutable) {
      // A hashed file never changes under its name and is never asked for again while
      // cached: no validators, no byte ranges, no request id (the log line keeps it). Nor the
      // headers only a document obeys (framing, permissions): a script or a stylesheet is
      // never framed and asks for no camera. nosniff and Referrer-Policy stay on every
      // response (tests/security/headers.spec.ts). On a page's first view that is ~240 bytes
      // less for each of its dozen scripts (issue 27).
      for (const header of ['X-Request-Id', 'X-Frame-Options', 'Permissions-Policy']) {
        res.removeHeader(header);
      }
      res.setHeader('Content-Length', chosen.size);
      if (req.method === 'HEAD') {
        res.end();
        return;
      }
      fs.createReadStream(chosen.path)
        .on('error', (error) => (res.headersSent ? res.destroy(error) : next(error)))
        .pipe(res);
      return;
    }
    // Public files (favicon, robots.txt) keep their validators for the hour they are cached.
    res.sendFile(chosen.path, { etag: true, lastModified: true, cacheControl: false }, (error) => {
      if (error && !res.headersSent) next(error);
    });
  };
}
