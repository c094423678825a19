import {
  baseInput,
  baseListItemSchema,
  baseListQuery,
  baseSchema,
  idParams,
  listResponse,
} from '@rikuun/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyCtx } from '../../lib/context.ts';
import { STAFF } from '../../lib/http/route-roles.ts';
import { createBase, deleteBase, getBase, listBases, updateBase } from './bases.service.ts';

const tags = ['拠点'];
const staff = { roles: STAFF };

export const basesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/bases',
    { config: staff, schema: { tags, body: baseInput, response: { 201: baseSchema } } },
    async (req, reply) => reply.status(201).send(await createBase(companyCtx(req), req.body)),
  );
  app.get(
    '/bases',
    {
      config: staff,
      schema: { tags, querystring: baseListQuery, response: { 200: listResponse(baseListItemSchema) } },
    },
    (req) => listBases(companyCtx(req), req.query),
  );
  app.get(
    '/bases/:id',
    { config: staff, schema: { tags, params: idParams, response: { 200: baseSchema } } },
    (req) => getBase(companyCtx(req), req.params.id),
  );
  app.put(
    '/bases/:id',
    { config: staff, schema: { tags, params: idParams, body: baseInput, response: { 200: baseSchema } } },
    (req) => updateBase(companyCtx(req), req.params.id, req.body),
  );
  app.delete('/bases/:id', { config: staff, schema: { tags, params: idParams } }, async (req, reply) => {
    await deleteBase(companyCtx(req), req.params.id);
    return reply.status(204).send();
  });
};
