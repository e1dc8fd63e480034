import type { Locale } from './locales.ts';
import { hasCatalogue, registerCatalogue, type Catalogue } from './translate.ts';

// The browser's catalogue: one chunk per language, fetched before the page hydrates
// (entry.client.tsx), so a Telugu page downloads Telugu texts only.

const LOADERS: Record<Locale, () => Promise<Catalogue>> = {
  en: () => import('./en.ts').then((module) => module.en),
  te: () => import('./te.ts').then((module) => module.te),
  hi: () => import('./hi.ts').then((module) => module.hi),
};

export async function loadCatalogue(locale: Locale): Promise<void> {
  if (!hasCatalogue(locale)) registerCatalogue(locale, await LOADERS[locale]());
}
