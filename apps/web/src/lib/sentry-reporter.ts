import * as Sentry from '@sentry/react';

/**
 * @sentry/react, loaded only when the server names a DSN (error-reporting.ts). No integrations that
 * read the page (breadcrumbs of clicks and requests, replays); an event carries the error, the release,
 * the route and the role, scrubbed of email addresses and tokens before it leaves.
 */
const SCRUB: [RegExp, string][] = [
  [/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, '[email]'],
  [/\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g, '[token]'],
  [
    /([?&#](?:token|access_token|refresh_token|id_token|code|key|secret|password|signature|sig|t)=)[^&#\s"']*/gi,
    '$1[redacted]',
  ],
  [/\b[A-Za-z0-9_]{32,}\b/g, '[token]'],
];
const scrub = (text: string) => SCRUB.reduce((out, [pattern, to]) => out.replace(pattern, to), text);

/** `role`: the signed-in user's role when one is signed in (never a name or an address). */
export function startSentry(dsn: string, release: string, role: () => string | undefined) {
  Sentry.init({
    dsn,
    release,
    defaultIntegrations: false,
    integrations: [],
    beforeSend(event) {
      delete event.user;
      delete event.breadcrumbs;
      if (event.request) event.request = { url: event.request.url };
      // The event's own ids (event, trace) are long hex strings the scrub would blank: kept as they are.
      const { event_id, contexts, ...rest } = event;
      return { ...JSON.parse(scrub(JSON.stringify(rest))), event_id, contexts };
    },
  });
  return async (error: Error) => {
    Sentry.withScope((scope) => {
      scope.setTag('route', window.location.pathname.replace(/[0-9a-f-]{36}/gi, ':id'));
      const current = role();
      if (current) scope.setTag('role', current);
      Sentry.captureException(error);
    });
  };
}
