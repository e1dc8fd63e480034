import { getConfig } from '../../config.server.ts';

// Photo posts take turns: one at a time per user (a second post from the same account waits
// for the first, from before its body is read, so waiting costs no memory), and the encoding
// of photos (a core and tens of megabytes each) at most UPLOAD_CONCURRENCY at once in the
// process. Reading a body holds no shared slot: a slow phone's upload delays only its own user.

const userQueues = new Map<number, Promise<unknown>>();
let encoding = 0;
const waiting: (() => void)[] = [];

async function encodingSlot(): Promise<() => void> {
  if (encoding >= getConfig().UPLOAD_CONCURRENCY) {
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    encoding += 1;
  }
  // A released slot is handed straight to the next waiter, so `encoding` stays counted.
  return () => {
    const next = waiting.shift();
    if (next) next();
    else encoding -= 1;
  };
}

/** Runs `work` (encoding photos) once fewer than UPLOAD_CONCURRENCY others are encoding. */
export async function withEncodingSlot<T>(work: () => Promise<T>): Promise<T> {
  const release = await encodingSlot();
  try {
    return await work();
  } finally {
    release();
  }
}

/** Runs `work` (a whole photo post) once this user has no other photo post running. */
export function withUserUploadTurn<T>(userId: number, work: () => Promise<T>): Promise<T> {
  const before = userQueues.get(userId) ?? Promise.resolve();
  const mine = before.catch(() => {}).then(work);
  userQueues.set(userId, mine);
  void mine
    .catch(() => {})
    .finally(() => {
      if (userQueues.get(userId) === mine) userQueues.delete(userId);
    });
  return mine;
}

/** Encodings running and waiting in this process. */
export function encodingSlotsInUse(): { running: number; waiting: number } {
  return { running: encoding, waiting: waiting.length };
}
