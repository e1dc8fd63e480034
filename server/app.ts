import crypto from 'node:crypto';
import { createRequestHandler, type RequestHandler } from '@react-router/express';
import compression from 'compression';
import { staticFiles } from './static-files.ts';
import express, { type NextFunction, type Request, type Response } from 'express';
import { RouterContextProvider } from 'react-router';
import { getConfig, requireSiteUrl, type Config } from '../app/config.server.ts';
import {
  databaseFailureOf,
  isDatabaseDown,
  markDatabaseDown,
  stopWatchingDatabase,
  watchDatabase,
} from '../app/lib/database-availability.server.ts';
import {
  getDatabaseHandle,
  replicaStatus,
  startDatabase,
  stopDatabase,
} from '../app/db/db.server.ts';
import { readYourWrites } from './read-your-writes.ts';
import { countInMemory, countShared, limitListingPages } from './listing-rate-limit.ts';
import { unavailablePage } from './unavailable-page.ts';
import { demoDataWanted, prepareDemoData } from '../seed/first-start.ts';
import { startAccountHousekeeping } from '../app/features/accounts/housekeeping.server.ts';
import { startListingExpiryTimer } from '../app/features/listings/expire-listings.server.ts';
import { startAlertJob } from '../app/features/saved-searches/alert-job.server.ts';
import { startListerDigests } from '../app/features/sms/lister-notices.server.ts';
import { smsDeliveryWarning } from '../app/features/sms/sms.server.ts';
import {
  reloadSiteSettings,
  startSiteSettingsRefresh,
} from '../app/features/settings/site-settings.server.ts';
import { getLogger } from '../app/lib/logger.server.ts';
import { listenForPlaceChanges } from '../app/features/places/places.server.ts';
import { loadSharedSigningKey } from '../app/lib/signing.server.ts';
import { closeRedis } from '../app/features/rate-limit/redis-counters.server.ts';
import { requestInfoContext } from '../app/lib/request-context.ts';
import { getMediaStorage, mediaStorageKind } from '../app/features/media/media-storage.server.ts';
import { mediaResponse } from '../app/features/media/serve-media.server.ts';
import { contentSecurityPolicyHeader } from './content-security-policy.ts';
import { rejectCrossSiteWrites } from './csrf.ts';
import { refuseUnsupportedRequests } from './method-guard.ts';
import { pageCaching } from './page-caching.ts';
import { keepRedirectsInLanguage } from './locale-redirects.ts';
import { LOCALE_PREFIX, LOCALES, localeOfPath, type Locale } from '../app/i18n/locales.ts';

// The server build's entry: an Express app around React Router, plus the operational
// endpoints. server/index.js starts it (and Vite's dev server in development).

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

export async function startup(
  options: {
    /** Seeds an empty database in another process (production: server/index.js). */
    seedInChildProcess?: () => Promise<void>;
  } = {},
): Promise<Config> {
  const config = getConfig();
  requireSiteUrl(config);
  const logger = getLogger();
  const started = Date.now();
  await startDatabase(config, logger);
  logger.info(
    { database: config.databaseKind, ms: Date.now() - started },
    'database ready and migrated',
  );
  if (options.seedInChildProcess && (await demoDataWanted(config))) {
    // The seed's peak memory (images rendered, a bulk load) leaves with the child instead of
    // staying in this process's heaps (bench/README.md, Memory). PGlite opens its folder in one
    // process at a time, so this one lets go of it meanwhile.
    await stopDatabase();
    await options.seedInChildProcess();
    await startDatabase(config, logger);
  } else {
    await prepareDemoData(config, logger);
  }
  // While the database is unreachable it is pinged until it answers (app/lib/database-availability.server.ts).
  watchDatabase(() => getDatabaseHandle().ping());
  // Settings an admin saved, read before the first request (features/settings/site-settings.server.ts).
  await reloadSiteSettings();
  // Without FORM_SECRET, forms are signed with the key every process reads from the database.
  if (!config.FORM_SECRET) await loadSharedSigningKey(getDatabaseHandle().db);
  const smsWarning = smsDeliveryWarning(config);
  if (smsWarning) logger.warn(smsWarning);
  stopTimers = [
    startSiteSettingsRefresh(logger),
    listenForPlaceChanges(),
    startListingExpiryTimer(logger),
    startAccountHousekeeping(logger),
    startListerDigests(logger),
    startAlertJob(logger),
  ];
  return config;
}

