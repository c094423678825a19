import { PassThrough } from 'node:stream';
import type { ErrorBody } from '@rikuun/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../../lib/db/errors.ts';
import { AppError } from '../../lib/http/errors.ts';
import { CourseImportFailed } from './row-errors.ts';

export const NDJSON = 'application/x-ndjson';

export const wantsNdjson = (req: FastifyRequest) => (req.headers.accept ?? '').includes(NDJSON);

/** The body and status an error of a running import would have had as a plain answer. */
export function importErrorBody(err: unknown, req: FastifyRequest): ErrorBody & Record<string, unknown> {
  if (err instanceof CourseImportFailed) return err.body();
  if (err instanceof AppError) {
    return {
      statusCode: err.statusCode,
      error: err.code,
      message: err.message,
      ...(err.errors ? { errors: err.errors } : {}),
    };
  }
  if (isDatabaseUnavailable(err)) {
    req.log.error({ err }, 'database unavailable during course import');
    return {
      statusCode: 503,
      error: 'service_unavailable',
      message: '現在サービスを利用できません。しばらくしてから再度お試しください。',
    };
  }
  req.log.error({ err }, 'course import failed');
  req.server.errorReporter.requestFailed(req, err);
  return {
    statusCode: 500,
    error: 'internal',
    message: `サーバーでエラーが発生しました。(問い合わせ番号: ${req.id})`,
    requestId: req.id,
  };
}

/**
 * Answers 200 with a stream of JSON lines while `work` runs: what it reports through `line`, then
 * `{type: 'result', status, ...body}` with the status the plain answer would have had. Errors after the
 * answer started can only travel in that last line.
 */
export function sendNdjson(
  req: FastifyRequest,
  reply: FastifyReply,
  work: (line: (event: object) => void) => Promise<{ status: number; body: object }>,
) {
  const out = new PassThrough();
  // A client that went away destroys the stream; the import still finishes (or rolls back) on its own.
  out.on('error', () => {});
  const line = (event: object) => {
    if (!out.writableEnded && !out.destroyed) out.write(`${JSON.stringify(event)}\n`);
  };
  work(line)
    .then(
      ({ status, body }) => line({ type: 'result', status, ...body }),
      (err: unknown) => {
        const body = importErrorBody(err, req);
        line({ type: 'result', status: body.statusCode, ...body });
      },
    )
    .finally(() => out.end());
  // Proxies must pass each line on as it comes, not hold the answer until its end.
  return reply
    .code(200)
    .type(`${NDJSON}; charset=utf-8`)
    .header('cache-control', 'no-store')
    .header('x-accel-buffering', 'no')
    .send(out);
}
