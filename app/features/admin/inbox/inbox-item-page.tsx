import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import {
  LISTING_STATUSES,
  USER_ROLES,
  type ListingStatus,
  type UserRole,
} from '../../../db/schema/values.ts';
import { listingPath } from '../../listing-details/listing-id.ts';
import { formatDate } from '../../../i18n/format.ts';
import { useI18n, useT } from '../../../i18n/i18n-context.tsx';
import type { Locale } from '../../../i18n/locales.ts';
import type { MessageKey, Translate } from '../../../i18n/translate.ts';
import { VISIT_TRANSITIONS, type VisitState } from '../../visits/visit-status.ts';
import type { ItemActionData } from './inbox-forms.server.ts';
import type { InquiryDetail, VisitDetail } from './inbox-item.server.ts';
import {
  agentOptions,
  InboxStatusBadge,
  slotLabel,
  TextWithTime,
  type Agent,
} from './inbox-parts.tsx';
import { senderName } from './inbox-rows.ts';
import { statusLabel } from '../listings/listing-words.ts';
import { STAFF_NOTES_MAX } from './inbox-schema.ts';
import { AdminPage, AdminPanel } from '../ui/admin-page.tsx';
import { dangerButton, linkStyle, primaryButton, secondaryButton } from '../ui/buttons.ts';
import { SelectField, TextAreaField } from '../../../components/ui/field-controls.tsx';

// An inbox item's page: every field, what it is about, and the forms staff use on it. Each form is a
// plain POST with its `intent`, so everything works without JavaScript.

type Agents = Agent[];

/** The button that moves a visit to each state. */
const VISIT_ACTION_LABELS: Partial<Record<VisitState, MessageKey>> = {
  confirmed: 'admin.inbox.visit.action.confirmed',
  completed: 'admin.inbox.visit.action.completed',
  cancelled: 'admin.inbox.visit.action.cancelled',
};

/**
 * A listing's status beside its link: in English the stored value, as staff have always read
 * it ('active'); in Telugu and Hindi the back office's word for it (listing-words.ts).
 */
function listingStatusWord(status: string, t: Translate, locale: Locale): string {
  if (locale === 'en' || !LISTING_STATUSES.includes(status as ListingStatus)) return status;
  return statusLabel(t, status as ListingStatus);
}

/** Whom an enquiry was addressed to, in a sentence: a lister (a user), an agent, an admin. */
function roleWord(role: string, t: Translate): string {
  if (role === 'user') return t('admin.inbox.inquiry.lister');
  return USER_ROLES.includes(role as UserRole)
    ? t(`myAccount.role.${role as UserRole}`).toLowerCase()
    : role;
}

function Facts({ children }: { children: ReactNode }) {
  return <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[10rem_minmax(0,1fr)]">{children}</dl>;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
    </>
  );
}

/** What the sender typed, as text (React escapes it), with its line breaks kept. */
function SenderText({ text, empty }: { text: string; empty: string }) {
  return text.trim() ? (
    <p className="break-words whitespace-pre-wrap text-slate-900">{text}</p>
  ) : (
    <p className="text-slate-700">{empty}</p>
  );
}

function Contact({ email, phone }: { email: string; phone: string | null }) {
  const t = useT();
  return (
    <>
      {email ? (
        <Fact label={t('admin.inbox.item.email')}>
          <a href={`mailto:${email}`} className={linkStyle}>
            {email}
          </a>
        </Fact>
      ) : null}
      {phone ? (
        <Fact label={t('admin.inbox.item.phone')}>
          <a href={`tel:+91${phone}`} className={linkStyle}>
            {phone}
          </a>
        </Fact>
      ) : null}
    </>
  );
}

function PropertyLinks({
  items,
  isAdmin,
}: {
  items: { id: number; title: string; status: string }[];
  isAdmin: boolean;
}) {
  const { t, locale } = useI18n();
  return (
    <ul className="space-y-1">
      {items.map((property) => (
        <li key={property.id}>
          <Link to={listingPath(property.id)} className={linkStyle}>
            {property.title}
          </Link>{' '}
          <span className="text-sm text-slate-700">
            (#{property.id}, {listingStatusWord(property.status, t, locale)}
            {isAdmin ? (
              <>
                {', '}
                <Link to={`/admin/listings/${property.id}`} className={linkStyle}>
                  {t('admin.inbox.item.manage')}
                </Link>
              </>
            ) : null}
            )
          </span>
        </li>
      ))}
    </ul>
  );
}

function BackToInbox() {
  const t = useT();
  return (
    <Link to="/admin/inbox" className={secondaryButton}>
      {t('admin.inbox.item.back')}
    </Link>
  );
}

