import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/db.ts';
import { type ErrorReport, recordErrorReport } from './error-groups.ts';
import { errorsReported } from './metrics.ts';
import type { ErrorContext } from './sentry.ts';

export type ErrorLog = { error(obj: unknown, msg?: string): void };

/**
 * Where unexpected errors go (spec §8, "reported to an error-reporting service"): with
 * ERROR_REPORTING_DSN to that Sentry-compatible service through @sentry/node (imported only then);
 * without, into the embedded error list (error_groups) that the system administrator reads.
 */
export type ErrorReporter = {
  /** A request's unexpected error (its 500), with the request's route, role and id. */
  requestFailed(req: FastifyRequest, err: unknown): void;
  /** An error outside any request (an unhandled rejection). */
  processFailed(err: unknown): Promise<void>;
  /** The web app's own report (POST /v1/client-errors): always the embedded list, scrubbed. */
  clientReported(report: ErrorReport): Promise<void>;
  /** Waits for reports still on their way (shutdown). */
  flush(): Promise<void>;
};

export async function createErrorReporter(deps: {
  db: Db;
  dsn: string | undefined;
  release: string;
  clock: () => Date;
  log: ErrorLog;
}): Promise<ErrorReporter> {
  const { db, release, clock, log } = deps;
  const sentry = deps.dsn ? (await import('./sentry.ts')).startSentry(deps.dsn, release) : undefined;
  const pending = new Set<Promise<void>>();
  const track = (work: Promise<void>) => {
    const done = work.catch((err) => log.error({ err }, 'error report not recorded'));
    pending.add(done);
    void done.finally(() => pending.delete(done));
    return done;
  };

  function report(err: unknown, context: ErrorContext & { place?: string }) {
    errorsReported.inc({ source: 'server' });
    if (sentry) {
      sentry.capture(err, context);
      return Promise.resolve();
    }
    const error = err instanceof Error ? err : new Error(String(err));
    return track(
      recordErrorReport(
        db,
        {
          source: 'server',
          message: `${error.name}: ${error.message}`,
          stack: error.stack,
          release,
          requestId: context.requestId,
          place: context.place,
          url: context.route,
        },
        clock(),
      ),
    );
  }

  return {
    requestFailed(req, err) {
      const route = `${req.method} ${req.routeOptions.url ?? '(no route)'}`;
      void report(err, { route, role: req.user?.role, requestId: req.id, place: route });
    },
    processFailed: (err) => report(err, { place: '(process)' }),
    clientReported(input) {
      errorsReported.inc({ source: 'web' });
      return track(recordErrorReport(db, input, clock()));
    },
    async flush() {
      await Promise.all(pending);
      await sentry?.flush(2000);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Where unexpected errors go: Sentry with ERROR_REPORTING_DSN, else the embedded error list. */
    errorReporter: ErrorReporter;
  }
}
