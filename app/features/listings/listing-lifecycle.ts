import type { ListingStatus, ListingType } from '../../db/schema/values.ts';

// The listing lifecycle (shared/DESIGN.md, docs/decisions/002): which status each owner
// action moves a listing to, from which statuses. Pure, so the browser can show only the
// buttons that will work; the server applies the same table to every request.
//
//   new ──► pending ──(admin approves)──► active ──► sold / rented
//              │                            │  ▲
//              │                 (heartbeat)▼  │ confirm-available
//              │                          expired
//              └──► withdrawn (owner) ◄─────┘          rejected (admin, with a reason)

export const STATUS_ACTIONS = [
  'withdraw',
  'relist',
  'mark-sold',
  'mark-rented',
  'confirm-available',
] as const;
export type StatusAction = (typeof STATUS_ACTIONS)[number];

type Transition = {
  /** The statuses the action may start from. */
  from: readonly ListingStatus[];
  /** Only listings of this type (sold is for sale listings, rented for rentals). */
  listingType?: ListingType;
  /** Where the listing goes; `review` is the moderation setting. */
  to: (from: ListingStatus, review: boolean) => ListingStatus;
};

const TRANSITIONS: Readonly<Record<StatusAction, Transition>> = {
  withdraw: { from: ['pending', 'active', 'expired'], to: () => 'withdrawn' },
  // Back on the market: like a new listing, reviewed first when moderation is on.
  relist: {
    from: ['withdrawn', 'expired', 'sold', 'rented'],
    to: (_from, review) => (review ? 'pending' : 'active'),
  },
  'mark-sold': { from: ['active', 'expired', 'withdrawn'], listingType: 'sell', to: () => 'sold' },
  'mark-rented': {
    from: ['active', 'expired', 'withdrawn'],
    listingType: 'rent',
    to: () => 'rented',
  },
  // The heartbeat: an expired listing was approved before and its content has not changed
  // since (an edit under moderation makes it pending), so it goes straight back to active.
  'confirm-available': { from: ['active', 'expired'], to: () => 'active' },
};

export type TransitionRefusal = 'status' | 'listing-type';

/** An action that the listing's status (or type) does not allow. */
export class TransitionError extends Error {
  override name = 'TransitionError';
  readonly action: StatusAction;
  readonly from: ListingStatus;
  readonly reason: TransitionRefusal;

  constructor(action: StatusAction, from: ListingStatus, reason: TransitionRefusal) {
    super(
      reason === 'status'
        ? `A ${from} listing cannot ${action}`
        : `${action} does not apply to this listing type`,
    );
    this.action = action;
    this.from = from;
    this.reason = reason;
  }
}

export function isStatusAction(value: unknown): value is StatusAction {
  return typeof value === 'string' && (STATUS_ACTIONS as readonly string[]).includes(value);
}

export type LifecycleListing = { status: ListingStatus; listingType: ListingType };

/** Why `action` is refused for this listing, or null when it is allowed. */
export function transitionRefusal(
  action: StatusAction,
  listing: LifecycleListing,
): TransitionRefusal | null {
  const transition = TRANSITIONS[action];
  if (transition.listingType && transition.listingType !== listing.listingType) {
    return 'listing-type';
  }
  return transition.from.includes(listing.status) ? null : 'status';
}

/** The status `action` moves the listing to; throws a TransitionError when it may not. */
export function nextStatus(
  action: StatusAction,
  listing: LifecycleListing,
  moderation: boolean,
): ListingStatus {
  const refusal = transitionRefusal(action, listing);
  if (refusal) throw new TransitionError(action, listing.status, refusal);
  return TRANSITIONS[action].to(listing.status, moderation);
}

/** The actions an owner may take on the listing now, in STATUS_ACTIONS order. */
export function allowedActions(listing: LifecycleListing): StatusAction[] {
  return STATUS_ACTIONS.filter((action) => transitionRefusal(action, listing) === null);
}

/** A new listing's status: reviewed first when moderation is on. */
export function initialStatus(moderation: boolean): ListingStatus {
  return moderation ? 'pending' : 'active';
}

/**
 * A listing's status after its owner edits it. A rejected listing always goes back to
 * pending: the edit is the owner's answer to the reason, and the admin who said no looks
 * again (with moderation off too; else the listing could never leave 'rejected'). Under
 * moderation changed content is reviewed again before it is public: an active listing goes
 * back to pending, and so does an expired one (else an edit followed by confirm-available
 * would skip review). Withdrawn, sold and rented listings stay as they are: relisting them
 * goes through review anyway. Without moderation nothing else changes.
 */
export function statusAfterEdit(status: ListingStatus, moderation: boolean): ListingStatus {
  if (status === 'rejected') return 'pending';
  if (!moderation) return status;
  return status === 'active' || status === 'expired' ? 'pending' : status;
}

/** Only active listings are shown to the public. */
export function isPublicStatus(status: ListingStatus): boolean {
  return status === 'active';
}
