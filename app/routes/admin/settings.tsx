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
import type { Route } from './+types/settings';

const PATH = '/admin/settings';

export function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request);
  return { values: settingsFormValues(getEditableSettings()), delivery: deliveryStatus() };
}

/** The two test sends: the field each reads, how it sends, and what the notice calls it. */
const TEST_SENDS = {
  'test-mail': { field: 'testEmail', send: sendTestMail, what: 'Test email' },
  'test-sms': { field: 'testPhone', send: sendTestSms, what: 'Test SMS' },
} as const;

/** What happened to a test send: stored (outbox), sent or failed. */
function sentText(result: { adapter: string; status: string }): string {
  if (result.status === 'failed') return 'failed (the Outbox shows the error)';
  if (result.adapter === 'outbox') return 'stored in the Outbox (no provider set)';
  return result.status;
}

async function testSend(user: StaffUser, intent: keyof typeof TEST_SENDS, form: FormData) {
  const { field, send, what } = TEST_SENDS[intent];
  const typed = String(form.get(field) ?? '');
  const result = await send(user, typed);
  if (!result.ok) {
    // Both refusals (not a recipient, too many sends) are shown beside the field.
    return data<SettingsActionData>(
      { intent, errors: { [field]: result.message }, [field]: typed },
      { status: 400 },
    );
  }
  const sent = result.value;
  return redirectWithNotice(
    PATH,
    `${what} to ${sent.to}: ${sentText(sent)}.`,
    sent.status === 'failed' ? 'error' : 'success',
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireAdmin(context, request);
  const form = await readForm(request);
  const intent = form.get('intent');
  if (intent === 'save') {
    const parsed = parseSettingsForm(form);
    if (parsed.fieldErrors) {
      return data<SettingsActionData>(
        { intent, errors: parsed.fieldErrors, values: parsed.values },
        { status: 400 },
      );
    }
    const changed = await saveSettings(user, parsed.value);
    return redirectWithNotice(PATH, changed.length > 0 ? 'Settings saved.' : 'Nothing changed.');
  }
  if (intent === 'test-mail' || intent === 'test-sms') return testSend(user, intent, form);
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
