import { expect, test } from 'vitest';
import { contentSecurityPolicy } from './content-security-policy.ts';

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
