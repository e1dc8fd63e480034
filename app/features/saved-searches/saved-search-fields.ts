// Saved searches' addresses, which the results page and My Account both link to.

/** My Account's list of saved searches. */
export const SAVED_SEARCHES_PATH = '/my-account/saved-searches';

/** The address that opens a saved search's delete confirmation. */
export function savedSearchDeleteHref(id: number): string {
  return `${SAVED_SEARCHES_PATH}?delete=${id}`;
}

/** The list with one alert opened: where an SMS alert links to. */
export function savedSearchAlertHref(alertId: number): string {
  return `${SAVED_SEARCHES_PATH}?alert=${alertId}`;
}

/** The longest address an alert mail is sent to. */
export const ALERT_EMAIL_MAX_LENGTH = 254;
