import { expect, test } from 'vitest';
import { en } from '../../i18n/en.ts';
import { INQUIRY_LIMITS } from './inquiry-fields.ts';
import { AgentContactSchema, PropertyInquirySchema, QuoteSchema } from './inquiry-schema.server.ts';

const valid = {
  name: ' Lakshmi ',
  email: ' lakshmi@example.in ',
  message: ' Is it still available? ',
};
const firstError = (input: Record<string, unknown>) =>
  PropertyInquirySchema.safeParse(input).error?.issues[0]?.message;

test('name, email and message are required and trimmed', () => {
  expect(PropertyInquirySchema.parse(valid)).toEqual({
    name: 'Lakshmi',
    email: 'lakshmi@example.in',
    phone: null,
    message: 'Is it still available?',
    website: '',
  });
  expect(firstError({ ...valid, name: '  ' })).toBe('inquiry.nameRequired');
  expect(firstError({ ...valid, email: '' })).toBe('inquiry.emailRequired');
  expect(firstError({ ...valid, message: '' })).toBe('inquiry.messageRequired');
  expect(firstError({ email: 'a@b.in', message: 'x' })).toBe('inquiry.nameRequired');
});

test('the email must be an address and every field has a maximum length', () => {
  expect(firstError({ ...valid, email: 'not-an-email' })).toBe('inquiry.emailInvalid');
  expect(firstError({ ...valid, name: 'n'.repeat(INQUIRY_LIMITS.name + 1) })).toBe(
    'inquiry.nameTooLong',
  );
  expect(firstError({ ...valid, email: `${'e'.repeat(250)}@b.in` })).toBe('inquiry.emailInvalid');
  expect(firstError({ ...valid, message: 'm'.repeat(INQUIRY_LIMITS.message + 1) })).toBe(
    'inquiry.messageTooLong',
  );
  expect(
    PropertyInquirySchema.safeParse({ ...valid, message: 'm'.repeat(INQUIRY_LIMITS.message) })
      .success,
  ).toBe(true);
  expect(INQUIRY_LIMITS).toEqual({ name: 100, email: 254, phone: 20, message: 2000 });
});

test('the form’s texts are the spec’s', () => {
  expect(en['inquiry.heading']).toBe('Ask about this property');
  expect(en['inquiry.failed']).toBe('Failed to send message');
  expect(en['inquiry.error']).toBe('An error occurred while sending message');
  expect(en['inquiry.success']).toBe('Message sent successfully!');
  expect(en['inquiry.namePlaceholder']).toBe('Your Name*');
  expect(en['inquiry.messagePlaceholder']).toBe('Write Message...');
  expect(en['details.possession.ready-to-move']).toBe('ready to move');
  expect(en['details.field.possessionStatus']).toBe('Property Status');
});

test('a buyer abroad may leave a number to call back (issue 25 #6); a wrong one is explained', () => {
  const base = { name: 'Anil Rao', email: 'anil@example.com', message: 'Is it still for sale?' };
  const phoneOf = (phone: string) => PropertyInquirySchema.safeParse({ ...base, phone });
  expect(phoneOf('+1 415 555 0134').data?.phone).toBe('+14155550134');
  expect(phoneOf('+971 50 123 4567').data?.phone).toBe('+971501234567');
  expect(phoneOf('+91 98480 23456').data?.phone).toBe('9848023456');
  expect(phoneOf('').data?.phone).toBeNull();
  for (const wrong of ['12345', '+1 415', '+91 1234', '415 555 0134 ext 2']) {
    expect(phoneOf(wrong).error?.issues[0]?.message, wrong).toBe('inquiry.callbackPhoneInvalid');
  }
  expect(en['inquiry.callbackPhoneInvalid']).toBe(
    'Enter a 10-digit Indian number, or a number abroad with + and its country code',
  );
  const agent = AgentContactSchema.safeParse({ ...base, phone: '+44 20 7946 0958' });
  expect(agent.data?.phone).toBe('+442079460958');
  // The quote asks for a number: blank is refused, one abroad is taken.
  const quote = { ...base, service: 'Home Buying' };
  expect(QuoteSchema.safeParse({ ...quote, phone: '' }).error?.issues[0]?.message).toBe(
    'inquiry.callbackPhoneInvalid',
  );
  expect(QuoteSchema.safeParse({ ...quote, phone: '+1 415 555 0134' }).data?.phone).toBe(
    '+14155550134',
  );
});
