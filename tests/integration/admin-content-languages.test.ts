import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { getDb } from '../../app/db/db.server.ts';
import { historyEvents, type User } from '../../app/db/schema/index.ts';
import { action as editAction } from '../../app/routes/admin/content-edit.tsx';
import { action as listAction } from '../../app/routes/admin/content-list.tsx';
import { createUser } from '../factories/index.ts';
import { answerOf, callRoute, flashOf, form } from '../support/call-route.ts';
import { describeEachDatabase } from '../support/test-database.ts';

// The content screens under /te/admin and /hi/admin (issue 26): a save's messages and the
// notices after it are in the page's language; under /admin they stay English.

type Errors = { errors: Record<string, string> };

/** A new history event posted to the editor at `path`. */
function save(user: User, path: string, fields: Record<string, string>) {
  const params = { kind: 'history', id: 'new' };
  return callRoute(editAction, path, { user, params, body: form(fields) });
}

describeEachDatabase('content in the page’s language', () => {
  test('a refused save speaks Telugu under /te and Hindi under /hi, English under /admin', async () => {
    const admin = await createUser({ role: 'admin' });
    const wrong = { year: '1800', title: '', text: 'Opened.' };
    // The English is right; the Hindi is half filled.
    const halfHindi = { year: '2016', title: 'Branch', text: 'Opened.', title_hi: 'शाखा' };
    const expected = {
      '': [
        { year: 'Enter a year from 1900 to 2100.', title: 'Enter a title.' },
        { text_hi: 'Add the Hindi text, or leave every Hindi field empty.' },
      ],
      '/te': [
        { year: '1900 నుండి 2100 మధ్య సంవత్సరం నమోదు చేయండి.', title: 'శీర్షిక నమోదు చేయండి.' },
        { text_hi: 'హిందీ పాఠ్యం కూడా నింపండి, లేదా హిందీ ఫీల్డ్‌లన్నీ ఖాళీగా వదలండి.' },
      ],
      '/hi': [
        { year: '1900 से 2100 के बीच साल डालें।', title: 'टाइटल डालें।' },
        { text_hi: 'हिंदी टेक्स्ट भी भरें, या हिंदी के सारे फ़ील्ड खाली छोड़ें।' },
      ],
    };
    for (const [prefix, [fieldErrors, translationErrors]] of Object.entries(expected)) {
      const path = `${prefix}/admin/content/history/new`;
      const refused = answerOf<Errors>(await save(admin, path, wrong));
      expect(refused.status).toBe(400);
      expect(refused.data.errors).toEqual(fieldErrors);
      expect(answerOf<Errors>(await save(admin, path, halfHindi)).data.errors).toEqual(
        translationErrors,
      );
    }
  });

  test('the notices after a save and a delete are in the page’s language', async () => {
    const admin = await createUser({ role: 'admin' });
    const added = await save(admin, '/te/admin/content/history/new', {
      year: '2016',
      title: 'Vijayawada office',
      text: 'We opened at Benz Circle.',
    });
    expect(flashOf(added)?.text).toBe('చరిత్రలో ఘట్టం జోడించబడింది.');
    const [row] = await getDb()
      .select()
      .from(historyEvents)
      .where(eq(historyEvents.title, 'Vijayawada office'));

    const deleted = await callRoute(listAction, '/hi/admin/content/history', {
      user: admin,
      params: { kind: 'history' },
      body: form({ intent: 'delete', id: String(row!.id) }),
    });
    expect(flashOf(deleted)?.text).toBe('इतिहास की घटना “Vijayawada office” को हटा दिया गया।');
  });
});
