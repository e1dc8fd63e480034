import { createContext } from 'react-router';
import type { Logger } from 'pino';

export type RequestInfo = {
  requestId: string;
  logger: Logger;
  /** The client's address (behind a proxy, as the trusted hops of TRUST_PROXY say). */
  clientIp: string;
  /** This response's Content-Security-Policy nonce, for the inline scripts of the page. */
  cspNonce: string;
  /** Set by entry.server's handleError when a loader or action failed for want of the database. */
  databaseFailure?: 'unavailable' | 'timeout';
};

/** Per-request values the Express layer hands to loaders, actions and middleware. */
export const requestInfoContext = createContext<RequestInfo>();

type ContextReader = { get<T>(context: ReturnType<typeof createContext<T>>): T };

/** The request's info, or a stand-in outside the Express app (route tests). */
export function getRequestInfo(context: ContextReader, fallbackLogger: Logger): RequestInfo {
  try {
    return context.get(requestInfoContext);
  } catch {
    return { requestId: 'none', logger: fallbackLogger, clientIp: '0.0.0.0', cspNonce: '' };
  }
}