function AssignForm({
  agents,
  current,
  actionData,
}: {
  agents: Agents;
  current: { id: number; name: string } | null;
  actionData: ItemActionData | undefined;
}) {
  const t = useT();
  const options = [{ value: '', label: t('admin.inbox.nobody') }, ...agentOptions(agents, t)];
  // Someone no longer an agent stays visible as the current choice.
  if (current && !agents.some((agent) => agent.id === current.id)) {
    options.push({
      value: String(current.id),
      label: t('admin.inbox.assign.notAgent', { name: current.name }),
    });
  }
  return (
    <AdminPanel title={t('admin.inbox.assign.heading')} id="assign">
      <Form method="post" className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="assign" />
        <SelectField
          key={current?.id ?? 'nobody'}
          label={t('admin.inbox.assign.label')}
          name="assignee"
          className="min-w-56 flex-1"
          defaultValue={actionData?.values.assignee ?? (current ? String(current.id) : '')}
          error={actionData?.errors.assignee}
          options={options}
        />
        <button type="submit" className={primaryButton}>
          {t('admin.inbox.assign.submit')}
        </button>
      </Form>
    </AdminPanel>
  );
}

function NotesForm({
  notes,
  actionData,
}: {
  notes: string;
  actionData: ItemActionData | undefined;
}) {
  const t = useT();
  return (
    <AdminPanel title={t('admin.inbox.notes.heading')} id="notes">
      <Form method="post" className="space-y-3">
        <input type="hidden" name="intent" value="notes" />
        <TextAreaField
          key={notes}
          label={t('admin.inbox.notes.label')}
          name="notes"
          rows={5}
          maxLength={STAFF_NOTES_MAX}
          defaultValue={actionData?.values.notes ?? notes}
          error={actionData?.errors.notes}
          hint={t('admin.inbox.notes.hint', { count: STAFF_NOTES_MAX })}
        />
        <button type="submit" className={primaryButton}>
          {t('admin.inbox.notes.submit')}
        </button>
      </Form>
    </AdminPanel>
  );
}

function Assigned({ assignee }: { assignee: { name: string } | null }) {
  const t = useT();
  return assignee ? (
    <>{assignee.name}</>
  ) : (
    <span className="text-slate-700">{t('admin.inbox.nobody')}</span>
  );
}

export function InquiryPage({
  inquiry,
  agents,
  isAdmin,
  actionData,
}: {
  inquiry: InquiryDetail;
  agents: Agents;
  isAdmin: boolean;
  actionData: ItemActionData | undefined;
}) {
  const t = useT();
  const handled = inquiry.handledAt !== null;
  const type = t(`admin.inbox.type.${inquiry.type}`);
  return (
    <AdminPage
      title={t('admin.inbox.inquiry.heading', { type, name: senderName(inquiry.name, t) })}
      description={
        <TextWithTime
          at={inquiry.createdAt}
          text={(date) => t('admin.inbox.inquiry.received', { date })}
        />
      }
      actions={<BackToInbox />}
    >
      <AdminPanel title={t('admin.inbox.item.details')} id="details">
        <Facts>
          <Fact label={t('admin.inbox.field.status')}>
            <InboxStatusBadge status={handled ? 'handled' : 'new'} />
            {inquiry.handledAt ? (
              <span className="ml-2 text-sm text-slate-700">
                <TextWithTime
                  at={inquiry.handledAt}
                  text={(date) => t('admin.inbox.inquiry.handledSince', { date })}
                />
              </span>
            ) : null}
          </Fact>
          <Fact label={t('admin.inbox.field.type')}>{type}</Fact>
          <Fact label={t('admin.inbox.item.name')}>{senderName(inquiry.name, t)}</Fact>
          <Contact email={inquiry.email} phone={inquiry.phone} />
          {inquiry.sender ? (
            <Fact label={t('admin.inbox.item.account')}>
              {t('admin.inbox.item.signedIn', { name: inquiry.sender.name })}
            </Fact>
          ) : null}
          {inquiry.service ? (
            <Fact label={t('admin.inbox.inquiry.service')}>{inquiry.service}</Fact>
          ) : null}
          {inquiry.property ? (
            <Fact label={t('admin.inbox.inquiry.property')}>
              <PropertyLinks items={[inquiry.property]} isAdmin={isAdmin} />
            </Fact>
          ) : null}
          {inquiry.agent ? (
            <Fact label={t('admin.inbox.inquiry.agent')}>
              <Link to={`/team-details/${inquiry.agent.slug}`} className={linkStyle}>
                {inquiry.agent.name}
              </Link>
            </Fact>
          ) : null}
          {inquiry.blog ? (
            <Fact label={t('admin.inbox.inquiry.blog')}>
              <Link to={`/blog-details/${inquiry.blog.id}`} className={linkStyle}>
                {inquiry.blog.title}
              </Link>
            </Fact>
          ) : null}
          {inquiry.recipient ? (
            <Fact label={t('admin.inbox.inquiry.recipient')}>
              {inquiry.recipient.name} ({roleWord(inquiry.recipient.role, t)})
            </Fact>
          ) : null}
          {inquiry.consent === null ? null : (
            <Fact label={t('admin.inbox.inquiry.consent')}>
              {t(inquiry.consent ? 'admin.inbox.inquiry.yes' : 'admin.inbox.inquiry.no')}
            </Fact>
          )}
          <Fact label={t('admin.inbox.field.assignedTo')}>
            <Assigned assignee={inquiry.assignee} />
          </Fact>
        </Facts>
      </AdminPanel>
      <AdminPanel title={t('admin.inbox.inquiry.message')} id="message">
        <SenderText text={inquiry.message} empty={t('admin.inbox.inquiry.noMessage')} />
      </AdminPanel>
      <AdminPanel title={t('admin.inbox.inquiry.handling')} id="handling">
        <Form method="post" className="flex flex-wrap items-center gap-3">
          <input type="hidden" name="intent" value={handled ? 'new' : 'handled'} />
          <p className="text-slate-800">
            {t(handled ? 'admin.inbox.inquiry.isHandled' : 'admin.inbox.inquiry.isWaiting')}
          </p>
          <button type="submit" className={handled ? secondaryButton : primaryButton}>
            {t(handled ? 'admin.inbox.inquiry.markNew' : 'admin.inbox.inquiry.markHandled')}
          </button>
        </Form>
      </AdminPanel>
      {isAdmin ? (
        <AssignForm agents={agents} current={inquiry.assignee} actionData={actionData} />
      ) : null}
      <NotesForm notes={inquiry.staffNotes} actionData={actionData} />
    </AdminPage>
  );
}

