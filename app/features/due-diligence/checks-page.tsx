import { PageHeader } from '../../components/layout/page-header.tsx';
import { CARD_CLASS } from '../../components/ui/section-heading.tsx';
import { formatNumber } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { textLang } from '../../i18n/text-lang.ts';
import type { MessageKey } from '../../i18n/translate.ts';
import { ListingLine } from '../listing-details/listing-line.tsx';
import type { CheckId } from './checks.ts';
import type { ChecksPageData } from './checks.server.ts';

// A sale listing's due-diligence pack (issue 28): each check, what it shows, the official site
// it is made on and the listing's numbers to enter there; the warning about tokens first.

const TEXTS: Record<CheckId, { title: MessageKey; what: MessageKey; how: MessageKey }> = {
  ec: { title: 'checks.ec.title', what: 'checks.ec.what', how: 'checks.ec.how' },
  adangal: {
    title: 'checks.adangal.title',
    what: 'checks.adangal.what',
    how: 'checks.adangal.how',
  },
  rera: { title: 'checks.rera.title', what: 'checks.rera.what', how: 'checks.rera.how' },
  layout: { title: 'checks.layout.title', what: 'checks.layout.what', how: 'checks.layout.how' },
  prohibited: {
    title: 'checks.prohibited.title',
    what: 'checks.prohibited.what',
    how: 'checks.prohibited.how',
  },
};

export function ChecksPage({ data }: { data: ChecksPageData }) {
  const { t, locale } = useI18n();
  const { listing, checks } = data;
  const authority = listing.approvalAuthority
    ? t(`details.approval.${listing.approvalAuthority}` as MessageKey)
    : t('checks.authorityUnknown');
  return (
    <>
      <PageHeader
        title={t('checks.heading')}
        crumbs={[
          { label: t('details.breadcrumbProperties'), to: '/shop' },
          { label: t('checks.heading') },
        ]}
      />
      <div className="bg-slate-50 pb-16">
        <div className="container-page max-w-4xl pt-6 lg:pt-8">
          <ListingLine listing={listing} />
          <p className="mt-4 rounded-lg border-2 border-red-300 bg-red-50 px-4 py-3 font-bold text-red-900">
            {t('checks.warning')}
          </p>
          <p className="mt-4 text-slate-700">{t('checks.intro')}</p>

          <ol className="mt-6 flex flex-col gap-5">
            {checks.map((check, i) => {
              const texts = TEXTS[check.id];
              const headingId = `check-${check.id}`;
              return (
                <li key={check.id}>
                  <section aria-labelledby={headingId} className={CARD_CLASS}>
                    <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
                      {t('checks.step', { step: formatNumber(i + 1, locale) })}
                    </p>
                    <h2 id={headingId} className="text-xl font-bold text-slate-900">
                      {t(texts.title)}
                    </h2>
                    <p className="mt-2 text-slate-800">{t(texts.what, { authority })}</p>
                    <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
                      <dt className="text-sm text-slate-600">{t('checks.where')}</dt>
                      <dd>
                        <a
                          href={check.site.url}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="font-semibold text-brand-700 underline"
                        >
                          <span lang="en">{check.site.name}</span>
                        </a>{' '}
                        <span lang="en" className="text-sm text-slate-600">
                          ({new URL(check.site.url).host})
                        </span>
                        <p className="mt-1 text-slate-800">{t(texts.how)}</p>
                      </dd>
                      {check.given.length > 0 ? (
                        <>
                          <dt className="text-sm text-slate-600">{t('checks.enter')}</dt>
                          <dd>
                            <ul className="flex flex-col gap-1">
                              {check.given.map((given) => (
                                <li key={given.label}>
                                  <span className="text-slate-700">{t(given.label)}: </span>
                                  <span
                                    lang={textLang(given.value, locale)}
                                    className="break-words font-semibold text-slate-900"
                                  >
                                    {given.value}
                                  </span>
                                </li>
                              ))}
                            </ul>
                          </dd>
                        </>
                      ) : null}
                    </dl>
                    {check.missing ? (
                      <p className="mt-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-2 text-amber-900">
                        {t(check.missing)}
                      </p>
                    ) : null}
                  </section>
                </li>
              );
            })}
          </ol>
        </div>
      </div>
    </>
  );
}
