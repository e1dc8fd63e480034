import type { ReactNode } from 'react';
import { Link, useFetcher, useLocation } from 'react-router';
import { useT } from '../../i18n/i18n-context.tsx';
import type { MessageKey } from '../../i18n/translate.ts';

/** What a list's POST answers a toggle's fetcher: the new list, or why the change was refused. */
export type ListToggleReply = { ok: true; ids: number[] } | { ok: false; message: MessageKey };

/**
 * A listing's on/off control posted to its list's action: the heart (/like), the visit-list
 * button (/cart) and the comparison's (/compare). With JavaScript a fetcher posts it and the
 * control shows at once what the post will make true; without, the form posts and
 * `redirectTo` brings the visitor back here.
 */
export function PropertyToggle({
  action,
  propertyId,
  saved,
  intents: [onIntent, offIntent],
  className = 'contents',
  buttonClassName,
  pressed = false,
  children,
  view,
  refusalClassName,
}: {
  action: string;
  propertyId: number;
  /** Whether the listing is in the list now (the root data). */
  saved: boolean;
  /** The intents that put it in the list and take it out: ['like', 'unlike']. */
  intents: readonly [on: string, off: string];
  className?: string;
  buttonClassName: (on: boolean) => string;
  /** Say the state as aria-pressed (for a button whose name stays the same either way). */
  pressed?: boolean;
  /** The button's content. */
  children: (on: boolean) => ReactNode;
  /** While on, a link to the list after the button ('View visit list'). */
  view?: { to: string; label: string } | undefined;
  /**
   * The classes of the action's refusal, said after the button once answered; without, none
   * is said. Only a refusal speaks (rare: the list is full, the listing just left the site): a
   * standing live region per card would put a dozen empty status elements on a results page.
   */
  refusalClassName?: string | undefined;
}) {
  const t = useT();
  const location = useLocation();
  const fetcher = useFetcher<ListToggleReply>();
  // While a change is on its way, show what it will make true.
  const pending = fetcher.formData?.get('intent');
  const on = pending ? pending === onIntent : saved;
  const reply = fetcher.state === 'idle' ? fetcher.data : undefined;
  return (
    <fetcher.Form method="post" action={action} className={className}>
      <input type="hidden" name="propertyId" value={propertyId} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <button
        type="submit"
        name="intent"
        value={on ? offIntent : onIntent}
        aria-pressed={pressed ? on : undefined}
        className={buttonClassName(on)}
      >
        {children(on)}
      </button>
      {view && on ? (
        <Link to={view.to} className="text-sm font-semibold text-brand-700 underline">
          {view.label}
        </Link>
      ) : null}
      {refusalClassName && reply && !reply.ok ? (
        <span role="alert" className={refusalClassName}>
          {t(reply.message)}
        </span>
      ) : null}
    </fetcher.Form>
  );
}
