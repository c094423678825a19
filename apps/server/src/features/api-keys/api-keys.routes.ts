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
    { config: staff, schema: { tags, body: apiKeyInput, response: { 201: issuedApiKeySchema } } },
    async (req, reply) => reply.status(201).send(await issueApiKey(companyCtx(req), req.body)),
  );
  app.get('/api-keys', { config: staff, schema: { tags, response: { 200: apiKeyListSchema } } }, (req) =>
    listApiKeys(companyCtx(req)),
  );
  app.delete(
    '/api-keys/:id',
    { config: staff, schema: { tags, params: idParams, response: { 200: apiKeySchema } } },
    (req) => revokeApiKey(companyCtx(req), req.params.id),
  );
};
