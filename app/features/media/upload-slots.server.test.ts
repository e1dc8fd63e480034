import { expect, test } from 'vitest';
import { encodingSlotsInUse, withEncodingSlot, withUserUploadTurn } from './upload-slots.server.ts';

// UPLOAD_CONCURRENCY is 2 by default.

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

test("one user's photo posts run one at a time, in the order they came", async () => {
  const order: string[] = [];
  const first = gate();
  const a = withUserUploadTurn(1, async () => {
    order.push('a start');
    await first.opened;
    order.push('a end');
  });
  const b = withUserUploadTurn(1, async () => {
    order.push('b');
  });
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(order).toEqual(['a start']);
  first.open();
  await Promise.all([a, b]);
  expect(order).toEqual(['a start', 'a end', 'b']);
});

test('a failed post does not hold up the next one of the same user', async () => {
  await expect(withUserUploadTurn(2, () => Promise.reject(new Error('refused')))).rejects.toThrow(
    'refused',
  );
  await expect(withUserUploadTurn(2, () => Promise.resolve('next'))).resolves.toBe('next');
});

test('at most UPLOAD_CONCURRENCY encodings run in the process; the rest wait their turn', async () => {
  const gates = [gate(), gate(), gate()];
  let running = 0;
  let peak = 0;
  const posts = gates.map((g) =>
    withEncodingSlot(async () => {
      running += 1;
      peak = Math.max(peak, running);
      await g.opened;
      running -= 1;
    }),
  );
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(encodingSlotsInUse()).toEqual({ running: 2, waiting: 1 });
  for (const g of gates) g.open();
  await Promise.all(posts);
  expect(peak).toBe(2);
  expect(encodingSlotsInUse()).toEqual({ running: 0, waiting: 0 });
});