export function VisitPage({
  visit,
  agents,
  isAdmin,
  actionData,
}: {
  visit: VisitDetail;
  agents: Agents;
  isAdmin: boolean;
  actionData: ItemActionData | undefined;
}) {
  const { t, locale } = useI18n();
  const moves = VISIT_TRANSITIONS[visit.status];
  return (
    <AdminPage
      title={t('admin.inbox.visit.heading', { reference: visit.reference })}
      description={
        <TextWithTime
          at={visit.createdAt}
          text={(date) =>
            t('admin.inbox.visit.requestedBy', { name: senderName(visit.name, t), date })
          }
        />
      }
      actions={<BackToInbox />}
    >
      <AdminPanel title={t('admin.inbox.field.status')} id="status">
        {actionData?.errors.status ? (
          <p
            role="alert"
            className="mb-3 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-900"
          >
            {actionData.errors.status}
          </p>
        ) : null}
        <p className="mb-3 flex flex-wrap items-center gap-2 text-slate-800">
          <InboxStatusBadge status={visit.status} />
          <span className="text-sm">
            <TextWithTime
              at={visit.updatedAt}
              text={(date) => t('admin.inbox.visit.lastChanged', { date })}
            />
          </span>
        </p>
        {moves.length > 0 ? (
          <div className="flex flex-wrap gap-2">
            {moves.map((to) => (
              <Form method="post" key={to}>
                <input type="hidden" name="intent" value="status" />
                <input type="hidden" name="to" value={to} />
                <button type="submit" className={to === 'cancelled' ? dangerButton : primaryButton}>
                  {VISIT_ACTION_LABELS[to] ? t(VISIT_ACTION_LABELS[to]) : null}
                </button>
              </Form>
            ))}
          </div>
        ) : (
          <p className="text-sm text-slate-700">{t('admin.inbox.visit.closed')}</p>
        )}
        <p className="mt-3 text-sm text-slate-700">{t('admin.inbox.visit.tellsVisitor')}</p>
      </AdminPanel>
      <AdminPanel title={t('admin.inbox.item.details')} id="details">
        <Facts>
          <Fact label={t('admin.inbox.visit.reference')}>
            <span className="font-mono">{visit.reference}</span>
          </Fact>
          <Fact label={t('admin.inbox.visit.date')}>
            {formatDate(visit.preferredDate, locale, 'dayFirst')}
          </Fact>
          <Fact label={t('admin.inbox.visit.slot')}>{slotLabel(visit.timeSlot, t)}</Fact>
          <Fact label={t('admin.inbox.item.name')}>{senderName(visit.name, t)}</Fact>
          <Contact email={visit.email} phone={visit.phone} />
          {visit.booker ? (
            <Fact label={t('admin.inbox.item.account')}>
              {t('admin.inbox.item.signedIn', { name: visit.booker.name })}
            </Fact>
          ) : null}
          <Fact label={t('admin.inbox.visit.properties')}>
            {visit.properties.length ? (
              <PropertyLinks items={visit.properties} isAdmin={isAdmin} />
            ) : (
              <span className="text-slate-700">{t('admin.inbox.visit.noProperties')}</span>
            )}
          </Fact>
          <Fact label={t('admin.inbox.field.assignedTo')}>
            <Assigned assignee={visit.assignee} />
          </Fact>
        </Facts>
      </AdminPanel>
      <AdminPanel title={t('admin.inbox.visit.notes')} id="visitor-notes">
        <SenderText text={visit.notes} empty={t('admin.inbox.visit.noNotes')} />
      </AdminPanel>
      {isAdmin ? (
        <AssignForm agents={agents} current={visit.assignee} actionData={actionData} />
      ) : null}
      <NotesForm notes={visit.staffNotes} actionData={actionData} />
    </AdminPage>
  );
}
