import { data, Link } from 'react-router';
import { ALERT_FREQUENCIES, type AlertFrequency } from '../../db/schema/values.ts';
import { requireUser } from '../../features/accounts/auth.server.ts';
import { AccountList, RowDeleteLink } from '../../features/my-account/account-list.tsx';
import { parsePropertyId } from '../../features/my-account/my-account-fields.ts';
import {
  SAVED_SEARCHES_PATH,
  savedSearchDeleteHref,
} from '../../features/saved-searches/saved-search-fields.ts';
import { alertGroups, searchSummary } from '../../features/saved-searches/alert-delivery.server.ts';
import {
  AlertEmailSchema,
  getAlertEmail,
  removeAlertEmail,
  requestAlertEmail,
} from '../../features/saved-searches/alert-email.server.ts';
import {
  AlertChannel,
  SearchAlertControls,
  SentAlert,
  type AlertChannelState,
} from '../../features/saved-searches/alert-settings.tsx';
import {
  deleteSavedSearch,
  getSentAlert,
  listSavedSearches,
  pauseAlerts,
  resumeAlerts,
  saveSearch,
  setAlertFrequency,
} from '../../features/saved-searches/saved-searches.server.ts';
import { getConfig } from '../../config.server.ts';
import { retryMinutes } from '../../features/rate-limit/rate-limit.server.ts';
import { formatDate } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { redirectWithFlash } from '../../lib/flash.server.ts';
import { parseForm, readForm } from '../../lib/forms.ts';
import { badRequest } from '../../lib/http.ts';
import { getLocale } from '../../lib/locale.server.ts';
import { pageMeta } from '../../lib/meta.ts';
import { safeRedirectPath } from '../../lib/redirect.ts';
import type { Route } from './+types/saved-searches';

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const user = requireUser(context, url);
  const locale = getLocale(request);
  const [items, email] = await Promise.all([
    listSavedSearches(user.id, locale),
    getAlertEmail(user.id),
  ]);
  // The confirmation names one of the user's own searches, from the list already read.
  const deleteId = parsePropertyId(url.searchParams.get('delete'));
  const confirm = items.find((item) => item.id === deleteId) ?? null;
  const channel: AlertChannelState = !email
    ? { channel: 'sms' }
    : { channel: email.confirmed ? 'email' : 'pending', email: email.email };
  // An alert opened from its SMS: every item, as the mail would list them.
  const alertId = parsePropertyId(url.searchParams.get('alert'));
  const sent = alertId === null ? null : await getSentAlert(user.id, alertId);
  const alert = sent
    ? {
        id: sent.id,
        date: formatDate(sent.windowTo, locale, 'long'),
        summary: await searchSummary(sent.query, locale),
        groups: await alertGroups(sent.items, locale),
      }
    : null;
  const sendHour = `${String(getConfig().ALERT_SEND_HOUR).padStart(2, '0')}:00`;
  return { items, confirm, channel, alert, sendHour };
}

const flashSaved = {
  tone: 'success',
  title: 'savedSearches.alertsSavedTitle',
  text: 'savedSearches.alertsSavedText',
} as const;

