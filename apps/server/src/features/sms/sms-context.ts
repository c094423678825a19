import type { ValidationErrorItem } from '@rikuun/contract';
import type { FastifyRequest } from 'fastify';
import type { CompanyCtx } from '../../lib/context.ts';
import { AppError, unauthorized } from '../../lib/http/errors.ts';

/**
 * The context of an /sms call: the company always comes from the API key, never from the request.
 * Writes are recorded in the change history as the admin who issued the key.
 */
export function smsCtx(req: FastifyRequest): CompanyCtx & { apiKeyId: string } {
  const key = req.apiKey;
  if (!key) throw unauthorized();
  return {
    ...req.server.services,
    log: req.log,
    companyId: key.companyId,
    apiKeyId: key.keyId,
    user: {
      id: key.issuedBy ?? '',
      email: '',
      name: `APIキー「${key.keyName}」`,
      role: 'company_admin',
      companyId: key.companyId,
      consignorId: null,
      driverId: null,
    },
  };
}

/**
 * A check's error at its own field (driverId) moved to where the field is in the request
 * (courses.3.driverId), so the caller sees which course it was.
 */
export function atPath(path: (string | number)[], err: unknown): unknown {
  if (!(err instanceof AppError) || !err.errors) return err;
  let errors: ValidationErrorItem[] = err.errors;
  for (const segment of [...path].reverse()) errors = [{ property: String(segment), children: errors }];
  return new AppError(err.statusCode, err.code, err.message, errors, err.headers);
}
