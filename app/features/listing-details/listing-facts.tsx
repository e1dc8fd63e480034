import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n-context.tsx';
import { factText } from './fact-text.ts';
import type { Fact, FactId, PriceHistoryRow, TrustItem } from './listing-display.ts';
import { Icon } from '../../components/ui/icon.tsx';

const ICON_PATHS: Partial<Record<FactId, ReactNode>> = {
  bhk: (
    <path d="M3 18v-6a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v6M3 18h18M3 18v2m18-2v2M6 10V7a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v3m0 0V7a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v3" />
  ),
  bathrooms: (
    <path d="M4 12h16v2a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5v-2Zm2 0V6a2 2 0 0 1 3.6-1.2M7 19l-1 2m11-2 1 2" />
  ),
  builtUpArea: <path d="M4 4h16v16H4zM4 9h5M15 20v-5h5" />,
  carpetArea: <path d="M4 6h16v12H4zM8 6v12M16 6v12" />,
  totalArea: <path d="M4 4h16v16H4zM4 4l16 16" />,
  furnishing: (
    <path d="M5 11V8a3 3 0 0 1 3-3h8a3 3 0 0 1 3 3v3M3 13a2 2 0 0 1 4 0v2h10v-2a2 2 0 0 1 4 0v5H3v-5Zm2 5v2m14-2v2" />
  ),
  facing: <path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm3.5 5.5-2 5-5 2 2-5 5-2Z" />,
  roadWidth: <path d="M8 3 5 21M16 3l3 18M12 4v3m0 4v3m0 4v2" />,
  possessionStatus: (
    <path d="M8 14a4 4 0 1 1 3.5-6H21v3h-2v3h-3v-3h-4.5A4 4 0 0 1 8 14Zm0-2.5v.01" />
  ),
};

function FactIcon({ id }: { id: FactId }) {
  const path = ICON_PATHS[id];
  if (!path) return null;
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="absolute left-3 top-1/2 size-5 -translate-y-1/2 text-brand-600 sm:left-4 sm:size-6"
    >
      {path}
    </svg>
  );
}

/** The bar of key facts under the photos (BHK, bathrooms, areas…). */
export function KeyFactsBar({ facts }: { facts: Fact[] }) {
  const t = useT();
  if (facts.length === 0) return null;
  return (
    <div>
      <h2 className="sr-only">{t('details.keyFacts')}</h2>
      <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-xl border border-slate-200 bg-slate-200 sm:auto-cols-fr sm:grid-flow-col sm:grid-cols-none">
        {facts.map((fact) => (
          <div
            key={fact.id}
            className="relative bg-white py-3 pl-10 pr-2 odd:last:col-span-2 sm:pl-14 sm:pr-4 sm:odd:last:col-span-1"
          >
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">
              <FactIcon id={fact.id} />
              {t(fact.label)}
            </dt>
            <dd className="break-words text-[15px] font-semibold text-slate-900 first-letter:uppercase sm:text-base">
              {factText(t, fact.value)}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * Every field that has a value, as a two- or three-column list of label and value; also the
 * price history, whose labels are dates (PriceHistoryRow).
 */
export function FactsGrid({ facts }: { facts: (Fact | PriceHistoryRow)[] }) {
  const t = useT();
  return (
    <dl className="grid gap-x-8 sm:grid-cols-2 xl:grid-cols-3">
      {facts.map((fact) => (
        <div
          key={fact.id}
          data-fact={fact.id}
          className="flex items-baseline justify-between gap-4 border-b border-slate-100 py-3 sm:block"
        >
          <dt className="min-w-0 text-sm text-slate-600">
            {typeof fact.label === 'string' ? t(fact.label) : fact.label.text}
          </dt>
          <dd className="min-w-0 break-words text-right font-semibold text-slate-900 first-letter:uppercase sm:mt-0.5 sm:text-left">
            {factText(t, fact.value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** RERA number and plot approval, with the reminder that listings are not verified (spec FAQ). */
export function TrustBlock({ items, headingId }: { items: TrustItem[]; headingId: string }) {
  const t = useT();
  if (items.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-emerald-200 bg-emerald-50/60 p-5 sm:p-6"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-bold text-slate-900">
        <Icon
          d="M12 3 4.5 6v5.5c0 4.6 3.2 8.4 7.5 9.5 4.3-1.1 7.5-4.9 7.5-9.5V6L12 3Zm-3.5 9 2.5 2.5 4.5-5"
          viewBox="0 0 24 24"
          className="size-6 text-brand-700"
          stroke="1.75"
          strokeLinejoin="round"
        />
        {t('details.trust.heading')}
      </h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        {items.map((item) => (
          <div key={item.id}>
            <dt className="text-sm text-slate-700">{t(item.label)}</dt>
            <dd className="break-words font-semibold text-slate-900 first-letter:uppercase">
              {factText(t, item.value)}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-slate-700">{t('details.trust.note')}</p>
    </section>
  );
}
