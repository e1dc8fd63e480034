import { Link } from 'react-router';
import { useT } from '../../i18n/i18n-context.tsx';
import { useRootData } from '../../lib/root-data.ts';
import { buildBreadcrumbJsonLd } from '../../lib/structured-data.ts';
import { JsonLd } from '../ui/json-ld.tsx';

export type Crumb = { label: string; to?: string };

/**
 * The shared breadcrumb header (spec §2): title, optional sub-header, trail of links and a
 * background image (the default banner unless a page gives its own).
 */
export function PageHeader({
  title,
  subtitle,
  crumbs = [],
  image = '/images/page-header.webp',
  lang,
  subtitleLang,
  titleIsName = false,
}: {
  title: string;
  subtitle?: string | undefined;
  crumbs?: Crumb[];
  image?: string;
  /**
   * The title's language when it is not the page's: 'en' for editorial content shown in English
   * on a Telugu or Hindi page, or the language a lister wrote a title in.
   */
  lang?: string | undefined;
  /** The same for the subtitle, when it is content rather than the page's own words. */
  subtitleLang?: string | undefined;
  /** The title is a person's name, written as they write it in every language. */
  titleIsName?: boolean;
}) {
  const t = useT();
  const trail: Crumb[] = [{ label: t('breadcrumb.home'), to: '/' }, ...crumbs];
  const root = useRootData();
  // The same trail for search engines (BreadcrumbList); the last step is this page.
  const here = root?.currentPath.split('?')[0] ?? '/';
  const structured = root
    ? buildBreadcrumbJsonLd(
        root.settings.siteUrl,
        trail.map((crumb, index) => ({
          name: crumb.label,
          path: index === trail.length - 1 ? here : (crumb.to ?? here),
        })),
      )
    : null;
  return (
    <div
      className="relative isolate bg-brand-900 bg-cover bg-center text-white"
      style={{ backgroundImage: `url(${image})` }}
    >
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-brand-900/75" />
      <div className="container-page py-12 sm:py-16">
        <h1
          lang={titleIsName ? undefined : lang}
          translate={titleIsName ? 'no' : undefined}
          className="text-3xl font-bold sm:text-4xl"
        >
          {title}
        </h1>
        {subtitle ? (
          <p lang={subtitleLang} className="mt-2 text-lg text-brand-100">
            {subtitle}
          </p>
        ) : null}
        <nav aria-label={t('breadcrumb.label')} className="mt-4 text-sm">
          <ol className="flex flex-wrap items-center gap-2">
            {trail.map((crumb, index) => {
              const last = index === trail.length - 1;
              return (
                <li key={`${crumb.label}-${index}`} className="flex items-center gap-2">
                  {crumb.to && !last ? (
                    <Link
                      to={crumb.to}
                      className="text-brand-100 underline-offset-4 hover:text-white hover:underline"
                    >
                      {crumb.label}
                    </Link>
                  ) : (
                    <span
                      aria-current={last ? 'page' : undefined}
                      lang={last && !titleIsName ? lang : undefined}
                      translate={last && titleIsName ? 'no' : undefined}
                    >
                      {crumb.label}
                    </span>
                  )}
                  {last ? null : <span aria-hidden="true">/</span>}
                </li>
              );
            })}
          </ol>
        </nav>
      </div>
      {structured && trail.length > 1 ? <JsonLd data={structured} /> : null}
    </div>
  );
}
