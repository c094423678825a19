import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { z } from 'zod';
import type { Config } from './config.ts';
import { accidentReportsRoutes } from './features/accident-reports/accident-reports.routes.ts';
import { adjustmentAmountsRoutes } from './features/adjustment-amounts/adjustment-amounts.routes.ts';
import { alertsRoutes } from './features/alerts/alerts.routes.ts';
import { apiKeysRoutes } from './features/api-keys/api-keys.routes.ts';
import { readApiKey } from './features/api-keys/api-keys.service.ts';
import { attendancesRoutes } from './features/attendances/attendances.routes.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { PASSWORD_RESET_JOB, runPasswordResetJob } from './features/auth/password.service.ts';
import { basesRoutes } from './features/bases/bases.routes.ts';
import { clientBasesRoutes } from './features/clients/client-bases.routes.ts';
import { clientsRoutes } from './features/clients/clients.routes.ts';
import { companiesRoutes } from './features/companies/companies.routes.ts';
import { ownCompanyRoutes } from './features/companies/own-company.routes.ts';
import { consignorMapRoutes } from './features/consignor-map/consignor-map.routes.ts';
import { consignorUsersRoutes } from './features/consignor-users/consignor-users.routes.ts';
import { consignorsRoutes } from './features/consignors/consignors.routes.ts';
import { contractsRoutes } from './features/contracts/contracts.routes.ts';
import { courseImportRoutes } from './features/course-import/course-import.routes.ts';
import { courseMessagesRoutes } from './features/course-messages/course-messages.routes.ts';
import { courseNotificationsRoutes } from './features/course-notifications/course-notifications.routes.ts';
import { courseOffersRoutes } from './features/course-offers/course-offers.routes.ts';
import { coursesRoutes } from './features/courses/courses.routes.ts';
import { dailyReportsRoutes } from './features/daily-reports/daily-reports.routes.ts';
import { destinationActionsRoutes } from './features/destination-actions/destination-actions.routes.ts';
import { destinationsRoutes } from './features/destinations/destinations.routes.ts';
import { driverCoursesRoutes } from './features/driver-courses/driver-courses.routes.ts';
import { driverProfilesRoutes } from './features/driver-profiles/driver-profiles.routes.ts';
import { driverRegisterRoutes } from './features/driver-profiles/driver-register.routes.ts';
import { driversRoutes } from './features/drivers/drivers.routes.ts';
import { expensesRoutes } from './features/expenses/expenses.routes.ts';
import { filesRoutes } from './features/files/files.routes.ts';
import { geocodeJobHandlers } from './features/geocoding/geocode-destinations.ts';
import { groupsRoutes } from './features/groups/groups.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { healthCheckupsRoutes } from './features/health-checkups/health-checkups.routes.ts';
import { importSettingsRoutes } from './features/import-settings/import-settings.routes.ts';
import { issuedDocumentsRoutes } from './features/issued-documents/issued-documents.routes.ts';
import { journalRoutes } from './features/journal/journal.routes.ts';
import { locationJobHandlers, purgeLocationsSchedule } from './features/locations/location-retention.ts';
import { locationsRoutes } from './features/locations/locations.routes.ts';
import { maintenancesRoutes } from './features/maintenances/maintenances.routes.ts';
import { mapSettingsRoutes } from './features/map-settings/map-settings.routes.ts';
import { optimizationRoutes } from './features/optimization/optimization.routes.ts';
import { partnersRoutes } from './features/partners/partners.routes.ts';
import { pushRoutes } from './features/push/push.routes.ts';
import { referenceDataRoutes } from './features/reference-data/reference-data.routes.ts';
import { routingSourceRoutes } from './features/routing-source/routing-source.routes.ts';
import { selfRoutes } from './features/self/self.routes.ts';
import { smsRoutes } from './features/sms/sms.routes.ts';
import { statementsRoutes } from './features/statements/statements.routes.ts';
import { subcontractPayablesRoutes } from './features/subcontract-payables/subcontract-payables.routes.ts';
import { systemAdminCoursesRoutes } from './features/system-admin-courses/system-admin-courses.routes.ts';
import { systemStatusRoutes } from './features/system-status/system-status.routes.ts';
import { trackingLinksRoutes } from './features/tracking-links/tracking-links.routes.ts';
import { readAuthUser } from './features/users/current-user.ts';
import { vehiclesRoutes } from './features/vehicles/vehicles.routes.ts';
import { workingTimeRoutes } from './features/working-time/working-time.routes.ts';
import { registerAuthentication } from './lib/auth/authenticate.ts';
import { createCurrentUserCache } from './lib/auth/current-user-cache.ts';
import { createIdTokens, type IdTokens } from './lib/auth/id-tokens.ts';
import type { Services } from './lib/context.ts';
import type { Database } from './lib/db/db.ts';
import { handleClientError } from './lib/http/client-errors.ts';
import { registerConnectionHandling } from './lib/http/connections.ts';
import { RequestValidationError, registerErrorHandling, send } from './lib/http/error-handler.ts';
import { registerIdempotency } from './lib/http/idempotency.ts';
import { registerMultipart } from './lib/http/multipart.ts';
import { API_DESCRIPTION, errorComponents, openapiTransform } from './lib/http/openapi.ts';
import { registerReadYourWrites } from './lib/http/read-your-writes.ts';
import { responseSerializerCompiler } from './lib/http/response-serializer.ts';
import type { RouteEntry } from './lib/http/route-roles.ts';
import { registerSecurityHeaders } from './lib/http/security-headers.ts';
import { registerTextGuard } from './lib/http/text-guard.ts';
import { registerVersionETag } from './lib/http/versions.ts';
import { registerWeb } from './lib/http/web.ts';
import { jobRetentionHandlers, purgeJobsSchedule } from './lib/jobs/job-retention.ts';
import { scheduleRecurring } from './lib/jobs/recurring.ts';
import { createJobRunner, type JobRunner } from './lib/jobs/runner.ts';
import type { Mailer, MailMessage } from './lib/mail/mailer.ts';
import { MAIL_JOB, SIGN_IN_MAIL_JOB } from './lib/mail/queue-mail.ts';
import { createErrorReporter } from './lib/observability/error-reporter.ts';
import { counted, countedAll } from './lib/observability/job-outcomes.ts';
import { mailDeliveries, pushDeliveries } from './lib/observability/metrics.ts';
import { registerObservability } from './lib/observability/observability.ts';
import { registerRequestIdHeader, requestIdOf } from './lib/observability/request-id.ts';
import { registerRequestLog } from './lib/observability/request-log.ts';
import { createPdfRendering } from './lib/pdf/pdf-rendering.ts';
import { createPubSub, type PubSub } from './lib/pubsub/pubsub.ts';
import { createPush, type Push } from './lib/push/push.ts';
import { createRedis } from './lib/redis/redis.ts';
import type { Storage } from './lib/storage/storage.ts';
import { pdfRenderers, pdfWorkerFile } from './pdf-renderers.ts';

