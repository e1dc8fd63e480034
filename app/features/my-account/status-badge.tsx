import type { ListingStatus } from '../../db/schema/values.ts';
import { useT } from '../../i18n/i18n-context.tsx';

// Colours chosen for at least 4.5:1 contrast of the text on its background.
export const STATUS_TONES: Readonly<Record<ListingStatus, string>> = {
  pending: 'bg-amber-100 text-amber-900',
  active: 'bg-brand-100 text-brand-900',
  sold: 'bg-sky-100 text-sky-900',
  rented: 'bg-sky-100 text-sky-900',
  withdrawn: 'bg-slate-200 text-slate-800',
  rejected: 'bg-red-100 text-red-900',
  expired: 'bg-slate-200 text-slate-800',
};

export const STATUS_BADGE_CLASS =
  'inline-block whitespace-nowrap rounded-full px-2.5 py-1 text-xs font-semibold';

/**
 * A listing's lifecycle status as a small coloured label; a rejected listing with a reason
 * shows 'Rejected: {reason}' instead, wrapping, so the owner knows what to change.
 */
export function StatusBadge({
  status,
  reason = null,
}: {
  status: ListingStatus;
  reason?: string | null;
}) {
  const t = useT();
  if (status === 'rejected' && reason) {
    return (
      <span
        className={`block max-w-xs rounded-md px-2.5 py-1 text-sm break-words ${STATUS_TONES.rejected}`}
      >
        {t('myAccount.status.rejectedBecause', { reason })}
      </span>
    );
  }
  return (
    <span className={`${STATUS_BADGE_CLASS} ${STATUS_TONES[status]}`}>
      {t(`myAccount.status.${status}`)}
    </span>
  );
}
