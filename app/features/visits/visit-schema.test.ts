import { expect, test } from 'vitest';
import { checkVisitDate, latestVisitDate, todayInKolkata } from './visit-fields.ts';
import { TrackingSchema, VisitBookingSchema } from './visit-schema.server.ts';

test('today is the date in India, not on the server’s clock', () => {
  // 20:00 UTC on 1 March is 01:30 on 2 March in India.
  expect(todayInKolkata(new Date('2026-03-01T20:00:00Z'))).toBe('2026-03-02');
  expect(todayInKolkata(new Date('2026-03-01T18:29:00Z'))).toBe('2026-03-01');
});

test('a visit date must be today or later in India and within ninety days', () => {
  const now = new Date('2026-03-01T20:00:00Z'); // already 2 March in India
  expect(checkVisitDate('2026-03-01', now)).toBe('past');
  expect(checkVisitDate('2026-03-02', now)).toBe('ok');
  expect(checkVisitDate(latestVisitDate(now), now)).toBe('ok');
  expect(latestVisitDate(now)).toBe('2026-05-31');
  expect(checkVisitDate('2026-06-01', now)).toBe('too-far');
  expect(checkVisitDate('2026-02-30', now)).toBe('invalid');
  expect(checkVisitDate('tomorrow', now)).toBe('invalid');
});

test('the booking form refuses a past date next to the field and reads the phone', () => {
  const valid = {
    name: ' Lakshmi ',
    phone: '+91 98480 23456',
    email: 'lakshmi@example.in',
    preferredDate: todayInKolkata(),
    timeSlot: 'morning',
    notes: '',
  };
  const ok = VisitBookingSchema.safeParse(valid);
  expect(ok.success && ok.data).toMatchObject({ name: 'Lakshmi', phone: '9848023456', notes: '' });

  const past = VisitBookingSchema.safeParse({ ...valid, preferredDate: '2020-01-01' });
  expect(past.success).toBe(false);
  expect(past.error?.issues).toEqual([
    expect.objectContaining({ path: ['preferredDate'], message: 'checkout.dateInPast' }),
  ]);

  const missing = VisitBookingSchema.safeParse({ ...valid, timeSlot: '', preferredDate: '' });
  expect(missing.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
    ['preferredDate', 'checkout.dateRequired'],
    ['timeSlot', 'checkout.slotRequired'],
  ]);
});

test('the email is optional where the phone is given, but a given one must be an address', () => {
  const valid = {
    name: 'Ravi',
    phone: '9848023456',
    preferredDate: todayInKolkata(),
    timeSlot: 'evening',
  };
  expect(VisitBookingSchema.safeParse(valid).data?.email).toBe('');
  expect(VisitBookingSchema.safeParse({ ...valid, email: '  ' }).data?.email).toBe('');
  expect(
    VisitBookingSchema.safeParse({ ...valid, email: 'ravi@' }).error?.issues.map((i) => [
      i.path[0],
      i.message,
    ]),
  ).toEqual([['email', 'inquiry.emailInvalid']]);
  expect(
    VisitBookingSchema.safeParse({ ...valid, phone: '' }).error?.issues.map((i) => i.path[0]),
  ).toEqual(['phone']);
});

test('tracking needs both the reference and the email or phone', () => {
  expect(TrackingSchema.safeParse({ reference: ' NV-7K3Q9P ', contact: 'a@b.in' }).data).toEqual({
    reference: 'NV-7K3Q9P',
    contact: 'a@b.in',
  });
  expect(
    TrackingSchema.safeParse({ reference: '', contact: '' }).error?.issues.map((i) => i.message),
  ).toEqual(['tracking.referenceRequired', 'tracking.contactRequired']);
});