export type AppDeps = {
  config: Config;
  database: Database;
  storage: Storage;
  mailer: Mailer;
  clock?: () => Date;
  logger?: boolean | object;
  /** Messages between instances; by default LISTEN/NOTIFY on `database`. */
  pubsub?: PubSub;
};

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteEntry[];
    jobs: JobRunner;
    idTokens: IdTokens;
    database: Database;
    pubsub: PubSub;
    /** Present when REDIS_URL is set (sign-in attempt counters). */
    redis: Redis | undefined;
    /** Web Push: the VAPID keys and the push job handlers. */
    push: Push;
  }
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    genReqId: requestIdOf,
    // One line per request, when it is answered (lib/observability/request-log.ts), not Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 2 * 1024 * 1024,
    // Keep-alive clients must not hold a shutdown open.
    forceCloseConnections: 'idle',
    // Slow clients (a body one byte at a time, headers that never end) are cut off, not waited for.
    requestTimeout: config.http.requestTimeoutMs,
    connectionTimeout: config.http.idleTimeoutMs,
    keepAliveTimeout: config.http.keepAliveTimeoutMs,
    http: {
      headersTimeout: config.http.headersTimeoutMs,
      // How often Node checks those timeouts (its default, 30 s, would let short ones run long).
      connectionsCheckingInterval: Math.max(100, Math.min(5000, config.http.headersTimeoutMs / 4)),
    },
    clientErrorHandler: handleClientError,
    // The router's own refusals, into the error shape too: a path segment too long for any id names
    // nothing (404, like a malformed id); a URL that does not decode is malformed (400).
    frameworkErrors: (err, _req, reply) => {
      reply.log.debug({ err }, 'url refused by the router');
      if (err.code === 'FST_ERR_MAX_PARAM_LENGTH')
        return send(reply, { statusCode: 404, error: 'not_found', message: 'ページが見つかりません。' });
      return send(reply, { statusCode: 400, error: 'bad_request', message: 'URLの形式が正しくありません。' });
    },
    // The client's address (sign-in rate limit) comes from X-Forwarded-For only behind a trusted proxy.
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  const clock = deps.clock ?? (() => new Date());
  const pdf = createPdfRendering({
    threads: config.pdf.workers,
    queueMax: config.pdf.queueMax,
    renderers: pdfRenderers,
    workerFile: pdfWorkerFile,
    log: app.log,
  });
  // After the server has closed (requests in flight answered): the workers end with it.
  app.addHook('onClose', () => pdf.close());
  const services: Services = {
    config,
    db: database.db,
    storage: deps.storage,
    mailer: deps.mailer,
    clock,
    renderPdf: pdf.render,
  };
  const idTokens = createIdTokens(database.db, config.auth, clock);
  app.decorate('services', services);
  app.decorate('idTokens', idTokens);
  app.decorate('database', database);
  app.decorate('routeTable', [] as RouteEntry[]);
  const pubsub = deps.pubsub ?? createPubSub(database, app.log);
  app.decorate('pubsub', pubsub);
  const redis = config.redisUrl ? createRedis(config.redisUrl, app.log) : undefined;
  app.decorate('redis', redis);
  const currentUsers = createCurrentUserCache({
    read: (identity) => readAuthUser(database.db, identity),
    pubsub,
    clock,
    log: app.log,
  });
  // Without the listener, a change still applies within the cache's second: start, but do not fail.
  app.addHook('onReady', async () => {
    await currentUsers.start().catch((err) => app.log.warn({ err }, 'user change listener not started'));
  });
  app.addHook('onClose', async () => {
    await currentUsers.stop();
    if (!deps.pubsub) await pubsub.close();
    redis?.disconnect();
  });
  const push = createPush({ db: database.db, config, log: app.log });
  app.decorate('push', push);
  // The VAPID keys exist from the first start on; a database not ready yet only delays them.
  app.addHook('onReady', async () => {
    await push.keys().catch((err) => app.log.warn({ err }, 'VAPID keys not loaded yet'));
  });
  const sendMail = counted(mailDeliveries, (payload) => deps.mailer.send(payload as MailMessage));
  app.decorate(
    'errorReporter',
    await createErrorReporter({
      db: database.db,
      dsn: config.observability.errorReportingDsn,
      release: config.observability.release,
      clock,
      log: app.log,
    }),
  );
  app.addHook('onClose', () => app.errorReporter.flush());
  const jobs = createJobRunner({
    db: database.db,
    handlers: {
      [MAIL_JOB.type]: sendMail,
      [SIGN_IN_MAIL_JOB.type]: sendMail,
      [PASSWORD_RESET_JOB.type]: (payload) => runPasswordResetJob({ ...services, log: app.log }, payload),
      ...countedAll(pushDeliveries, push.handlers),
      ...geocodeJobHandlers({ db: database.db, geocoder: config.geocoder }),
      ...locationJobHandlers({ db: database.db, retentionDays: config.locations.retentionDays, clock }),
      ...jobRetentionHandlers({ db: database.db, retention: config.jobs.retention, clock }),
    },
    log: app.log,
    clock,
    slots: config.jobs.slots,
  });
  app.decorate('jobs', jobs);
  if (config.jobs.pollIntervalMs > 0)
    app.addHook('onReady', async () => jobs.start(config.jobs.pollIntervalMs));
  app.addHook('onClose', () => jobs.stop());
  // Housekeeping jobs that come back by themselves (with the poller: tests queue them by hand).
  if (config.jobs.pollIntervalMs > 0) {
    let recurring: { stop(): void } | undefined;
    app.addHook('onReady', async () => {
      recurring = scheduleRecurring({
        db: database.db,
        log: app.log,
        jobs: [purgeLocationsSchedule, purgeJobsSchedule],
      });
    });
    app.addHook('onClose', async () => recurring?.stop());
  }
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      app.routeTable.push({ method, url: route.url, roles: route.config?.roles });
    }
  });

  registerRequestIdHeader(app);
  registerRequestLog(app);
  registerConnectionHandling(app);
  registerObservability(app, { config, database, clock });

  app.setValidatorCompiler(({ schema, httpPart }) => (data) => {
    const result = (schema as z.ZodType).safeParse(data);
    return result.success
      ? { value: result.data }
      : { error: new RequestValidationError(result.error.issues, httpPart ?? 'body') };
  });
  app.setSerializerCompiler(responseSerializerCompiler(config.env === 'production' ? 'fast' : 'check'));
  registerErrorHandling(app);
  registerTextGuard(app);

  registerSecurityHeaders(app, { errorReportingDsn: config.observability.errorReportingDsn });
  await registerMultipart(app);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Rikuun API', version: '1.0.0', description: API_DESCRIPTION },
      components: { schemas: errorComponents() },
    },
    transform: openapiTransform,
  });
  registerAuthentication(app, idTokens, currentUsers, (secret) => readApiKey(database.db, clock, secret));
  registerIdempotency(app, database.db, clock);
  if (database.replicas)
    registerReadYourWrites(app, database.replicas, pubsub, config.database.reads.maxLagMs);
  registerVersionETag(app);

  await app.register(authRoutes, { prefix: '/auth/v1' });
  await app.register(
    async (v1) => {
      v1.get('/openapi.json', { config: { roles: 'public' }, schema: { hide: true } }, async () =>
        app.swagger(),
      );
      await v1.register(healthRoutes);
      await v1.register(selfRoutes);
      await v1.register(filesRoutes);
      await v1.register(vehiclesRoutes);
      await v1.register(maintenancesRoutes);
      await v1.register(referenceDataRoutes);
      await v1.register(basesRoutes);
      await v1.register(clientsRoutes);
      await v1.register(clientBasesRoutes);
      await v1.register(contractsRoutes);
      await v1.register(consignorsRoutes);
      await v1.register(consignorUsersRoutes);
      await v1.register(consignorMapRoutes);
      await v1.register(routingSourceRoutes);
      await v1.register(systemAdminCoursesRoutes);
      await v1.register(importSettingsRoutes);
      await v1.register(issuedDocumentsRoutes);
      await v1.register(companiesRoutes);
      await v1.register(ownCompanyRoutes);
      await v1.register(groupsRoutes);
      await v1.register(driversRoutes);
      await v1.register(driverProfilesRoutes);
      await v1.register(driverRegisterRoutes);
      await v1.register(healthCheckupsRoutes);
      await v1.register(alertsRoutes);
      await v1.register(apiKeysRoutes);
      await v1.register(smsRoutes);
      await v1.register(destinationsRoutes);
      await v1.register(expensesRoutes);
      await v1.register(dailyReportsRoutes);
      await v1.register(destinationActionsRoutes);
      await v1.register(driverCoursesRoutes);
      await v1.register(pushRoutes);
      await v1.register(attendancesRoutes);
      await v1.register(courseNotificationsRoutes);
      await v1.register(mapSettingsRoutes);
      await v1.register(coursesRoutes);
      await v1.register(courseImportRoutes);
      await v1.register(courseOffersRoutes);
      await v1.register(optimizationRoutes);
      await v1.register(workingTimeRoutes);
      await v1.register(locationsRoutes);
      await v1.register(accidentReportsRoutes);
      await v1.register(adjustmentAmountsRoutes);
      await v1.register(statementsRoutes);
      await v1.register(journalRoutes);
      await v1.register(subcontractPayablesRoutes);
      await v1.register(trackingLinksRoutes);
      await v1.register(courseMessagesRoutes);
      await v1.register(partnersRoutes);
      await v1.register(systemStatusRoutes);
    },
    { prefix: '/v1' },
  );
  await registerWeb(app, config);
  return app;
}
