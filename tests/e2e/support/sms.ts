import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

// The test server's SMS outbox (SMS_PROVIDER=outbox writes DATA_DIR/outbox/sms.jsonl).

/** The messages the server's SMS outbox holds for `phone`, oldest first. */
export function outboxTexts(phone: string): string[] {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  const file = path.join(dataDir, 'outbox', 'sms.jsonl');
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string; text: string })
    .filter((message) => message.to === phone)
    .map((message) => message.text);
}

/** Waits for the next SMS to `phone` and returns its 6-digit code. */
export async function nextCode(phone: string, before: number): Promise<string> {
  await expect.poll(() => outboxTexts(phone).length).toBeGreaterThan(before);
  const code = /\b(\d{6})\b/.exec(outboxTexts(phone).at(-1)!)?.[1];
  expect(code).toBeDefined();
  return code!;
}
