import { EXPENSE_RECEIPT_MAX_BYTES, EXPENSE_RECEIPT_MAX_COUNT, expenseLabels } from '@rikuun/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Services } from '../../lib/context.ts';
import { parseForm, readMultipart, type Upload } from '../../lib/http/multipart.ts';
import type { FormObject } from '../../lib/http/multipart-fields.ts';

const receiptSpec = {
  files: {
    receiptImages: {
      maxCount: EXPENSE_RECEIPT_MAX_COUNT,
      maxBytes: EXPENSE_RECEIPT_MAX_BYTES,
      accept: 'image',
      label: expenseLabels.receiptImages,
    },
  },
} as const;

/**
 * An expense's body: JSON, or multipart with the same fields as text and repeated `receiptImages`
 * (images only, streamed into storage as they arrive). Validated here with the contract's schema,
 * since one route schema cannot describe both bodies.
 */
export async function readExpenseBody<S extends z.ZodType>(
  req: FastifyRequest,
  schema: S,
  services: Services,
): Promise<{ input: z.output<S>; receipts: readonly Upload[] }> {
  if (req.isMultipart()) {
    const { fields, files } = await readMultipart(req, receiptSpec, services);
    return { input: parseForm(schema, fields), receipts: files.receiptImages };
  }
  return { input: parseForm(schema, (req.body ?? {}) as FormObject), receipts: [] };
}
