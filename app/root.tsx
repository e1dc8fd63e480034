import { useEffect } from 'react';
import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { Route } from './+types/root';
import favicon from '../public/favicon.svg?raw';
import { SiteFooter } from './components/layout/site-footer.tsx';
import { NewsletterForm } from './features/newsletter/newsletter-form.tsx';
import { SiteHeader } from './components/layout/site-header.tsx';
import { ErrorPage } from './components/layout/error-page.tsx';
import { NotFoundPage } from './components/layout/not-found-page.tsx';
import { getUser, sessionMiddleware } from './features/accounts/auth.server.ts';
import { FlashMessage } from './components/layout/flash-message.tsx';
import {
  getSiteSettings,
  siteSettingsMiddleware,
} from './features/settings/site-settings.server.ts';
import { getLikedPropertyIds } from './features/likes/likes.server.ts';
import { getCompareIds } from './features/compare/compare.server.ts';
import { getVisitListIds } from './features/visits/visit-list.server.ts';
import { issueFormToken } from './features/inquiries/form-token.server.ts';
import { readFlash } from './lib/flash.server.ts';
import { I18nProvider } from './i18n/i18n-context.tsx';
import { currentPathOf } from './lib/redirect.ts';
import { getLocale } from './lib/locale.server.ts';
import { DEFAULT_LOCALE, isLocale } from './i18n/locales.ts';
import { loadCatalogue } from './i18n/load-catalogue.ts';
import { LanguageOffer } from './components/layout/language-offer.tsx';
import { pageMeta } from './lib/meta.ts';
import { JsonLd } from './components/ui/json-ld.tsx';
import { organizationJsonLd } from './features/seo/organization-json-ld.ts';
import { useRootData, type RootData } from './lib/root-data.ts';
import { loadWholeStylesheet, SiteStyles } from './lib/site-styles.tsx';
import { requestInfoContext } from './lib/request-context.ts';

// The site's icon (public/favicon.svg, 221 bytes) in the document itself: one request fewer on
// a phone's first view (issue 27). The file stays for the logo in structured data.
const ICON = `data:image/svg+xml,${encodeURIComponent(favicon)}`;

export const middleware: Route.MiddlewareFunction[] = [siteSettingsMiddleware, sessionMiddleware];

// A page hydrates with its own texts and its own part of the stylesheet only
// (entry.client.tsx, site-styles.tsx); the rest of its language and the whole stylesheet are
// fetched beside the first navigation's or form submission's request (which is not held
// back) and are there before what it brings renders.
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async (_args, next) => {
    const lang = document.documentElement.lang;
    const catalogue = loadCatalogue(isLocale(lang) ? lang : DEFAULT_LOCALE);
    const stylesheet = loadWholeStylesheet();
    const result = await next();
    await Promise.all([catalogue, stylesheet]);
    return result;
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const user = getUser(context);
  const { flash, clear } = readFlash(request);
  let requestId: string | undefined;
  try {
    ({ requestId } = context.get(requestInfoContext));
  } catch {
    requestId = undefined;
  }
  const rootData: RootData = {
    locale: getLocale(request),
    settings: getSiteSettings(),
    user: user ? { firstName: user.firstName, role: user.role } : null,
    likedPropertyIds: user ? await getLikedPropertyIds(user.id) : [],
    flash,
    requestId,
    formToken: issueFormToken(),
    visitListIds: await getVisitListIds(request, user),
    compareIds: getCompareIds(request),
    currentPath: currentPathOf(url),
  };
  return data(rootData, clear ? { headers: { 'Set-Cookie': clear } } : undefined);
}

// Pages set their own title and description; this one serves the error pages.
export const meta: Route.MetaFunction = ({ error, matches }) => {
  if (!error) return [];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  return pageMeta(
    matches,
    notFound
      ? { title: 'notFound.title', description: 'notFound.metaDescription' }
      : forbidden
        ? { title: 'forbidden.title', description: 'forbidden.text' }
        : { title: 'error.title', description: 'error.text' },
    [{ name: 'robots', content: 'noindex' }],
  );
};

export function shouldRevalidate({
  formAction,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formAction === '/newsletter') return false;
  return defaultShouldRevalidate;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRootData();
  const locale = data?.locale ?? DEFAULT_LOCALE;
  return (
    <html lang={locale} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b5d4b" />
        <link rel="icon" href={ICON} type="image/svg+xml" />
        <Meta />
        <SiteStyles />
        <Links />
      </head>
      <body className="min-h-screen bg-white text-slate-900 antialiased">
        <I18nProvider locale={locale}>
          {data ? (
            <SiteHeader
              settings={data.settings}
              user={data.user}
              currentPath={data.currentPath}
              visitCount={data.visitListIds.length}
              compareCount={data.compareIds.length}
            />
          ) : null}
          {data && locale === 'en' && data.currentPath ? (
            <LanguageOffer currentPath={data.currentPath} />
          ) : null}
          {data?.flash ? <FlashMessage flash={data.flash} /> : null}
          <main id="main-content" tabIndex={-1} className="outline-none">
            {children}
          </main>
          {data ? <SiteFooter settings={data.settings} newsletter={<NewsletterForm />} /> : null}
          {data ? <JsonLd data={organizationJsonLd(data.settings)} /> : null}
        </I18nProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // Marks the document once React runs, for tests that exercise what needs JavaScript (a
  // dialog over the page) rather than its no-JavaScript fallback (a link to a page).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRootData();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (isRouteErrorResponse(error) && error.status === 403) return <ErrorPage forbidden />;
  return <ErrorPage requestId={data?.requestId} />;
}
