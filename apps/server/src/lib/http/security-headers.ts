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
 * Helmet's security headers (CSP, HSTS, nosniff, frame options, …) on every answer. The middleware is
 * built once here: @fastify/helmet built it again on every request (parsing the CSP directives each
 * time), a cost measured on every API call. Permissions-Policy (not one of helmet's) is added here.
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  const secure = helmet({
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'connect-src': ["'self'"],
        'upgrade-insecure-requests': null,
      },
    },
  });
  app.addHook('onRequest', (req, reply, done) => {
    reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
    secure(req.raw, reply.raw, (err?: unknown) => done(err as Error | undefined));
  });
}
