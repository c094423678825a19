import * as Sentry from '@sentry/node';
import { scrub } from './scrub.ts';

export type ErrorContext = {
  route?: string | undefined;
  role?: string | undefined;
  requestId?: string | undefined;
};

/**
 * The Sentry SDK, loaded only when ERROR_REPORTING_DSN is set (error-reporter.ts imports this file
 * dynamically). No integrations: nothing is instrumented, no request is read; an event carries the
 * exception, the release, the route, the role and the request id, and is scrubbed again as a whole
 * before it leaves (a message may quote an address or a token).
 */
export function startSentry(dsn: string, release: string) {
  Sentry.init({
    dsn,
    release,
    defaultIntegrations: false,
    integrations: [],
    enableOpenTelemetrySetup: false,
    enableRuntimeChannelInjection: false,
    beforeSend(event) {
      delete event.request;
      delete event.user;
      delete event.extra;
      delete event.breadcrumbs;
      delete event.server_name;
      // The event's own ids (event, trace) are long hex strings the scrub would blank: kept as they are.
      const { event_id, contexts, ...rest } = event;
      return { ...JSON.parse(scrub(JSON.stringify(rest))), event_id, contexts };
    },
  });
  return {
    capture(err: unknown, context: ErrorContext) {
      Sentry.withScope((scope) => {
        if (context.route) scope.setTag('route', context.route);
        if (context.role) scope.setTag('role', context.role);
        if (context.requestId) scope.setTag('request_id', context.requestId);
        Sentry.captureException(err);
      });
    },
    flush: (timeoutMs: number) => Sentry.flush(timeoutMs).then(() => undefined),
  };
}
