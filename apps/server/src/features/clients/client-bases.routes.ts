import {
  clientBaseInput,
  clientBaseListQuery,
  clientBaseParams,
  clientBaseSchema,
  clientIdParams,
  listResponse,
} from '@rikuun/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyCtx } from '../../lib/context.ts';
import { STAFF } from '../../lib/http/route-roles.ts';
import {
  createClientBase,
  deleteClientBase,
  getClientBase,
  listClientBases,
  updateClientBase,
} from './client-bases.service.ts';

const tags = ['取引先'];
const staff = { roles: STAFF };

/** A client's bases (取引先拠点), always reached through their client. */
export const clientBasesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/clients/:clientId/bases',
    {
      config: staff,
      schema: { tags, params: clientIdParams, body: clientBaseInput, response: { 201: clientBaseSchema } },
    },
    async (req, reply) =>
      reply.status(201).send(await createClientBase(companyCtx(req), req.params.clientId, req.body)),
  );
  app.get(
    '/clients/:clientId/bases',
    {
      config: staff,
      schema: {
        tags,
        params: clientIdParams,
        querystring: clientBaseListQuery,
        response: { 200: listResponse(clientBaseSchema) },
      },
    },
    (req) => listClientBases(companyCtx(req), req.params.clientId, req.query),
  );
  app.get(
    '/clients/:clientId/bases/:id',
    { config: staff, schema: { tags, params: clientBaseParams, response: { 200: clientBaseSchema } } },
    (req) => getClientBase(companyCtx(req), req.params.clientId, req.params.id),
  );
  app.put(
    '/clients/:clientId/bases/:id',
    {
      config: staff,
      schema: { tags, params: clientBaseParams, body: clientBaseInput, response: { 200: clientBaseSchema } },
    },
    (req) => updateClientBase(companyCtx(req), req.params.clientId, req.params.id, req.body),
  );
  app.delete(
    '/clients/:clientId/bases/:id',
    { config: staff, schema: { tags, params: clientBaseParams } },
    async (req, reply) => {
      await deleteClientBase(companyCtx(req), req.params.clientId, req.params.id);
      return reply.status(204).send();
    },
  );
};
