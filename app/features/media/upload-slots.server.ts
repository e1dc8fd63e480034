import { getConfig } from '../../config.server.ts';

// Photo posts take a slot before their body is read: one at a time per user (a second post
// from the same account waits for the first), and at most UPLOAD_CONCURRENCY in the process
// (decoding a large photo takes a core and tens of megabytes). A waiting post's body stays in
// the socket, so waiting costs no memory.

const userQueues = new Map<number, Promise<unknown>>();
let running = 0;
const waiting: (() => void)[] = [];

async function processSlot(): Promise<() => void> {
  if (running >= getConfig().UPLOAD_CONCURRENCY) {
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running += 1;
  }
  // A released slot is handed straight to the next waiter, so `running` stays counted.
  return () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
}

/** Runs `work` once this user has no other photo post running and a process slot is free. */
export function withUploadSlot<T>(userId: number, work: () => Promise<T>): Promise<T> {
  const before = userQueues.get(userId) ?? Promise.resolve();
  const mine = before
    .catch(() => {})
    .then(async () => {
      const release = await processSlot();
      try {
        return await work();
      } finally {
        release();
      }
    });
  userQueues.set(userId, mine);
  void mine
    .catch(() => {})
    .finally(() => {
      if (userQueues.get(userId) === mine) userQueues.delete(userId);
    });
  return mine;
}

/** Photo posts running and waiting in this process. */
export function uploadSlotsInUse(): { running: number; waiting: number } {
  return { running, waiting: waiting.length };
}
