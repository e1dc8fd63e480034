import { expect } from '@playwright/test';
import type { ReceivedMail } from '../../support/smtp-server.ts';

// What the site mailed during this run, as the SMTP sink received it (support/smtp-sink.ts).
export const SMTP_HTTP_URL = `http://127.0.0.1:${process.env.E2E_SMTP_HTTP_PORT ?? 2527}`;

/** Waits until a mail containing every one of `texts` has arrived, and returns it. */
export async function expectMail(...texts: string[]): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${SMTP_HTTP_URL}/messages`);
        const mails = (await response.json()) as ReceivedMail[];
        // Long lines are folded (quoted-printable): compare on the unfolded text.
        found = mails.find((mail) => {
          const text = unfold(mail.raw);
          return texts.every((t) => text.includes(t));
        });
        return Boolean(found);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

function unfold(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
