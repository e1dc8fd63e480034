import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: [
      'app/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'seed/**/*.test.ts',
      'eslint-rules/**/*.test.ts',
      'tests/integration/**/*.test.ts',
      'tests/security/**/*.test.ts',
      'tests/reliability/**/*.test.ts',
    ],
    globalSetup: ['tests/support/global-setup.ts'],
    setupFiles: ['tests/support/setup-test-env.ts'],
    testTimeout: 30_000,
    hookTimeout: 180_000,
    // PGlite holds a whole PostgreSQL in memory per file; two at a time suits 2 cores.
    maxWorkers: 2,
  },
});
