// The browser tests drive Debian's Chromium headless shell (Playwright never downloads a
// browser here), and the security suite reads stored photos with exiftool, runs sqlmap and
// wapiti (the part `scanners` of npm test) and starts deploy/nginx.conf with Debian's nginx;
// the cluster test (tests/cluster/) runs its own PostgreSQL primary and replica with Debian's
// server binaries (PG_BIN). Installs what is missing with apt (the part `tools`, first).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const TOOLS = [
  {
    path: process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
    pkg: 'chromium-headless-shell',
  },
  { path: '/usr/bin/exiftool', pkg: 'libimage-exiftool-perl' },
  { path: '/usr/bin/sqlmap', pkg: 'sqlmap' },
  { path: '/usr/bin/wapiti', pkg: 'wapiti' },
  { path: '/usr/sbin/nginx', pkg: 'nginx-light' },
  { path: `${process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin'}/pg_ctl`, pkg: 'postgresql-15' },
  {
    path: `${process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin'}/pg_basebackup`,
    pkg: 'postgresql-client-15',
  },
];

const missing = TOOLS.filter((tool) => !fs.existsSync(tool.path));
if (missing.length === 0) process.exit(0);

const packages = missing.map((tool) => tool.pkg);
console.log(
  `${missing.map((tool) => tool.path).join(', ')} missing: installing ${packages.join(', ')}…`,
);
const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const run = (args) =>
  execFileSync(asRoot ? args[0] : 'sudo', asRoot ? args.slice(1) : args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
try {
  run(['apt-get', 'update']);
  run(['apt-get', 'install', '-y', '--no-install-recommends', ...packages]);
} catch (error) {
  console.error(`Could not install ${packages.join(', ')}: ${error.message}`);
  process.exit(1);
}
for (const tool of missing) {
  if (!fs.existsSync(tool.path)) {
    console.error(`${tool.pkg} installed, but ${tool.path} is still missing`);
    process.exit(1);
  }
}
