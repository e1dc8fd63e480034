import type { MessageKey, MessageParams } from '../../i18n/translate.ts';
import type { TimeSlot } from './visit-fields.ts';
import type { VisitState } from './visit-status.ts';

// What the booking confirmation and the tracking page show. Safe on client and server.

/** A visit request as its booker sees it: no name, phone or email. */
export type VisitSummary = {
  reference: string;
  status: VisitState;
  preferredDate: string;
  timeSlot: TimeSlot;
  properties: { id: number; title: string; available: boolean }[];
};

export type TrackingResult =
  | { ok: true; visit: VisitSummary }
  | {
      ok: false;
      message: MessageKey;
      params?: MessageParams;
      fieldErrors?: Partial<Record<'reference' | 'contact', MessageKey>>;
      values?: { reference: string; contact: string };
    };
