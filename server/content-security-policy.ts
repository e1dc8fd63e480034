import crypto from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

// The Content-Security-Policy of every response (issue 14). Scripts run only from this site
// or, inline, with the response's nonce (React Router's hydration data carries it: entry.server
// passes it to <ServerRouter nonce>); no plugins, no <base>, never framed. Styles allow inline
// (React's style props and Leaflet set them). Pictures, maps and videos from the hosts the
// pages use: OpenStreetMap tiles and embeds, Google Maps embeds (listers' map links), and the
// configured media and hero-video hosts.

export type CspOptions = {
  /** Where media are served from when not this site (S3_PUBLIC_URL). */
  mediaUrl?: string | undefined;
  /** The home page's hero video (HERO_VIDEO_URL), when on another host. */
  videoUrl?: string | undefined;
  /** Production: also upgrade any http:// subresource to https://. */
  upgradeInsecure: boolean;
};

function originOf(url: string | undefined): string | null {
  if (!url || url.startsWith('/')) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The policy for a response whose inline scripts carry `nonce`. */
export function contentSecurityPolicy(nonce: string, options: CspOptions): string {
  const media = originOf(options.mediaUrl);
  const video = originOf(options.videoUrl);
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    ['img-src', "'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org', media]
      .filter(Boolean)
      .join(' '),
    ['media-src', "'self'", video].filter(Boolean).join(' '),
    "font-src 'self'",
    "connect-src 'self'",
    'frame-src https://www.openstreetmap.org https://www.google.com https://maps.google.com',
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (options.upgradeInsecure) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/** Sets a fresh nonce (res.locals.cspNonce) and the policy on every response. */
export function contentSecurityPolicyHeader(options: CspOptions) {
  return (_req: Request, res: Response, next: NextFunction) => {
    const nonce = crypto.randomBytes(16).toString('base64');
    res.locals.cspNonce = nonce;
    res.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce, options));
    next();
  };
}
