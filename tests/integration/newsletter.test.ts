import { expect, test } from 'vitest';
import {
  countNewsletterSubscribers,
  subscribeToNewsletter,
} from '../../app/features/newsletter/newsletter.server.ts';
import { NewsletterSchema } from '../../app/features/newsletter/newsletter-schema.server.ts';
import { describeEachDatabase } from '../support/test-database.ts';

test('the newsletter form refuses an empty or malformed address', () => {
  expect(NewsletterSchema.safeParse({ email: '' }).error?.issues[0]?.message).toBe(
    'newsletter.required',
  );
  expect(NewsletterSchema.safeParse({ email: 'not-an-email' }).error?.issues[0]?.message).toBe(
    'newsletter.invalidEmail',
  );
  expect(NewsletterSchema.safeParse({ email: ' a@b.in ' }).data?.email).toBe('a@b.in');
});

describeEachDatabase('newsletter subscriptions', () => {
  test('an address subscribes once, whatever its case', async () => {
    await subscribeToNewsletter({ email: 'Reader@Example.in', locale: 'en', source: 'footer' });
    await subscribeToNewsletter({ email: 'reader@example.in', locale: 'te', source: 'footer' });
    expect(await countNewsletterSubscribers()).toBe(1);
  });
});
