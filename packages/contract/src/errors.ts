import { z } from 'zod';

export const VALIDATION_MESSAGE = '入力内容に誤りがあります。入力項目を確認してください';

export const errorCodes = [
  'bad_request',
  'unauthorized',
  'firebase_token_expired',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'too_many_requests',
  'service_unavailable',
  'internal',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export type ValidationErrorItem = {
  property: string;
  constraints?: Record<string, string>;
  children: ValidationErrorItem[];
};

export const validationErrorItem: z.ZodType<ValidationErrorItem> = z.lazy(() =>
  z.object({
    property: z.string(),
    constraints: z.record(z.string(), z.string()).optional(),
    children: z.array(validationErrorItem),
  }),
);

export const errorBody = z.object({
  statusCode: z.number().int(),
  message: z.string(),
  error: z.string(),
  errors: z.array(validationErrorItem).optional(),
  /** 409 `conflict` of a stale update (versions.ts): the record as its GET answers it now. */
  current: z.unknown().optional(),
  /** The request's id (also the x-request-id header): what a user quotes, what the log lines carry. */
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;
