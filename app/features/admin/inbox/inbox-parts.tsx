import { formatAdminDateTime } from '../ui/format.ts';
import { Link } from 'react-router';
import { listingPath } from '../../listing-details/listing-id.ts';
import { formatDate } from '../../../i18n/format.ts';
import { slotText } from '../../visits/slot-text.ts';
import { INBOX_STATUS_LABELS, type ItemAbout, type InboxStatus } from './inbox-rows.ts';
import { linkStyle } from '../ui/buttons.ts';

// Pieces the inbox list, an inbox item's page and the dashboard share.

/** An agent an inbox item can be given to (listAgents in inbox.server.ts). */
export type Agent = { id: number; name: string; active: boolean };

/** The agents as a select's options, a disabled account marked so. */
export function agentOptions(agents: readonly Agent[]) {
  return agents.map((agent) => ({
    value: String(agent.id),
    label: agent.active ? agent.name : `${agent.name} (disabled)`,
  }));
}

const STATUS_LOOK: Record<InboxStatus, string> = {
  new: 'bg-amber-100 text-amber-950',
  requested: 'bg-amber-100 text-amber-950',
  confirmed: 'bg-sky-100 text-sky-950',
  handled: 'bg-emerald-100 text-emerald-950',
  completed: 'bg-emerald-100 text-emerald-950',
  cancelled: 'bg-slate-200 text-slate-900',
};

export function InboxStatusBadge({ status }: { status: InboxStatus }) {
  return (
    <span
      className={`inline-block rounded px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${STATUS_LOOK[status]}`}
    >
      {INBOX_STATUS_LABELS[status]}
    </span>
  );
}

export function Received({ at }: { at: Date | string }) {
  const date = typeof at === 'string' ? new Date(at) : at;
  return <time dateTime={date.toISOString()}>{formatAdminDateTime(date)}</time>;
}

/**
 * The first words of the sender's message on one line (inbox-rows.ts `messagePreview` cut
 * it; a narrow column ends it with an ellipsis too), so staff can triage without opening it;
 * the whole preview shows on hover and to screen readers.
 */
export function MessagePreview({ text }: { text: string }) {
  return (
    // NOTE: width 0 with min-width 100% takes the cell's width without widening its column
    // (a no-wrap line would otherwise size the column to the whole preview).
    <p className="mb-1 w-0 min-w-full truncate text-slate-700 italic" title={text}>
      {text}
    </p>
  );
}

/** What an inbox item is about: the visit's date, its properties (linked), service, agent, blog. */
export function AboutItem({ about, compact = false }: { about: ItemAbout; compact?: boolean }) {
  const shown = compact ? about.properties.slice(0, 2) : about.properties;
  const more = about.properties.length - shown.length;
  return (
    <div className="space-y-0.5">
      {about.visit ? (
        <p>
          {formatDate(about.visit.date, 'en', 'dayFirst')}, {slotText(about.visit.slot)}
        </p>
      ) : null}
      {shown.map((property) => (
        <p key={property.id}>
          <Link to={listingPath(property.id)} className={linkStyle}>
            {property.title}
          </Link>
        </p>
      ))}
      {more > 0 ? <p className="text-slate-700">and {more} more</p> : null}
      {about.service ? <p>Service: {about.service}</p> : null}
      {about.agentName ? <p>Agent: {about.agentName}</p> : null}
      {about.blogTitle ? <p>Blog: {about.blogTitle}</p> : null}
    </div>
  );
}
