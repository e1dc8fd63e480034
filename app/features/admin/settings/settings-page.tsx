import { Form } from 'react-router';
import { TextField } from '../../../components/ui/text-field.tsx';
import { AdminPage, AdminPanel } from '../ui/admin-page.tsx';
import { primaryButton, secondaryButton } from '../ui/buttons.ts';
import { CheckboxField } from '../ui/fields.tsx';
import type {
  DeliveryStatus,
  SettingsActionData,
  SettingsErrors,
  SettingsFormValues,
} from './settings-types.ts';

const grid = 'grid gap-4 sm:grid-cols-2';

function AgencyPanel({ values, errors }: { values: SettingsFormValues; errors: SettingsErrors }) {
  return (
    <AdminPanel title="Agency details" id="settings-agency">
      <div className={grid}>
        <TextField
          label="Agency name"
          name="agencyName"
          defaultValue={values.agencyName}
          error={errors.agencyName}
          required
          maxLength={80}
          autoComplete="organization"
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          defaultValue={values.email}
          error={errors.email}
          required
          hint="Leads and site mails go to this address."
        />
        <TextField
          label="Phone 1"
          name="phone1"
          type="tel"
          defaultValue={values.phone1}
          error={errors.phone1}
          required
          hint="An Indian number, e.g. +91 98480 12345 or 0863 223 4567."
        />
        <TextField
          label="Phone 2 (optional)"
          name="phone2"
          type="tel"
          defaultValue={values.phone2}
          error={errors.phone2}
        />
        <TextField
          label="Phone 3 (optional)"
          name="phone3"
          type="tel"
          defaultValue={values.phone3}
          error={errors.phone3}
        />
        <TextField
          label="Address"
          name="address"
          defaultValue={values.address}
          error={errors.address}
          required
          maxLength={300}
          className="sm:col-span-2"
        />
      </div>
    </AdminPanel>
  );
}

function SocialPanel({ values, errors }: { values: SettingsFormValues; errors: SettingsErrors }) {
  return (
    <AdminPanel title="Social links" id="settings-social">
      <div className={grid}>
        <TextField
          label="Facebook page"
          name="socialFacebook"
          type="url"
          defaultValue={values.socialFacebook}
          error={errors.socialFacebook}
          required
        />
        <TextField
          label="YouTube channel"
          name="socialYoutube"
          type="url"
          defaultValue={values.socialYoutube}
          error={errors.socialYoutube}
          required
        />
        <TextField
          label="Instagram profile"
          name="socialInstagram"
          type="url"
          defaultValue={values.socialInstagram}
          error={errors.socialInstagram}
          required
        />
      </div>
      <p className="mt-3 text-sm text-slate-600">Links must start with https://.</p>
    </AdminPanel>
  );
}

const COUNTERS = [
  { name: 'counterListings', label: 'Active listings' },
  { name: 'counterCities', label: 'Cities served' },
  { name: 'counterAgents', label: 'Agents' },
  { name: 'counterYears', label: 'Years in business' },
] as const;

function CountersPanel({ values, errors }: { values: SettingsFormValues; errors: SettingsErrors }) {
  return (
    <AdminPanel title="FAQ page counters" id="settings-counters">
      <p className="mb-3 text-sm text-slate-700">
        Leave a counter blank to count it live from the site (the default). A number typed here is
        shown instead.
      </p>
      <div className={grid}>
        {COUNTERS.map((counter) => (
          <TextField
            key={counter.name}
            label={counter.label}
            name={counter.name}
            inputMode="numeric"
            defaultValue={values[counter.name]}
            error={errors[counter.name]}
            placeholder="Counted live"
          />
        ))}
      </div>
    </AdminPanel>
  );
}

function ListingsPanel({ values, errors }: { values: SettingsFormValues; errors: SettingsErrors }) {
  return (
    <AdminPanel title="Listings" id="settings-listings">
      <div className="grid gap-4">
        <CheckboxField
          label="Review new and edited listings before they go live (moderation)"
          name="moderation"
          defaultChecked={values.moderation}
          hint="Off: owners' listings are public at once."
        />
        <div className={grid}>
          <TextField
            label="Heartbeat (days)"
            name="heartbeatDays"
            inputMode="numeric"
            defaultValue={values.heartbeatDays}
            error={errors.heartbeatDays}
            required
            hint="A listing its owner has not confirmed for this many days expires (1–365)."
          />
          <TextField
            label="Daily listing limit for new accounts"
            name="dailyListingLimit"
            inputMode="numeric"
            defaultValue={values.dailyListingLimit}
            error={errors.dailyListingLimit}
            required
            hint="Listings a new account may add in 24 hours (1–1000)."
          />
        </div>
      </div>
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
        <dt className="font-semibold text-slate-800">Mail</dt>
        <dd className="text-slate-700">{text.mail}</dd>
        <dt className="font-semibold text-slate-800">SMS</dt>
        <dd className="text-slate-700">{text.sms}</dd>
      </dl>
      <div className="grid gap-6 lg:grid-cols-2">
        <Form method="post" className="grid content-start gap-3">
          <input type="hidden" name="intent" value="test-mail" />
          <TextField
            label="Send a test email to"
            name="testEmail"
            type="email"
            defaultValue={actionData?.testEmail ?? ''}
            error={errors.testEmail}
            placeholder={status.agencyEmail}
            hint={`Blank: the agency's address (${status.agencyEmail}).`}
          />
          <div>
            <button type="submit" className={secondaryButton}>
              Send test email
            </button>
          </div>
        </Form>
        <Form method="post" className="grid content-start gap-3">
          <input type="hidden" name="intent" value="test-sms" />
          <TextField
            label="Send a test SMS to"
            name="testPhone"
            type="tel"
            defaultValue={actionData?.testPhone ?? ''}
            error={errors.testPhone}
            required
            hint="A 10-digit Indian mobile number."
          />
          <div>
            <button type="submit" className={secondaryButton}>
              Send test SMS
            </button>
          </div>
        </Form>
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
      description="The agency's details on every page, the FAQ counters and the listing rules."
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
        <AgencyPanel values={shown} errors={saveErrors} />
        <SocialPanel values={shown} errors={saveErrors} />
        <CountersPanel values={shown} errors={saveErrors} />
        <ListingsPanel values={shown} errors={saveErrors} />
        <div className="mb-8">
          <button type="submit" className={primaryButton}>
            Save settings
          </button>
        </div>
      </Form>
      <DeliveryPanel status={delivery} actionData={actionData} />
    </AdminPage>
  );
}
