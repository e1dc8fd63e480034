import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { isAdminPath, loadAdminCatalogue, loadCatalogue } from './i18n/load-catalogue.ts';
import { DEFAULT_LOCALE, isLocale } from './i18n/locales.ts';

// React Router's own client entry, after the page's language catalogue has arrived: the page
// was rendered on the server in `<html lang>`'s language and hydrates in the same one.
// A back-office page also needs the back office's words (a chunk no public page downloads).
const lang = document.documentElement.lang;
const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
void Promise.all([
  loadCatalogue(locale),
  isAdminPath(window.location.pathname) ? loadAdminCatalogue(locale) : null,
]).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
