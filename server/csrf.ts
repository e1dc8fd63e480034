import type { NextFunction, Request, Response } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that another site started: the Origin header (sent by
 * browsers on every POST) must name this host; without it, Sec-Fetch-Site must not say
 * cross-site. Together with SameSite=Lax session cookies this is the CSRF defence (OWASP's
 * "verifying origin with standard headers"), and it covers resource routes too.
 */
export function rejectCrossSiteWrites(allowedHosts: string[] = []) {
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
      if (originHost && (originHost === host || allowedHosts.includes(originHost))) return next();
    } else if (req.get('sec-fetch-site') !== 'cross-site' && origin !== 'null') {
      return next();
    }
    res.status(403).type('text/plain').send('Cross-site form submissions are not accepted.');
  };
}
