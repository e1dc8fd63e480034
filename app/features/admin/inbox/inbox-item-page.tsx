import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { listingPath } from '../../listing-details/listing-id.ts';
import { formatDate } from '../../../i18n/format.ts';
import { slotText } from '../../visits/slot-text.ts';
import { VISIT_TRANSITIONS, type VisitState } from '../../visits/visit-status.ts';
import type { ItemActionData } from './inbox-forms.server.ts';
import type { InquiryDetail, VisitDetail } from './inbox-item.server.ts';
import { agentOptions, InboxStatusBadge, Received, type Agent } from './inbox-parts.tsx';
import { INBOX_TYPE_LABELS, senderName } from './inbox-rows.ts';
import { STAFF_NOTES_MAX } from './inbox-schema.ts';
import { AdminPage, AdminPanel } from '../ui/admin-page.tsx';
import { dangerButton, linkStyle, primaryButton, secondaryButton } from '../ui/buttons.ts';
import { SelectField, TextAreaField } from '../../../components/ui/field-controls.tsx';

// An inbox item's page: every field, what it is about, and the forms staff use on it. Each form is a
// plain POST with its `intent`, so everything works without JavaScript.

type Agents = Agent[];

/** The button that moves a visit to each state. */
const VISIT_ACTION_LABELS: Partial<Record<VisitState, string>> = {
  confirmed: 'Confirm visit',
  completed: 'Mark completed',
  cancelled: 'Cancel visit',
};

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
  return (
    <>
      {email ? (
        <Fact label="Email">
          <a href={`mailto:${email}`} className={linkStyle}>
            {email}
          </a>
        </Fact>
      ) : null}
      {phone ? (
        <Fact label="Phone">
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
  return (
    <ul className="space-y-1">
      {items.map((property) => (
        <li key={property.id}>
          <Link to={listingPath(property.id)} className={linkStyle}>
            {property.title}
          </Link>{' '}
          <span className="text-sm text-slate-700">
            (#{property.id}, {property.status}
            {isAdmin ? (
              <>
                {', '}
                <Link to={`/admin/listings/${property.id}`} className={linkStyle}>
                  manage
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
  return (
    <Link to="/admin/inbox" className={secondaryButton}>
      Back to the inbox
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
  const options = [{ value: '', label: 'Nobody' }, ...agentOptions(agents)];
  // Someone no longer an agent stays visible as the current choice.
  if (current && !agents.some((agent) => agent.id === current.id)) {
    options.push({ value: String(current.id), label: `${current.name} (not an agent now)` });
  }
  return (
    <AdminPanel title="Assignment" id="assign">
      <Form method="post" className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="assign" />
        <SelectField
          key={current?.id ?? 'nobody'}
          label="Assign to"
          name="assignee"
          className="min-w-56 flex-1"
          defaultValue={actionData?.values.assignee ?? (current ? String(current.id) : '')}
          error={actionData?.errors.assignee}
          options={options}
        />
        <button type="submit" className={primaryButton}>
          Assign
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
  return (
    <AdminPanel title="Staff notes" id="notes">
      <Form method="post" className="space-y-3">
        <input type="hidden" name="intent" value="notes" />
        <TextAreaField
          key={notes}
          label="Staff notes"
          name="notes"
          rows={5}
          maxLength={STAFF_NOTES_MAX}
          defaultValue={actionData?.values.notes ?? notes}
          error={actionData?.errors.notes}
          hint={`Seen by the agency only, never by the sender. Up to ${STAFF_NOTES_MAX.toLocaleString('en-IN')} characters.`}
        />
        <button type="submit" className={primaryButton}>
          Save notes
        </button>
      </Form>
    </AdminPanel>
  );
}

function Assigned({ assignee }: { assignee: { name: string } | null }) {
  return assignee ? <>{assignee.name}</> : <span className="text-slate-700">Nobody</span>;
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
  const handled = inquiry.handledAt !== null;
  return (
    <AdminPage
      title={`${INBOX_TYPE_LABELS[inquiry.type]} from ${senderName(inquiry.name)}`}
      description={
        <>
          Received <Received at={inquiry.createdAt} />
        </>
      }
      actions={<BackToInbox />}
    >
      <AdminPanel title="Details" id="details">
        <Facts>
          <Fact label="Status">
            <InboxStatusBadge status={handled ? 'handled' : 'new'} />
            {inquiry.handledAt ? (
              <span className="ml-2 text-sm text-slate-700">
                since <Received at={inquiry.handledAt} />
              </span>
            ) : null}
          </Fact>
          <Fact label="Type">{INBOX_TYPE_LABELS[inquiry.type]}</Fact>
          <Fact label="Name">{senderName(inquiry.name)}</Fact>
          <Contact email={inquiry.email} phone={inquiry.phone} />
          {inquiry.sender ? <Fact label="Account">{inquiry.sender.name} (signed in)</Fact> : null}
          {inquiry.service ? <Fact label="Service">{inquiry.service}</Fact> : null}
          {inquiry.property ? (
            <Fact label="Property">
              <PropertyLinks items={[inquiry.property]} isAdmin={isAdmin} />
            </Fact>
          ) : null}
          {inquiry.agent ? (
            <Fact label="Agent">
              <Link to={`/team-details/${inquiry.agent.slug}`} className={linkStyle}>
                {inquiry.agent.name}
              </Link>
            </Fact>
          ) : null}
          {inquiry.blog ? (
            <Fact label="Blog post">
              <Link to={`/blog-details/${inquiry.blog.id}`} className={linkStyle}>
                {inquiry.blog.title}
              </Link>
            </Fact>
          ) : null}
          {inquiry.recipient ? (
            <Fact label="Addressed to">
              {inquiry.recipient.name} (
              {inquiry.recipient.role === 'user' ? 'lister' : inquiry.recipient.role})
            </Fact>
          ) : null}
          {inquiry.consent === null ? null : (
            <Fact label="Agreed to be contacted">{inquiry.consent ? 'Yes' : 'No'}</Fact>
          )}
          <Fact label="Assigned to">
            <Assigned assignee={inquiry.assignee} />
          </Fact>
        </Facts>
      </AdminPanel>
      <AdminPanel title="Message" id="message">
        <SenderText text={inquiry.message} empty="No message (a sign-up without text)." />
      </AdminPanel>
      <AdminPanel title="Handling" id="handling">
        <Form method="post" className="flex flex-wrap items-center gap-3">
          <input type="hidden" name="intent" value={handled ? 'new' : 'handled'} />
          <p className="text-slate-800">
            {handled ? 'This enquiry is handled.' : 'This enquiry is waiting for an answer.'}
          </p>
          <button type="submit" className={handled ? secondaryButton : primaryButton}>
            {handled ? 'Mark as new' : 'Mark as handled'}
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
  const moves = VISIT_TRANSITIONS[visit.status];
  return (
    <AdminPage
      title={`Site visit ${visit.reference}`}
      description={
        <>
          Requested by {senderName(visit.name)} · received <Received at={visit.createdAt} />
        </>
      }
      actions={<BackToInbox />}
    >
      <AdminPanel title="Status" id="status">
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
            Last changed <Received at={visit.updatedAt} />
          </span>
        </p>
        {moves.length > 0 ? (
          <div className="flex flex-wrap gap-2">
            {moves.map((to) => (
              <Form method="post" key={to}>
                <input type="hidden" name="intent" value="status" />
                <input type="hidden" name="to" value={to} />
                <button type="submit" className={to === 'cancelled' ? dangerButton : primaryButton}>
                  {VISIT_ACTION_LABELS[to]}
                </button>
              </Form>
            ))}
          </div>
        ) : (
          <p className="text-sm text-slate-700">This visit is closed; its status stays as it is.</p>
        )}
        <p className="mt-3 text-sm text-slate-700">
          Confirming or cancelling texts the visitor (and emails them when they gave an address);
          they also see the status under Track your site visit and, when signed in, My visits.
        </p>
      </AdminPanel>
      <AdminPanel title="Details" id="details">
        <Facts>
          <Fact label="Reference">
            <span className="font-mono">{visit.reference}</span>
          </Fact>
          <Fact label="Preferred date">{formatDate(visit.preferredDate, 'en', 'dayFirst')}</Fact>
          <Fact label="Time slot">{slotText(visit.timeSlot)}</Fact>
          <Fact label="Name">{senderName(visit.name)}</Fact>
          <Contact email={visit.email} phone={visit.phone} />
          {visit.booker ? <Fact label="Account">{visit.booker.name} (signed in)</Fact> : null}
          <Fact label="Properties">
            {visit.properties.length ? (
              <PropertyLinks items={visit.properties} isAdmin={isAdmin} />
            ) : (
              <span className="text-slate-700">None left (removed since)</span>
            )}
          </Fact>
          <Fact label="Assigned to">
            <Assigned assignee={visit.assignee} />
          </Fact>
        </Facts>
      </AdminPanel>
      <AdminPanel title="Visitor’s notes" id="visitor-notes">
        <SenderText text={visit.notes} empty="The visitor left no notes." />
      </AdminPanel>
      {isAdmin ? (
        <AssignForm agents={agents} current={visit.assignee} actionData={actionData} />
      ) : null}
      <NotesForm notes={visit.staffNotes} actionData={actionData} />
    </AdminPage>
  );
}
