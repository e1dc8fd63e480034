import { useEffect, useRef, useState } from 'react';
import { fieldId } from './form-controls.tsx';
import type { ListingErrorField, ListingFormMessageKey } from './listing-fields.ts';
import type { ListingFormErrors } from './parse-listing-form.ts';

// The listing form's errors: the server's answer or the browser's own check, each field's
// message until the field is changed, and the list above the button for 5 s after each check
// (spec §4), which takes the focus and hands it to the first field when it goes.

const ERROR_LIST_MS = 5000;
const EMPTY_ERRORS: ListingFormErrors = Object.freeze({});

export function useListingErrors(serverErrors: ListingFormErrors | undefined) {
  const [clientErrors, setClientErrors] = useState<ListingFormErrors | null>(null);
  const [listShown, setListShown] = useState(true);
  // Fields changed since the last check: their message is answered, so it goes.
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(() => new Set());
  const summaryRef = useRef<HTMLDivElement>(null);

  // A new answer from the server replaces what the browser found.
  useEffect(() => setClientErrors(null), [serverErrors]);

  const errors = clientErrors ?? serverErrors ?? EMPTY_ERRORS;
  const errorEntries = Object.entries(errors) as [ListingErrorField, ListingFormMessageKey][];
  const openEntries = errorEntries.filter(([field]) => !dismissed.has(field));

  useEffect(() => {
    setDismissed(new Set());
    if (errorEntries.length === 0) return;
    setListShown(true);
    const summary = summaryRef.current;
    summary?.focus({ preventScroll: true });
    summary?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    const timer = setTimeout(() => {
      setListShown(false);
      if (summary?.contains(document.activeElement)) focusField(errorEntries[0]![0]);
    }, ERROR_LIST_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per check (new errors), not per render
  }, [errors]);

  return {
    /** Each field's open message key. */
    message: (field: ListingErrorField) => (dismissed.has(field) ? undefined : errors[field]),
    /** The field was changed: its message is answered. */
    dismiss: (field: string) => {
      if (field in errors && !dismissed.has(field)) setDismissed((set) => new Set(set).add(field));
    },
    /** The browser's own check found these (null: it found nothing). */
    setClientErrors,
    summary: { ref: summaryRef, entries: listShown ? openEntries : [] },
  };
}

/** Scrolls to a field and focuses it (its checked or first option for a group). */
export function focusField(field: ListingErrorField) {
  const element = document.getElementById(fieldId(field));
  if (!element) return;
  const target = element.matches('input, select, textarea')
    ? element
    : element.querySelector<HTMLElement>('input:checked, input, select, textarea');
  element.scrollIntoView({ block: 'center', behavior: 'smooth' });
  (target ?? element).focus({ preventScroll: true });
}
