import {
  companyCreateInput,
  companyDetailSchema,
  companyInput,
  companyListQuery,
  companySchema,
  idParams,
  listResponse,
} from '@rikuun/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ctxOf } from '../../lib/context.ts';
import { createCompany, getCompany, listCompanies, updateCompany } from './companies.service.ts';

const tags = ['運送会社'];
/** Only the system administrator manages companies; a company's admin uses /self/company. */
const systemAdmin = { roles: ['system_admin'] as const };

export const companiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/companies',
    {
      config: systemAdmin,
      schema: { tags, querystring: companyListQuery, response: { 200: listResponse(companySchema) } },
    },
    (req) => listCompanies(ctxOf(req), req.query),
  );
  app.post(
    '/companies',
    {
      config: systemAdmin,
      schema: { tags, body: companyCreateInput, response: { 201: companyDetailSchema } },
    },
    async (req, reply) => reply.status(201).send(await createCompany(ctxOf(req), req.body)),
  );
  app.get(
    '/companies/:id',
    { config: systemAdmin, schema: { tags, params: idParams, response: { 200: companyDetailSchema } } },
    (req) => getCompany(ctxOf(req), req.params.id),
  );
  app.put(
    '/companies/:id',
    {
      config: systemAdmin,
      schema: { tags, params: idParams, body: companyInput, response: { 200: companyDetailSchema } },
    },
    (req) => updateCompany(ctxOf(req), req.params.id, req.body),
  );
};
