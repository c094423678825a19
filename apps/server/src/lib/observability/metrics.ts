import client from 'prom-client';
import type { PoolStats } from '../db/db.ts';
import type { ReplicaStats } from '../db/replicas.ts';

/**
 * The Prometheus metrics of this process (GET /metrics, metrics.routes.ts). One registry per process,
 * as prom-client intends: the counters are module-level, and what must be read from an app's database
 * (pool, job backlog) comes from the app that registered itself last (one per process outside tests).
 */
export const registry = new client.Registry();

let defaultsStarted = false;
/** Node's own metrics (event loop lag, heap, GC, handles), once per process. */
export function startProcessMetrics() {
  if (defaultsStarted) return;
  defaultsStarted = true;
  client.collectDefaultMetrics({ register: registry });
}

const registers = [registry];
const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export const httpRequests = new client.Counter({
  name: 'rikuun_http_requests_total',
  help: 'HTTP requests answered, by route template, method and status.',
  labelNames: ['route', 'method', 'status'] as const,
  registers,
});
export const httpDuration = new client.Histogram({
  name: 'rikuun_http_request_duration_seconds',
  help: 'Time from the request to its answer, by route template, method and status.',
  labelNames: ['route', 'method', 'status'] as const,
  buckets: SECONDS,
  registers,
});
export const errorsReported = new client.Counter({
  name: 'rikuun_errors_reported_total',
  help: 'Unexpected errors reported (server: its 5xx and unhandled errors; web: POST /v1/client-errors).',
  labelNames: ['source'] as const,
  registers,
});
export const jobFailures = new client.Counter({
  name: 'rikuun_job_failures_total',
  help: 'Failed job attempts by kind (given_up="true" when it was the last attempt).',
  labelNames: ['kind', 'given_up'] as const,
  registers,
});
export const liveMapStreams = new client.Gauge({
  name: 'rikuun_live_map_streams',
  help: 'Open live-map event streams (company and consignor maps) on this instance.',
  registers,
});
export const optimizerRuns = new client.Histogram({
  name: 'rikuun_optimizer_run_duration_seconds',
  help: 'Route optimizer runs and their time, by outcome.',
  labelNames: ['outcome'] as const,
  buckets: [0.1, 0.5, 1, 2, 5, 10, 30, 60, 120],
  registers,
});
export const pdfRenders = new client.Histogram({
  name: 'rikuun_pdf_render_duration_seconds',
  help: 'PDFs drawn and their time from the call to the bytes (a worker queue included), by kind, thread (worker, request) and outcome (done, failed, refused: the queue was full).',
  labelNames: ['kind', 'thread', 'outcome'] as const,
  buckets: SECONDS,
  registers,
});
export const pushDeliveries = new client.Counter({
  name: 'rikuun_push_deliveries_total',
  help: 'Web Push delivery jobs by outcome (sent, failed).',
  labelNames: ['outcome'] as const,
  registers,
});
export const mailDeliveries = new client.Counter({
  name: 'rikuun_mail_deliveries_total',
  help: 'Mail delivery jobs by outcome (sent, failed).',
  labelNames: ['outcome'] as const,
  registers,
});

/** What an app reads for the scrape: its pool, and the job table's backlog. */
export type MetricsSource = {
  pool(): PoolStats;
  /** The read replicas (DATABASE_READ_URL); none without them. */
  replicas(): ReplicaStats[];
  jobs(): Promise<{ kind: string; waiting: number; oldestAgeSeconds: number; failed: number }[]>;
};
let source: MetricsSource | undefined;
/** Makes `next` the source of the pool and job gauges; the function returned removes it again. */
export function setMetricsSource(next: MetricsSource): () => void {
  source = next;
  return () => {
    if (source === next) source = undefined;
  };
}

// Labelled (pool="primary", and pool="replica <host:port/db>" for each read replica) so that a figure
// that does not apply (PGlite's in use and waiting) can be left out: an unlabelled gauge that is reset
// still answers 0.
const poolGauge = (name: string, help: string, read: (s: PoolStats) => number | undefined) =>
  new client.Gauge({
    name,
    help,
    labelNames: ['pool'] as const,
    registers,
    collect() {
      this.reset();
      if (!source) return;
      const pools = [{ pool: 'primary', stats: source.pool() }];
      for (const r of source.replicas()) pools.push({ pool: `replica ${r.name}`, stats: r.pool });
      for (const { pool, stats } of pools) {
        const value = read(stats);
        if (value !== undefined) this.set({ pool }, value);
      }
    },
  });
poolGauge('rikuun_db_pool_max', 'Connections the database pool may open (PGlite: 1).', (s) => s.max);
poolGauge('rikuun_db_pool_size', 'Connections the pool has open.', (s) => s.open);
poolGauge(
  'rikuun_db_pool_in_use',
  'Connections checked out by a query or transaction (PostgreSQL only).',
  (s) => s.inUse,
);
poolGauge('rikuun_db_pool_waiting', 'Requests waiting for a connection (PostgreSQL only).', (s) => s.waiting);

const replicaGauge = (name: string, help: string, read: (s: ReplicaStats) => number | undefined) =>
  new client.Gauge({
    name,
    help,
    labelNames: ['replica'] as const,
    registers,
    collect() {
      this.reset();
      for (const r of source?.replicas() ?? []) {
        const value = read(r);
        if (value !== undefined) this.set({ replica: r.name }, value);
      }
    },
  });
replicaGauge(
  'rikuun_db_replica_up',
  'A read replica answered its last poll as a standby (1) or did not (0).',
  (r) => (r.up ? 1 : 0),
);
replicaGauge(
  'rikuun_db_replica_in_use',
  'Read-only routes read from this replica (1): up, within DATABASE_READ_MAX_LAG_MS / _BYTES, past what this instance may not have heard.',
  (r) => (r.inUse ? 1 : 0),
);
replicaGauge(
  'rikuun_db_replica_lag_seconds',
  'How long ago the primary first had WAL the replica has not replayed (0: caught up).',
  (r) => r.lagSeconds,
);
replicaGauge(
  'rikuun_db_replica_lag_bytes',
  "WAL the replica has not replayed: the primary's position minus its replay position.",
  (r) => r.lagBytes,
);

const jobGauge = (name: string, help: string, pick: 'waiting' | 'oldestAgeSeconds' | 'failed') =>
  new client.Gauge({
    name,
    help,
    labelNames: ['kind'] as const,
    registers,
    async collect() {
      this.reset();
      const rows = await (source?.jobs() ?? Promise.resolve([])).catch(() => []);
      for (const row of rows) this.set({ kind: row.kind }, row[pick]);
    },
  });
jobGauge('rikuun_jobs_waiting', 'Jobs due and not yet done, by kind (job type).', 'waiting');
jobGauge(
  'rikuun_jobs_oldest_age_seconds',
  'How long the oldest due job of a kind has waited.',
  'oldestAgeSeconds',
);
jobGauge('rikuun_jobs_failed', 'Jobs given up after their last attempt and still kept, by kind.', 'failed');
