import { useI18n } from '../../i18n/i18n-context.tsx';
import { LOCALES, LOCALE_NAMES } from '../../i18n/locales.ts';
import { Dropdown } from '../ui/dropdown.tsx';
import { Icon } from '../ui/icon.tsx';

/**
 * The language list: a plain form (not React Router's, so it posts to /language at the root
 * whatever the page's language) that answers with the same page in the chosen language, /te/…
 * or /hi/…, and remembers the choice. The whole page loads, with the new language's catalogue;
 * it works without JavaScript.
 */
export function LanguageMenu({
  currentPath,
  tone = 'dark',
}: {
  currentPath: string;
  tone?: 'dark' | 'light';
}) {
  const { locale, t } = useI18n();
  return (
    <Dropdown
      summary={
        <>
          <Icon
            d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-3a15.7 15.7 0 0 0-1.3-3.9A8 8 0 0 1 18.9 8ZM12 4a13.8 13.8 0 0 1 1.9 4h-3.8A13.8 13.8 0 0 1 12 4ZM4.3 14a8 8 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4H4.3Zm.8 2h3a15.7 15.7 0 0 0 1.3 3.9A8 8 0 0 1 5.1 16Zm3-8h-3a8 8 0 0 1 4.3-3.9A15.7 15.7 0 0 0 8.1 8ZM12 20a13.8 13.8 0 0 1-1.9-4h3.8A13.8 13.8 0 0 1 12 20Zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4Zm.3 5.9a15.7 15.7 0 0 0 1.3-3.9h3a8 8 0 0 1-4.3 3.9Zm1.7-5.9a16.5 16.5 0 0 0 0-4h3.4a8 8 0 0 1 0 4h-3.4Z"
            viewBox="0 0 24 24"
            className="size-4"
          />
          <span className="sr-only">{t('header.language')}: </span>
          <span lang={locale}>{LOCALE_NAMES[locale]}</span>
        </>
      }
      className={tone === 'dark' ? 'text-white' : 'text-slate-800'}
    >
      <form method="post" action="/language" aria-label={t('header.chooseLanguage')}>
        <input type="hidden" name="redirectTo" value={currentPath} />
        <ul>
          {LOCALES.map((code) => (
            <li key={code}>
              <button
                type="submit"
                name="locale"
                value={code}
                lang={code}
                aria-current={code === locale ? 'true' : undefined}
                className="block w-full px-4 py-2 text-left hover:bg-brand-50 aria-[current=true]:font-semibold"
              >
                {LOCALE_NAMES[code]}
              </button>
            </li>
          ))}
        </ul>
      </form>
    </Dropdown>
  );
}
