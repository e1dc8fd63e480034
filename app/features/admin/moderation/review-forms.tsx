import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { LISTING_STATUSES } from '../../../db/schema/values.ts';
import { useT } from '../../../i18n/i18n-context.tsx';
import { AdminPanel } from '../ui/admin-page.tsx';
import { dangerButton, primaryButton, secondaryButton } from '../ui/buttons.ts';
import {
  CheckboxField,
  SelectField,
  TextAreaField,
} from '../../../components/ui/field-controls.tsx';
import {
  REASON_MAX,
  REASON_MIN,
  type ReviewActionData,
  type ReviewIntent,
} from './moderation-schema.ts';
import { statusLabel } from '../listings/listing-words.ts';
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

/**
 * One action's form: its hidden intent, the refusal of its last post, its fields, its button.
 * `spaced`: the fields stand apart.
 */
function ActionForm({
  intent,
  answer,
  label,
  look,
  spaced = true,
  children,
}: {
  intent: ReviewIntent;
  answer: Answer;
  /** The button's text and look. */
  label: string;
  look: string;
  spaced?: boolean;
  children: ReactNode;
}) {
  return (
    <Form method="post" className={spaced ? 'space-y-3' : undefined}>
      <input type="hidden" name="intent" value={intent} />
      <FormError text={answerFor(answer, intent)?.errors.form} />
      {children}
      <button type="submit" className={look}>
        {label}
      </button>
    </Form>
  );
}

export function DecisionForms({ review, answer }: { review: ListingReview; answer: Answer }) {
  const t = useT();
  const { listing } = review;
  const reject = answerFor(answer, 'reject');
  const status = answerFor(answer, 'status');
  const assign = answerFor(answer, 'assign');
  const canApprove = listing.status === 'pending';
  const canReject = listing.status === 'pending' || listing.status === 'active';
  return (
    <AdminPanel title={t('admin.moderation.decision.title')} id="decision">
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="space-y-4">
          {canApprove ? (
            <ActionForm
              intent="approve"
              answer={answer}
              label={t('admin.moderation.decision.approve')}
              look={primaryButton}
              spaced={false}
            >
              <p className="mb-2 text-sm text-slate-700">
                {t('admin.moderation.decision.approveHint')}
              </p>
            </ActionForm>
          ) : null}
          {canReject ? (
            <ActionForm
              intent="reject"
              answer={answer}
              label={t('admin.moderation.decision.reject')}
              look={dangerButton}
            >
              <TextAreaField
                label={t('admin.moderation.decision.rejectReason')}
                name="reason"
                required
                minLength={REASON_MIN}
                maxLength={REASON_MAX}
                defaultValue={reject?.values.reason ?? ''}
                error={reject?.errors.reason}
                hint={t('admin.moderation.decision.rejectHint')}
              />
            </ActionForm>
          ) : null}
          {!canApprove && !canReject ? (
            <p className="text-sm text-slate-700">
              {t('admin.moderation.decision.noDecision', {
                status: statusLabel(t, listing.status).toLowerCase(),
              })}
            </p>
          ) : null}
        </div>
        <div className="space-y-6">
          <ActionForm
            intent="status"
            answer={answer}
            label={t('admin.moderation.decision.changeStatus')}
            look={secondaryButton}
          >
            <SelectField
              label={t('admin.moderation.decision.changeStatus')}
              name="status"
              defaultValue={status?.values.status ?? listing.status}
              error={status?.errors.status}
              options={LISTING_STATUSES.map((value) => ({
                value,
                label: statusLabel(t, value),
              }))}
            />
            <TextAreaField
              label={t('admin.moderation.decision.statusReason')}
              name="reason"
              rows={2}
              maxLength={REASON_MAX}
              defaultValue={status?.values.reason ?? ''}
              error={status?.errors.reason}
            />
          </ActionForm>
          <ActionForm
            intent="assign"
            answer={answer}
            label={t('admin.moderation.decision.assign')}
            look={secondaryButton}
          >
            <SelectField
              label={t('admin.moderation.decision.agent')}
              name="agentUserId"
              defaultValue={assign?.values.agentUserId ?? String(listing.assignedAgentUserId ?? '')}
              error={assign?.errors.agentUserId}
              options={[
                { value: '', label: t('admin.moderation.common.nobody') },
                ...review.agents.map((agent) => ({ value: String(agent.id), label: agent.name })),
                // An agent no longer active stays visible while assigned.
                ...(review.agent && !review.agents.some((a) => a.id === review.agent!.id)
                  ? [{ value: String(review.agent.id), label: review.agent.name }]
                  : []),
              ]}
            />
          </ActionForm>
          <ActionForm
            intent="feature"
            answer={answer}
            label={t('admin.moderation.decision.saveFeatured')}
            look={secondaryButton}
          >
            <CheckboxField
              label={t('admin.moderation.decision.featured')}
              name="featured"
              defaultChecked={listing.featured}
              hint={t('admin.moderation.decision.featuredHint')}
            />
          </ActionForm>
        </div>
      </div>
    </AdminPanel>
  );
}
