import { describe, expect, it } from 'vitest';
import { nextAlertAt } from './alert-schedule.ts';

describe('nextAlertAt', () => {
  // 2026-11-28 is a Saturday; 07:00 IST is 01:30 UTC.
  const saturdayNoonIst = new Date('2026-11-28T06:30:00Z');

  it('sends a daily alert at the hour the next morning, India time', () => {
    expect(nextAlertAt('daily', saturdayNoonIst, 7).toISOString()).toBe('2026-11-29T01:30:00.000Z');
  });

  it('sends later the same day when the hour has not come yet', () => {
    const earlySaturday = new Date('2026-11-27T23:00:00Z'); // 04:30 IST on Saturday
    expect(nextAlertAt('daily', earlySaturday, 7).toISOString()).toBe('2026-11-28T01:30:00.000Z');
  });

  it('never returns the moment it was given: exactly at the hour, the next day', () => {
    const atHour = new Date('2026-11-28T01:30:00Z');
    expect(nextAlertAt('daily', atHour, 7).toISOString()).toBe('2026-11-29T01:30:00.000Z');
  });

  it('sends a weekly alert on the next Monday', () => {
    expect(nextAlertAt('weekly', saturdayNoonIst, 7).toISOString()).toBe(
      '2026-11-30T01:30:00.000Z',
    );
    const mondayAfterHour = new Date('2026-11-30T02:00:00Z');
    expect(nextAlertAt('weekly', mondayAfterHour, 7).toISOString()).toBe(
      '2026-12-07T01:30:00.000Z',
    );
  });

  it('has an instant alert due at the job’s next run', () => {
    expect(nextAlertAt('instant', saturdayNoonIst, 7).getTime()).toBe(
      saturdayNoonIst.getTime() + 1,
    );
  });
});
