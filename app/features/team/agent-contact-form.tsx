import { useT } from '../../i18n/i18n-context.tsx';
import { PublicForm } from '../inquiries/public-form.tsx';
import type { InquiryResult } from '../inquiries/inquiry-result.ts';
import { agentPath } from './agents.ts';
import { FormCard } from './form-card.tsx';
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
    <FormCard
      id="contact-agent"
      heading={t('agent.form.heading', { name: agent.name })}
      intro={t('agent.form.intro', { name: agent.name })}
    >
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
    </FormCard>
  );
}
