import { Writable } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerRequestLog } from './request-log.ts';

function appLogging(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(JSON.parse(String(chunk)));
      callback();
    },
  });
  const app = Fastify({
    logger: { level, stream },
    logController: new LogController({ disableRequestLogging: true }),
  });
  registerRequestLog(app);
  app.get('/x', async () => ({ ok: true }));
  return { app, lines };
}

describe('request log', () => {
  it('writes one line per answered request, with its id, method, URL, status and time', async () => {
    const { app, lines } = appLogging('info');
    const res = await app.inject({ url: '/x?q=1' });
    expect(res.statusCode).toBe(200);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      msg: 'request completed',
      reqId: expect.any(String),
      req: { method: 'GET', url: '/x?q=1' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
    await app.close();
  });

  it('writes nothing below the info level', async () => {
    const { app, lines } = appLogging('warn');
    await app.inject({ url: '/x' });
    expect(lines).toHaveLength(0);
    await app.close();
  });
});
