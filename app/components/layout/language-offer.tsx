import { useEffect, useState } from 'react';
import { useT } from '../../i18n/i18n-context.tsx';
import {
  LOCALE_COOKIE,
  LOCALE_NAMES,
  isLocale,
  localizedPath,
  type Locale,
} from '../../i18n/locales.ts';

// An English page offers its Telugu or Hindi version to a reader who chose that language
// before (the language list's cookie) or whose browser puts it before English: a dismissible
// bar, never a redirect (issue 26). It appears only after the page has loaded, in the
// browser, so a shared cache keeps one English page for everyone. The offer is written in the
// language it offers, which the English page's catalogue does not hold: these few words live
// here, one line per language.

const OFFER: Record<Exclude<Locale, 'en'>, string> = {
  te: 'ఈ పేజీని తెలుగులో చదవండి',
  hi: 'यह पेज हिन्दी में पढ़ें',
};
const DISMISSED_KEY = 'nivasa_language_offer_dismissed';

/** The language to offer, if any: the remembered choice first, else the browser's preference. */
function wantedLocale(): Exclude<Locale, 'en'> | null {
  const cookie = document.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LOCALE_COOKIE)?.[1];
  if (isLocale(cookie)) return cookie === 'en' ? null : cookie;
  for (const language of navigator.languages ?? []) {
    const code = language.toLowerCase().split('-')[0];
    if (code === 'en') return null;
    if (code === 'te' || code === 'hi') return code;
  }
  return null;
}

export function LanguageOffer({ currentPath }: { currentPath: string }) {
  const t = useT();
  const [offer, setOffer] = useState<Exclude<Locale, 'en'> | null>(null);
  useEffect(() => {
    let dismissed = false;
    try {
      dismissed = localStorage.getItem(DISMISSED_KEY) === '1';
    } catch {
      dismissed = false;
    }
    if (!dismissed) setOffer(wantedLocale());
  }, []);
  if (!offer) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Private browsing: the bar comes back on the next page, nothing worse.
    }
    setOffer(null);
  };
  return (
    <aside
      aria-label={t('languageOffer.label')}
      className="border-b border-brand-200 bg-brand-50 text-brand-900"
    >
      <div className="container-page flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-2">
        {/* A whole page load: the other language's pages and texts are another catalogue. */}
        <a
          href={localizedPath(offer, currentPath)}
          lang={offer}
          hrefLang={offer}
          className="font-semibold underline underline-offset-2"
        >
          {OFFER[offer]} ({LOCALE_NAMES[offer]})
        </a>
        <button
          type="button"
          onClick={dismiss}
          className="min-h-11 rounded-md px-3 text-sm font-medium hover:bg-brand-100"
        >
          {t('languageOffer.dismiss')}
        </button>
      </div>
    </aside>
  );
}
