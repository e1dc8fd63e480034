import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '../../i18n/i18n-context.tsx';
import type { HistoryEvent } from './agency-data.ts';
import { tabAfterKey } from './tab-keys.ts';

function EventBody({ event }: { event: HistoryEvent }) {
  return (
    <>
      <h3 className="text-sm font-bold tracking-wide text-accent-700 uppercase">{event.year}</h3>
      <p lang={event.lang} className="mt-1 text-xl font-semibold text-slate-900">
        {event.title}
      </p>
      <p lang={event.lang} className="mt-3 leading-relaxed text-slate-700">
        {event.text}
      </p>
    </>
  );
}

/**
 * The agency's timeline as tabs, one per year (spec §2). Without JavaScript every year is
 * shown in order under its own heading; with it, the years become an accessible tab list
 * that answers the arrow keys, Home and End.
 */
export function HistoryTabs({ events }: { events: readonly HistoryEvent[] }) {
  const t = useT();
  const id = useId();
  const [enhanced, setEnhanced] = useState(false);
  const [selected, setSelected] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    setEnhanced(true);
  }, []);

  if (!enhanced) {
    return (
      <ol className="space-y-6 border-l-4 border-brand-200 pl-6">
        {events.map((event) => (
          <li key={event.id}>
            <EventBody event={event} />
          </li>
        ))}
      </ol>
    );
  }

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = tabAfterKey(event.key, index, events.length);
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    tabs.current[next]?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={t('history.tabsLabel')}
        className="flex flex-wrap gap-2 border-b border-slate-200 pb-3"
      >
        {events.map((event, index) => {
          const active = index === selected;
          return (
            <button
              key={event.id}
              ref={(el) => {
                tabs.current[index] = el;
              }}
              id={`${id}-tab-${index}`}
              type="button"
              role="tab"
              aria-selected={active}
              aria-controls={`${id}-panel-${index}`}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(index)}
              onKeyDown={(keyEvent) => onKeyDown(keyEvent, index)}
              className={
                active
                  ? 'min-h-11 rounded-md bg-brand-700 px-5 font-bold text-white'
                  : 'min-h-11 rounded-md border border-slate-300 bg-white px-5 font-semibold text-slate-800 hover:bg-brand-50'
              }
            >
              {event.year}
            </button>
          );
        })}
      </div>
      {events.map((event, index) => (
        <div
          key={event.id}
          id={`${id}-panel-${index}`}
          role="tabpanel"
          aria-labelledby={`${id}-tab-${index}`}
          hidden={index !== selected}
          tabIndex={0}
          className="mt-6 rounded-lg bg-white p-6 shadow-sm"
        >
          <EventBody event={event} />
        </div>
      ))}
    </div>
  );
}
