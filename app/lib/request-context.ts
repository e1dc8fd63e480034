import { createContext } from 'react-router';
import type { Logger } from 'pino';

export type RequestInfo = {
  requestId: string;
  logger: Logger;
};

/** Per-request values the Express layer hands to loaders, actions and middleware. */
export const requestInfoContext = createContext<RequestInfo>();
