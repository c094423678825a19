import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';

const optional = z
  .string()
  .optional()
  .transform((v) => (v === '' ? undefined : v));
const int = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const envSchema = z
  .object({
    NODE_ENV: z.string().default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    /** Behind a load balancer: trust X-Forwarded-For from it (true, or its addresses separated by commas). */
    TRUST_PROXY: optional,
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optional,
    /**
     * Streaming replicas of DATABASE_URL (one or more, separated by commas): lists, reports, statements,
     * the live map and exports read there (docs/operations.md). Unset: every read goes to DATABASE_URL.
     */
    DATABASE_READ_URL: optional,
    /** A replica further behind the primary than this is skipped (its reads go to the primary). */
    DATABASE_READ_MAX_LAG_MS: int(5000),
    /** The same bound in bytes of WAL not yet replayed; 0: no byte bound. */
    DATABASE_READ_MAX_LAG_BYTES: z.coerce.number().int().min(0).default(0),
    /** How often each instance asks every replica (and the primary) where its WAL stands. */
    DATABASE_READ_POLL_MS: z.coerce.number().int().min(50).default(250),
    DATABASE_POOL_SIZE: int(10),
    /** How long a request waits for a pooled connection before answering 503. */
    DATABASE_CONNECT_TIMEOUT_MS: int(5000),
    /** Whole request (headers and body) must arrive within this; then 408 and the connection closes. */
    HTTP_REQUEST_TIMEOUT_MS: int(120_000),
    /** Request headers must arrive within this (slow-header clients). At most the request timeout. */
    HTTP_HEADERS_TIMEOUT_MS: int(20_000),
    /** A connection with no traffic in either direction for this long is closed. */
    HTTP_IDLE_TIMEOUT_MS: int(120_000),
    /** An idle keep-alive connection is kept this long; above a load balancer's idle timeout (often 60 s). */
    HTTP_KEEP_ALIVE_TIMEOUT_MS: int(72_000),
    /** On SIGTERM, requests are still answered (with Connection: close) this long before the server closes. */
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).default(2000),
    PUBLIC_URL: optional,
    LOG_LEVEL: z.string().default('info'),
    SMTP_URL: optional,
    SMTP_HOST: optional,
    SMTP_PORT: z.coerce.number().int().optional(),
    SMTP_SECURE: z.enum(['true', 'false']).optional(),
    SMTP_USER: optional,
    SMTP_PASSWORD: optional,
    MAIL_FROM: z.string().default('Rikuun <no-reply@rikuun.local>'),
    S3_BUCKET: optional,
    S3_REGION: z.string().default('ap-northeast-1'),
    S3_ENDPOINT: optional,
    S3_ACCESS_KEY_ID: optional,
    S3_SECRET_ACCESS_KEY: optional,
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
    AUTH_ID_TOKEN_TTL_SECONDS: int(3600),
    AUTH_REFRESH_TOKEN_TTL_SECONDS: int(60 * 60 * 24 * 30),
    AUTH_ISSUER: optional,
    AUTH_AUDIENCE: z.string().default('rikuun'),
    /** External identity provider (Firebase Authentication or any OIDC issuer) verified by JWKS. */
    AUTH_EXTERNAL_ISSUER: optional,
    AUTH_EXTERNAL_AUDIENCE: optional,
    AUTH_EXTERNAL_JWKS_URL: optional,
    /** Encrypts the ID-token signing key at rest (AES-256-GCM); at least 32 characters. */
    KEY_ENCRYPTION_SECRET: z
      .string()
      .optional()
      .transform((v) => (v === '' ? undefined : v))
      .refine(
        (v) => v === undefined || v.length >= 32,
        'KEY_ENCRYPTION_SECRET must be at least 32 characters',
      ),
    /** Sign-in attempt counters in Redis instead of PostgreSQL (several instances, high sign-in volume). */
    REDIS_URL: optional,
    AUTH_SIGN_IN_MAX_ATTEMPTS: int(10),
    AUTH_SIGN_IN_WINDOW_SECONDS: int(300),
    /**
     * A server-sent event stream is ended after this long (the client opens a new one with a fresh
     * token): a bound on what a missed change message could let a stream show.
     */
    STREAM_MAX_LIFE_MS: int(15 * 60_000),
    FILE_URL_TTL_SECONDS: int(900),
    FILE_URL_SECRET: optional,
    /** How often each instance looks for due background jobs; 0 turns the poller off (tests run jobs by hand). */
    JOBS_POLL_INTERVAL_MS: z.coerce.number().int().min(0).default(1000),
    /** Jobs one instance runs at once (at least 2: one is always kept for mail and notifications). */
    JOBS_CONCURRENCY: z.coerce.number().int().min(2).default(2),
    /** Of those, how many may be bulk work (geocoding, imports, purges); fewer than JOBS_CONCURRENCY. */
    JOBS_BULK_CONCURRENCY: int(1),
    /** Finished jobs are deleted after this many days (done) and this many (given up) by the hourly purge. */
    JOBS_DONE_RETENTION_DAYS: int(7),
    JOBS_FAILED_RETENTION_DAYS: int(30),
    /** Drivers' position points older than this many days are deleted by the hourly purge job. */
    LOCATION_RETENTION_DAYS: int(90),
    /** Address search that answers GSI-shaped JSON; the address is appended URL-encoded (or replaces {q}). */
    GEOCODER_URL: z.string().default('https://msearch.gsi.go.jp/address-search/AddressSearch?q='),
    /** One geocoder request waits at most this long; then the job tries again later. */
    GEOCODER_TIMEOUT_MS: int(10_000),
    /**
     * OSRM-compatible routing service for the optimizer's travel times (GET {url}/table/v1/driving/…);
     * unset: straight-line distance × the company's detour factor at its average speed.
     */
    ROUTING_URL: optional,
    /** One routing-table request waits at most this long; then the plan uses straight-line times. */
    ROUTING_TIMEOUT_MS: int(15_000),
    /** Leaflet tile URL template for every map of the web app. */
    MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
    MAP_TILE_ATTRIBUTION: z.string().default('© OpenStreetMap contributors'),
    /** Contact of the VAPID key's owner for push services (https: URL or mailto:); by default PUBLIC_URL or MAIL_FROM. */
    VAPID_SUBJECT: optional,
    /** Tests only: accept Web Push subscriptions whose endpoint is plain http on 127.0.0.1/localhost. */
    PUSH_ALLOW_LOOPBACK_HTTP: z.enum(['true', 'false']).default('false'),
    /** Sentry-compatible DSN (Sentry, self-hosted Sentry, GlitchTip): errors go there instead of the embedded list. */
    ERROR_REPORTING_DSN: optional,
    /** The release errors and heartbeats name; by default the package version npm start passes. */
    RELEASE: optional,
    /** GET /metrics from elsewhere than loopback needs `Authorization: Bearer <this>`. */
    METRICS_TOKEN: optional,
    /** OTLP/HTTP endpoint for traces (OpenTelemetry's own variable); unset: no tracing code is loaded. */
    OTEL_EXPORTER_OTLP_ENDPOINT: optional,
    /**
     * Worker threads that draw PDFs (invoices, notices, registers), so other requests do not wait
     * behind them; 0 draws on the request's thread. By default the cores but one, 1 to 4.
     */
    PDF_WORKERS: optional.pipe(z.coerce.number<string | undefined>().int().min(0).optional()),
    /** Documents that may wait for a free PDF worker; one more answers 503 at once instead of queueing. */
    PDF_QUEUE_MAX: int(100),
    /** How often each instance writes its heartbeat row (the status page lists instances seen in the last minute). */
    HEARTBEAT_INTERVAL_MS: int(15_000),
    DEMO_PASSWORD: optional,
    SEED_DEMO: z.enum(['true', 'false']).default('true'),
    WEB_DIST_DIR: optional,
  })
  .refine((e) => !e.DATABASE_READ_URL || e.DATABASE_URL, {
    path: ['DATABASE_READ_URL'],
    message: 'DATABASE_READ_URL needs DATABASE_URL (the embedded PGlite has no replicas)',
  })
  .refine((e) => e.JOBS_BULK_CONCURRENCY < e.JOBS_CONCURRENCY, {
    path: ['JOBS_BULK_CONCURRENCY'],
    message: 'JOBS_BULK_CONCURRENCY must be less than JOBS_CONCURRENCY (a slot stays free for mail)',
  });

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    logLevel: e.LOG_LEVEL,
    dataDir,
    publicUrl,
    database: {
      url: e.DATABASE_URL,
      pglitePath: path.join(dataDir, 'db'),
      poolSize: e.DATABASE_POOL_SIZE,
      connectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
      reads: {
        urls: (e.DATABASE_READ_URL ?? '')
          .split(',')
          .map((u) => u.trim())
          .filter((u) => u !== ''),
        maxLagMs: e.DATABASE_READ_MAX_LAG_MS,
        maxLagBytes: e.DATABASE_READ_MAX_LAG_BYTES,
        pollIntervalMs: e.DATABASE_READ_POLL_MS,
      },
    },
    mail: {
      from: e.MAIL_FROM,
      smtpUrl: e.SMTP_URL,
      smtp: e.SMTP_HOST
        ? {
            host: e.SMTP_HOST,
            port: e.SMTP_PORT ?? 587,
            secure: e.SMTP_SECURE === 'true',
            user: e.SMTP_USER,
            password: e.SMTP_PASSWORD,
          }
        : undefined,
      outboxDir: path.join(dataDir, 'mail'),
    },
    storage: {
      localDir: path.join(dataDir, 'files'),
      s3: e.S3_BUCKET
        ? {
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
          }
        : undefined,
      urlTtlSeconds: e.FILE_URL_TTL_SECONDS,
      urlSecret: e.FILE_URL_SECRET,
    },
    auth: {
      idTokenTtlSeconds: e.AUTH_ID_TOKEN_TTL_SECONDS,
      refreshTokenTtlSeconds: e.AUTH_REFRESH_TOKEN_TTL_SECONDS,
      issuer: e.AUTH_ISSUER ?? `${publicUrl}/auth/v1`,
      audience: e.AUTH_AUDIENCE,
      external: e.AUTH_EXTERNAL_ISSUER
        ? {
            issuer: e.AUTH_EXTERNAL_ISSUER,
            audience: e.AUTH_EXTERNAL_AUDIENCE ?? e.AUTH_AUDIENCE,
            jwksUrl: e.AUTH_EXTERNAL_JWKS_URL,
          }
        : undefined,
      keyEncryptionSecret: e.KEY_ENCRYPTION_SECRET,
      signInMaxAttempts: e.AUTH_SIGN_IN_MAX_ATTEMPTS,
      signInWindowSeconds: e.AUTH_SIGN_IN_WINDOW_SECONDS,
    },
    redisUrl: e.REDIS_URL,
    http: {
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
      headersTimeoutMs: Math.min(e.HTTP_HEADERS_TIMEOUT_MS, e.HTTP_REQUEST_TIMEOUT_MS),
      idleTimeoutMs: e.HTTP_IDLE_TIMEOUT_MS,
      keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    },
    jobs: {
      pollIntervalMs: e.JOBS_POLL_INTERVAL_MS,
      slots: { concurrency: e.JOBS_CONCURRENCY, bulk: e.JOBS_BULK_CONCURRENCY },
      retention: { doneDays: e.JOBS_DONE_RETENTION_DAYS, failedDays: e.JOBS_FAILED_RETENTION_DAYS },
    },
    streams: { maxLifeMs: e.STREAM_MAX_LIFE_MS },
    locations: { retentionDays: e.LOCATION_RETENTION_DAYS },
    pdf: {
      workers: e.PDF_WORKERS ?? Math.min(4, Math.max(1, availableParallelism() - 1)),
      queueMax: e.PDF_QUEUE_MAX,
    },
    geocoder: { url: e.GEOCODER_URL, timeoutMs: e.GEOCODER_TIMEOUT_MS },
    routing: { url: e.ROUTING_URL, timeoutMs: e.ROUTING_TIMEOUT_MS },
    map: { tileUrl: e.MAP_TILE_URL, attribution: e.MAP_TILE_ATTRIBUTION },
    push: {
      subject: e.VAPID_SUBJECT ?? vapidSubject(publicUrl, e.MAIL_FROM),
      allowLoopbackHttp: e.PUSH_ALLOW_LOOPBACK_HTTP === 'true',
    },
    observability: {
      errorReportingDsn: e.ERROR_REPORTING_DSN,
      release: e.RELEASE ?? `rikuun@${env.npm_package_version ?? 'dev'}`,
      metricsToken: e.METRICS_TOKEN,
      otlpEndpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT,
      heartbeatIntervalMs: e.HEARTBEAT_INTERVAL_MS,
    },
    demo: { password: e.DEMO_PASSWORD, seed: e.SEED_DEMO === 'true' },
    webDistDir: e.WEB_DIST_DIR,
  };
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}

/** Push services want a contact: the public https URL, else the sender address of MAIL_FROM. */
function vapidSubject(publicUrl: string, mailFrom: string): string {
  if (publicUrl.startsWith('https://')) return publicUrl;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}
