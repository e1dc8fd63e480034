import type { NextFunction, Request, Response } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** localhost, 127.x.x.x and [::1], with any port: a browser on this machine. */
const LOOPBACK = /^(localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])(:\d{1,5})?$/;

type Options = {
  /**
   * Whether an Origin equal to the request's own Host (or X-Forwarded-Host behind a trusted
   * proxy) is enough. The Host header is the client's to write, so in production (which needs
   * SITE_URL) only the site's own address and loopback addresses are; in development any (a
   * phone on the LAN opening the dev server).
   */
  trustAnyHost?: boolean;
};

/**
 * Refuses state-changing requests that another site started: the Origin header (sent by
 * browsers on every POST) must name this site; without it, Sec-Fetch-Site must not say
 * cross-site. Together with SameSite=Lax session cookies this is the CSRF defence (OWASP's
 * "verifying origin with standard headers"), and it covers resource routes too. "This site" is
 * `allowedHosts` (SITE_URL's host), not whatever Host header a request brings: a forged
 * `Host: evil.example` with `Origin: https://evil.example` is refused.
 */
export function rejectCrossSiteWrites(allowedHosts: string[] = [], options: Options = {}) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get('origin');
    const host =
      req.get('x-forwarded-host') && req.app.get('trust proxy')
        ? req.get('x-forwarded-host')
        : req.get('host');
    if (origin && origin !== 'null') {
      let originHost: string | null = null;
      try {
        originHost = new URL(origin).host;
      } catch {
        originHost = null;
      }
      const sameHost =
        originHost === host && (options.trustAnyHost || LOOPBACK.test(originHost ?? ''));
      if (originHost && (allowedHosts.includes(originHost) || sameHost)) return next();
    } else if (req.get('sec-fetch-site') !== 'cross-site' && origin !== 'null') {
      return next();
    }
    res.status(403).type('text/plain').send('Cross-site form submissions are not accepted.');
  };
}
