import { z } from 'zod';
import { paginationQuery } from './common.ts';

/**
 * Operability (decision 066): what the web app reports of an unexpected error, the system
 * administrator's error groups, and the status page.
 */

export const errorSources = ['web', 'server'] as const;
export type ErrorSource = (typeof errorSources)[number];
export const errorSourceLabels: Record<ErrorSource, string> = { web: 'Webアプリ', server: 'サーバー' };

/** Bounds of a reported error (the server cuts longer texts; the body limit refuses far larger ones). */
export const CLIENT_ERROR_LIMITS = { message: 1000, stack: 8000, url: 2000, release: 100 } as const;

/** POST /v1/client-errors: an unexpected error of the web app. Longer texts are cut, not refused. */
export const clientErrorInput = z.object({
  message: z
    .string({ error: 'メッセージを指定してください。' })
    .min(1, { error: 'メッセージを指定してください。' }),
  stack: z.string({ error: 'スタックは文字列で指定してください。' }).optional(),
  url: z.string({ error: 'URLは文字列で指定してください。' }).optional(),
  release: z.string({ error: 'リリースは文字列で指定してください。' }).optional(),
});
export type ClientErrorInput = z.infer<typeof clientErrorInput>;

/** GET /v1/client-config: where the web app reports its errors (a Sentry DSN is public by design). */
export const clientConfigSchema = z.object({
  errorReporting: z.object({ dsn: z.string().nullable() }),
  release: z.string(),
});

export const errorGroupSchema = z.object({
  id: z.uuid(),
  source: z.enum(errorSources),
  message: z.string(),
  place: z.string(),
  count: z.number().int(),
  firstSeenAt: z.iso.datetime({ offset: true }),
  lastSeenAt: z.iso.datetime({ offset: true }),
  lastStack: z.string().nullable(),
  lastUrl: z.string().nullable(),
  lastRelease: z.string().nullable(),
  lastRequestId: z.string().nullable(),
});
export type ErrorGroup = z.infer<typeof errorGroupSchema>;

export const errorGroupListQuery = paginationQuery.extend({
  source: z.enum(errorSources, { error: '発生元を選択してください。' }).optional(),
});

export const jobBacklogSchema = z.object({
  type: z.string(),
  waiting: z.number().int(),
  /** Seconds the oldest due job of the type has waited; 0 when none is due yet. */
  oldestAgeSeconds: z.number(),
});

export const failedJobSchema = z.object({
  id: z.uuid(),
  type: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  failedAt: z.iso.datetime({ offset: true }),
  /** A secret payload (a sign-in link) was emptied when the job was given up: it cannot run again. */
  retryable: z.boolean(),
});
export type FailedJob = z.infer<typeof failedJobSchema>;

/**
 * A read replica as one instance sees it (decision 070): in_use, read from; lagging, behind the lag
 * bound; catching_up, within the bound but not yet past the writes this instance may have missed
 * (while it was not hearing the other instances' notices); starting, not polled yet; down, its poll
 * fails; not_standby, the URL is not a standby in recovery (a promoted replica).
 */
export const replicaStates = ['in_use', 'lagging', 'catching_up', 'starting', 'down', 'not_standby'] as const;
export type ReplicaState = (typeof replicaStates)[number];
export const replicaStateLabels: Record<ReplicaState, string> = {
  in_use: '使用中',
  lagging: '遅延超過',
  catching_up: '同期待ち',
  starting: '確認中',
  down: '停止',
  not_standby: 'スタンバイではない',
};

export const instanceReplicaSchema = z.object({
  /** host:port/database of its URL (never the password). */
  name: z.string(),
  state: z.enum(replicaStates),
  /** Behind the primary as of the instance's last heartbeat; null while unknown (not polled, down). */
  lagSeconds: z.number().nullable(),
  lagBytes: z.number().nullable(),
});
export type InstanceReplica = z.infer<typeof instanceReplicaSchema>;

export const instanceSchema = z.object({
  id: z.string(),
  hostname: z.string(),
  pid: z.number().int(),
  release: z.string(),
  startedAt: z.iso.datetime({ offset: true }),
  seenAt: z.iso.datetime({ offset: true }),
  /** The read replicas (DATABASE_READ_URL) this instance reads, as of its last heartbeat. */
  replicas: z.array(instanceReplicaSchema),
});

/** A streaming replica as the primary sees it (pg_stat_replication). */
export const replicaSchema = z.object({
  name: z.string(),
  state: z.string(),
  /** Seconds the replica's replay is behind; null when PostgreSQL does not know it. */
  lagSeconds: z.number().nullable(),
});

export const systemStatusSchema = z.object({
  instances: z.array(instanceSchema),
  jobs: z.object({
    backlog: z.array(jobBacklogSchema),
    failed: z.array(failedJobSchema),
    failedTotal: z.number().int(),
  }),
  errors: z.object({
    groups: z.number().int(),
    lastDay: z.number().int(),
    latest: z.array(errorGroupSchema),
  }),
  storage: z.object({ files: z.number().int(), bytes: z.number() }),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), bytes: z.number().nullable() }),
  replicas: z.array(replicaSchema),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;
