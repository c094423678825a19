import {
  smsCompanyListSchema,
  smsDeleteWithBatchInput,
  smsDeleteWithBatchResultSchema,
  smsDriverListSchema,
  smsSyncInput,
  smsSyncResultSchema,
} from '@rikuun/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteWithBatch } from './sms-batch-delete.service.ts';
import { smsCtx } from './sms-context.ts';
import { smsCompanies, smsDrivers } from './sms-reads.service.ts';
import { syncCourses } from './sms-sync.service.ts';

const tags = ['外部連携（SMS）'];
/** Authenticated only by the company's API key (`Authorization: Bearer sk_…`), never an ID token. */
const apiKey = { roles: 'api_key' as const };
/** A sync of 500 courses with their stops is larger than the API's usual 2 MB; beyond this, 413. */
const SYNC_BODY_LIMIT = 10 * 1024 * 1024;
const description = 'APIキーで認証します（Authorization: Bearer sk_…）。IDトークンは使えません。';

export const smsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sms/companies',
    { config: apiKey, schema: { tags, description, response: { 200: smsCompanyListSchema } } },
    (req) => smsCompanies(smsCtx(req)),
  );
  app.get(
    '/sms/drivers',
    { config: apiKey, schema: { tags, description, response: { 200: smsDriverListSchema } } },
    (req) => smsDrivers(smsCtx(req)),
  );
  app.post(
    '/sms/courses/sync',
    {
      config: apiKey,
      bodyLimit: SYNC_BODY_LIMIT,
      schema: { tags, description, body: smsSyncInput, response: { 200: smsSyncResultSchema } },
    },
    (req) => syncCourses(smsCtx(req), req.body.courses),
  );
  app.post(
    '/sms/courses/delete-with-batch',
    {
      config: apiKey,
      schema: {
        tags,
        description,
        body: smsDeleteWithBatchInput,
        response: { 200: smsDeleteWithBatchResultSchema },
      },
    },
    (req) => deleteWithBatch(smsCtx(req), req.body.batchId),
  );
};
