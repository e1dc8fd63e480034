import { Link } from 'react-router';
import { useT } from '../../i18n/i18n-context.tsx';
import type { MessageKey } from '../../i18n/translate.ts';
import { useRootData } from '../../lib/root-data.ts';
import { PropertyToggle } from './property-toggle.tsx';

// Calendar with a plus (add) and with a tick (in the list).
const ADD_ICON =
  'M7 2v2H5a2 2 0 0 0-2 2v13a2 2 0 0 0 2 2h7.1a6.5 6.5 0 0 1-.9-2H5V9h14v2.2a6.5 6.5 0 0 1 2 .9V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2H7Zm10 11v3h-3v2h3v3h2v-3h3v-2h-3v-3h-2Z';
const ADDED_ICON =
  'M7 2v2H5a2 2 0 0 0-2 2v13a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2H7ZM5 9h14v10H5V9Zm9.6 2.3-3.9 3.9-1.8-1.8-1.4 1.4 3.2 3.2 5.3-5.3-1.4-1.4Z';

/**
 * What POST /cart answers this button's fetcher: the new list, or why the change was refused
 * (features/visits/visit-list.server.ts). Declared here, beside the listing cards that show the
 * button, so that listings need not import the visits feature, which imports listings.
 */
export type VisitListReply = { ok: true; ids: number[] } | { ok: false; message: MessageKey };

/**
 * 'Add to visit list' / 'Remove from visit list': a form posted to /cart. With JavaScript a
 * fetcher toggles it at once (the root data's visitListIds follow); without, the post comes
 * back to this page. 'card' is the small icon beside a card's heart, 'details' the button
 * with words on the details page.
 */
export function VisitListButton({
  propertyId,
  title,
  variant,
  className = '',
}: {
  propertyId: number;
  title: string;
  variant: 'card' | 'details';
  className?: string;
}) {
  const t = useT();
  const root = useRootData();
  const card = variant === 'card';
  return (
    <PropertyToggle<VisitListReply>
      action="/cart"
      propertyId={propertyId}
      saved={root?.visitListIds.includes(propertyId) ?? false}
      intents={['add', 'remove']}
      className={card ? `contents` : `flex flex-wrap items-center gap-x-3 gap-y-2 ${className}`}
      buttonClassName={(inList) =>
        card
          ? `inline-flex size-10 items-center justify-center rounded-full bg-white/95 text-brand-800 shadow hover:bg-white ${className}`
          : `inline-flex min-h-11 items-center gap-2 rounded-lg border px-4 py-2 font-semibold ${
              inList
                ? 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800'
                : 'border-brand-700 bg-white text-brand-800 hover:bg-brand-50'
            }`
      }
      after={({ on: inList, reply }) => (
        <>
          {!card && inList ? (
            <Link to="/cart" className="text-sm font-semibold text-brand-700 underline">
              {t('visits.view')}
            </Link>
          ) : null}
          {/* Only a refusal speaks (rare: the listing just left the site); a standing live
              region per card would put a dozen empty status elements on a results page. */}
          {reply && !reply.ok ? (
            <span
              role="alert"
              className={
                card
                  ? 'absolute inset-x-2 top-14 z-10 rounded bg-slate-900 px-2 py-1 text-xs font-medium text-white'
                  : 'basis-full text-sm font-medium text-red-700'
              }
            >
              {t(reply.message)}
            </span>
          ) : null}
        </>
      )}
    >
      {(inList) => (
        <>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0">
            <path fill="currentColor" d={inList ? ADDED_ICON : ADD_ICON} />
          </svg>
          {card ? (
            <span className="sr-only">
              {inList ? t('visits.removeNamed', { title }) : t('visits.addNamed', { title })}
            </span>
          ) : inList ? (
            t('visits.remove')
          ) : (
            t('visits.add')
          )}
        </>
      )}
    </PropertyToggle>
  );
}
