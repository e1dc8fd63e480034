import { expect } from '@playwright/test';
import type { ReceivedMail } from '../../support/smtp-server.ts';

// What the site mailed during this run, as the SMTP sink received it (support/smtp-sink.ts).
export const SMTP_HTTP_URL = `http://127.0.0.1:${process.env.E2E_SMTP_HTTP_PORT ?? 2527}`;

/** Waits until a mail containing every one of `texts` (decoded) has arrived, and returns it. */
export async function expectMail(...texts: string[]): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${SMTP_HTTP_URL}/messages`);
        const mails = (await response.json()) as ReceivedMail[];
        // Long lines are folded and non-ASCII text encoded: compare on the decoded text.
        found = mails.find((mail) => {
          const text = readable(mail.raw);
          return texts.every((t) => text.includes(t));
        });
        return Boolean(found);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

/**
 * A mail as a person reads it: folded header lines joined and their encoded words
 * (`=?UTF-8?B?…?=`, a Telugu subject) decoded, the body's quoted-printable or base64 decoded
 * as UTF-8.
 */
export function readable(raw: string): string {
  const split = /\r?\n\r?\n/.exec(raw);
  const head = split ? raw.slice(0, split.index) : raw;
  const body = split ? raw.slice(split.index + split[0].length) : '';
  const headers = head
    .replace(/\r?\n[ \t]+/g, ' ')
    // Whitespace between two encoded words is not part of the text.
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/(?:=\?utf-8\?[bq]\?[^?]*\?=)+/gi, (words) =>
      Buffer.concat(
        [...words.matchAll(/=\?utf-8\?([bq])\?([^?]*)\?=/gi)].map(([, kind, text]) =>
          kind!.toLowerCase() === 'b'
            ? Buffer.from(text!, 'base64')
            : Buffer.from(qpBytes(text!.replaceAll('_', ' ')), 'latin1'),
        ),
      ).toString('utf8'),
    );
  const encoding = /^content-transfer-encoding:\s*([\w-]+)/im.exec(headers)?.[1]?.toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body, 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? Buffer.from(qpBytes(body.replace(/=\r?\n/g, '')), 'latin1').toString('utf8')
        : body;
  return `${headers}\n\n${text}`;
}

/** Quoted-printable's `=XX` as the bytes they stand for (one char per byte). */
function qpBytes(text: string): string {
  return text.replace(/=([0-9A-F]{2})/gi, (_, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
}
