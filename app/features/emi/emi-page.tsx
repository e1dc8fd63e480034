import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { PageHeader } from '../../components/layout/page-header.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/field.tsx';
import { CARD_CLASS, CardSection } from '../../components/ui/section-heading.tsx';
import { formatNumber } from '../../i18n/format.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import type { Locale } from '../../i18n/locales.ts';
import { textLang } from '../../i18n/text-lang.ts';
import type { Translate } from '../../i18n/translate.ts';
import { ListingLine } from '../listing-details/listing-line.tsx';
import { formatPrice, formatRupees } from '../listings/format.ts';
import { MAX_YEARS, type EmiField, type EmiPageData } from './emi-fields.ts';
import type { LoanPlan, LoanYear } from './loan.ts';

// The EMI and buying-costs page (issue 28): the form, the loan worked out, a chart of it year
// by year with the same figures as a table, and what registering the purchase costs.

/** Lakh and crore first, the exact rupees beside them. */
function Amount({ rupees, locale }: { rupees: number; locale: Locale }) {
  const short = formatPrice(rupees, locale);
  const exact = formatRupees(rupees);
  return (
    <>
      {short}
      {short === exact ? null : (
        <span className="text-sm font-normal text-slate-600"> ({exact})</span>
      )}
    </>
  );
}

export function EmiPage({ data }: { data: EmiPageData }) {
  const { t, locale } = useI18n();
  const { listing, inputs, errors, plan } = data;
  const error = (field: EmiField) => {
    const found = errors[field];
    return found ? t(found.key, found.params) : undefined;
  };
  const field = (name: EmiField) => ({
    name,
    defaultValue: inputs[name],
    error: error(name),
    autoComplete: 'off',
  });

  return (
    <>
      <PageHeader
        title={t('emi.heading')}
        crumbs={[
          { label: t('details.breadcrumbProperties'), to: '/shop' },
          { label: t('emi.heading') },
        ]}
      />
      <div className="bg-slate-50 pb-16">
        <div className="container-page pt-6 lg:pt-8">
          <ListingLine listing={listing} />

          <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
            <section aria-labelledby="emi-form" className={CARD_CLASS}>
              <h2 id="emi-form" className="text-xl font-bold text-slate-900">
                {t('emi.form.heading')}
              </h2>
              <Form
                // Another address (back, or a shared link) shows its own figures.
                key={JSON.stringify(inputs)}
                method="get"
                preventScrollReset
                className="mt-4 flex flex-col gap-4"
                noValidate
              >
                <TextField
                  label={t('emi.field.down')}
                  hint={t('emi.field.downHint')}
                  inputMode="decimal"
                  {...field('down')}
                />
                <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
                  <TextField label={t('emi.field.rate')} inputMode="decimal" {...field('rate')} />
                  <TextField
                    label={t('emi.field.years')}
                    hint={t('emi.field.yearsHint', { max: MAX_YEARS })}
                    inputMode="numeric"
                    {...field('years')}
                  />
                </div>
                <fieldset className="rounded-lg border border-slate-200 p-3">
                  <legend className="px-1 font-semibold text-slate-900">
                    {t('emi.prepay.legend')}
                  </legend>
                  <p className="text-sm text-slate-600">{t('emi.prepay.hint')}</p>
                  <div className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
                    <TextField
                      label={t('emi.field.prepay')}
                      inputMode="decimal"
                      {...field('prepay')}
                    />
                    <TextField
                      label={t('emi.field.prepayYear')}
                      inputMode="numeric"
                      {...field('prepayYear')}
                    />
                  </div>
                </fieldset>
                <fieldset className="rounded-lg border border-slate-200 p-3">
                  <legend className="px-1 font-semibold text-slate-900">
                    {t('emi.rise.legend')}
                  </legend>
                  <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
                    <TextField label={t('emi.field.rise')} inputMode="decimal" {...field('rise')} />
                    <TextField
                      label={t('emi.field.riseYear')}
                      inputMode="numeric"
                      {...field('riseYear')}
                    />
                  </div>
                  <fieldset className="mt-3">
                    <legend className="text-sm font-medium text-slate-900">
                      {t('emi.keep.legend')}
                    </legend>
                    {(['emi', 'tenure'] as const).map((keep) => (
                      <label key={keep} className="mt-2 flex items-start gap-2 text-slate-800">
                        <input
                          type="radio"
                          name="keep"
                          value={keep}
                          defaultChecked={inputs.keep === keep}
                          className="mt-1 size-4 accent-brand-700"
                        />
                        {t(keep === 'emi' ? 'emi.keep.emi' : 'emi.keep.tenure')}
                      </label>
                    ))}
                  </fieldset>
                </fieldset>
                <Button>{t('emi.submit')}</Button>
                <p className="text-sm text-slate-600">{t('emi.share')}</p>
              </Form>
            </section>

            <section aria-labelledby="emi-result" className={CARD_CLASS}>
              <h2 id="emi-result" className="text-xl font-bold text-slate-900">
                {t('emi.result.heading')}
              </h2>
              {plan ? (
                <LoanResult plan={plan} data={data} t={t} locale={locale} />
              ) : (
                <p role="alert" className="mt-3 font-medium text-red-700">
                  {t('emi.fixErrors')}
                </p>
              )}
            </section>
          </div>

          {plan && !plan.neverRepaid && plan.years.length > 0 ? (
            <CardSection headingId="emi-years" heading={t('emi.chart.heading')} className="mt-6">
              <YearChart years={plan.years} t={t} locale={locale} />
              <YearTable years={plan.years} t={t} />
            </CardSection>
          ) : null}

          <BuyingCostsCard data={data} t={t} locale={locale} />
        </div>
      </div>
    </>
  );
}

