import { PageHeader } from '../../components/layout/page-header.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { useT } from '../../i18n/i18n-context.tsx';
import { AgentCard } from './agent-card.tsx';
import type { AgentCardData } from './agents.ts';

/** /team, 'Our agents' (spec §2): a card per published agent, in the editors' order. */
export function TeamPage({ agents }: { agents: readonly AgentCardData[] }) {
  const t = useT();
  return (
    <>
      <PageHeader title={t('team.heading')} crumbs={[{ label: t('team.heading') }]} />
      <div className="container-page py-10 lg:py-14">
        <p className="max-w-2xl text-lg text-slate-700">{t('team.intro')}</p>
        {agents.length === 0 ? (
          <div className="mt-8">
            <EmptyState text={t('team.empty')} to="/contact" linkText={t('team.contactLink')} />
          </div>
        ) : (
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {agents.map((agent, index) => (
              <li key={agent.slug}>
                {/* The first row is on screen at once: no lazy loading there. */}
                <AgentCard agent={agent} eager={index < 3} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
