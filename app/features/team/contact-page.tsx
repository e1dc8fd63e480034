import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/layout/page-header.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { textLang } from '../../i18n/text-lang.ts';
import type { SiteSettings } from '../../lib/site-settings.ts';
import type { InquiryResult } from '../inquiries/inquiry-result.ts';
import { mailtoHref, telHref } from '../../lib/contact-links.ts';
import { MAIL_ICON, OfficeCard, PHONE_ICON, PIN_ICON } from './office-card.tsx';
import type { OfficeInfo } from './offices.ts';
import { OfficesMap } from './offices-map.tsx';
import { QuoteForm } from './quote-form.tsx';

const LINK = 'font-medium text-brand-700 underline-offset-4 hover:underline';

function ContactCard({
  icon,
  title,
  children,
}: {
  icon: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon d={icon} viewBox="0 0 24 24" className="size-6" />
      </span>
      <div className="min-w-0">
        <h2 className="text-lg font-bold text-slate-900">{title}</h2>
        <div className="mt-1 text-slate-700">{children}</div>
      </div>
    </li>
  );
}

/**
 * /contact, 'Contact Us' (spec §2): the agency's email, phones and address, the 'Get A Quote'
 * form, and the offices on a map with their addresses listed beside it.
 */
export function ContactPage({
  settings,
  offices,
  quoteResult,
}: {
  settings: Pick<SiteSettings, 'email' | 'phones' | 'address'> | undefined;
  offices: readonly OfficeInfo[];
  quoteResult?: InquiryResult | undefined;
}) {
  const { t, locale } = useI18n();
  return (
    <>
      <PageHeader title={t('contact.heading')} crumbs={[{ label: t('contact.heading') }]} />
      <div className="bg-slate-50">
        <div className="container-page py-10 lg:py-14">
          {settings ? (
            <ul aria-label={t('contact.cards.label')} className="grid gap-4 md:grid-cols-3">
              <ContactCard icon={MAIL_ICON} title={t('contact.email')}>
                <a href={mailtoHref(settings.email)} className={`${LINK} break-all`}>
                  {settings.email}
                </a>
              </ContactCard>
              <ContactCard icon={PHONE_ICON} title={t('contact.phone')}>
                <ul>
                  {settings.phones.map((phone) => (
                    <li key={phone}>
                      <a href={telHref(phone)} className={LINK}>
                        {phone}
                      </a>
                    </li>
                  ))}
                </ul>
              </ContactCard>
              <ContactCard icon={PIN_ICON} title={t('contact.address')}>
                <address lang={textLang(settings.address, locale)} className="not-italic">
                  {settings.address}
                </address>
              </ContactCard>
            </ul>
          ) : null}

          <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]">
            <QuoteForm initialResult={quoteResult} />
            <section aria-labelledby="offices-heading" className="flex flex-col gap-4">
              <h2 id="offices-heading" className="text-2xl font-bold text-slate-900">
                {t('contact.offices.heading')}
              </h2>
              {offices.length > 0 ? (
                <OfficesMap offices={offices} className="aspect-[4/3]" />
              ) : null}
              <ul className="grid gap-4 sm:grid-cols-2">
                {offices.map((office) => (
                  <li key={office.id}>
                    <OfficeCard office={office} actions={false} />
                  </li>
                ))}
              </ul>
              <p>
                <Link to="/location" className={LINK}>
                  {t('contact.offices.all')}
                </Link>
              </p>
            </section>
          </div>
        </div>
      </div>
    </>
  );
}
