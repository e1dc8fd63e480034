import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { getDb } from '../../app/db/db.server.ts';
import { mailMessages } from '../../app/db/schema/index.ts';
import { createMailSender, setMailSender } from '../../app/features/mail/mail.server.ts';

/** For the tests of this file, the site's mail is stored (no SMTP) and read with `mailsTo`. */
export function storeMail(): void {
  beforeAll(() => {
    setMailSender(
      createMailSender({
        SMTP_URL: undefined,
        MAIL_FROM: 'Nivasa <no-reply@nivasa.test>',
        SMTP_TIMEOUT_MS: 3000,
      }),
    );
  });
  afterAll(() => setMailSender(undefined));
}

/** The stored mail addressed to `address`. */
export async function mailsTo(address: string) {
  return getDb()
    .select()
    .from(mailMessages)
    .where(sql`${mailMessages.to} @> ARRAY[${address}]::text[]`);
}
