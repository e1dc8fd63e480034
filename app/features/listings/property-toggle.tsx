import type { ReactNode } from 'react';
import { useFetcher, useLocation } from 'react-router';

/**
 * A listing's on/off control posted to its list's action: the heart (/like) and the visit-list
 * button (/cart). With JavaScript a fetcher posts it and the control shows at once what the
 * post will make true; without, the form posts and `redirectTo` brings the visitor back here.
 */
export function PropertyToggle<Reply>({
  action,
  propertyId,
  saved,
  intents: [onIntent, offIntent],
  className = 'contents',
  buttonClassName,
  pressed = false,
  children,
  after,
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
  /** What follows the button in the form: a link, or the action's refusal once answered. */
  after?: (state: { on: boolean; reply: Reply | undefined }) => ReactNode;
}) {
  const location = useLocation();
  const fetcher = useFetcher<Reply>();
  // While a change is on its way, show what it will make true.
  const pending = fetcher.formData?.get('intent');
  const on = pending ? pending === onIntent : saved;
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
      {after?.({ on, reply: fetcher.state === 'idle' ? (fetcher.data as Reply) : undefined })}
    </fetcher.Form>
  );
}
