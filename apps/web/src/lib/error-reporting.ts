/**
 * Unexpected errors of the web app go to the error-reporting service (spec §8). Which one the server
 * says on the first error (GET /v1/client-config): a Sentry-compatible DSN, then @sentry/react is
 * loaded (only then, so the first load does not carry it); else POST /v1/client-errors, the embedded
 * list the system administrator reads. Never more than a few reports of one message per page load.
 */
type ClientConfig = { errorReporting: { dsn: string | null }; release: string };
type Sender = (error: Error) => Promise<void>;

declare const __RIKUUN_RELEASE__: string;
const release = typeof __RIKUUN_RELEASE__ === 'string' ? __RIKUUN_RELEASE__ : 'rikuun@dev';
const SAME_MESSAGE_AT_MOST = 3;
const sentTimes = new Map<string, number>();
let sender: Promise<Sender> | undefined;
let signedInRole: string | undefined;

/** The role a report names (set by the signed-in layout once it knows the user; undefined when signed out). */
export function setReportedRole(role: string | undefined): void {
  signedInRole = role;
}

const asError = (thrown: unknown): Error =>
  thrown instanceof Error
    ? thrown
    : new Error(typeof thrown === 'string' ? thrown : (JSON.stringify(thrown) ?? String(thrown)));

// The session module reads window at load: imported when a report is sent, so errors.ts stays testable.
const session = () => import('./session.ts');

async function embedded(error: Error) {
  const { apiHost, authClient } = await session();
  const token = authClient.getSession()?.idToken;
  await fetch(`${apiHost}/v1/client-errors`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({
      message: error.message || error.name,
      stack: error.stack,
      url: window.location.href,
      release,
    }),
    keepalive: true,
  });
}

async function chooseSender(): Promise<Sender> {
  const { apiHost } = await session();
  const config = await fetch(`${apiHost}/v1/client-config`)
    .then((r) => (r.ok ? (r.json() as Promise<ClientConfig>) : undefined))
    .catch(() => undefined);
  const dsn = config?.errorReporting.dsn;
  if (!dsn) return embedded;
  const { startSentry } = await import('./sentry-reporter.ts');
  return startSentry(dsn, release, () => signedInRole);
}

/** Sends one unexpected error; a failure to report is swallowed (it must not raise another one). */
export function reportUnexpected(thrown: unknown): void {
  const error = asError(thrown);
  const times = sentTimes.get(error.message) ?? 0;
  if (times >= SAME_MESSAGE_AT_MOST) return;
  sentTimes.set(error.message, times + 1);
  sender ??= chooseSender();
  void sender.then((send) => send(error)).catch(() => undefined);
}

/** Errors nothing caught: a throw in an event handler or timer, a promise nobody awaited. */
export function reportUncaughtErrors(): void {
  window.addEventListener('error', (event) => reportUnexpected(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => reportUnexpected(event.reason));
}
