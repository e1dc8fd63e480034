import { PageHeader } from '../../components/layout/page-header.tsx';
import { useT } from '../../i18n/i18n-context.tsx';
import type { MessageKey } from '../../i18n/translate.ts';
import { useRootData } from '../../lib/root-data.ts';

/** A legal page: its heading, an introduction and titled sections, then how to reach us. */
export function LegalPage({
  heading,
  intro,
  sections,
}: {
  heading: MessageKey;
  intro: MessageKey;
  sections: readonly { title: MessageKey; text: MessageKey }[];
}) {
  const t = useT();
  const settings = useRootData()?.settings;
  const params = {
    agency: settings?.agencyName ?? '',
    email: settings?.email ?? '',
    phone: settings?.phones[0] ?? '',
  };
  return (
    <>
      <PageHeader title={t(heading)} crumbs={[{ label: t(heading) }]} />
      <article className="container-page max-w-3xl py-10 text-slate-800">
        <p className="text-sm text-slate-600">{t('legal.updated')}</p>
        <p className="mt-4 text-lg leading-relaxed">{t(intro, params)}</p>
        {sections.map((section) => (
          <section key={section.title} className="mt-8">
            <h2 className="text-xl font-bold text-slate-900">{t(section.title)}</h2>
            <p className="mt-2 leading-relaxed">{t(section.text, params)}</p>
          </section>
        ))}
        <section className="mt-8 rounded-lg border border-slate-200 bg-slate-50 p-5">
          <h2 className="text-xl font-bold text-slate-900">{t('legal.contactTitle')}</h2>
          <p className="mt-2">{t('legal.contact', params)}</p>
        </section>
      </article>
    </>
  );
}
