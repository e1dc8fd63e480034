import { expect, test } from 'vitest';
import { catchRefusal, fail, ok, refuse, type Failure } from './result.ts';

type Refusal = Failure<'not-found'> | Failure<'daily-limit', { limit: number }>;

test('work that finishes answers its value as ok', async () => {
  await expect(catchRefusal<Refusal, number>(async () => 42)).resolves.toEqual(ok(42));
});

test('a refusal thrown inside the work comes back as the failure, with its extra fields', async () => {
  const outcome = await catchRefusal<Refusal, number>(async () =>
    refuse('daily-limit', { limit: 3 }),
  );
  expect(outcome).toEqual(fail('daily-limit', { limit: 3 }));
  await expect(catchRefusal<Refusal, void>(async () => refuse('not-found'))).resolves.toEqual({
    ok: false,
    reason: 'not-found',
  });
});

test('anything else thrown is a bug and still throws', async () => {
  await expect(
    catchRefusal(async () => {
      throw new TypeError('boom');
    }),
  ).rejects.toThrow('boom');
});
