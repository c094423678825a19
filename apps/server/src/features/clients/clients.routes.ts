import {
  clientInput,
  clientListQuery,
  clientSchema,
  clientUpdateInput,
  idParams,
  listResponse,
} from '@rikuun/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyCtx } from '../../lib/context.ts';
import { STAFF } from '../../lib/http/route-roles.ts';
import { versioned } from '../../lib/http/versions.ts';
import { createClient, getClient, listClients, updateClient } from './clients.service.ts';

const tags = ['取引先'];
const staff = { roles: STAFF };

/** Clients have no DELETE (spec): a client that is no longer served is set 取引停止 (active: false). */
export const clientsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/clients',
    { config: staff, schema: { tags, body: clientInput, response: { 201: clientSchema } } },
    async (req, reply) => reply.status(201).send(await createClient(companyCtx(req), req.body)),
  );
  app.get(
    '/clients',
    {
      config: staff,
      schema: { tags, querystring: clientListQuery, response: { 200: listResponse(clientSchema) } },
    },
    (req) => listClients(companyCtx(req), req.query),
  );
  app.get(
    '/clients/:id',
    { config: staff, schema: { tags, params: idParams, response: { 200: clientSchema } } },
    (req) => getClient(companyCtx(req), req.params.id),
  );
  app.put(
    '/clients/:id',
    {
      config: staff,
      schema: { tags, params: idParams, body: clientUpdateInput, response: { 200: clientSchema } },
    },
    (req) => updateClient(companyCtx(req), req.params.id, ...versioned(req, req.body)),
  );
};
