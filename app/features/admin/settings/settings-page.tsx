import { Form } from 'react-router';
import { TextField } from '../../../components/ui/field.tsx';
import { useT } from '../../../i18n/i18n-context.tsx';
import type { Translate } from '../../../i18n/translate.ts';
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
  const t = useT();
  return (
    <AdminPanel title={t(group.title)} id={group.id}>
      {group.intro ? <p className="mb-3 text-sm text-slate-700">{t(group.intro)}</p> : null}
      {group.toggle ? (
        <div className="mb-4">
          <CheckboxField
            label={t(group.toggle.label)}
            name={group.toggle.name}
            defaultChecked={values[group.toggle.name]}
            hint={t(group.toggle.hint)}
          />
        </div>
      ) : null}
      <div className={grid}>
        {group.fields.map(
          ({ numeric, decimal, wide, label, hint, hintParams, placeholder, ...field }) => (
            <TextField
              key={field.name}
              {...field}
              label={t(label)}
              hint={hint ? t(hint, hintParams) : undefined}
              placeholder={placeholder ? t(placeholder) : undefined}
              inputMode={numeric ? 'numeric' : decimal ? 'decimal' : undefined}
              defaultValue={values[field.name]}
              error={errors[field.name]}
              className={wide ? 'sm:col-span-2' : undefined}
            />
          ),
        )}
      </div>
      {group.note ? <p className="mt-3 text-sm text-slate-600">{t(group.note)}</p> : null}
    </AdminPanel>
  );
}

function adapterText(t: Translate, { mail, sms }: DeliveryStatus) {
  return {
    mail:
      mail.adapter === 'smtp'
        ? mail.host
          ? t('admin.places.settings.delivery.smtpVia', { host: mail.host })
          : t('admin.places.settings.delivery.smtp')
        : t('admin.places.settings.delivery.mailOutbox'),
    sms:
      sms.adapter === 'http'
        ? sms.host
          ? t('admin.places.settings.delivery.httpAt', { host: sms.host })
          : t('admin.places.settings.delivery.http')
        : t('admin.places.settings.delivery.smsOutbox'),
  };
}

/** The Delivery panel's two test sends: each its own form, field and button. */
const testSends = (t: Translate, status: DeliveryStatus) =>
  [
    {
      intent: 'test-mail',
      button: t('admin.places.settings.testMail.submit'),
      field: {
        label: t('admin.places.settings.testMail.label'),
        name: 'testEmail',
        type: 'email',
        placeholder: status.agencyEmail,
        hint: t('admin.places.settings.testMail.hint', { email: status.agencyEmail }),
      },
    },
    {
      intent: 'test-sms',
      button: t('admin.places.settings.testSms.submit'),
      field: {
        label: t('admin.places.settings.testSms.label'),
        name: 'testPhone',
        type: 'tel',
        required: true,
        hint: t('admin.places.settings.testSms.hint'),
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
  const t = useT();
  const text = adapterText(t, status);
  const errors = actionData?.errors ?? {};
  return (
    <AdminPanel title={t('admin.places.settings.delivery.title')} id="settings-delivery">
      <dl className="mb-4 grid gap-2 text-sm sm:grid-cols-[8rem_1fr]">
        <Fact label={t('admin.places.settings.delivery.mail')}>{text.mail}</Fact>
        <Fact label={t('admin.places.settings.delivery.sms')}>{text.sms}</Fact>
      </dl>
      <div className="grid gap-6 lg:grid-cols-2">
        {testSends(t, status).map(({ intent, button, field }) => (
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
  const t = useT();
  const saveErrors = actionData?.intent === 'save' ? actionData.errors : {};
  const shown = actionData?.intent === 'save' && actionData.values ? actionData.values : values;
  const errorCount = Object.keys(saveErrors).length;
  return (
    <AdminPage
      title={t('admin.places.settings.title')}
      description={t('admin.places.settings.description')}
    >
      <Form method="post" noValidate>
        <input type="hidden" name="intent" value="save" />
        {errorCount > 0 ? (
          <p
            role="alert"
            className="mb-4 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-900"
          >
            {t('admin.places.settings.errorCount', { count: errorCount })}
          </p>
        ) : null}
        {SETTINGS_GROUPS.map((group) => (
          <SettingsPanel key={group.id} group={group} values={shown} errors={saveErrors} />
        ))}
        <div className="mb-8">
          <SubmitButton>{t('admin.places.settings.save')}</SubmitButton>
        </div>
      </Form>
      <DeliveryPanel status={delivery} actionData={actionData} />
    </AdminPage>
  );
}