function LoanResult({
  plan,
  data,
  t,
  locale,
}: {
  plan: LoanPlan;
  data: EmiPageData;
  t: Translate;
  locale: Locale;
}) {
  // A loan that is never repaid has no totals to give: only the warning says what happens.
  const rows: [string, ReactNode][] = [
    [t('emi.result.loan'), <Amount key="loan" rupees={data.loan} locale={locale} />],
  ];
  if (!plan.neverRepaid) {
    rows.push(
      [
        t('emi.result.interest'),
        <Amount key="interest" rupees={plan.totalInterest} locale={locale} />,
      ],
      [t('emi.result.total'), <Amount key="total" rupees={plan.totalPaid} locale={locale} />],
    );
  }
  if (plan.months !== null) {
    rows.push([t('emi.result.instalments'), formatNumber(plan.months, locale)]);
  }
  return (
    <>
      <p className="mt-3 text-sm text-slate-600">{t('emi.result.emi')}</p>
      <p
        className="text-4xl font-extrabold text-brand-800"
        data-testid="emi-amount"
        // Told when new figures are worked out without a page load.
        aria-live="polite"
      >
        {formatRupees(plan.emi)}
      </p>
      <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {plan.emiAfterRise !== null && data.rise ? (
        <p className="mt-4 font-medium text-slate-900">
          {t('emi.result.emiAfterRise', {
            year: formatNumber(data.rise.year, locale),
            amount: formatRupees(plan.emiAfterRise),
          })}
        </p>
      ) : null}
      {data.savings ? (
        <p className="mt-4 font-medium text-slate-900">
          {data.savings.kind === 'sooner'
            ? t('emi.result.sooner', {
                count: formatNumber(data.savings.instalments, locale),
                amount: formatRupees(data.savings.interest),
              })
            : t('emi.result.longer', { count: formatNumber(data.savings.instalments, locale) })}
        </p>
      ) : null}
      {plan.neverRepaid && plan.uncoveredInterest !== null ? (
        <p
          role="alert"
          className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 font-medium text-amber-900"
        >
          {t('emi.warning.neverRepaid', {
            rate: formatNumber(data.rise?.ratePercent ?? 0, locale),
            emi: formatRupees(plan.emi),
            interest: formatRupees(plan.uncoveredInterest),
          })}
        </p>
      ) : null}
    </>
  );
}

const CHART = { width: 400, height: 180, top: 4, bottom: 1 } as const;

/** Each year's principal, prepayment and interest as a stacked bar (the table says the same). */
function YearChart({ years, t, locale }: { years: LoanYear[]; t: Translate; locale: Locale }) {
  const most = Math.max(...years.map((y) => y.principal + y.prepaid + y.interest), 1);
  const plotHeight = CHART.height - CHART.top - CHART.bottom;
  const slot = CHART.width / years.length;
  const bar = Math.max(1, slot * 0.7);
  const scale = (rupees: number) => (rupees / most) * plotHeight;
  // A year's label under every bar when they fit, else every fifth.
  const every = years.length <= 12 ? 1 : 5;
  const parts = [
    {
      key: 'principal',
      label: t('emi.chart.principal'),
      fill: 'fill-brand-700',
      swatch: 'bg-brand-700',
    },
    {
      key: 'prepaid',
      label: t('emi.chart.prepaid'),
      fill: 'fill-emerald-500',
      swatch: 'bg-emerald-500',
    },
    {
      key: 'interest',
      label: t('emi.chart.interest'),
      fill: 'fill-accent-400',
      swatch: 'bg-accent-400',
    },
  ] as const;
  const shown = parts.filter((part) => part.key !== 'prepaid' || years.some((y) => y.prepaid > 0));
  return (
    <div className="mt-4">
      <p className="text-sm text-slate-600">
        {t('emi.chart.top', { amount: formatPrice(most, locale) })}
      </p>
      <svg
        aria-hidden="true"
        viewBox={`0 0 ${CHART.width} ${CHART.height}`}
        className="mt-2 h-auto w-full max-w-3xl"
      >
        <line
          x1="0"
          x2={CHART.width}
          y1={CHART.height - CHART.bottom}
          y2={CHART.height - CHART.bottom}
          className="stroke-slate-300"
        />
        {years.map((year, i) => {
          const x = i * slot + (slot - bar) / 2;
          let y = CHART.height - CHART.bottom;
          return (
            <g key={year.year}>
              {shown.map((part) => {
                const h = scale(year[part.key]);
                y -= h;
                return h > 0 ? (
                  <rect key={part.key} x={x} y={y} width={bar} height={h} className={part.fill} />
                ) : null;
              })}
            </g>
          );
        })}
      </svg>
      {/* The years under the bars, as text that stays readable at any width. */}
      <div aria-hidden="true" className="relative h-5 w-full max-w-3xl text-xs text-slate-700">
        {years.map((year, i) =>
          year.year === 1 || year.year % every === 0 ? (
            <span
              key={year.year}
              className="absolute -translate-x-1/2"
              style={{ left: `${((i + 0.5) / years.length) * 100}%` }}
            >
              {formatNumber(year.year, locale)}
            </span>
          ) : null,
        )}
      </div>
      <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
        {shown.map((part) => (
          <li key={part.key} className="flex items-center gap-2">
            <span aria-hidden="true" className={`inline-block size-3 rounded-sm ${part.swatch}`} />
            {part.label}
          </li>
        ))}
      </ul>
    </div>
  );
}

