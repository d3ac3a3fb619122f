import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { vacuumAnalyze, type DatabaseHandle } from './db/client';
import { adminRoutes } from './features/admin';
import {
  accountRoutes,
  authRoutes,
  requireAdmin,
  sessionPlugin,
  xsrfBindingOfRequest,
} from './features/auth';
import { chauffeursRoutes } from './features/chauffeurs';
import { contactRoutes } from './features/contact';
import { dashboardRoutes } from './features/dashboard';
import { dispatchRoutes } from './features/dispatch';
import { runSheetRoutes } from './features/run-sheet';
import { documentsPlugin, documentsRoutes } from './features/documents';
import { geocodingPlugin, geocodingRoutes } from './features/geocoding';
import { healthRoutes } from './features/health';
import { mailLogRoutes, mailPlugin } from './features/mail';
import { manageLinkRoutes } from './features/manage-booking';
import { paymentsPlugin, paymentsRoutes } from './features/payments';
import { pricingRoutes } from './features/pricing';
import { privacyRoutes } from './features/privacy';
import { recruitmentRoutes } from './features/recruitment';
import { reservationsAccountHooks, reservationsRoutes } from './features/reservations';
import { reviewsRoutes } from './features/reviews';
import { routingPlugin } from './features/routing';
import { SERVICE_IMAGES_FOLDER, servicesRoutes } from './features/services';
import { tripNoticesPlugin } from './features/trip-notices';
import { vehiclesRoutes } from './features/vehicles';
import { cookieNames } from './lib/cookies';
import { registeredRoutesPlugin } from './lib/registered-routes';
import { privateLoggerOptions } from './lib/log-privacy';
import { logDestination } from './lib/log-destination';
import { WEB_DIST_DIR } from './paths';
import { databasePlugin } from './plugins/database';
import { errorHandlerPlugin } from './plugins/error-handler';
import { fileStorePlugin } from './plugins/file-store';
import { jsonBodyPlugin } from './plugins/json-body';
import { loadGuardPlugin } from './plugins/load-guard';
import { noStorePlugin } from './plugins/no-store';
import { openApiPlugin } from './plugins/openapi';
import { rateLimitPlugin } from './plugins/rate-limit';
import { RequestLogController } from './lib/request-log';
import { schedulerPlugin } from './plugins/scheduler';
import { requestLanguagePlugin } from './plugins/request-language';
import { securityHeadersPlugin } from './plugins/security-headers';
import { seoPlugin } from './plugins/seo';
import { staticFilesPlugin } from './plugins/static-files';
import { xsrfPlugin } from './plugins/xsrf';

/** How often the embedded database is vacuumed: daily. */
const PGLITE_VACUUM_EVERY_MS = 24 * 3600_000;

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

export interface AppDependencies {
  database: DatabaseHandle;
  /** close the database when the app closes (the process entry does; tests close their own) */
  ownsDatabase?: boolean;
  webDistDir?: string;
  /** send queued e-mail from this process (tests that inspect the outbox drain it themselves) */
  startMailWorker?: boolean;
  /** run periodic jobs from this process (tests run them with `app.scheduler.drain()`) */
  startScheduler?: boolean;
  /** false: no logging at all (most tests) */
  logger?: false | FastifyServerOptions['logger'];
  /** where the log lines go (stdout by default); the log-privacy tests read them */
  logStream?: DestinationStream;
}

/**
 * Fastify reads a bare number as "trust no proxy" (it cannot check the peer): a hop count is
 * given as the n nearest hops, the peer being the first. See docs/decisions/0018-rate-limits.md.
 */
const trustProxyOf = (trust: AppConfig['trustProxy']) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

