import { defineConfig } from '@playwright/test';
import { chromium } from '../support/chromium.ts';

// `npm run test:cluster`: Nivasa as several processes behind nginx, with a PostgreSQL replica
// and an S3 peer, all on loopback (tests/cluster/cluster.ts starts them once for the file).
// One worker: the journeys kill processes and stop the replica, in order.
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 120_000,
  expect: { timeout: 10_000 },
  globalSetup: './global-setup.ts',
  use: {
    trace: 'off',
    screenshot: 'only-on-failure',
    viewport: { width: 1280, height: 900 },
    launchOptions: chromium,
  },
});
