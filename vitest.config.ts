import { defineConfig } from 'vitest/config';

// Two projects (docs/decisions/016-ci-budget.md). `unit`: the code's own tests, pure functions
// and components, run in one module graph per worker (isolate: false): importing the app again
// for each of a hundred small files took 60 % of their time (106 s against 42 s). `integration`:
// the tests that open databases, servers and mocks, each file in a fresh module graph, so no
// cache or mocked module leaks from one file into the next.
const shared = {
  environment: 'node' as const,
  setupFiles: ['tests/support/setup-test-env.ts'],
  testTimeout: 30_000,
  hookTimeout: 180_000,
};

export default defineConfig({
  test: {
    // Once for both projects: the migrated PGlite snapshot and the PostgreSQL server.
    globalSetup: ['tests/support/global-setup.ts'],
    // PGlite holds a whole PostgreSQL in memory per file; two at a time suits 2 cores.
    maxWorkers: 2,
    projects: [
      {
        test: {
          ...shared,
          name: 'unit',
          include: [
            'app/**/*.test.{ts,tsx}',
            'server/**/*.test.ts',
            'seed/**/*.test.ts',
            'eslint-rules/**/*.test.ts',
          ],
          isolate: false,
        },
      },
      {
        test: {
          ...shared,
          name: 'integration',
          include: [
            'tests/integration/**/*.test.{ts,tsx}',
            'tests/security/**/*.test.ts',
            'tests/reliability/**/*.test.ts',
          ],
        },
      },
    ],
  },
});
