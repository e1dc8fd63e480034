import { Link } from 'react-router';
import { useT } from '../../i18n/i18n-context.tsx';

/** 'Page Not Found' with a way back home: for /404 and every URL nothing answers. */
export function NotFoundPage() {
  const t = useT();
  return (
    <section className="container-page flex flex-col items-center py-20 text-center">
      <p aria-hidden="true" className="text-7xl font-extrabold text-brand-200 sm:text-9xl">
        {t('notFound.heading')}
      </p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{t('notFound.title')}</h1>
      <p className="mt-3 max-w-md text-slate-700">{t('notFound.text')}</p>
      <Link
        to="/"
        className="mt-8 rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {t('notFound.back')}
      </Link>
    </section>
  );
}
