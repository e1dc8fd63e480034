import { useT } from '../../i18n/i18n-context.tsx';
import { useRootData } from '../../lib/root-data.ts';
import { PropertyToggle } from './property-toggle.tsx';

// The two lists a visitor keeps listings in, each with its add/remove button on the cards and
// the details page: the visit list (/cart) and the comparison (/compare, issue 28). One
// component draws both, so a page that shows both carries the code once.

const LISTS = {
  visit: {
    action: '/cart',
    // Calendar with a plus (add) and with a tick (in the list).
    icons: [
      'M7 2v2H5a2 2 0 0 0-2 2v13a2 2 0 0 0 2 2h7.1a6.5 6.5 0 0 1-.9-2H5V9h14v2.2a6.5 6.5 0 0 1 2 .9V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2H7Zm10 11v3h-3v2h3v3h2v-3h3v-2h-3v-3h-2Z',
      'M7 2v2H5a2 2 0 0 0-2 2v13a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2H7ZM5 9h14v10H5V9Zm9.6 2.3-3.9 3.9-1.8-1.8-1.4 1.4 3.2 3.2 5.3-5.3-1.4-1.4Z',
    ],
    view: 'visits.view',
  },
  compare: {
    action: '/compare',
    // A box, and the box ticked.
    icons: [
      'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm0 2v14h14V5H5Z',
      'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm5 14 8-8-1.4-1.4-6.6 6.6-3.1-3.1L5.5 12.5 10 17Z',
    ],
    view: 'compare.see',
  },
} as const;

/**
 * A listing's button for a list: a form posted to the list's page. With JavaScript a fetcher
 * toggles it at once (the root data's ids follow); without, the post comes back to this page.
 *
 * - The visit list: 'Add to visit list' / 'Remove from visit list' on the details page; on a
 *   card the small icon beside the heart, named for the listing.
 * - The comparison: 'Compare', its state said by aria-pressed (the name stays, so the visible
 *   word is in it); on a card at its foot, in a `relative` box for the refusal.
 *
 * On the details page a link to the list follows once the listing is in it; a refusal (the
 * list is full, the listing just left the site) is said after the button.
 */
export function ListButton({
  list,
  propertyId,
  title,
  variant,
  className = '',
}: {
  list: keyof typeof LISTS;
  propertyId: number;
  title: string;
  variant: 'card' | 'details';
  className?: string;
}) {
  const t = useT();
  const root = useRootData();
  const card = variant === 'card';
  const visit = list === 'visit';
  const { action, icons, view } = LISTS[list];
  const ids = (visit ? root?.visitListIds : root?.compareIds) ?? [];
  return (
    <PropertyToggle
      action={action}
      propertyId={propertyId}
      saved={ids.includes(propertyId)}
      intents={['add', 'remove']}
      pressed={!visit}
      className={card ? 'contents' : `flex flex-wrap items-center gap-x-3 gap-y-2 ${className}`}
      buttonClassName={(on) =>
        !card
          ? `inline-flex min-h-11 items-center gap-2 rounded-lg border px-4 py-2 font-semibold ${
              on
                ? 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800'
                : 'border-brand-700 bg-white text-brand-800 hover:bg-brand-50'
            }`
          : visit
            ? `inline-flex size-10 items-center justify-center rounded-full bg-white/95 text-brand-800 shadow hover:bg-white ${className}`
            : `-my-2 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold ${on ? 'text-brand-800' : 'text-slate-700'}`
      }
      // Shown while the listing is in the list, also while the post that adds it is on its
      // way (the root data's ids do not have it yet).
      view={
        card
          ? undefined
          : {
              to: action,
              label: t(view, { count: ids.length + (ids.includes(propertyId) ? 0 : 1) }),
            }
      }
      refusalClassName={
        card
          ? `absolute inset-x-2 z-10 rounded bg-slate-900 px-2 py-1 text-xs font-medium text-white ${visit ? 'top-14' : 'bottom-full'}`
          : 'basis-full text-sm font-medium text-red-700'
      }
    >
      {(on) => (
        <>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0">
            <path fill="currentColor" d={icons[on ? 1 : 0]} />
          </svg>
          {!visit ? (
            // Named with the title for a screen reader's list of buttons; never the bare
            // title, which a search for the card's heading would find twice.
            <>
              <span aria-hidden="true">{t('compare.toggle')}</span>
              <span className="sr-only">{t('compare.named', { title })}</span>
            </>
          ) : card ? (
            <span className="sr-only">
              {t(on ? 'visits.removeNamed' : 'visits.addNamed', { title })}
            </span>
          ) : (
            t(on ? 'visits.remove' : 'visits.add')
          )}
        </>
      )}
    </PropertyToggle>
  );
}
