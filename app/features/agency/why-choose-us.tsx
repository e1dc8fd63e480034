import { useT } from '../../i18n/i18n-context.tsx';
import type { TitledItem } from './about-block.ts';

/** 'Why Choose Us' (spec §2, history page): the About block's reasons, as cards. */
export function WhyChooseUs({ items }: { items: readonly TitledItem[] }) {
  const t = useT();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="why-choose-us" className="bg-brand-50 py-14">
      <div className="container-page">
        <h2 id="why-choose-us" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('history.whyChooseUs')}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {items.map((item, index) => (
            <li key={item.title} className="rounded-lg bg-white p-6 shadow-sm">
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{item.title}</h3>
              <p className="mt-2 text-slate-700">{item.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
