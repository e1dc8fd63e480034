import { PageHeader } from '../../components/layout/page-header.tsx';
import { useT } from '../../i18n/i18n-context.tsx';
import type { MessageKey } from '../../i18n/translate.ts';
import { useRootData } from '../../lib/root-data.ts';

type Page = 'terms' | 'privacy';
/** The sections a page's catalogue has: `terms.account.title` gives 'account'. */
type SectionOf<P extends Page> = MessageKey extends infer K
  ? K extends `${P}.${infer Name}.title`
    ? Name
    : never
  : never;

/**
 * A legal page from its catalogue keys (`{page}.heading`, `{page}.intro`, and a title and text
 * per section, in the given order), then how to reach us.
 */
export function LegalPage<P extends Page>({
  page,
  sections,
}: {
  page: P;
  sections: readonly SectionOf<P>[];
}) {
  const key = (suffix: string) => `${page}.${suffix}` as MessageKey;
  const heading = key('heading');
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
        <p className="mt-4 text-lg leading-relaxed">{t(key('intro'), params)}</p>
        {sections.map((section) => (
          <section key={section} className="mt-8">
            <h2 className="text-xl font-bold text-slate-900">{t(key(`${section}.title`))}</h2>
            <p className="mt-2 leading-relaxed">{t(key(`${section}.text`), params)}</p>
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
