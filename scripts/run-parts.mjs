// Runs parts of the test suite in the order named (`node scripts/run-parts.mjs lint unit …`),
// stops at the first that fails, and prints each part's time at the end, whether it passed or
// not. The test scripts of package.json are lists of these parts: `npm test` is what CI runs,
// `npm run test:soak` the slow drift guards (docs/decisions/016-ci-budget.md). With
// PARTS_REPORT set, each part's line is appended to that file too (.ci/run prints them last).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import './check-node.mjs';

const SCANNERS = 'vitest run tests/security/sqlmap.test.ts tests/security/wapiti.test.ts';

/** Each part: the command (run by the shell, node_modules/.bin first on PATH) and its env. */
const PARTS = {
  tools: { command: 'node scripts/ensure-test-tools.mjs' },
  lint: { command: 'npm run lint' },
  typecheck: { command: 'npm run typecheck' },
  unit: { command: 'npm run test:unit' },
  build: { command: 'npm run build' },
  e2e: { command: 'playwright test' },
  // Issue 29: three app processes, a PostgreSQL primary and replica, an S3 peer and nginx on
  // loopback (tests/cluster/), and the Dockerfile's steps replayed without Docker.
  cluster: { command: 'playwright test -c tests/cluster/playwright.config.ts' },
  dockerfile: { command: 'node scripts/check-dockerfile.mjs' },
  // Issue 14's faults (a process killed, the database gone, a full disk, stalled clients, two
  // processes sending alerts) and the timing attack, each on production builds of its own and
  // one at a time: `npm run test:hardening`, not CI (docs/decisions/016-ci-budget.md).
  faults: { command: 'playwright test', env: { HARDENING: '1' } },
  // sqlmap and wapiti against the production build (tests/security/README.md): in CI at
  // sqlmap's level 1 and with wapiti's crawl and each module bounded tighter; in the soak as
  // deep as the tests' own defaults (level 3, risk 2, 8 minutes; crawl 120 s, modules 45 s).
  // A variable set by the caller wins.
  scanners: {
    command: SCANNERS,
    env: {
      HARDENING: '1',
      SQLMAP_LEVEL: process.env.SQLMAP_LEVEL ?? '1',
      SQLMAP_RISK: process.env.SQLMAP_RISK ?? '1',
      SQLMAP_MINUTES: process.env.SQLMAP_MINUTES ?? '3',
      WAPITI_CRAWL_SECONDS: process.env.WAPITI_CRAWL_SECONDS ?? '60',
      WAPITI_ATTACK_SECONDS: process.env.WAPITI_ATTACK_SECONDS ?? '15',
    },
  },
  'deep-scan': { command: SCANNERS, env: { HARDENING: '1' } },
  // The slow drift guards (tests/reliability/README.md, "Soak record").
  fuzz: {
    command: 'vitest run tests/security/fuzz-search.test.ts tests/security/fuzz-forms.test.ts',
    env: { FUZZ_RUNS: '10000' },
  },
  load: { command: 'vitest run tests/reliability/load.test.ts', env: { SOAK: '1' } },
};

const names = process.argv.slice(2);
const unknown = names.filter((name) => !(name in PARTS));
if (names.length === 0 || unknown.length > 0) {
  console.error(
    `usage: run-parts.mjs PART…, parts: ${Object.keys(PARTS).join(', ')}` +
      (unknown.length ? ` (unknown: ${unknown.join(', ')})` : ''),
  );
  process.exit(2);
}

/** name → seconds and outcome, in the order run. */
const times = [];
/** The part running now. */
let child;

function report() {
  const lines = names.map((name) => {
    const time = times.find((entry) => entry.name === name);
    return time
      ? `${name.padEnd(10)} ${String(time.seconds).padStart(5)} s${time.ok ? '' : '  FAILED'}`
      : `${name.padEnd(10)}     - (not run)`;
  });
  const total = times.reduce((sum, entry) => sum + entry.seconds, 0);
  console.log(
    `\nTime per part:\n${lines.join('\n')}\n${'total'.padEnd(10)} ${String(total).padStart(5)} s`,
  );
  if (process.env.PARTS_REPORT) {
    fs.appendFileSync(process.env.PARTS_REPORT, `${lines.join('\n')}\n`);
  }
}

// Ctrl-C or a CI timeout: the part running is told too; its time is printed once it has ended.
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interrupted = true;
    child?.kill(signal);
  });
}

for (const name of names) {
  const { command, env = {} } = PARTS[name];
  console.log(`\n▶ ${name}: ${command}`);
  const started = performance.now();
  const code = await new Promise((resolve) => {
    child = spawn(command, { shell: true, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0)));
  });
  const ok = code === 0 && !interrupted;
  times.push({ name, seconds: Math.round((performance.now() - started) / 1000), ok });
  if (!ok) {
    report();
    process.exit(interrupted ? 130 : code);
  }
}
report();
