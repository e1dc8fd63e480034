import { Link } from 'react-router';
import { PageHeader } from '../../components/layout/page-header.tsx';
import { languageName } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import type { InquiryResult } from '../inquiries/inquiry-result.ts';
import { AgentContactForm } from './agent-contact-form.tsx';
import { AgentPhoto } from './agent-card.tsx';
import type { AgentProfile } from './agents.ts';
import { mailtoHref, telHref } from '../../lib/contact-links.ts';

const LINK = 'font-medium text-brand-700 underline-offset-4 hover:underline';

/** /team-details/:slug: the agent's photo, details and story beside their contact form. */
export function AgentProfilePage({
  agent,
  formResult,
  savedContact,
}: {
  agent: AgentProfile;
  formResult?: InquiryResult | undefined;
  /** The details this browser saved with an earlier message ('Save my details'). */
  savedContact: { name: string; email: string; phone: string | null } | null;
}) {
  const { t, locale } = useI18n();
  return (
    <>
      <PageHeader
        title={agent.name}
        titleIsName
        subtitle={agent.designation}
        subtitleLang={agent.lang}
        crumbs={[{ label: t('team.heading'), to: '/team' }, { label: agent.name }]}
      />
      <div className="bg-slate-50">
        <div className="container-page grid gap-8 py-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)] lg:py-14">
          <div className="flex flex-col gap-6">
            <section
              aria-labelledby="agent-details"
              className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
            >
              <AgentPhoto agent={agent} eager className="max-h-[26rem]" />
              <div className="p-5 sm:p-6">
                <h2 id="agent-details" className="text-xl font-bold text-slate-900">
                  {t('agent.details')}
                </h2>
                <dl className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
                  {agent.cityName ? (
                    <>
                      <dt className="font-semibold text-slate-800">{t('agent.city')}</dt>
                      <dd className="text-slate-700">{agent.cityName}</dd>
                    </>
                  ) : null}
                  {agent.languages.length > 0 ? (
                    <>
                      <dt className="font-semibold text-slate-800">{t('agent.languages')}</dt>
                      <dd className="text-slate-700">
                        {agent.languages.map((name) => languageName(name, locale)).join(', ')}
                      </dd>
                    </>
                  ) : null}
                  <dt className="font-semibold text-slate-800">{t('agent.phone')}</dt>
                  <dd>
                    <a href={telHref(agent.phone)} className={LINK}>
                      {agent.phone}
                    </a>
                  </dd>
                  <dt className="font-semibold text-slate-800">{t('agent.email')}</dt>
                  <dd className="break-all">
                    <a href={mailtoHref(agent.email)} className={LINK}>
                      {agent.email}
                    </a>
                  </dd>
                </dl>
              </div>
            </section>
            <p>
              <Link to="/team" className={LINK}>
                <span aria-hidden="true">← </span>
                {t('agent.allAgents')}
              </Link>
            </p>
          </div>
          <div className="flex flex-col gap-8">
            <section aria-labelledby="agent-about">
              <h2 id="agent-about" className="text-2xl font-bold text-slate-900">
                {t('agent.about', { name: agent.name })}
              </h2>
              <p
                lang={agent.lang}
                className="mt-3 whitespace-pre-line leading-relaxed text-slate-700"
              >
                {agent.bio}
              </p>
            </section>
            <AgentContactForm
              agent={agent}
              initialResult={formResult}
              savedContact={savedContact}
            />
          </div>
        </div>
      </div>
    </>
  );
}
