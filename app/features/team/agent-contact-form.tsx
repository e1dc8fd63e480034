import { useT } from '../../i18n/i18n-context.tsx';
import { PublicForm } from '../inquiries/public-form.tsx';
import type { InquiryResult } from '../inquiries/inquiry-result.ts';
import { agentPath } from './agents.ts';
import { AGENT_CONTACT_FIELDS } from './team-forms.ts';

/**
 * The agent's contact form (spec §2 Team details): it reaches the agent's inbox and the
 * agency's (DESIGN.md). Posts to the agent's page; works without JavaScript.
 */
export function AgentContactForm({
  agent,
  initialResult,
  savedContact,
}: {
  agent: { slug: string; name: string };
  initialResult?: InquiryResult | undefined;
  savedContact: { name: string; email: string; phone: string | null } | null;
}) {
  const t = useT();
  return (
    <section
      id="contact-agent"
      aria-labelledby="contact-agent-heading"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2 id="contact-agent-heading" className="text-2xl font-bold text-slate-900">
        {t('agent.form.heading', { name: agent.name })}
      </h2>
      <p className="mt-2 text-slate-700">{t('agent.form.intro', { name: agent.name })}</p>
      <PublicForm
        action={agentPath(agent.slug)}
        fields={AGENT_CONTACT_FIELDS}
        submit="agent.form.submit"
        initialResult={initialResult}
        defaults={
          savedContact
            ? {
                name: savedContact.name,
                email: savedContact.email,
                phone: savedContact.phone ?? '',
                saveDetails: 'on',
              }
            : undefined
        }
        className="mt-6 flex flex-col gap-4"
      />
    </section>
  );
}
