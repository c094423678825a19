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
 * Helmet's security headers (CSP, HSTS, nosniff, frame options, …) on every answer. Their values do not
 * depend on the request (no nonce), so helmet's middleware runs once, here, against a recorder, and
 * each request only copies the recorded headers: @fastify/helmet built the middleware again on every
 * request (parsing the CSP directives each time), and even built once, running it per request (a
 * function and a validated setHeader per header) was a cost measured on every API call (bench/README.md).
 * Permissions-Policy (not one of helmet's) is added here. With an error-reporting DSN, the web app
 * sends its reports there: its origin may be connected to.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions = {}) {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_req, reply, done) => {
    for (const [name, value] of headers) reply.header(name, value);
    done();
  });
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
