import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import {
  parseSearchParams,
  searchHref,
  toSearchParams,
  type SearchCriteria,
} from './search-params.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

// The results pages' forms are plain GET forms, so they work without JavaScript; with it they
// submit as soon as a field changes. These helpers are shared by the filters and the toolbar.

/**
 * A submit button only visitors without JavaScript need: with it, forms submit on change.
 * Once the page is hydrated the button is hidden but keeps its place: removing it moved the
 * content below up by its height at the moment of hydration, so a tap aimed at a link there
 * (See All Properties on a phone) landed on something else and was lost.
 */
export function NoJsSubmit({
  children,
  className = '',
}: {
  children: ReactNode;
  className?: string;
}) {
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      aria-hidden={hydrated || undefined}
      tabIndex={hydrated ? -1 : undefined}
      className={`rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 ${hydrated ? 'invisible' : ''} ${className}`}
    >
      {children}
    </button>
  );
}

/** The criteria a form holds right now, read like the URL it would submit. */
function formCriteria(form: HTMLFormElement): SearchCriteria {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string' && value !== '') params.append(name, value);
  }
  return parseSearchParams(params).criteria;
}

/**
 * Submits a results form on change: it navigates to the canonical URL of what the form holds
 * (defaults left out, page back to 1), replacing the history entry and keeping the scroll.
 */
export function useSubmitOnChange(path: string) {
  const navigate = useNavigate();
  return (form: HTMLFormElement) => {
    const criteria = formCriteria(form);
    void navigate(searchHref({ ...criteria, page: 1 }, path), {
      replace: true,
      preventScrollReset: true,
    });
  };
}

/**
 * Whether the visitor changed a field before the page's scripts ran: the server drew each
 * field as the URL says (its default state), and hydration keeps what the browser shows.
 */
function changedBeforeHydration(form: HTMLFormElement): boolean {
  return Array.from(form.elements).some((field) => {
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
      return field.checked !== field.defaultChecked;
    if (field instanceof HTMLSelectElement) {
      const drawn = Array.from(field.options).findIndex((option) => option.defaultSelected);
      return field.selectedIndex !== Math.max(drawn, 0);
    }
    return false;
  });
}

/**
 * Keeps a form's uncontrolled fields in step with the URL when it changes by other means
 * (back and forward, links): inputs are uncontrolled so that a tick shows at once. A choice
 * made before the scripts ran is the visitor's, as it would be without JavaScript: on
 * hydration it is applied (`submit`), never reset to the URL's value.
 */
export function useFieldsFollowCriteria(
  form: RefObject<HTMLFormElement | null>,
  criteria: SearchCriteria,
  submit: (form: HTMLFormElement) => void,
) {
  const query = toSearchParams(criteria).toString();
  const hydrated = useRef(false);
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    if (!hydrated.current) {
      hydrated.current = true;
      if (changedBeforeHydration(element)) submit(element);
      return;
    }
    const params = new URLSearchParams(query);
    for (const field of Array.from(element.elements)) {
      if (field instanceof HTMLInputElement && field.type === 'checkbox') {
        field.checked = params.getAll(field.name).includes(field.value);
      } else if (field instanceof HTMLInputElement && field.type === 'radio') {
        field.checked = (params.get(field.name) ?? '') === field.value;
      } else if (field instanceof HTMLSelectElement) {
        const value = params.get(field.name) ?? field.dataset.default ?? '';
        if (Array.from(field.options).some((option) => option.value === value)) field.value = value;
      }
    }
    // `submit` is the form's own and stays the same in effect; only the URL matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [form, query]);
}
