import { apiKeyInput, apiKeyListSchema, apiKeySchema, idParams, issuedApiKeySchema } from '@rikuun/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyCtx } from '../../lib/context.ts';
import { STAFF } from '../../lib/http/route-roles.ts';
import { issueApiKey, listApiKeys, revokeApiKey } from './api-keys.service.ts';

const tags = ['APIキー'];
const staff = { roles: STAFF };

/** The company admin's API keys for the outside integration (/sms): issue (shown once), list, revoke. */
export const apiKeysRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api-keys',
    {
      config: staff,
      schema: {
        summary: 'APIキーを発行',
        description:
          'name を受け取り、201で key（sk_ で始まる）を返します。キーはこのときだけ表示され、サーバーにはハッシュと先頭11文字だけを保存します。',
        tags,
        body: apiKeyInput,
        response: { 201: issuedApiKeySchema },
      },
    },
    async (req, reply) => reply.status(201).send(await issueApiKey(companyCtx(req), req.body)),
  );
  app.get(
    '/api-keys',
    {
      config: { ...staff, reads: 'replica' },
      schema: {
        summary: 'APIキーの一覧',
        description:
          '新しい順に、名前・先頭部分・作成日時・最終利用日時・失効日時を返します（キー自体は返しません）。',
        tags,
        response: { 200: apiKeyListSchema },
      },
    },
    (req) => listApiKeys(companyCtx(req)),
  );
  app.delete(
    '/api-keys/:id',
    {
      config: staff,
      schema: {
        summary: 'APIキーを失効',
        description: '失効日時を記録し、以後そのキーを拒否します。再度の失効は最初の日時を保ちます。',
        tags,
        params: idParams,
        response: { 200: apiKeySchema },
      },
    },
    (req) => revokeApiKey(companyCtx(req), req.params.id),
  );
};
