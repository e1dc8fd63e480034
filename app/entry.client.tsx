import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadCatalogue } from './i18n/load-catalogue.ts';
import { DEFAULT_LOCALE, isLocale } from './i18n/locales.ts';

// React Router's own client entry, after the page's language catalogue has arrived: the page
// was rendered on the server in `<html lang>`'s language and hydrates in the same one.
const lang = document.documentElement.lang;
void loadCatalogue(isLocale(lang) ? lang : DEFAULT_LOCALE).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
