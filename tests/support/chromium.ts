// Debian's headless shell (package chromium-headless-shell): the same engine as Chromium without
// the browser around it, which Playwright's own downloads use for headless runs too. On these
// 2-core machines it ran the journeys about a quarter faster than the full browser
// (docs/decisions/016-ci-budget.md). The journeys' and the cluster test's launch options.
export const chromium = {
  executablePath: process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
    '--disable-dev-shm-usage',
  ],
};
