import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import {
  isRouteErrorResponse,
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
} from 'react-router';
import './i18n/catalogues.server.ts';
import { DEFAULT_LOCALE, isLocale } from './i18n/locales.ts';
import { noteRenderedKeys, withPageCatalogue } from './i18n/page-catalogue.server.ts';
import { confirmDatabaseDown, databaseFailureOf } from './lib/database-availability.server.ts';
import { deferHydration } from './lib/defer-hydration.server.ts';
import { getLogger } from './lib/logger.server.ts';
import { requestInfoContext, type RequestInfo } from './lib/request-context.ts';
import { SiteStylesContext } from './lib/site-styles.tsx';
import { siteStyles } from './lib/site-styles.server.ts';

export const streamTimeout = 5_000;

// Pages are rendered whole (onAllReady): they hold no deferred data, and a whole document lets
// the status code reflect errors met while rendering.
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // A page that failed for want of the database says so: 503, try again shortly.
  const databaseFailure = requestInfoOf(loadContext)?.databaseFailure;
  if (databaseFailure && responseStatusCode >= 500) {
    responseStatusCode = 503;
    responseHeaders.set('Retry-After', '10');
  }
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    // The response's CSP nonce (server/content-security-policy.ts) on every inline script.
    const nonce = cspNonceOf(loadContext);
    // The keys this page translates while it renders, for its catalogue (page-catalogue.server.ts).
    const renderedKeys = new Set<string>();
    const rootData = routerContext.staticHandlerContext.loaderData.root as
      { locale?: unknown } | undefined;
    const locale = isLocale(rootData?.locale) ? rootData.locale : DEFAULT_LOCALE;
    const { pipe, abort } = noteRenderedKeys(renderedKeys, () =>
      renderToPipeableStream(
        <SiteStylesContext value={siteStyles}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </SiteStylesContext>,
        {
          nonce,
          onAllReady() {
            // The whole document, then its scripts deferred past the page's load
            // (defer-hydration.server.ts).
            const chunks: Buffer[] = [];
            const body = new Writable({
              write(chunk: Buffer, _encoding, callback) {
                chunks.push(chunk);
                callback();
              },
              final(callback) {
                clearTimeout(timeoutId);
                timeoutId = undefined;
                responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
                resolve(
                  new Response(
                    deferHydration(
                      withPageCatalogue(
                        Buffer.concat(chunks).toString('utf8'),
                        routerContext,
                        locale,
                        renderedKeys,
                      ),
                    ),
                    {
                      headers: responseHeaders,
                      status: responseStatusCode,
                    },
                  ),
                );
                callback();
              },
            });
            pipe(body);
          },
          onShellError(error: unknown) {
            reject(error);
          },
          onError() {
            responseStatusCode = 500;
          },
        },
      ),
    );
  });
}

function requestInfoOf(context: Readonly<RouterContextProvider>): RequestInfo | undefined {
  try {
    return context.get(requestInfoContext);
  } catch {
    return undefined; // outside our Express app (tests)
  }
}

function cspNonceOf(context: RouterContextProvider): string | undefined {
  // Outside our Express app (tests): no policy, no nonce.
  return requestInfoOf(context)?.cspNonce || undefined;
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  // React Router's own 4xx answers (a POST to a page without an action: 405) are the client's
  // mistake, not the server's: the request log line has the status; no error line for them.
  if (isRouteErrorResponse(error) && error.status < 500) return;
  const info = requestInfoOf(context);
  // Outside a request from our Express app (tests): the root logger will do.
  const logger = info?.logger ?? getLogger();
  const databaseFailure = databaseFailureOf(error);
  if (databaseFailure) {
    if (info) info.databaseFailure = databaseFailure;
    // Unreachable (once a ping confirms it): from now on every page gets the 503 at once,
    // until the probe sees the database again.
    if (databaseFailure === 'unavailable') void confirmDatabaseDown(error);
  }
  logger.error(
    { err: error, method: request.method, url: new URL(request.url).pathname },
    'unhandled error',
  );
};
