import { Link } from 'react-router';
import { Icon } from '../../components/ui/icon.tsx';
import { useT } from '../../i18n/i18n-context.tsx';
import { mediaUrl } from '../media/images.ts';
import { mailtoHref, telHref } from '../../lib/contact-links.ts';
import { MAIL_ICON, PHONE_ICON } from './office-card.tsx';
import { agentPath, initials, type AgentCardData } from './agents.ts';

// Agent photos are stored square, at 400 px only.
const PHOTO_WIDTH = 400;

/** The agent's photo, or their initials on a brand tile when there is none. */
export function AgentPhoto({
  agent,
  eager = false,
  className = '',
}: {
  agent: Pick<AgentCardData, 'name' | 'photoKey'>;
  eager?: boolean;
  className?: string;
}) {
  if (!agent.photoKey)
    return (
      <div
        role="img"
        aria-label={agent.name}
        className={`flex aspect-square w-full items-center justify-center bg-brand-700 text-5xl font-bold text-white ${className}`}
      >
        <span aria-hidden="true">{initials(agent.name)}</span>
      </div>
    );
  return (
    <img
      src={mediaUrl(agent.photoKey, PHOTO_WIDTH)}
      width={PHOTO_WIDTH}
      height={PHOTO_WIDTH}
      alt={agent.name}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={`aspect-square w-full bg-slate-100 object-cover ${className}`}
    />
  );
}

const LINK = 'font-medium text-brand-700 underline-offset-4 hover:underline';

/** An agent on /team: photo, name, designation, phone and email, and a link to the profile. */
export function AgentCard({ agent, eager = false }: { agent: AgentCardData; eager?: boolean }) {
  const t = useT();
  const href = agentPath(agent.slug);
  const headingId = `agent-${agent.slug}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md"
    >
      <AgentPhoto agent={agent} eager={eager} />
      <div className="flex flex-1 flex-col p-5">
        <h2 id={headingId} className="text-xl font-bold text-slate-900">
          <Link to={href} translate="no" className="hover:text-brand-700 hover:underline">
            {agent.name}
          </Link>
        </h2>
        <p lang={agent.lang} className="mt-1 text-sm font-medium text-slate-600">
          {agent.designation}
        </p>
        <ul className="mt-4 flex flex-col gap-2 text-sm">
          <li className="flex items-center gap-2">
            <span className="text-brand-700">
              <Icon d={PHONE_ICON} viewBox="0 0 24 24" className="size-4" />
            </span>
            <span className="sr-only">{t('team.phone')}: </span>
            <a href={telHref(agent.phone)} className={LINK}>
              {agent.phone}
            </a>
          </li>
          <li className="flex min-w-0 items-center gap-2">
            <span className="text-brand-700">
              <Icon d={MAIL_ICON} viewBox="0 0 24 24" className="size-4" />
            </span>
            <span className="sr-only">{t('team.email')}: </span>
            <a href={mailtoHref(agent.email)} className={`${LINK} break-all`}>
              {agent.email}
            </a>
          </li>
        </ul>
        <p className="mt-auto pt-5">
          <Link
            to={href}
            aria-describedby={headingId}
            className="inline-flex items-center gap-1 rounded-lg border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {t('team.viewProfile')}
            <Icon d="M7.3 4.3 13 10l-5.7 5.7-1.4-1.4L10.2 10 5.9 5.7z" className="size-4" />
          </Link>
        </p>
      </div>
    </article>
  );
}
