import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../db/db.ts';
import { jobBacklog } from '../jobs/job-backlog.ts';
import { startHeartbeat } from './heartbeat.ts';
import { registerHttpMetrics, registerMetricsRoute } from './http-metrics.ts';
import { setMetricsSource, startProcessMetrics } from './metrics.ts';

/** Metrics (GET /metrics and what feeds it) and this instance's heartbeat. */
export function registerObservability(
  app: FastifyInstance,
  deps: { config: Config; database: Database; clock: () => Date },
) {
  const { config, database, clock } = deps;
  startProcessMetrics();
  registerHttpMetrics(app);
  registerMetricsRoute(app, config.observability.metricsToken);
  const unset = setMetricsSource({
    pool: () => database.poolStats(),
    replicas: () => database.replicas?.stats() ?? [],
    jobs: () => jobBacklog(database.db, clock()),
  });
  let heartbeat: ReturnType<typeof startHeartbeat> | undefined;
  app.addHook('onReady', async () => {
    heartbeat = startHeartbeat({
      db: database.db,
      release: config.observability.release,
      intervalMs: config.observability.heartbeatIntervalMs,
      clock,
      log: app.log,
      replicas: () =>
        (database.replicas?.stats() ?? []).map((r) => ({
          name: r.name,
          state: r.state,
          lagSeconds: r.lagSeconds ?? null,
          lagBytes: r.lagBytes ?? null,
        })),
    });
  });
  app.addHook('onClose', async () => {
    unset();
    await heartbeat?.stop();
  });
}
