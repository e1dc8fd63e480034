import { expect, test } from 'vitest';
import '../../../i18n/catalogues.server.ts';
import { createProperty, createUser } from '../../../../tests/factories/index.ts';
import { form } from '../../../../tests/support/call-route.ts';
import { describeEachDatabase } from '../../../../tests/support/test-database.ts';
import type { StaffUser } from '../access.server.ts';
import { submitReviewAction } from './review-commands.server.ts';

// The review page's answers in the page's language (issue 26): the notice after a decision and
// the messages next to a field; English stays as it was. The route's part (the language of the
// address) is tests/integration/admin-review-languages.test.ts.

async function setUp() {
  const admin = (await createUser({ role: 'admin' })) as StaffUser;
  const agent = await createUser({ role: 'agent' });
  const listing = await createProperty({ status: 'pending', publishedAt: null });
  return { admin, agent, listing };
}

describeEachDatabase('the review page’s answers in three languages', () => {
  test('notices: in English as before, in Telugu and Hindi in their words', async () => {
    const { admin, agent, listing } = await setUp();
    const post = (fields: Record<string, string>, locale: 'en' | 'te' | 'hi') =>
      submitReviewAction(admin, listing.id, form(fields), locale);

    expect(await post({ intent: 'status', status: 'withdrawn', reason: '' }, 'en')).toEqual({
      ok: true,
      value: 'Status changed to withdrawn.',
    });
    expect(await post({ intent: 'status', status: 'pending', reason: '' }, 'te')).toEqual({
      ok: true,
      value: 'స్టేటస్ “రివ్యూ పెండింగ్”గా మార్చబడింది.',
    });
    expect(await post({ intent: 'assign', agentUserId: String(agent.id) }, 'hi')).toEqual({
      ok: true,
      value: 'एजेंट को सौंप दी गई।',
    });
    expect(await post({ intent: 'feature', featured: 'on' }, 'en')).toEqual({
      ok: true,
      value: 'The listing is featured on the home page.',
    });
    expect(await post({ intent: 'feature' }, 'te')).toEqual({
      ok: true,
      value: 'లిస్టింగ్ ఇక ఫీచర్డ్ కాదు.',
    });
  });

  test('messages next to a field and refusals: the limits filled in, in the page’s language', async () => {
    const { admin, listing } = await setUp();
    const post = async (fields: Record<string, string>, locale: 'en' | 'te' | 'hi') => {
      const outcome = await submitReviewAction(admin, listing.id, form(fields), locale);
      if (outcome.ok) throw new Error('expected a refusal');
      return outcome.answer.errors;
    };

    expect(await post({ intent: 'reject', reason: 'no' }, 'en')).toEqual({
      reason: 'Give a reason of at least 5 characters.',
    });
    expect(await post({ intent: 'reject', reason: 'no' }, 'te')).toEqual({
      reason: 'కనీసం 5 అక్షరాలతో కారణం రాయండి.',
    });
    expect(await post({ intent: 'reject', reason: 'x'.repeat(501) }, 'hi')).toEqual({
      reason: 'कारण ज़्यादा से ज़्यादा 500 अक्षरों में रखें।',
    });
    expect(await post({ intent: 'status', status: 'rejected', reason: '' }, 'en')).toEqual({
      reason: 'A rejection needs a reason of at least 5 characters.',
    });
    expect(await post({ intent: 'status', status: 'nonsense', reason: '' }, 'hi')).toEqual({
      status: 'कोई स्टेटस चुनें।',
    });
    expect(await post({ intent: 'assign', agentUserId: 'x' }, 'te')).toEqual({
      agentUserId: 'ఒక ఏజెంట్‌ను ఎంచుకోండి.',
    });
    expect(await post({ intent: 'nonsense' }, 'te')).toEqual({ form: 'ఏం చేయాలో ఎంచుకోండి.' });
    // A refusal of the command: the listing already has the status chosen.
    expect(await post({ intent: 'status', status: 'pending', reason: '' }, 'hi')).toEqual({
      form: 'लिस्टिंग का स्टेटस पहले से यही है।',
    });
    expect(await post({ intent: 'assign', agentUserId: String(admin.id) }, 'en')).toEqual({
      agentUserId: 'Choose one of the agents.',
    });
  });
});
