import { Form } from 'react-router';
import { LISTING_STATUSES } from '../../../db/schema/values.ts';
import { STATUS_LABELS } from '../../listings/listing-labels.ts';
import { AdminPanel } from '../ui/admin-page.tsx';
import { dangerButton, primaryButton, secondaryButton } from '../ui/buttons.ts';
import { CheckboxField, SelectField, TextAreaField } from '../ui/fields.tsx';
import {
  REASON_MAX,
  REASON_MIN,
  type ReviewActionData,
  type ReviewIntent,
} from './moderation-schema.ts';
import type { ListingReview } from './review.server.ts';

// The review page's decision panel: approve, reject, change status, assign an agent, feature.
// Every action is a plain form (works without JavaScript) with a hidden `intent`; errors come
// back next to their field, with what was typed.

export type Answer = ReviewActionData | undefined;

/** The errors and typed values of `intent`'s form, when the last post was that form. */
function answerFor(answer: Answer, intent: ReviewIntent) {
  return answer?.intent === intent ? answer : undefined;
}

function FormError({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <p
      role="alert"
      className="mb-3 rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-900"
    >
      {text}
    </p>
  );
}

function Intent({ value }: { value: ReviewIntent }) {
  return <input type="hidden" name="intent" value={value} />;
}

export function DecisionForms({ review, answer }: { review: ListingReview; answer: Answer }) {
  const { listing } = review;
  const approve = answerFor(answer, 'approve');
  const reject = answerFor(answer, 'reject');
  const status = answerFor(answer, 'status');
  const assign = answerFor(answer, 'assign');
  const canApprove = listing.status === 'pending';
  const canReject = listing.status === 'pending' || listing.status === 'active';
  return (
    <AdminPanel title="Decision" id="decision">
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="space-y-4">
          {canApprove ? (
            <Form method="post">
              <Intent value="approve" />
              <FormError text={approve?.errors.form} />
              <p className="mb-2 text-sm text-slate-700">
                Approving makes the listing public at once and tells the owner by SMS.
              </p>
              <button type="submit" className={primaryButton}>
                Approve
              </button>
            </Form>
          ) : null}
          {canReject ? (
            <Form method="post" className="space-y-3">
              <Intent value="reject" />
              <FormError text={reject?.errors.form} />
              <TextAreaField
                label="Reason for rejection"
                name="reason"
                required
                minLength={REASON_MIN}
                maxLength={REASON_MAX}
                defaultValue={reject?.values.reason ?? ''}
                error={reject?.errors.reason}
                hint="The owner sees this in My Properties and in the SMS we send."
              />
              <button type="submit" className={dangerButton}>
                Reject
              </button>
            </Form>
          ) : null}
          {!canApprove && !canReject ? (
            <p className="text-sm text-slate-700">
              This listing is {STATUS_LABELS[listing.status].toLowerCase()}: use Change status to
              move it.
            </p>
          ) : null}
        </div>
        <div className="space-y-6">
          <Form method="post" className="space-y-3">
            <Intent value="status" />
            <FormError text={status?.errors.form} />
            <SelectField
              label="Change status"
              name="status"
              defaultValue={status?.values.status ?? listing.status}
              error={status?.errors.status}
              options={LISTING_STATUSES.map((value) => ({
                value,
                label: STATUS_LABELS[value],
              }))}
            />
            <TextAreaField
              label="Reason (optional; required to reject)"
              name="reason"
              rows={2}
              maxLength={REASON_MAX}
              defaultValue={status?.values.reason ?? ''}
              error={status?.errors.reason}
            />
            <button type="submit" className={secondaryButton}>
              Change status
            </button>
          </Form>
          <Form method="post" className="space-y-3">
            <Intent value="assign" />
            <FormError text={assign?.errors.form} />
            <SelectField
              label="Assign agent"
              name="agentUserId"
              defaultValue={assign?.values.agentUserId ?? String(listing.assignedAgentUserId ?? '')}
              error={assign?.errors.agentUserId}
              options={[
                { value: '', label: 'Nobody' },
                ...review.agents.map((agent) => ({ value: String(agent.id), label: agent.name })),
                // An agent no longer active stays visible while assigned.
                ...(review.agent && !review.agents.some((a) => a.id === review.agent!.id)
                  ? [{ value: String(review.agent.id), label: review.agent.name }]
                  : []),
              ]}
            />
            <button type="submit" className={secondaryButton}>
              Assign
            </button>
          </Form>
          <Form method="post" className="space-y-3">
            <Intent value="feature" />
            <CheckboxField
              label="Featured on the home page"
              name="featured"
              defaultChecked={listing.featured}
              hint="Featured listings come first among the latest listings while they are active."
            />
            <button type="submit" className={secondaryButton}>
              Save featured
            </button>
          </Form>
        </div>
      </div>
    </AdminPanel>
  );
}
