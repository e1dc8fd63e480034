import crypto from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

// The Content-Security-Policy of every response (issue 14). Scripts run only from this site
// or, inline, with the response's nonce (React Router's hydration data carries it: entry.server
// passes it to <ServerRouter nonce>). A page a cache may keep allows its inline scripts by their
// hashes instead (server/page-caching.ts): a nonce served from a cache is the same for everyone
// who gets that copy, so it no longer proves the script came with this response (issue 24,
// finding 5). No plugins, no <base>, never framed. Styles allow inline
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
// The build's scripts and styles (/assets/…, hashed names): a browser applies a response's
// policy to documents and workers, never to a script or a stylesheet, so on them it is only
// ~0.9 KB of header, on each of the dozen files of a first view on a slow phone (issue 27).
const BUILD_SCRIPT_OR_STYLE = /^\/assets\/[^/]+\.(?:js|css)$/;

export function contentSecurityPolicyHeader(options: CspOptions) {
  return (req: Request, res: Response, next: NextFunction) => {
    const nonce = crypto.randomBytes(16).toString('base64');
    res.locals.cspNonce = nonce;
    if (!BUILD_SCRIPT_OR_STYLE.test(req.path)) {
      res.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce, options));
    }
    next();
  };
}

const NONCE_SOURCE = / ?'nonce-[^']*'/g;

/** `policy` with its nonce replaced by these hash sources ('sha256-…'): for a stored copy. */
export function withScriptHashes(policy: string, hashes: readonly string[]): string {
  const sources = hashes.map((hash) => ` '${hash}'`).join('');
  let replaced = false;
  return policy.replace(NONCE_SOURCE, () => {
    if (replaced) return '';
    replaced = true;
    return sources;
  });
}

// Data blocks (JSON-LD, JSON) never run: the policy need not name them.
const DATA_BLOCK = /\btype\s*=\s*["']?application\/(ld\+)?json/i;

/**
 * The hash sources ('sha256-…') of the inline scripts of an HTML page, as a browser computes
 * them: over the bytes between `<script …>` and `</script`. The page is read as latin1 (`text`,
 * when the caller has read it already), one character per byte, so its indices are the UTF-8
 * body's byte offsets and nothing is decoded.
 * Scripts with a `src` and JSON data blocks are left out. Linear: a single pass with indexOf.
 */
export function inlineScriptHashes(html: Buffer, text = html.toString('latin1')): string[] {
  const hashes = new Set<string>();
  let at = text.indexOf('<script');
  while (at !== -1) {
    const open = text.indexOf('>', at);
    if (open === -1) break;
    const attributes = text.slice(at + '<script'.length, open);
    if (attributes !== '' && !/^[\s/]/.test(attributes)) {
      at = text.indexOf('<script', at + 1); // another tag (`<scripts>`)
      continue;
    }
    const close = text.indexOf('</script', open);
    if (close === -1) break;
    if (!/\bsrc\s*=/i.test(attributes) && !DATA_BLOCK.test(attributes)) {
      const digest = crypto.createHash('sha256').update(html.subarray(open + 1, close));
      hashes.add(`sha256-${digest.digest('base64')}`);
    }
    at = text.indexOf('<script', close + 1);
  }
  return [...hashes];
}
