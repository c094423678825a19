import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Browser features the app may use: geolocation for the driver app's positions (its own pages only)
 * and fullscreen (the PDF viewer's presentation mode); everything else is refused, so injected or
 * framed content cannot ask for the camera, the microphone or a payment. Photos come through
 * <input capture>, which needs no camera permission.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=(self)',
  'geolocation=(self)',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/**
 * Security headers on every answer, in two sets. Pages (the web app, its assets, the tracking page and
 * anything outside the API) get helmet's headers (CSP, HSTS, nosniff, frame options, …) and the
 * Permissions-Policy. API answers (`/v1`, `/auth/v1`) are JSON that no browser runs as a page, so they
 * get the headers that still mean something there (OWASP's REST set): a CSP that allows nothing, HSTS,
 * nosniff, frame options and CORP. Leaving the page-only ones off (COOP, Origin-Agent-Cluster, the
 * Permissions-Policy, IE's and Flash's) saved 11 % of a by-id read's server CPU (bench/README.md). A
 * file sent under the API (an upload, a PDF) sets its own sandboxing CSP and Permissions-Policy
 * (file-headers.ts).
 *
 * The values do not depend on the request (no nonce), so helmet's middleware runs once, here, against a
 * recorder, and each request only copies the recorded headers: @fastify/helmet built the middleware
 * again on every request (parsing the CSP directives each time), and even built once, running it per
 * request (a function and a validated setHeader per header) was a cost measured on every API call.
 * With an error-reporting DSN, the web app sends its reports there: its origin may be connected to.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions = {}) {
  const page = securityHeaders(options);
  const api = apiSecurityHeaders(page);
  app.addHook('onRequest', (req, reply, done) => {
    for (const [name, value] of isApiPath(req.url) ? api : page) reply.header(name, value);
    done();
  });
}

/** The API's paths, query or not: the JSON API and the sign-in service; the web app's pages are the rest. */
export function isApiPath(url: string) {
  return /^\/(?:auth\/)?v1(?:[/?]|$)/.test(url);
}

/** The CSP of an API answer: opened in a tab, it may load and run nothing, and only the app may frame it. */
const API_CSP = "default-src 'none'; frame-ancestors 'self'";

/** The API's set: the page set's HSTS, nosniff, frame options and CORP, and a CSP that allows nothing. */
function apiSecurityHeaders(page: [string, string][]): [string, string][] {
  const kept = [
    'strict-transport-security',
    'x-content-type-options',
    'x-frame-options',
    'cross-origin-resource-policy',
  ];
  return [['content-security-policy', API_CSP], ...page.filter(([name]) => kept.includes(name))];
}

/** The headers helmet sets with our options, and Permissions-Policy: [lower-case name, value] pairs. */
type SecurityHeaderOptions = { errorReportingDsn?: string | undefined };

export function securityHeaders({ errorReportingDsn }: SecurityHeaderOptions = {}): [string, string][] {
  const recorded = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      recorded.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value));
    },
    removeHeader(name: string) {
      recorded.delete(name.toLowerCase());
    },
  };
  let failed: unknown;
  helmet({
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'connect-src': ["'self'", ...dsnOrigin(errorReportingDsn)],
        'upgrade-insecure-requests': null,
      },
    },
  })(
    {} as Parameters<ReturnType<typeof helmet>>[0],
    recorder as unknown as Parameters<ReturnType<typeof helmet>>[1],
    (err?: unknown) => {
      failed = err;
    },
  );
  if (failed || !recorded.has('content-security-policy')) throw failed ?? new Error('helmet set no headers');
  recorded.set('permissions-policy', PERMISSIONS_POLICY);
  return [...recorded];
}

/** The origin a Sentry-compatible DSN sends to (https://key@host/1 → https://host), if it is a URL. */
function dsnOrigin(dsn: string | undefined): string[] {
  if (!dsn) return [];
  try {
    return [new URL(dsn).origin];
  } catch {
    return [];
  }
}
