import { formatAdminDateTime } from '../ui/format.ts';
import { Link } from 'react-router';
import { listingPath } from '../../listing-details/listing-id.ts';
import { formatDate } from '../../../i18n/format.ts';
import { useI18n, useT } from '../../../i18n/i18n-context.tsx';
import type { Translate } from '../../../i18n/translate.ts';
import { TIME_SLOTS, type TimeSlot } from '../../visits/visit-fields.ts';
import type { ItemAbout, InboxStatus } from './inbox-rows.ts';
import { linkStyle } from '../ui/buttons.ts';

// Pieces the inbox list, an inbox item's page and the dashboard share.

/** An agent an inbox item can be given to (listAgents in inbox.server.ts). */
export type Agent = { id: number; name: string; active: boolean };

/** The agents as a select's options, a disabled account marked so. */
export function agentOptions(agents: readonly Agent[], t: Translate) {
  return agents.map((agent) => ({
    value: String(agent.id),
    label: agent.active ? agent.name : t('admin.inbox.agentDisabled', { name: agent.name }),
  }));
}

/**
 * A visit's time slot in the page's language (the visitor chose it in these words); a value
 * that is no slot (an old row) shows as stored.
 */
export function slotLabel(slot: string, t: Translate): string {
  return TIME_SLOTS.includes(slot as TimeSlot) ? t(`checkout.slot.${slot as TimeSlot}`) : slot;
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
  const t = useT();
  return (
    <span
      className={`inline-block rounded px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${STATUS_LOOK[status]}`}
    >
      {t(`admin.inbox.status.${status}`)}
    </span>
  );
}

export function Received({ at }: { at: Date | string }) {
  const { locale } = useI18n();
  const date = typeof at === 'string' ? new Date(at) : at;
  return <time dateTime={date.toISOString()}>{formatAdminDateTime(date, locale)}</time>;
}

const DATE_MARK = '\u0000';

/**
 * A sentence with a moment in it ('Received {date}'), in the page's language: the moment is
 * drawn as <Received> wherever the language puts it. `text` is the sentence for a date.
 */
export function TextWithTime({ text, at }: { text: (date: string) => string; at: Date | string }) {
  const [before, after = ''] = text(DATE_MARK).split(DATE_MARK);
  return (
    <>
      {before}
      <Received at={at} />
      {after}
    </>
  );
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
  const { t, locale } = useI18n();
  const shown = compact ? about.properties.slice(0, 2) : about.properties;
  const more = about.properties.length - shown.length;
  return (
    <div className="space-y-0.5">
      {about.visit ? (
        <p>
          {formatDate(about.visit.date, locale, 'dayFirst')}, {slotLabel(about.visit.slot, t)}
        </p>
      ) : null}
      {shown.map((property) => (
        <p key={property.id}>
          <Link to={listingPath(property.id)} className={linkStyle}>
            {property.title}
          </Link>
        </p>
      ))}
      {more > 0 ? (
        <p className="text-slate-700">{t('admin.inbox.about.more', { count: more })}</p>
      ) : null}
      {about.service ? <p>{t('admin.inbox.about.service', { service: about.service })}</p> : null}
      {about.agentName ? <p>{t('admin.inbox.about.agent', { name: about.agentName })}</p> : null}
      {about.blogTitle ? <p>{t('admin.inbox.about.blog', { title: about.blogTitle })}</p> : null}
    </div>
  );
}
