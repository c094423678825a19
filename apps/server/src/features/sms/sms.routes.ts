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

export const smsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sms/companies',
    {
      config: apiKey,
      schema: {
        summary: '外部連携：会社',
        description: 'APIキーの会社を1件返します。',
        tags,
        response: { 200: smsCompanyListSchema },
      },
    },
    (req) => smsCompanies(smsCtx(req)),
  );
  app.get(
    '/sms/drivers',
    {
      config: apiKey,
      schema: {
        summary: '外部連携：ドライバーの一覧',
        description: '有効なドライバーをカナ順に返します。driverId として送るIDです。',
        tags,
        response: { 200: smsDriverListSchema },
      },
    },
    (req) => smsDrivers(smsCtx(req)),
  );
  app.post(
    '/sms/courses/sync',
    {
      config: apiKey,
      bodyLimit: SYNC_BODY_LIMIT,
      schema: {
        summary: '外部連携：コースを同期',
        description:
          'externalId をキーに、1回500コース・1コース1000配送先まで（超過は courses に400、本文10MB超は413）。作業が始まっていないコースは作成・更新（内容が同じなら unchanged）し、始まったコースは skipped に理由を示します。1トランザクションで、誤りがあれば何も書き込みません。同じ内容の再送では何も作成しません。',
        tags,
        body: smsSyncInput,
        response: { 200: smsSyncResultSchema },
      },
    },
    (req) => syncCourses(smsCtx(req), req.body.courses),
  );
  app.post(
    '/sms/courses/delete-with-batch',
    {
      config: { ...apiKey, errors: [404] },
      schema: {
        summary: '外部連携：バッチのコースを削除',
        description:
          'batchId のバッチが作成したコースのうち、作業が始まっていないものを削除し、残したものは kept に理由を示します。他社・不明のバッチは404。',
        tags,
        body: smsDeleteWithBatchInput,
        response: { 200: smsDeleteWithBatchResultSchema },
      },
    },
    (req) => deleteWithBatch(smsCtx(req), req.body.batchId),
  );
};
