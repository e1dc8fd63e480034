import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { stopChildServer } from '../support/child-server.ts';
import { startScannedServer } from './support/scanned-server.ts';

// Issue 14, "SQL injection" (second half): wapiti (Debian's package, 3.0.4) crawls the whole
// site signed in as a user and attacks every link and form it finds (SQL and blind SQL
// injection, reflected and stored XSS, command execution, file disclosure, CRLF, open
// redirects, XXE, CSRF, .htaccess bypass, methods, cookie flags, headers, CSP), each module
// bounded by WAPITI_ATTACK_SECONDS (45), the crawl by WAPITI_CRAWL_SECONDS (120). It passes
// when wapiti reports no medium or high finding and no internal server error, the session is
// still signed in at the end (so the attacks ran signed in), and:
//
// - wapiti's CSRF module flags every form without a token field: we use none (decision 005:
//   Origin / Sec-Fetch-Site checks with SameSite=Lax cookies). Each form it flags is posted
//   again from a foreign Origin with the same session and must be refused (403), which is the
//   attack the finding stands for.
//
// Two faults of the Debian package are worked around in `support/wapiti.py` and here: its URL
// exclusion (-x) does not compile on Python 3.11, and it asks for brotli without being able to
// read it (so it is sent `Accept-Encoding: gzip, deflate`). Slow (~4 minutes plus the demo
// data), so it runs in the part `scanners` of `npm test` only (HARDENING=1; alone:
// `npm run test:hardening`).

const HARDENING = process.env.HARDENING === '1';
const CRAWL_SECONDS = Number(process.env.WAPITI_CRAWL_SECONDS ?? 120);
const ATTACK_SECONDS = Number(process.env.WAPITI_ATTACK_SECONDS ?? 45);
const MODULES = [
  'sql',
  'blindsql',
  'xss',
  'permanentxss',
  'exec',
  'file',
  'crlf',
  'redirect',
  'xxe',
  'csrf',
  'htaccess',
  'methods',
  'cookieflags',
  'http_headers',
  'csp',
];
// wapiti's levels: 1 low, 2 medium, 3 high.
const MEDIUM = 2;

type Finding = { method: string; path: string; info: string; level: number; parameter: string };
type Report = {
  vulnerabilities: Record<string, Finding[]>;
  anomalies: Record<string, Finding[]>;
};

test.skipIf(!HARDENING)(
  'wapiti over the whole site, signed in: no medium or high finding, no server error',
  async () => {
    const server = await startScannedServer();
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'nivasa-wapiti-'));
    try {
      const registered = await fetch(`${server.base}/register`, {
        method: 'POST',
        body: new URLSearchParams({
          firstName: 'Wapiti',
          lastName: 'Scan',
          phone: '9848066666',
          password: 'Scanner-Mango-42',
          confirmPassword: 'Scanner-Mango-42',
          consentTerms: 'on',
        }),
        headers: { Origin: server.base },
        redirect: 'manual',
      });
      const cookie = registered.headers
        .getSetCookie()
        .map((line) => line.split(';')[0]!)
        .find((pair) => pair.includes('session='));
      expect(cookie).toBeDefined();

      const report = path.join(out, 'report.json');
      const started = Date.now();
      const log = await new Promise<string>((resolve) => {
        execFile(
          '/usr/bin/python3',
          [
            path.join(import.meta.dirname, 'support', 'wapiti.py'),
            '-u',
            `${server.base}/`,
            '--scope',
            'folder',
            '-H',
            'Accept-Encoding: gzip, deflate',
            '-H',
            `Cookie: ${cookie}`,
            '-x',
            `${server.base}/logout`,
            '-m',
            MODULES.join(','),
            '--max-scan-time',
            String(CRAWL_SECONDS),
            '--max-attack-time',
            String(ATTACK_SECONDS),
            '--max-links-per-page',
            '30',
            '--max-files-per-dir',
            '20',
            '-d',
            '2',
            '--flush-session',
            '--no-bugreport',
            '-f',
            'json',
            '-o',
            report,
          ],
          {
            timeout: (CRAWL_SECONDS + ATTACK_SECONDS * MODULES.length + 120) * 1000,
            maxBuffer: 64 * 1024 * 1024,
            env: { ...process.env, HOME: out },
          },
          (_error, stdout, stderr) => resolve(`${stdout}\n${stderr}`),
        );
      });
      const found = /Wapiti found (\d+) URLs and forms/.exec(log)?.[1];
      expect(fs.existsSync(report), log.slice(-3000)).toBe(true);
      const result = JSON.parse(fs.readFileSync(report, 'utf8')) as Report;

      const serious: string[] = [];
      const csrf: Finding[] = [];
      for (const [category, findings] of Object.entries(result.vulnerabilities)) {
        for (const finding of findings) {
          if (category === 'Cross Site Request Forgery') csrf.push(finding);
          else if (finding.level >= MEDIUM)
            serious.push(`${category}: ${finding.method} ${finding.path} ${finding.info}`);
        }
      }
      const errors = Object.entries(result.anomalies).flatMap(([category, findings]) =>
        findings.map((finding) => `${category}: ${finding.method} ${finding.path} ${finding.info}`),
      );
      const low = Object.entries(result.vulnerabilities)
        .filter(([category]) => category !== 'Cross Site Request Forgery')
        .flatMap(([category, findings]) => findings.map(() => category));

      // Each form flagged for lacking a token, posted from another site with the same session.
      const refused: string[] = [];
      for (const finding of csrf) {
        const response = await fetch(`${server.base}${finding.path}`, {
          method: 'POST',
          body: new URLSearchParams({ intent: 'x' }),
          headers: { Origin: 'https://evil.example', Cookie: cookie! },
          redirect: 'manual',
        });
        if (response.status === 403) refused.push(finding.path);
      }

      // Still signed in: the attacks ran with the session.
      const account = await fetch(`${server.base}/my-account/profile`, {
        headers: { Cookie: cookie! },
        redirect: 'manual',
      });

      console.log(
        `wapiti: ${found ?? '?'} URLs and forms crawled, ${MODULES.length} modules in ${Math.round((Date.now() - started) / 1000)} s; ` +
          `medium/high findings: ${serious.length}; server errors and other anomalies: ${errors.length}; ` +
          `low: ${low.length} (${[...new Set(low)].join(', ') || 'none'}); ` +
          `forms flagged for lacking a CSRF token: ${csrf.length}, refused from a foreign Origin: ${refused.length}; ` +
          `still signed in: ${account.status === 200}`,
      );
      expect(found === undefined ? 0 : Number(found)).toBeGreaterThan(50);
      expect(serious).toEqual([]);
      expect(errors).toEqual([]);
      expect(refused).toEqual(csrf.map((finding) => finding.path));
      expect(account.status).toBe(200);
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
      await stopChildServer(server);
    }
  },
  40 * 60_000,
);
