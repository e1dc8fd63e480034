import { Form } from 'react-router';
import { TextField } from '../../../components/ui/field.tsx';
import { AdminPage, AdminPanel } from '../ui/admin-page.tsx';
import { Fact } from '../ui/facts.tsx';
import { CheckboxField } from '../../../components/ui/field-controls.tsx';
import { SubmitButton } from '../ui/submit-button.tsx';
import {
  SETTINGS_GROUPS,
  type DeliveryStatus,
  type SettingsActionData,
  type SettingsErrors,
  type SettingsGroup,
  type SettingsFormValues,
  type SettingsTextField,
} from './settings-fields.ts';

const grid = 'grid gap-4 sm:grid-cols-2';

/** One group of the Settings form, drawn from its entry in SETTINGS_GROUPS. */
function SettingsPanel({
  group,
  values,
  errors,
}: {
  group: SettingsGroup<SettingsTextField>;
  values: SettingsFormValues;
  errors: SettingsErrors;
}) {
  return (
    <AdminPanel title={group.title} id={group.id}>
      {group.intro ? <p className="mb-3 text-sm text-slate-700">{group.intro}</p> : null}
      {group.toggle ? (
        <div className="mb-4">
          <CheckboxField
            label={group.toggle.label}
            name={group.toggle.name}
            defaultChecked={values[group.toggle.name]}
            hint={group.toggle.hint}
          />
        </div>
      ) : null}
      <div className={grid}>
        {group.fields.map(({ numeric, wide, ...field }) => (
          <TextField
            key={field.name}
            {...field}
            inputMode={numeric ? 'numeric' : undefined}
            defaultValue={values[field.name]}
            error={errors[field.name]}
            className={wide ? 'sm:col-span-2' : undefined}
          />
        ))}
      </div>
      {group.note ? <p className="mt-3 text-sm text-slate-600">{group.note}</p> : null}
    </AdminPanel>
  );
}

function adapterText(status: DeliveryStatus) {
  return {
    mail:
      status.mail.adapter === 'smtp'
        ? `SMTP${status.mail.host ? ` via ${status.mail.host}` : ''}: mail is delivered.`
        : 'Outbox: mail is stored and listed in the Outbox, not delivered (no SMTP_URL set).',
    sms:
      status.sms.adapter === 'http'
        ? `HTTP provider${status.sms.host ? ` at ${status.sms.host}` : ''}: SMS are delivered.`
        : 'Outbox: SMS are stored and listed in the Outbox, not delivered (no SMS provider set).',
  };
}

/** The Delivery panel's two test sends: each its own form, field and button. */
const testSends = (status: DeliveryStatus) =>
  [
    {
      intent: 'test-mail',
      button: 'Send test email',
      field: {
        label: 'Send a test email to',
        name: 'testEmail',
        type: 'email',
        placeholder: status.agencyEmail,
        hint: `Blank: the agency’s address (${status.agencyEmail}).`,
      },
    },
    {
      intent: 'test-sms',
      button: 'Send test SMS',
      field: {
        label: 'Send a test SMS to',
        name: 'testPhone',
        type: 'tel',
        required: true,
        hint: 'A 10-digit Indian mobile number.',
      },
    },
  ] as const;

function DeliveryPanel({
  status,
  actionData,
}: {
  status: DeliveryStatus;
  actionData: SettingsActionData | undefined;
}) {
  const text = adapterText(status);
  const errors = actionData?.errors ?? {};
  return (
    <AdminPanel title="Delivery" id="settings-delivery">
      <dl className="mb-4 grid gap-2 text-sm sm:grid-cols-[8rem_1fr]">
        <Fact label="Mail">{text.mail}</Fact>
        <Fact label="SMS">{text.sms}</Fact>
      </dl>
      <div className="grid gap-6 lg:grid-cols-2">
        {testSends(status).map(({ intent, button, field }) => (
          <Form key={intent} method="post" className="grid content-start gap-3">
            <input type="hidden" name="intent" value={intent} />
            <TextField
              {...field}
              defaultValue={actionData?.[field.name] ?? ''}
              error={errors[field.name]}
            />
            <div>
              <SubmitButton look="secondary">{button}</SubmitButton>
            </div>
          </Form>
        ))}
      </div>
    </AdminPanel>
  );
}

export function SettingsPage({
  values,
  delivery,
  actionData,
}: {
  values: SettingsFormValues;
  delivery: DeliveryStatus;
  actionData: SettingsActionData | undefined;
}) {
  const saveErrors = actionData?.intent === 'save' ? actionData.errors : {};
  const shown = actionData?.intent === 'save' && actionData.values ? actionData.values : values;
  const errorCount = Object.keys(saveErrors).length;
  return (
    <AdminPage
      title="Settings"
      description="The agency’s details on every page, the FAQ counters and the listing rules."
    >
      <Form method="post" noValidate>
        <input type="hidden" name="intent" value="save" />
        {errorCount > 0 ? (
          <p
            role="alert"
            className="mb-4 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-900"
          >
            {errorCount === 1
              ? 'One field needs a change; nothing was saved.'
              : `${errorCount} fields need a change; nothing was saved.`}
          </p>
        ) : null}
        {SETTINGS_GROUPS.map((group) => (
          <SettingsPanel key={group.id} group={group} values={shown} errors={saveErrors} />
        ))}
        <div className="mb-8">
          <SubmitButton>Save settings</SubmitButton>
        </div>
      </Form>
      <DeliveryPanel status={delivery} actionData={actionData} />
    </AdminPage>
  );
}