function YearTable({ years, t }: { years: LoanYear[]; t: Translate }) {
  const prepaid = years.some((y) => y.prepaid > 0);
  return (
    // A scrollable region takes focus so keyboard users can scroll it (WCAG 2.1.1).
    <>
      <p className="mt-6 font-semibold text-slate-900">{t('emi.table.caption')}</p>
      <div
        className="mt-2 max-h-96 overflow-auto rounded-lg border border-slate-200"
        role="region"
        aria-label={t('emi.table.caption')}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        <table className="w-full whitespace-nowrap text-right text-sm">
          <caption className="sr-only">{t('emi.table.caption')}</caption>
          <thead className="sticky top-0 bg-slate-100 text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2 text-left">
                {t('emi.table.year')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('emi.chart.principal')}
              </th>
              {prepaid ? (
                <th scope="col" className="px-3 py-2">
                  {t('emi.chart.prepaid')}
                </th>
              ) : null}
              <th scope="col" className="px-3 py-2">
                {t('emi.chart.interest')}
              </th>
              <th scope="col" className="px-3 py-2">
                {t('emi.table.balance')}
              </th>
            </tr>
          </thead>
          <tbody>
            {years.map((year) => (
              <tr key={year.year} className="border-t border-slate-200">
                <th scope="row" className="px-3 py-1.5 text-left font-medium">
                  {year.year}
                </th>
                <td className="px-3 py-1.5">{formatRupees(Math.round(year.principal))}</td>
                {prepaid ? (
                  <td className="px-3 py-1.5">{formatRupees(Math.round(year.prepaid))}</td>
                ) : null}
                <td className="px-3 py-1.5">{formatRupees(Math.round(year.interest))}</td>
                <td className="px-3 py-1.5">{formatRupees(Math.round(year.balance))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function BuyingCostsCard({ data, t, locale }: { data: EmiPageData; t: Translate; locale: Locale }) {
  const { costs, rates } = data;
  const percent = (value: number) => formatNumber(value, locale);
  const rows: [string, number, boolean?][] = [
    [t('emi.costs.price'), data.listing.price],
    [t('emi.costs.stampDuty', { percent: percent(rates.stampDutyPercent) }), costs.stampDuty],
    [
      t('emi.costs.transferDuty', { percent: percent(rates.transferDutyPercent) }),
      costs.transferDuty,
    ],
    [
      t('emi.costs.registrationFee', { percent: percent(rates.registrationFeePercent) }),
      costs.registrationFee,
    ],
    [t('emi.costs.charges'), costs.charges, true],
    [t('emi.costs.total'), costs.total, true],
  ];
  if (data.cashNeeded !== null) rows.push([t('emi.costs.cash'), data.cashNeeded, true]);
  return (
    <CardSection headingId="emi-costs" heading={t('emi.costs.heading')} className="mt-6">
      <dl className="mt-4 divide-y divide-slate-200">
        {rows.map(([label, rupees, strong]) => (
          <div key={label} className="flex flex-wrap items-baseline justify-between gap-x-4 py-2">
            <dt className={strong ? 'font-semibold text-slate-900' : 'text-slate-700'}>{label}</dt>
            <dd className={strong ? 'font-bold text-slate-900' : 'font-medium text-slate-900'}>
              <Amount rupees={rupees} locale={locale} />
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-slate-600">{t('emi.costs.note')}</p>
      <p className="mt-2 text-sm text-slate-700">
        {t('emi.costs.source')}:{' '}
        <a
          href={rates.sourceUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-brand-700 underline"
        >
          <span lang={textLang(rates.source, locale)}>{rates.source}</span>
        </a>
      </p>
    </CardSection>
  );
}
