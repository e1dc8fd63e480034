import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import {
  isAdminPath,
  loadAdminCatalogue,
  loadCatalogue,
  registerPageCatalogue,
} from './i18n/load-catalogue.ts';
import { DEFAULT_LOCALE, isLocale } from './i18n/locales.ts';

// React Router's own client entry, once the page's texts are there: the page was rendered on
// the server in `<html lang>`'s language and hydrates in the same one. A public page brings
// its own texts in the document (page-catalogue.server.ts); without them (the dev server) the
// language's whole catalogue is fetched first. A back-office page also needs the back
// office's words (a chunk no public page downloads).
const lang = document.documentElement.lang;
const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
const admin = isAdminPath(window.location.pathname);
void Promise.all([
  !admin && registerPageCatalogue(locale) ? null : loadCatalogue(locale),
  admin ? loadAdminCatalogue(locale) : null,
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
