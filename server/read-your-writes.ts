import type { NextFunction, Request, Response } from 'express';
import { runWithReadRouting } from '../app/db/read-routing.server.ts';
import { cookieName, serializeCookie } from '../app/lib/cookies.server.ts';

// With read replicas (DATABASE_READ_URL): whoever writes reads their own writes. A request
// that may write (anything but GET and HEAD) reads from the primary and leaves a cookie that
// sends the same browser's requests to the primary for READ_YOUR_WRITES_SECONDS, whichever app
// process answers them; a replica that far behind is skipped anyway (the config checks that
// the window is longer than DATABASE_READ_MAX_LAG_SECONDS). The cookie also keeps those pages
// out of shared caches (server/page-caching.ts, deploy/nginx.conf): a shared copy could be
// older than the write.

const FRESH_COOKIE = 'nivasa_fresh';

function hasCookie(header: string | undefined, name: string): boolean {
  if (!header) return false;
  return header.split(';').some((part) => part.split('=')[0]!.trim() === name);
}

export function readYourWrites({ windowSeconds }: { windowSeconds: number }) {
  return (req: Request, res: Response, next: NextFunction) => {
    const reading = req.method === 'GET' || req.method === 'HEAD';
    if (!reading) {
      const cookie = serializeCookie(FRESH_COOKIE, '1', { maxAgeSeconds: windowSeconds });
      const writeHead = res.writeHead;
      res.writeHead = function (this: Response, ...args: Parameters<typeof writeHead>) {
        if (!res.headersSent) res.append('Set-Cookie', cookie);
        return writeHead.apply(this, args);
      } as typeof writeHead;
    }
    const fresh = reading && hasCookie(req.get('cookie'), cookieName(FRESH_COOKIE));
    runWithReadRouting(reading && !fresh, next);
  };
}
