import { Icon } from '../../components/ui/icon.tsx';
import type { FaqItem } from './agency-data.ts';

/** The question open on arrival (spec §2: the second). */
const OPEN_BY_DEFAULT = 1;

/**
 * The questions as native disclosure widgets: they open and close without JavaScript, by
 * keyboard, and are announced as expandable by screen readers.
 */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
      {items.map((item, index) => (
        <details key={item.id} lang={item.lang} open={index === OPEN_BY_DEFAULT} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-lg font-semibold text-slate-900 hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
            <span>{item.question}</span>
            <Icon
              className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180 motion-reduce:transition-none"
              d="M4.3 7.3a1 1 0 0 1 1.4 0L10 11.6l4.3-4.3a1 1 0 1 1 1.4 1.4l-5 5a1 1 0 0 1-1.4 0l-5-5a1 1 0 0 1 0-1.4Z"
            />
          </summary>
          <p className="px-5 pb-5 leading-relaxed text-slate-700">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
