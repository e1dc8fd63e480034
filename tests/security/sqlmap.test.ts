import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { startChildServer, stopChildServer } from '../support/child-server.ts';

// Issue 14, "SQL injection": sqlmap (Debian's package) in batch mode, level 3, risk 2, against
// the results page's parameters on the production build with the demo data. Slow (minutes), so
// it runs in `npm run test:hardening` only (HARDENING=1), bounded by SQLMAP_MINUTES (8): the
// parameters it finished are printed. It passes when sqlmap finds no injection point.

const HARDENING = process.env.HARDENING === '1';
const MINUTES = Number(process.env.SQLMAP_MINUTES ?? 8);
const PARAMETERS = ['q', 'city', 'sort', 'min', 'page'];

test.skipIf(!HARDENING)(
  `sqlmap (level 3, risk 2) finds no injection in ${PARAMETERS.join(', ')} of /shop`,
  async () => {
    const server = await startChildServer(
      { SEED_ON_EMPTY: 'true', LISTING_PAGES_PER_MINUTE: '1000000', LOG_LEVEL: 'error' },
      // The demo data is made on this first start.
      { readyTimeoutMs: 240_000 },
    );
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'nivasa-sqlmap-'));
    try {
      const url = `${server.base}/shop?listing=sell&city=guntur&q=flat&sort=newest&min=10L&page=1`;
      const log = await new Promise<string>((resolve) => {
        execFile(
          'sqlmap',
          [
            '-u',
            url,
            '-p',
            PARAMETERS.join(','),
            '--batch',
            '--level=3',
            '--risk=2',
            '--threads=4',
            '--timeout=10',
            '--time-sec=2',
            '--flush-session',
            '--disable-coloring',
            `--output-dir=${out}`,
          ],
          { timeout: MINUTES * 60_000, maxBuffer: 64 * 1024 * 1024 },
          (_error, stdout, stderr) => resolve(`${stdout}\n${stderr}`),
        );
      });
      const finished = PARAMETERS.filter((name) =>
        new RegExp(`parameter '${name}' (does not seem to be|is not) injectable`).test(log),
      );
      console.log(
        `sqlmap: ${finished.length} of ${PARAMETERS.length} parameters tested to the end in ${MINUTES} min (${finished.join(', ') || 'none'}); no injection point`,
      );
      expect(log).not.toMatch(
        /identified the following injection point|appears to be .* injectable|is vulnerable/i,
      );
      expect(finished.length).toBeGreaterThan(0);
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
      await stopChildServer(server);
    }
  },
  (MINUTES + 6) * 60_000,
);
