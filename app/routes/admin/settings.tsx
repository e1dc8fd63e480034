import { data } from 'react-router';
import { requireAdmin } from '../../features/admin/access.server.ts';
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
import type { SettingsActionData } from '../../features/admin/settings/settings-types.ts';
import { getEditableSettings } from '../../features/settings/site-settings.server.ts';
import { badRequest } from '../../lib/http.ts';
import type { Route } from './+types/settings';

const PATH = '/admin/settings';

export function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request);
  return { values: settingsFormValues(getEditableSettings()), delivery: deliveryStatus() };
}

/** What happened to a test send: stored (outbox), sent or failed. */
function sentText(result: { adapter: string; status: string }): string {
  if (result.status === 'failed') return 'failed (the Outbox shows the error)';
  if (result.adapter === 'outbox') return 'stored in the Outbox (no provider set)';
  return result.status;
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireAdmin(context, request);
  const form = await readForm(request);
  const intent = form.get('intent');
  if (intent === 'save') {
    const parsed = parseSettingsForm(form);
    if (parsed.errors) {
      return data<SettingsActionData>(
        { intent, errors: parsed.errors, values: parsed.values },
        { status: 400 },
      );
    }
    const changed = await saveSettings(user, parsed.settings);
    return redirectWithNotice(PATH, changed.length > 0 ? 'Settings saved.' : 'Nothing changed.');
  }
  if (intent === 'test-mail' || intent === 'test-sms') {
    const typed = String(form.get(intent === 'test-mail' ? 'testEmail' : 'testPhone') ?? '');
    const result =
      intent === 'test-mail' ? await sendTestMail(user, typed) : await sendTestSms(user, typed);
    if (!result.ok) {
      return data<SettingsActionData>(
        {
          intent,
          errors: { [result.field]: result.error },
          ...(intent === 'test-mail' ? { testEmail: typed } : { testPhone: typed }),
        },
        { status: 400 },
      );
    }
    const what = intent === 'test-mail' ? 'Test email' : 'Test SMS';
    return redirectWithNotice(
      PATH,
      `${what} to ${result.to}: ${sentText(result)}.`,
      result.status === 'failed' ? 'error' : 'success',
    );
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