/** Builds the whole application as a Fastify instance. It never listens: server.ts does. */
export const buildApp = async (config: AppConfig, deps: AppDependencies) => {
  const app = Fastify({
    // scrubbed once here for every logger of the app (decision 0022)
    logger: deps.logger ?? {
      ...privateLoggerOptions(config.logLevel),
      stream: deps.logStream ?? logDestination(config.logFormat),
    },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: trustProxyOf(config.trustProxy),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    // one line per request instead of Fastify's two
    logController: new RequestLogController(),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // A client that trickles its headers or its body (slowloris) is answered 408 and closed.
    requestTimeout: config.timeouts.requestMs,
    keepAliveTimeout: config.timeouts.keepAliveMs,
    http: {
      headersTimeout: config.timeouts.headersMs,
      // how often Node looks for such clients (its default, 30 s, would let them linger)
      connectionsCheckingInterval: Math.min(1_000, config.timeouts.headersMs),
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  await app.register(cookie);
  await app.register(requestLanguagePlugin);
  await app.register(errorHandlerPlugin);
  await app.register(loadGuardPlugin, { maxEventLoopDelayMs: config.maxEventLoopDelayMs });
  await app.register(jsonBodyPlugin, { maxBytes: config.bodyLimitBytes });
  await app.register(securityHeadersPlugin, { isHttps: config.isHttps });
  await app.register(noStorePlugin);
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(rateLimitPlugin, {
    max: config.rateLimit.max,
    windowMs: config.rateLimit.windowMs,
    redisUrl: config.redisUrl,
    storeKeys: config.rateLimit.storeKeys,
    pagesMax: config.rateLimit.pagesMax,
    filesMax: config.rateLimit.filesMax,
  });
  await app.register(xsrfPlugin, {
    secret: config.sessionSecret,
    secureCookies: config.isHttps,
    allowedOrigins: [new URL(config.publicUrl).origin],
    sessionBinding: xsrfBindingOfRequest,
  });
  await app.register(databasePlugin, {
    handle: deps.database,
    closeOnShutdown: deps.ownsDatabase ?? false,
  });
  await app.register(fileStorePlugin, { location: config.storage });
  await app.register(mailPlugin, { config, startWorker: deps.startMailWorker ?? true });
  await app.register(documentsPlugin);
  await app.register(schedulerPlugin, {
    start: deps.startScheduler ?? true,
    pollIntervalMs: config.schedulerPollIntervalMs,
  });
  await app.register(paymentsPlugin);
  // the customer's messages about a dispatched trip, which dispatch and the run sheet announce
  await app.register(tripNoticesPlugin);
  if (deps.database.kind === 'pglite') {
    // PostgreSQL vacuums by itself; the embedded database has no autovacuum (decision 0026)
    app.scheduler.schedule({
      name: 'pglite-vacuum',
      everyMs: PGLITE_VACUUM_EVERY_MS,
      run: () => vacuumAnalyze(deps.database),
    });
  }
  await app.register(openApiPlugin, {
    companyName: config.company.name,
    publicUrl: config.publicUrl,
    sessionCookie: cookieNames(config.isHttps).session,
    access: config.apiDocs,
    adminGuard: requireAdmin,
  });

  await app.register(sessionPlugin);
  await app.register(registeredRoutesPlugin);
  await app.register(geocodingPlugin);
  await app.register(routingPlugin);

  await app.register(healthRoutes);
  await app.register(servicesRoutes);
  // accounts know no reservation: what a change of account means for them is handed over here
  await app.register(authRoutes, { accountHooks: reservationsAccountHooks });
  await app.register(accountRoutes, { accountHooks: reservationsAccountHooks });
  await app.register(privacyRoutes);
  await app.register(adminRoutes);
  await app.register(contactRoutes);
  await app.register(recruitmentRoutes);
  await app.register(reviewsRoutes);
  await app.register(reservationsRoutes);
  await app.register(manageLinkRoutes);
  await app.register(paymentsRoutes);
  await app.register(documentsRoutes);
  await app.register(dashboardRoutes);
  await app.register(mailLogRoutes);
  await app.register(vehiclesRoutes);
  await app.register(geocodingRoutes);
  await app.register(pricingRoutes);
  await app.register(dispatchRoutes);
  await app.register(runSheetRoutes);
  await app.register(chauffeursRoutes);
  await app.register(seoPlugin, { publicUrl: config.publicUrl });

  await app.register(staticFilesPlugin, {
    company: config.company,
    publicUrl: config.publicUrl,
    webDistDir: deps.webDistDir ?? WEB_DIST_DIR,
    imagesFolder: SERVICE_IMAGES_FOLDER,
  });

  return app;
};

export type App = Awaited<ReturnType<typeof buildApp>>;
