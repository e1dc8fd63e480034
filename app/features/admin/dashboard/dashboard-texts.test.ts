import { expect, test } from 'vitest';
import { translate } from '../../../i18n/translate.ts';
import { smsDeliveryWarning } from '../../sms/sms.server.ts';

test('the dashboard’s SMS alert says in English what the log says', () => {
  expect(translate('en', 'admin.ui.dashboard.alert.smsOutbox')).toBe(
    smsDeliveryWarning({ isProduction: true, SMS_PROVIDER: 'outbox' }),
  );
});

test('the dashboard’s counts keep their English words and take their parameters', () => {
  expect(translate('en', 'admin.ui.dashboard.expiring.description', { days: 30 })).toBe(
    'Not confirmed by the owner within 30 days',
  );
  expect(
    translate('en', 'admin.ui.dashboard.alert.smsBudget', {
      count: 1000,
      time: '12 Aug 2026, 3:05 pm',
    }),
  ).toBe(
    'The daily SMS budget of 1,000 is reached: notices to owners are not sent until 12 Aug 2026, 3:05 pm (reset codes still are). Raise it in Settings if this is real traffic.',
  );
  expect(translate('te', 'admin.ui.dashboard.expiring.description', { days: 30 })).toBe(
    '30 రోజుల్లో యజమాని నిర్ధారించలేదు',
  );
});
