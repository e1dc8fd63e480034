import { createHash } from 'node:crypto';
import { expect, test } from 'vitest';
import type { NextFunction, Request, Response } from 'express';
import {
  contentSecurityPolicy,
  contentSecurityPolicyHeader,
  inlineScriptHashes,
  withScriptHashes,
} from './content-security-policy.ts';

const directives = (policy: string) =>
  new Map(
    policy.split('; ').map((part) => {
      const [name = '', ...values] = part.split(' ');
      return [name, values] as const;
    }),
  );

test('scripts only from this site or with the nonce; no plugins, base or framing', () => {
  const policy = directives(contentSecurityPolicy('abc123', { upgradeInsecure: false }));
  expect(policy.get('script-src')).toEqual(["'self'", "'nonce-abc123'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('form-action')).toEqual(["'self'"]);
  expect(policy.has('upgrade-insecure-requests')).toBe(false);
});

test('media and video hosts are allowed only when configured, by their origin', () => {
  const policy = directives(
    contentSecurityPolicy('n', {
      mediaUrl: 'https://media.nivasa.example/bucket',
      videoUrl: 'https://videos.example.com/hero.mp4',
      upgradeInsecure: true,
    }),
  );
  expect(policy.get('img-src')).toContain('https://media.nivasa.example');
  expect(policy.get('media-src')).toEqual(["'self'", 'https://videos.example.com']);
  expect(policy.has('upgrade-insecure-requests')).toBe(true);
  const local = directives(
    contentSecurityPolicy('n', { videoUrl: '/hero.mp4', upgradeInsecure: false }),
  );
  expect(local.get('media-src')).toEqual(["'self'"]);
});

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

test("a page's inline scripts are hashed as a browser hashes them; sources and data blocks are not", () => {
  const page = Buffer.from(
    [
      '<html><head><script nonce="n1">window.__ctx = {"city":"గుంటూరు"};</script>',
      '<script type="module" nonce="n1" src="/assets/entry.js"></script>',
      '<script type="application/ld+json">{"@type":"BlogPosting"}</script>',
      '<script type="module" nonce="n1">import("/assets/route.js");</script>',
      '<scripts>not a script</scripts><script></script>',
      '<script nonce="n1">window.__ctx = {"city":"గుంటూరు"};</script>',
      '</head><body><p>&lt;script&gt; in text</p></body></html>',
    ].join(''),
  );
  expect(inlineScriptHashes(page)).toEqual([
    sha256('window.__ctx = {"city":"గుంటూరు"};'),
    sha256('import("/assets/route.js");'),
    sha256(''),
  ]);
  expect(inlineScriptHashes(Buffer.from('<p>no scripts</p><script>unclosed'))).toEqual([]);
});

test('a policy for a kept copy names the hashes in place of the nonce', () => {
  const policy = contentSecurityPolicy('abc123', { upgradeInsecure: false });
  const hashed = directives(withScriptHashes(policy, ['sha256-AAA', 'sha256-BBB']));
  expect(hashed.get('script-src')).toEqual(["'self'", "'sha256-AAA'", "'sha256-BBB'"]);
  expect(hashed.get('object-src')).toEqual(["'none'"]);
  expect(directives(withScriptHashes(policy, [])).get('script-src')).toEqual(["'self'"]);
});

test("pages and public files carry the policy; the build's scripts and styles do not", () => {
  const policyOn = (path: string) => {
    const headers = new Map<string, string>();
    const res = {
      locals: {},
      setHeader: (name: string, value: string) => headers.set(name, value),
    } as unknown as Response;
    let passed = false;
    contentSecurityPolicyHeader({ upgradeInsecure: false })({ path } as Request, res, (() => {
      passed = true;
    }) as NextFunction);
    expect(passed).toBe(true);
    return headers.get('Content-Security-Policy');
  };
  for (const path of ['/', '/shop', '/favicon.svg', '/images/hero-640.webp', '/assets/x.svg']) {
    expect(policyOn(path), path).toContain("default-src 'self'");
  }
  for (const path of ['/assets/root-abc.js', '/assets/root-abc.css']) {
    expect(policyOn(path), path).toBeUndefined();
  }
});
