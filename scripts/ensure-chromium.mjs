// The end-to-end tests drive Debian's Chromium; Playwright never downloads a browser here.
// Installs it with apt when missing (the test command runs this first).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (fs.existsSync(CHROMIUM)) process.exit(0);

console.log(`${CHROMIUM} is missing: installing Debian's chromium package…`);
const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const run = (args) =>
  execFileSync(asRoot ? args[0] : 'sudo', asRoot ? args.slice(1) : args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
try {
  run(['apt-get', 'update']);
  run(['apt-get', 'install', '-y', '--no-install-recommends', 'chromium']);
} catch (error) {
  console.error(`Could not install chromium: ${error.message}`);
  process.exit(1);
}
if (!fs.existsSync(CHROMIUM)) {
  console.error(`chromium installed, but ${CHROMIUM} is still missing`);
  process.exit(1);
}