let stopTimers: (() => void)[] = [];

/** The child process of `seedInChildProcess`: seeds an empty database, then lets it go. */
export async function seedDemoData(): Promise<void> {
  const config = getConfig();
  await startDatabase(config);
  try {
    await prepareDemoData(config, getLogger());
  } finally {
    await stopDatabase();
  }
}

let shuttingDown = false;

/** The process was told to stop: /readyz answers 503 from now on (server/index.js drains). */
export function beginShutdown(): void {
  shuttingDown = true;
}

export async function shutdown(): Promise<void> {
  stopWatchingDatabase();
  for (const stop of stopTimers) stop();
  stopTimers = [];
  await closeRedis();
  await stopDatabase();
}

export function createApp(
  config: Config,
  options: {
    mediaDir?: string;
    /** The client build (build/client) in production; none under Vite's dev server. */
    clientDir?: string;
  } = {},
) {
  const logger = getLogger();
  const app = express();
  app.disable('x-powered-by');
  // A hop count or the proxies' addresses only (config.server.ts): never `true`.
  if (config.TRUST_PROXY !== false) app.set('trust proxy', config.TRUST_PROXY);

  const hsts = config.isProduction && config.SITE_URL.startsWith('https:');
  app.use((req: Request, res: Response, next: NextFunction) => {
    const incoming = req.get('x-request-id');
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
    res.locals.requestId = requestId;
    res.setHeader('X-Request-Id', requestId);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(self)');
    // In production behind https (SITE_URL), always: a TLS-terminating proxy may not say so
    // (req.secure), and browsers ignore the header on plain http anyway.
    if (hsts) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    const start = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      const entry = {
        requestId,
        method: req.method,
        path: req.path,
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
      };
      if (res.statusCode >= 500) logger.error(entry, 'request failed');
      else if (req.path !== '/healthz' && req.path !== '/readyz') logger.info(entry, 'request');
    });
    next();
  });

  app.use(
    contentSecurityPolicyHeader({
      mediaUrl: config.S3_PUBLIC_URL,
      videoUrl: config.HERO_VIDEO_URL,
      upgradeInsecure: config.isProduction,
    }),
  );

  // TRACE, DELETE, a JSON post…: 405 or 415 here, never a 500 from a route (method-guard.ts).
  app.use(refuseUnsupportedRequests({ formMaxBytes: config.FORM_MAX_KB * 1024 }));

  // Scripts, styles and public files: after the security headers, before anything else.
  if (options.clientDir) app.use(staticFiles(options.clientDir));

  app.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok' });
  });

  app.get('/readyz', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (shuttingDown) {
      res.status(503).json({ status: 'stopping', database: config.databaseKind });
      return;
    }
    try {
      await getDatabaseHandle().ping();
      // Replicas are reported, never required: reads go to the primary while none is well.
      const replicas = replicaStatus().map(({ healthy, lagSeconds }) => ({ healthy, lagSeconds }));
      res.json({
        status: 'ok',
        database: config.databaseKind,
        ...(replicas.length ? { replicas } : {}),
      });
    } catch (error) {
      logger.warn({ err: error }, 'readiness check failed');
      if (databaseFailureOf(error) === 'unavailable') markDatabaseDown(error);
      res.status(503).json({ status: 'unavailable', database: config.databaseKind });
    }
  });

  app.use(
    rejectCrossSiteWrites([new URL(config.SITE_URL).host], {
      // In development the site's address is whatever it was reached at; a production start
      // has SITE_URL (requireSiteUrl in startup).
      trustAnyHost: !config.isProduction,
    }),
  );
  app.use(compression());

  // Media keys are random and never reused, so their bytes can be cached for a year.
  if (mediaStorageKind(config) === 's3') {
    // Media in object storage: answer /media/* through the adapter (a CDN in front caches it).
    app.get('/media/*key', async (req, res, next) => {
      try {
        const key = ([] as string[]).concat(req.params.key ?? []).join('/');
        const response = await mediaResponse(getMediaStorage(), key);
        res.status(response.status);
        response.headers.forEach((value, name) => res.setHeader(name, value));
        res.send(Buffer.from(await response.arrayBuffer()));
      } catch (error) {
        next(error);
      }
    });
  }
  app.use(
    '/media',
    express.static(options.mediaDir ?? config.mediaDir, {
      immutable: true,
      maxAge: '1y',
      index: false,
      dotfiles: 'deny',
      fallthrough: true,
    }),
  );
  app.use('/media', (_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });

  // The database is known to be unreachable: every page and form gets the friendly 503 at once
  // (scripts, styles, photos and the probes above still answer), until the probe sees it again.
  app.use((req, res, next) => {
    if (!isDatabaseDown()) return next();
    res.setHeader('Retry-After', '10');
    res.setHeader('Cache-Control', 'no-store');
    res
      .status(503)
      .type('html')
      .send(unavailablePage(String(res.locals.cspNonce ?? '')));
  });

  // Scrapers: listing pages beyond LISTING_PAGES_PER_MINUTE per client get 429, counted by
  // every process together on a PostgreSQL server (several may serve the site), in memory on
  // the embedded database (one process).
  const perMinute = config.LISTING_PAGES_PER_MINUTE;
  app.use(
    limitListingPages({
      perMinute,
      counter:
        config.databaseKind === 'postgres' || config.REDIS_URL
          ? countShared(perMinute)
          : countInMemory(),
    }),
  );

  // Pages, data requests and resource routes: shared-cacheable for visitors without a
  // session, never stored otherwise (server/page-caching.ts, decision 012).
  app.use(pageCaching(config));
  // With replicas: a GET reads from one unless its browser wrote in the last few seconds.
  if (config.DATABASE_READ_URL?.length) {
    app.use(readYourWrites({ windowSeconds: config.READ_YOUR_WRITES_SECONDS }));
  }
  // One React Router handler per language, the same routes under each one's basename: a
  // Telugu page is /te/…, its links and forms stay under /te, and a redirect a page answers
  // with ('/login') is sent as the same page in its language ('/te/login').
  const getLoadContext = (req: Request, res: Response) => {
    const context = new RouterContextProvider();
    const requestId = String(res.locals.requestId);
    context.set(requestInfoContext, {
      requestId,
      logger: logger.child({ requestId }),
      clientIp: req.ip ?? req.socket.remoteAddress ?? '0.0.0.0',
      cspNonce: String(res.locals.cspNonce ?? ''),
    });
    return context;
  };
  //
  // In production the server build never changes, so each handler gets the build itself, once:
  // given a function instead, React Router derives its route tree and static handler again on
  // every request (4 % of a results page's time, decision 022). Under Vite's dev server the
  // function reads the module Vite last rebuilt.
  const buildFor = (basename: string | undefined) => async () => {
    const build = await import('virtual:react-router/server-build');
    return basename ? { ...build, basename } : build;
  };
  const handlerFor = (build: Parameters<typeof createRequestHandler>[0]['build']) =>
    createRequestHandler({ build, mode: config.NODE_ENV, getLoadContext });
  const handlers = Promise.all(
    LOCALES.map(async (locale) => {
      const build = buildFor(LOCALE_PREFIX[locale] || undefined);
      return [locale, handlerFor(config.isProduction ? await build() : build)] as const;
    }),
  ).then((entries) => Object.fromEntries(entries) as Record<Locale, RequestHandler>);
  app.use((req, res, next) => {
    const locale = localeOfPath(req.path);
    if (locale !== 'en') keepRedirectsInLanguage(res, locale);
    handlers.then((ready) => ready[locale](req, res, next), next);
  });

  return app;
}
