import type { ErrorCode, ValidationErrorItem } from '@rikuun/contract';
import { VALIDATION_MESSAGE, VERSION_CONFLICT_MESSAGE } from '@rikuun/contract';

/** An error meant for the client: its message is Japanese and safe to show. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly errors?: ValidationErrorItem[],
    readonly headers?: Record<string, string>,
    /** A stale update's 409: the record as its GET answers it now. */
    readonly current?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string) => new AppError(400, 'bad_request', message);
export const validationFailed = (errors: ValidationErrorItem[]) =>
  new AppError(400, 'bad_request', VALIDATION_MESSAGE, errors);
export const unauthorized = (message = '認証に失敗しました。') => new AppError(401, 'unauthorized', message);
export const tokenExpired = () =>
  new AppError(401, 'firebase_token_expired', '認証の有効期限が切れました。再度お試しください。');
export const forbidden = (message = 'この操作を行う権限がありません。') =>
  new AppError(403, 'forbidden', message);
export const notFound = (what = 'データ') => new AppError(404, 'not_found', `${what}が見つかりません。`);
export const conflict = (message: string) => new AppError(409, 'conflict', message);
/** An update based on an older version of the record: nothing written, `current` is the record now. */
export const versionConflict = (current: unknown) =>
  new AppError(409, 'conflict', VERSION_CONFLICT_MESSAGE, undefined, undefined, current);
export const payloadTooLarge = (message: string) => new AppError(413, 'payload_too_large', message);
export const unsupportedMediaType = (message: string) => new AppError(415, 'unsupported_media_type', message);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(
    429,
    'too_many_requests',
    `試行回数が上限に達しました。${Math.ceil(retryAfterSeconds / 60)}分ほど時間をおいて再度お試しください。`,
    undefined,
    { 'retry-after': String(retryAfterSeconds) },
  );
/** A 503; with `retryAfterSeconds` when the client can tell when to try again. */
export const serviceUnavailable = (
  message = '現在サービスを利用できません。しばらくしてから再度お試しください。',
  retryAfterSeconds?: number,
) =>
  new AppError(
    503,
    'service_unavailable',
    message,
    undefined,
    retryAfterSeconds === undefined ? undefined : { 'retry-after': String(retryAfterSeconds) },
  );
