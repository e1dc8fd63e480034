import type { Locale } from './locales.ts';
import {
  hasCatalogue,
  registerCatalogue,
  type AdminCatalogue,
  type Catalogue,
  type PageCatalogue,
} from './translate.ts';

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

/**
 * The texts the server put in the page for its own scripts (page-catalogue.server.ts), if it
 * did and in this language: enough to hydrate it. Whether it did.
 */
export function registerPageCatalogue(locale: Locale): boolean {
  const block = document.getElementById('page-catalogue');
  if (!block?.textContent || block.dataset.locale !== locale) return false;
  registerCatalogue(locale, JSON.parse(block.textContent) as PageCatalogue, 'page');
  return true;
}

// The back office's words: a chunk per language of their own, loaded on its pages only.
const ADMIN_LOADERS: Record<Locale, () => Promise<AdminCatalogue>> = {
  en: () => import('./admin/admin-en.ts').then((module) => module.adminEn),
  te: () => import('./admin/admin-te.ts').then((module) => module.adminTe),
  hi: () => import('./admin/admin-hi.ts').then((module) => module.adminHi),
};

export async function loadAdminCatalogue(locale: Locale): Promise<void> {
  if (!hasCatalogue(locale, 'admin')) {
    registerCatalogue(locale, await ADMIN_LOADERS[locale](), 'admin');
  }
}

/** Whether a path is the back office's, in any language ('/admin…', '/te/admin…'). */
export function isAdminPath(pathname: string): boolean {
  return /^(?:\/(?:te|hi))?\/admin(?:\/|$)/.test(pathname);
}
