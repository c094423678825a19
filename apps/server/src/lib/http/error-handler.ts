import { type ErrorBody, VALIDATION_MESSAGE } from '@rikuun/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { isDatabaseUnavailable } from '../db/errors.ts';
import { AppError, notFound } from './errors.ts';
import { registerUploadCleanup } from './staged-uploads.ts';
import { toValidationErrors } from './validation.ts';

/** Thrown by the route validator: carries zod's issues and which part of the request failed. */
export class RequestValidationError extends Error {
  constructor(
    readonly issues: readonly z.core.$ZodIssue[],
    readonly part: string,
  ) {
    super(VALIDATION_MESSAGE);
  }
}

/** Fastify's own client errors, in Japanese and in the error shape. */
const fastifyErrors: Record<string, [number, ErrorBody['error'], string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'bad_request', 'リクエスト本文のJSONを読み取れませんでした。'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'bad_request', 'リクエスト本文が空です。'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'bad_request', 'リクエストの長さが正しくありません。'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'payload_too_large', 'リクエストが大きすぎます。'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [
    415,
    'unsupported_media_type',
    'この形式のリクエストには対応していません。',
  ],
  FST_ERR_CTP_INVALID_TYPE: [415, 'unsupported_media_type', 'この形式のリクエストには対応していません。'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [
    415,
    'unsupported_media_type',
    'multipart/form-data で送信してください。',
  ],
  FST_REQ_FILE_TOO_LARGE: [413, 'payload_too_large', 'ファイルのサイズが上限を超えています。'],
  FST_FILES_LIMIT: [413, 'payload_too_large', 'ファイルの数が上限を超えています。'],
  FST_PARTS_LIMIT: [413, 'payload_too_large', 'フォームの項目数が上限を超えています。'],
  FST_FIELDS_LIMIT: [413, 'payload_too_large', 'フォームの項目数が上限を超えています。'],
  FST_PROTO_VIOLATION: [400, 'bad_request', 'フォームの項目名が正しくありません。'],
  FST_ERR_BAD_URL: [404, 'not_found', 'ページが見つかりません。'],
};

/** Any other client error Node, Fastify or a plugin raises, by its status. */
const byStatus: Record<number, [ErrorBody['error'], string]> = {
  404: ['not_found', 'ページが見つかりません。'],
  405: ['bad_request', 'この操作には対応していません。'],
  406: ['bad_request', '指定された形式では応答できません。'],
  408: [
    'bad_request',
    'リクエストの受信が時間内に完了しませんでした。通信環境を確認して再度お試しください。',
  ],
  411: ['bad_request', 'リクエストの長さ（Content-Length）を指定してください。'],
  413: ['payload_too_large', 'リクエストが大きすぎます。'],
  414: ['bad_request', 'URLが長すぎます。'],
  415: ['unsupported_media_type', 'この形式のリクエストには対応していません。'],
  429: ['too_many_requests', 'リクエストが多すぎます。しばらくしてから再度お試しください。'],
  431: ['bad_request', 'リクエストヘッダーが大きすぎます。'],
};

/** An error answer; it names its request (`requestId`, as the x-request-id header) for a user to quote. */
export function send(reply: FastifyReply, body: ErrorBody, headers?: Record<string, string>) {
  if (headers) reply.headers(headers);
  return reply.status(body.statusCode).send({ ...body, requestId: reply.request.id });
}

export function registerErrorHandling(app: FastifyInstance) {
  // Files a failed request streamed into storage go before its error is answered.
  registerUploadCleanup(app);
  app.setErrorHandler((err: FastifyError | AppError | RequestValidationError, req: FastifyRequest, reply) => {
    if (err instanceof RequestValidationError) {
      // A malformed id in the path names nothing that exists: the same 404 as an unknown id.
      if (err.part === 'params') return sendApp(reply, notFound());
      return send(reply, {
        statusCode: 400,
        error: 'bad_request',
        message: VALIDATION_MESSAGE,
        errors: toValidationErrors(err.issues, err.part),
      });
    }
    if (err instanceof AppError) return sendApp(reply, err, req);
    const code = (err as FastifyError).code;
    const known = code ? fastifyErrors[code] : undefined;
    if (known) return send(reply, { statusCode: known[0], error: known[1], message: known[2] });
    if ((err as FastifyError).statusCode === 429) {
      return send(reply, {
        statusCode: 429,
        error: 'too_many_requests',
        message: 'リクエストが多すぎます。しばらくしてから再度お試しください。',
      });
    }
    if (isDatabaseUnavailable(err)) {
      req.log.error({ err }, 'database unavailable');
      return send(reply, {
        statusCode: 503,
        error: 'service_unavailable',
        message: '現在サービスを利用できません。しばらくしてから再度お試しください。',
      });
    }
    const status = (err as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      req.log.warn({ err }, 'unmapped client error');
      const [error, message] = byStatus[status] ?? ['bad_request', 'リクエストが正しくありません。'];
      return send(reply, { statusCode: status, error, message });
    }
    req.log.error({ err }, 'unhandled error');
    req.server.errorReporter?.requestFailed(req, err);
    return send(reply, {
      statusCode: 500,
      error: 'internal',
      message: `サーバーでエラーが発生しました。(問い合わせ番号: ${req.id})`,
    });
  });

  app.setNotFoundHandler((_req, reply) =>
    send(reply, { statusCode: 404, error: 'not_found', message: 'ページが見つかりません。' }),
  );
}

function sendApp(reply: FastifyReply, err: AppError, req?: FastifyRequest) {
  const body: ErrorBody = { statusCode: err.statusCode, error: err.code, message: err.message };
  if (err.errors) body.errors = err.errors;
  if (err.current !== undefined) body.current = asAnswered(err.current, req);
  return send(reply, body, err.headers);
}

/**
 * A stale update's current record as the route's own answer shows it: through its 200 schema (the
 * record's schema, as GET answers it), which leaves out what the service reads for itself.
 */
function asAnswered(current: unknown, req: FastifyRequest | undefined): unknown {
  const schema = (req?.routeOptions.schema?.response as Record<number, unknown> | undefined)?.[200];
  const parsed = (schema as z.ZodType | undefined)?.safeParse?.(current);
  return parsed?.success ? parsed.data : current;
}
