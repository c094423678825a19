import {
  contractCopyInput,
  contractInput,
  contractListQuery,
  contractSchema,
  contractUpdateInput,
  idParams,
  listResponse,
} from '@rikuun/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyCtx } from '../../lib/context.ts';
import { STAFF } from '../../lib/http/route-roles.ts';
import { versioned } from '../../lib/http/versions.ts';
import {
  copyContract,
  createContract,
  getContract,
  listContracts,
  updateContract,
} from './contracts.service.ts';

const tags = ['契約'];
const staff = { roles: STAFF };

export const contractsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contracts',
    { config: staff, schema: { tags, body: contractInput, response: { 201: contractSchema } } },
    async (req, reply) => reply.status(201).send(await createContract(companyCtx(req), req.body)),
  );
  app.get(
    '/contracts',
    {
      config: staff,
      schema: { tags, querystring: contractListQuery, response: { 200: listResponse(contractSchema) } },
    },
    (req) => listContracts(companyCtx(req), req.query),
  );
  app.get(
    '/contracts/:id',
    { config: staff, schema: { tags, params: idParams, response: { 200: contractSchema } } },
    (req) => getContract(companyCtx(req), req.params.id),
  );
  app.put(
    '/contracts/:id',
    {
      config: staff,
      schema: { tags, params: idParams, body: contractUpdateInput, response: { 200: contractSchema } },
    },
    (req) => updateContract(companyCtx(req), req.params.id, ...versioned(req, req.body)),
  );
  app.post(
    '/contracts/:id/copy',
    {
      config: staff,
      schema: { tags, params: idParams, body: contractCopyInput, response: { 201: contractSchema } },
    },
    async (req, reply) =>
      reply.status(201).send(await copyContract(companyCtx(req), req.params.id, req.body)),
  );
};
