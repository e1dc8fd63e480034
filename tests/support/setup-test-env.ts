import { afterEach, expect, vi } from 'vitest';
import '../../app/i18n/catalogues.server.ts';

process.env.LOG_LEVEL ??= 'silent';

// An unexpected console.error is a bug: fail the test that caused it.
const consoleError = vi.spyOn(console, 'error');
afterEach(() => {
  const calls = consoleError.mock.calls;
  consoleError.mockClear();
  expect(calls, 'console.error was called').toEqual([]);
});
// The reset answer's time floor is proved by tests/security/timing.spec.ts; elsewhere it only slows tests.
process.env.RESET_ANSWER_MIN_MS ??= '0';
