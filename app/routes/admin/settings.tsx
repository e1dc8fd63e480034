import { data } from 'react-router';
import { requireAdmin, type StaffUser } from '../../features/admin/access.server.ts';
import { readForm } from '../../lib/forms.ts';
import { redirectWithNotice } from '../../lib/flash.server.ts';
import { SettingsPage } from '../../features/admin/settings/settings-page.tsx';
import {
  deliveryStatus,
  parseSettingsForm,
  saveSettings,
  sendTestMail,
  sendTestSms,
  settingsFormValues,
} from '../../features/admin/settings/settings.server.ts';
import type { SettingsActionData } from '../../features/admin/settings/settings-fields.ts';
import { getEditableSettings } from '../../features/settings/site-settings.server.ts';
import { badRequest } from '../../lib/http.ts';
import type { AdminMessageKey } from '../../i18n/admin/admin-en.ts';
import type { Locale } from '../../i18n/locales.ts';
import { translator } from '../../i18n/translate.ts';
import { getLocale } from '../../lib/locale.server.ts';
import type { Route } from './+types/settings';

const PATH = '/admin/settings';

export function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request);
  return { values: settingsFormValues(getEditableSettings()), delivery: deliveryStatus() };
}

/** The two test sends: the field each reads, how it sends, and what the notice calls it. */
const TEST_SENDS = {
  'test-mail': {
    field: 'testEmail',
    send: sendTestMail,
    what: 'admin.places.settings.notice.testMail',
  },
  'test-sms': {
    field: 'testPhone',
    send: sendTestSms,
    what: 'admin.places.settings.notice.testSms',
  },
} as const;

/** What happened to a test send: stored (outbox), sent or failed. */
const SENT_TEXT = {
  failed: 'admin.places.settings.notice.failed',
  outbox: 'admin.places.settings.notice.outbox',
  stored: 'admin.places.settings.notice.stored',
  sent: 'admin.places.settings.notice.sent',
  queued: 'admin.places.settings.notice.queued',
} as const satisfies Record<string, AdminMessageKey>;

function sentText(result: { adapter: string; status: keyof typeof SENT_TEXT }): AdminMessageKey {
  if (result.status === 'failed') return SENT_TEXT.failed;
  if (result.adapter === 'outbox') return SENT_TEXT.outbox;
  return SENT_TEXT[result.status];
}

async function testSend(
  user: StaffUser,
  intent: keyof typeof TEST_SENDS,
  form: FormData,
  locale: Locale,
) {
  const t = translator(locale);
  const { field, send, what } = TEST_SENDS[intent];
  const typed = String(form.get(field) ?? '');
  const result = await send(user, typed);
  if (!result.ok) {
    // Both refusals (not a recipient, too many sends) are shown beside the field.
    const message = t(result.message, result.params);
    return data<SettingsActionData>(
      { intent, errors: { [field]: message }, [field]: typed },
      { status: 400 },
    );
  }
  const sent = result.value;
  return redirectWithNotice(
    PATH,
    t('admin.places.settings.notice.testSend', {
      what: t(what),
      to: sent.to,
      result: t(sentText(sent)),
    }),
    sent.status === 'failed' ? 'error' : 'success',
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireAdmin(context, request);
  const form = await readForm(request);
  const locale = getLocale(request);
  const t = translator(locale);
  const intent = form.get('intent');
  if (intent === 'save') {
    const parsed = parseSettingsForm(form, locale);
    if (parsed.fieldErrors) {
      return data<SettingsActionData>(
        { intent, errors: parsed.fieldErrors, values: parsed.values },
        { status: 400 },
      );
    }
    const changed = await saveSettings(user, parsed.value);
    return redirectWithNotice(
      PATH,
      t(
        changed.length > 0
          ? 'admin.places.settings.notice.saved'
          : 'admin.places.settings.notice.unchanged',
      ),
    );
  }
  if (intent === 'test-mail' || intent === 'test-sms') {
    return testSend(user, intent, form, locale);
  }
  throw badRequest();
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SettingsPage
      values={loaderData.values}
      delivery={loaderData.delivery}
      actionData={actionData}
    />
  );
}
