import type { FastifyInstance } from 'fastify';

/**
 * One info line per answered request (Fastify's own request logging, an "incoming request" and a
 * "request completed" line each, is turned off): the request id (the logger's reqId), method, URL,
 * client address, status and time in milliseconds. Not written at all below the info level.
 */
export function registerRequestLog(app: FastifyInstance) {
  app.addHook('onResponse', (req, reply, done) => {
    // pino's; a logger without it (a test's) is asked anyway.
    if ((req.log as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled?.('info') !== false) {
      req.log.info(
        {
          req: { method: req.method, url: req.url, remoteAddress: req.ip },
          res: { statusCode: reply.statusCode },
          responseTime: reply.elapsedTime,
        },
        'request completed',
      );
    }
    done();
  });
}
