import { Link } from 'react-router';
import { PageHeader } from '../../components/layout/page-header.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import {
  CARD_CLASS as CARD,
  CardSection,
  SectionHeading,
} from '../../components/ui/section-heading.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { useI18n, useT } from '../../i18n/i18n-context.tsx';
import type { PublicFormField } from '../inquiries/form-parts.tsx';
import { PublicForm } from '../inquiries/public-form.tsx';
import type { InquiryResult } from '../inquiries/inquiry-result.ts';
import { formatPrice } from '../listings/format.ts';
import { listingPath } from '../listing-details/listing-id.ts';
import { mediaUrl, pickWidth } from '../media/images.ts';
import type { VisitListProperty } from './compare.ts';
import type { VisitSummary } from './visit-result.ts';
import { MY_VISITS_PATH, TIME_SLOTS, trackingPath } from './visit-fields.ts';
import { useRootData } from '../../lib/root-data.ts';
import { VisitFacts } from './visit-summary.tsx';

export type CheckoutView =
  | { kind: 'done'; visit: VisitSummary }
  | { kind: 'rate-limited'; minutes: number }
  | {
      kind: 'form';
      items: VisitListProperty[];
      skipped: number;
      minDate: string;
      /** What the fields start with for a signed-in buyer. */
      defaults?: { name: string; phone: string } | undefined;
    };

function Confirmation({ visit }: { visit: VisitSummary }) {
  const t = useT();
  const signedIn = Boolean(useRootData()?.user);
  return (
    <section aria-labelledby="checkout-done" className={`${CARD} mx-auto max-w-2xl`}>
      <h2 id="checkout-done" className="text-2xl font-bold text-slate-900">
        {t('checkout.doneHeading')}
      </h2>
      <p className="mt-4 text-slate-700">{t('checkout.doneReference')}</p>
      <p className="mt-1 font-mono text-3xl font-extrabold tracking-wider text-brand-800">
        {visit.reference}
      </p>
      <p className="mt-3 text-slate-700">{t('checkout.doneKeep')}</p>
      <div className="mt-6">
        <VisitFacts visit={visit} />
      </div>
      <p className="mt-8 flex flex-wrap items-center gap-4">
        <Link to={trackingPath(visit.reference)} className={buttonClass()}>
          {t('checkout.track')}
        </Link>
        {signedIn ? (
          <Link to={MY_VISITS_PATH} className="font-semibold text-brand-700 underline">
            {t('checkout.toMyVisits')}
          </Link>
        ) : null}
        <Link to="/shop" className="font-semibold text-brand-700 underline">
          {t('checkout.browseMore')}
        </Link>
      </p>
    </section>
  );
}

function BookingForm({
  view,
  result,
}: {
  view: Extract<CheckoutView, { kind: 'form' }>;
  result: InquiryResult | undefined;
}) {
  const { t, locale } = useI18n();
  const fields: PublicFormField[] = [
    { name: 'name', kind: 'text', label: 'checkout.name', autoComplete: 'name' },
    { name: 'phone', kind: 'phone', label: 'checkout.phone', required: true },
    { name: 'email', kind: 'email', label: 'checkout.email', required: false },
    { name: 'preferredDate', kind: 'date', label: 'checkout.date', min: view.minDate },
    {
      name: 'timeSlot',
      kind: 'select',
      label: 'checkout.slot',
      placeholder: 'checkout.slotPlaceholder',
      options: TIME_SLOTS.map((slot) => ({ value: slot, label: `checkout.slot.${slot}` as const })),
    },
    {
      name: 'notes',
      kind: 'textarea',
      label: 'checkout.notes',
      placeholder: 'checkout.notesPlaceholder',
      required: false,
    },
  ];
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
      <CardSection headingId="checkout-list" heading={t('checkout.listHeading')}>
        <ul className="mt-4 divide-y divide-slate-100">
          {view.items.map((item) => (
            <li key={item.id} className="flex items-center gap-3 py-3">
              <img
                src={
                  item.cover
                    ? mediaUrl(item.cover.storageKey, pickWidth(item.cover.widths, 400))
                    : '/images/listing-fallback.svg'
                }
                width={96}
                height={64}
                alt=""
                loading="lazy"
                className="h-16 w-24 shrink-0 rounded-md object-cover"
              />
              <div className="min-w-0">
                <Link
                  to={listingPath(item.id)}
                  className="font-semibold leading-snug text-slate-900 hover:text-brand-700 hover:underline"
                >
                  {item.title}
                </Link>
                <p className="text-sm text-slate-600">
                  {item.areaName}, {item.cityName} ·{' '}
                  <span className="font-semibold text-brand-800">
                    {formatPrice(item.price, locale)}
                    {item.listingType === 'rent' ? t('listing.perMonth') : ''}
                  </span>
                </p>
              </div>
            </li>
          ))}
        </ul>
        {view.skipped > 0 ? (
          <p className="mt-3 text-sm text-amber-900">
            {t('checkout.skipped', { count: view.skipped })}
          </p>
        ) : null}
        <p className="mt-4">
          <Link to="/cart" className="font-semibold text-brand-700 underline">
            {t('checkout.editList')}
          </Link>
        </p>
      </CardSection>
      <section aria-labelledby="checkout-form" className={CARD}>
        <SectionHeading id="checkout-form" size="sm">
          {t('checkout.formHeading')}
        </SectionHeading>
        <p className="mt-1 text-slate-700">{t('checkout.formIntro')}</p>
        <div className="mt-4">
          <PublicForm
            action="/checkout"
            fields={fields}
            submit="checkout.submit"
            sending="checkout.sending"
            initialResult={result}
            defaults={view.defaults}
          />
        </div>
      </section>
    </div>
  );
}

/** /checkout: the booking form for the visit list, or the confirmation of a booking. */
export function CheckoutPage({
  view,
  result,
}: {
  view: CheckoutView;
  result: InquiryResult | undefined;
}) {
  const t = useT();
  return (
    <>
      <PageHeader
        title={t('checkout.heading')}
        crumbs={[{ label: t('visits.heading'), to: '/cart' }, { label: t('checkout.heading') }]}
      />
      <div className="container-page py-10">
        {view.kind === 'done' ? (
          <Confirmation visit={view.visit} />
        ) : view.kind === 'rate-limited' ? (
          <EmptyState
            text={
              view.minutes === 1
                ? t('checkout.confirmationRateLimitedOneMinute')
                : t('checkout.confirmationRateLimited', { minutes: view.minutes })
            }
            to="/order-tracking"
            linkText={t('checkout.track')}
          />
        ) : view.items.length === 0 ? (
          <EmptyState text={t('checkout.empty')} to="/shop" linkText={t('visits.browse')} />
        ) : (
          <BookingForm view={view} result={result} />
        )}
      </div>
    </>
  );
}
