import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';

/**
 * Points DATA_DIR (uploaded images, the SMS outbox) at a fresh folder for the tests of this
 * file, not the project's data/, and removes it afterwards.
 */
export function scratchDataDir(prefix: string): void {
  let dir: string | undefined;
  const previous = process.env.DATA_DIR;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
    process.env.DATA_DIR = dir;
  });
  afterAll(async () => {
    if (previous === undefined) delete process.env.DATA_DIR;
    else process.env.DATA_DIR = previous;
    if (dir) await fs.rm(dir, { recursive: true, force: true });
  });
}
