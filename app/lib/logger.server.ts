import { pino, type Logger } from 'pino';
import { getConfig } from '../config.server.ts';

let root: Logger | undefined;

/** Structured JSON logs on stdout. Secrets never go in: redact covers the usual suspects. */
export function getLogger(): Logger {
  root ??= pino({
    level: process.env.LOG_LEVEL ?? getConfig().LOG_LEVEL,
    base: { service: 'nivasa' },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: [
        'password',
        '*.password',
        'passwordHash',
        '*.passwordHash',
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
      ],
      censor: '[redacted]',
    },
  });
  return root;
}
