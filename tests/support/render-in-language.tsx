import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { I18nProvider } from '../../app/i18n/i18n-context.tsx';
import type { Locale } from '../../app/i18n/locales.ts';
import { englishWordsIn } from '../../app/i18n/untranslated.ts';

// A screen's component rendered as the server renders it in one language, and the English
// words left in what people read or hear of it (issue 26).

/** `screen` as HTML, on a page at `path` (its links and forms need a router) in `locale`. */
export function renderIn(locale: Locale, screen: ReactNode, path = '/'): string {
  const Stub = createRoutesStub([
    { path: '*', Component: () => <I18nProvider locale={locale}>{screen}</I18nProvider> },
  ]);
  return renderToString(<Stub initialEntries={[path]} />);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'" };

/**
 * The text of `html` as the browser reads it (its elements' text joined as textContent joins
 * it), then the attributes people hear (aria-label, alt, placeholder, title).
 */
export function textOf(html: string): string {
  const heard = [...html.matchAll(/\s(?:aria-label|alt|placeholder|title)="([^"]*)"/g)].map(
    (match) => match[1],
  );
  return [html.replace(/<[^>]*>/g, ''), ...heard]
    .join(' ')
    .replace(/&(amp|lt|gt|quot|#x27);/g, (_, name: string) => ENTITIES[name] ?? '');
}

/** The English words of `html`'s text once each of the `allowed` texts is taken out. */
export function englishWordsOf(html: string, allowed: readonly string[] = []): string[] {
  let text = textOf(html);
  for (const quote of allowed) text = text.split(quote).join(' ');
  return englishWordsIn(text);
}