/**
 * 'Save this search' from a results page (intent save: the page's query, and where to go back
 * to), and Delete from this list. The user is always the session's own.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const user = requireUser(context, new URL(request.url));
  const form = await readForm(request);
  const intent = form.get('intent');
  if (intent === 'save') {
    const query = form.get('query');
    if (typeof query !== 'string' || query.length > 2000) throw badRequest();
    const back = safeRedirectPath(form.get('from'), '/shop');
    const saved = await saveSearch(user.id, query);
    return redirectWithFlash(
      back,
      saved.ok
        ? { tone: 'success', title: 'savedSearches.savedTitle', text: 'savedSearches.savedText' }
        : { tone: 'error', title: 'savedSearches.limitTitle', text: 'savedSearches.limitText' },
    );
  }
  if (intent === 'email') {
    const parsed = parseForm(AlertEmailSchema, form);
    if ('fieldErrors' in parsed) {
      const emailError = parsed.fieldErrors?.email ?? 'savedSearches.email.invalid';
      return data({ emailError, typed: parsed.values.email, minutes: 0 }, { status: 400 });
    }
    const sent = await requestAlertEmail(user.id, parsed.value.email, getLocale(request));
    if (!sent.ok) {
      return data(
        {
          emailError: 'savedSearches.email.tooMany' as const,
          typed: parsed.value.email,
          minutes: retryMinutes(sent.retryAfter),
        },
        { status: 429, headers: { 'Retry-After': String(sent.retryAfter) } },
      );
    }
    return redirectWithFlash(SAVED_SEARCHES_PATH, {
      tone: 'success',
      title: 'savedSearches.email.sentTitle',
      text: 'savedSearches.email.sentText',
    });
  }
  if (intent === 'remove-email') {
    await removeAlertEmail(user.id);
    return redirectWithFlash(SAVED_SEARCHES_PATH, {
      tone: 'success',
      title: 'savedSearches.email.removedTitle',
      text: 'savedSearches.email.removedText',
    });
  }
  const id = parsePropertyId(form.get('savedSearchId'));
  if (id === null) throw badRequest();
  if (intent === 'alerts') {
    const frequency = form.get('frequency');
    if (!ALERT_FREQUENCIES.includes(frequency as AlertFrequency)) throw badRequest();
    await setAlertFrequency(user.id, id, frequency as AlertFrequency);
    return redirectWithFlash(SAVED_SEARCHES_PATH, flashSaved);
  }
  if (intent === 'pause' || intent === 'resume') {
    await (intent === 'pause' ? pauseAlerts : resumeAlerts)(user.id, id);
    return redirectWithFlash(SAVED_SEARCHES_PATH, flashSaved);
  }
  if (intent !== 'delete') throw badRequest();
  await deleteSavedSearch(user.id, id);
  return redirectWithFlash(SAVED_SEARCHES_PATH, {
    tone: 'success',
    title: 'savedSearches.deletedTitle',
    text: 'savedSearches.deletedText',
  });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    { title: 'savedSearches.metaTitle', description: 'myAccount.metaDescription' },
    [{ name: 'robots', content: 'noindex' }],
  );

export default function SavedSearches({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const { items, confirm, channel, alert, sendHour } = loaderData;
  const emailError = actionData
    ? t(actionData.emailError, { minutes: actionData.minutes })
    : undefined;
  return (
    <>
      {alert ? <SentAlert alert={alert} /> : null}
      <AccountList
        id="saved-searches-title"
        heading={t('savedSearches.heading')}
        count={
          items.length > 0
            ? t(items.length === 1 ? 'savedSearches.count.one' : 'savedSearches.count', {
                count: items.length,
              })
            : null
        }
        confirm={
          confirm
            ? {
                id: confirm.id,
                text: t('savedSearches.confirmText'),
                subject: confirm.summary,
                idField: 'savedSearchId',
              }
            : null
        }
        empty={
          items.length === 0
            ? {
                text: t('savedSearches.empty'),
                to: '/shop',
                linkText: t('myAccount.favourites.browse'),
              }
            : null
        }
        path={SAVED_SEARCHES_PATH}
        page={1}
        pageCount={1}
      >
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="min-w-0">
                <Link
                  to={item.href}
                  className="break-words font-semibold text-brand-800 underline-offset-4 hover:underline"
                >
                  {item.summary}
                </Link>
                {item.filters ? (
                  <p className="mt-1 break-words text-sm text-slate-700">{item.filters}</p>
                ) : null}
                <p className="mt-1 text-sm text-slate-600">
                  {t('savedSearches.savedOn', { date: formatDate(item.createdAt, locale, 'long') })}
                </p>
              </div>
              <div className="flex w-full flex-wrap items-end justify-between gap-3">
                <SearchAlertControls id={item.id} frequency={item.frequency} paused={item.paused} />
                <RowDeleteLink to={savedSearchDeleteHref(item.id)} subject={item.summary} />
              </div>
            </li>
          ))}
        </ul>
      </AccountList>
      {items.length > 0 ? (
        <AlertChannel
          state={channel}
          sendHour={sendHour}
          error={emailError}
          typed={actionData?.typed}
        />
      ) : null}
    </>
  );
}
