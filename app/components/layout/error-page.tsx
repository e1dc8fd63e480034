import { useI18n } from '../../i18n/i18n-context.tsx';
import { localizedPath } from '../../i18n/locales.ts';

/** What people see when the server failed: friendly, with a reference to quote to support. */
export function ErrorPage({
  requestId,
  forbidden = false,
}: {
  requestId?: string | undefined;
  /** A 403: the page exists but is not for this person (the back office for a user). */
  forbidden?: boolean;
}) {
  const { t, locale } = useI18n();
  return (
    <section className="container-page flex flex-col items-center py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900">
        {t(forbidden ? 'forbidden.title' : 'error.title')}
      </h1>
      <p className="mt-3 max-w-md text-slate-700">
        {t(forbidden ? 'forbidden.text' : 'error.text')}
      </p>
      {requestId ? (
        <p className="mt-2 text-sm text-slate-600">{t('error.reference', { id: requestId })}</p>
      ) : null}
      {/* A plain link: a full reload recovers from whatever broke client state. */}
      <a
        href={localizedPath(locale, '/')}
        className="mt-8 rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {t('error.back')}
      </a>
    </section>
  );
}
