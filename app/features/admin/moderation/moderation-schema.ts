import '../../../lib/zod-jitless.ts';
import { z } from 'zod';
import { LISTING_STATUSES } from '../../../db/schema/values.ts';

// The review page's forms (/admin/listings/:id): one schema per action, picked by the hidden
// `intent` field. Safe on client and server. The messages are catalogue keys
// (admin.moderation.error.*), put in the page's language by submitReviewAction with the limits
// as parameters ({min}, {max}).

export const REASON_MIN = 5;
export const REASON_MAX = 500;

const REVIEW_INTENTS = ['approve', 'reject', 'status', 'assign', 'feature'] as const;
export type ReviewIntent = (typeof REVIEW_INTENTS)[number];

const reasonText = z
  .string()
  .trim()
  .min(REASON_MIN, 'admin.moderation.error.reasonShort')
  .max(REASON_MAX, 'admin.moderation.error.reasonLong');

const optionalReason = z
  .string()
  .trim()
  .max(REASON_MAX, 'admin.moderation.error.reasonLong')
  .transform((value) => (value === '' ? null : value));

export const RejectSchema = z.object({ reason: reasonText });

export const ChangeStatusSchema = z
  .object({
    status: z.enum(LISTING_STATUSES, { message: 'admin.moderation.error.status' }),
    reason: optionalReason,
  })
  .superRefine((value, ctx) => {
    // The owner sees the reason of a rejection in My Properties, so one must be given.
    if (
      value.status === 'rejected' &&
      (value.reason === null || value.reason.length < REASON_MIN)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['reason'],
        message: 'admin.moderation.error.rejectReason',
      });
    }
  });

export const AssignSchema = z.object({
  // '' is 'Nobody'.
  agentUserId: z
    .string()
    .regex(/^(\d{1,9})?$/, 'admin.moderation.error.agent')
    .transform((value) => (value === '' ? null : Number(value))),
});

export const FeatureSchema = z.object({
  featured: z
    .string()
    .optional()
    .transform((value) => value === 'on'),
});

/** The form's values as typed, to show again after an error. */
type ReviewValues = Partial<Record<'reason' | 'status' | 'agentUserId', string>>;

/** The answer to a refused post; `errors` are texts in the page's language. */
export type ReviewActionData = {
  intent: ReviewIntent;
  errors: Partial<Record<'reason' | 'status' | 'agentUserId' | 'form', string>>;
  values: ReviewValues;
};

export function isReviewIntent(value: unknown): value is ReviewIntent {
  return typeof value === 'string' && (REVIEW_INTENTS as readonly string[]).includes(value);
}
