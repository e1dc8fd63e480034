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
import {
  noteRenderedKeys,
  pageCatalogueBlock,
  type PageChunks,
} from './i18n/page-catalogue.server.ts';
import { confirmDatabaseDown, databaseFailureOf } from './lib/database-availability.server.ts';
import { deferHydration } from './lib/defer-hydration.server.ts';
import { pageChunks } from './lib/page-chunks.server.ts';
import { getLogger } from './lib/logger.server.ts';
import { requestInfoContext, type RequestInfo } from './lib/request-context.ts';
import { SiteStylesContext } from './lib/site-styles.tsx';
import { siteStylesFor, siteStylesOnServer } from './lib/site-styles.server.ts';

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
        <SiteStylesContext value={siteStylesOnServer}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </SiteStylesContext>,
        {
          nonce,
          onAllReady() {
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
                const page = pageChunks(routerContext);
                const document = finishDocument(
                  chunks,
                  page,
                  pageCatalogueBlock(page, locale, renderedKeys),
                );
                resolve(
                  new Response(document, {
                    headers: responseHeaders,
                    status: responseStatusCode,
                  }),
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

/**
 * The rendered document, finished: its scripts deferred past the page's load
 * (defer-hydration.server.ts), its part of the stylesheet where `<SiteStyles>` stood
 * (page-styles.server.ts) and its texts at the end of the body (page-catalogue.server.ts).
 * The document is read as latin1 (one character per byte: no decoding, a one-byte string, and
 * its indices are byte offsets), edited where React Router's markup is (ASCII), and written
 * back byte for byte; the stylesheet and the texts are spliced in as the bytes they are.
 */
function finishDocument(
  rendered: readonly Buffer[],
  page: PageChunks,
  catalogue: Buffer | null,
): Uint8Array<ArrayBuffer> {
  // React's chunks read one by one: no copy of the whole document outside V8's heap.
  let text = '';
  for (const chunk of rendered) text += chunk.toString('latin1');
  const html = deferHydration(text);
  const placeholder = siteStylesOnServer.css;
  // [start, end) spans of `html` and the buffers between them, in order.
  const parts: (readonly [number, number] | Buffer)[] = [];
  let from = 0;
  const styles = html.indexOf(placeholder);
  if (styles !== -1) {
    // The placeholder holds no class: the document's classes are read around it.
    parts.push([0, styles], siteStylesFor(html, page));
    from = styles + placeholder.length;
  }
  const bodyEnd = catalogue ? html.lastIndexOf('</body>') : -1;
  if (catalogue && bodyEnd >= from) {
    parts.push([from, bodyEnd], catalogue);
    from = bodyEnd;
  }
  parts.push([from, html.length]);
  // One buffer, the response's, written in place.
  const size = parts.reduce(
    (sum, part) => sum + (Buffer.isBuffer(part) ? part.length : part[1] - part[0]),
    0,
  );
  const document = Buffer.allocUnsafe(size);
  let at = 0;
  for (const part of parts) {
    if (Buffer.isBuffer(part)) at += part.copy(document, at);
    else at += document.write(html.slice(part[0], part[1]), at, 'latin1');
  }
  return document as Uint8Array<ArrayBuffer>;
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
