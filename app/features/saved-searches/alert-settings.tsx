import { Form, Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { SelectField } from '../../components/ui/field-controls.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { ALERT_FREQUENCIES, type AlertFrequency } from '../../db/schema/values.ts';
import { useT } from '../../i18n/i18n-context.tsx';
import { ALERT_EMAIL_MAX_LENGTH, SAVED_SEARCHES_PATH } from './saved-search-fields.ts';

// My Account's alert controls (issue 28): one search's frequency and pause, where alerts go,
// and one alert opened from its SMS. Plain forms: all of it works without JavaScript.

/** A saved search's alerts: how often (Save alerts) and Pause or Resume. */
export function SearchAlertControls({
  id,
  frequency,
  paused,
}: {
  id: number;
  frequency: AlertFrequency;
  paused: boolean;
}) {
  const t = useT();
  return (
    <div className="flex flex-wrap items-end gap-2">
      <Form method="post" action={SAVED_SEARCHES_PATH} className="flex items-end gap-2">
        <input type="hidden" name="savedSearchId" value={id} />
        <SelectField
          label={t('savedSearches.alerts')}
          name="frequency"
          defaultValue={frequency}
          disabled={paused}
          options={ALERT_FREQUENCIES.map((value) => ({
            value,
            label: t(`savedSearches.frequency.${value}`),
          }))}
        />
        {paused ? null : (
          <Button variant="secondary" name="intent" value="alerts">
            {t('savedSearches.saveAlerts')}
          </Button>
        )}
      </Form>
      <Form method="post" action={SAVED_SEARCHES_PATH}>
        <input type="hidden" name="savedSearchId" value={id} />
        <Button variant="secondary" name="intent" value={paused ? 'resume' : 'pause'}>
          {t(paused ? 'savedSearches.resume' : 'savedSearches.pause')}
        </Button>
      </Form>
      {paused ? (
        <p className="w-full text-sm font-semibold text-amber-800">{t('savedSearches.paused')}</p>
      ) : null}
    </div>
  );
}

export type AlertChannelState =
  { channel: 'email'; email: string } | { channel: 'pending'; email: string } | { channel: 'sms' };

/** Where alerts go (email once confirmed, else SMS) and the form that changes it. */
export function AlertChannel({
  state,
  sendHour,
  error,
  typed,
}: {
  state: AlertChannelState;
  sendHour: string;
  error?: string | undefined;
  typed?: string | undefined;
}) {
  const t = useT();
  return (
    <section
      aria-labelledby="alert-channel-title"
      className="mt-6 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="alert-channel-title" className="text-lg font-bold text-slate-900">
        {t('savedSearches.channel.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {t('savedSearches.channel.intro', { hour: sendHour })}
      </p>
      <p className="mt-2 font-medium text-slate-900">
        {state.channel === 'sms'
          ? t('savedSearches.channel.sms')
          : t(`savedSearches.channel.${state.channel}`, { email: state.email })}
      </p>
      <div className="mt-3 flex flex-wrap items-start gap-3">
        <Form
          method="post"
          action={SAVED_SEARCHES_PATH}
          noValidate
          className="flex flex-wrap items-end gap-2"
        >
          <TextField
            label={t('savedSearches.email.label')}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={ALERT_EMAIL_MAX_LENGTH}
            required
            defaultValue={typed ?? (state.channel === 'sms' ? '' : state.email)}
            error={error}
            className="min-w-64 flex-1"
          />
          <Button name="intent" value="email">
            {t('savedSearches.email.send')}
          </Button>
        </Form>
        {state.channel === 'sms' ? null : (
          <Form method="post" action={SAVED_SEARCHES_PATH} className="self-end">
            <Button variant="secondary" name="intent" value="remove-email">
              {t('savedSearches.email.remove')}
            </Button>
          </Form>
        )}
      </div>
    </section>
  );
}

export type SentAlertView = {
  id: number;
  date: string;
  summary: string;
  groups: {
    kind: string;
    heading: string;
    rows: { id: number; title: string; place: string; price: string; path: string }[];
  }[];
};

/** One alert as it was sent, every item (an SMS links here for the whole list). */
export function SentAlert({ alert }: { alert: SentAlertView }) {
  const t = useT();
  return (
    <section
      aria-labelledby="sent-alert-title"
      className="mb-6 rounded-lg border border-brand-200 bg-brand-50 p-4"
    >
      <h2 id="sent-alert-title" className="text-lg font-bold text-slate-900">
        {t('savedSearches.alert.heading', { date: alert.date })}
      </h2>
      <p className="mt-1 text-slate-800">{alert.summary}</p>
      {alert.groups.length === 0 ? <p className="mt-2">{t('savedSearches.alert.none')}</p> : null}
      {alert.groups.map((group) => (
        <div key={group.kind} className="mt-3">
          <h3 className="font-semibold text-slate-900">{group.heading}</h3>
          <ul className="mt-1 space-y-1">
            {group.rows.map((row) => (
              <li key={row.id} className="break-words">
                <Link to={row.path} className="font-medium text-brand-800 underline">
                  {row.title}
                </Link>
                , {row.place}: {row.price}
              </li>
            ))}
          </ul>
        </div>
      ))}
      <p className="mt-3">
        <Link to={SAVED_SEARCHES_PATH} className="text-sm font-semibold text-brand-700 underline">
          {t('savedSearches.alert.close')}
        </Link>
      </p>
    </section>
  );
}
