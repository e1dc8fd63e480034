import type { ListingStatus } from '../../db/schema/values.ts';
import { useT } from '../../i18n/i18n-context.tsx';

// Colours chosen for at least 4.5:1 contrast of the text on its background.
const TONES: Record<ListingStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  active: 'bg-brand-100 text-brand-900',
  sold: 'bg-sky-100 text-sky-900',
  rented: 'bg-sky-100 text-sky-900',
  withdrawn: 'bg-slate-200 text-slate-800',
  rejected: 'bg-red-100 text-red-900',
  expired: 'bg-slate-200 text-slate-800',
};

/** A listing's lifecycle status as a small coloured label. */
export function StatusBadge({ status }: { status: ListingStatus }) {
  const t = useT();
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-full px-2.5 py-1 text-xs font-semibold ${TONES[status]}`}
    >
      {t(`myAccount.status.${status}`)}
    </span>
  );
}
