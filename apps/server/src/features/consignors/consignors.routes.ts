import {
  consignorInput,
  consignorListQuery,
  consignorSchema,
  idParams,
  listResponse,
} from '@rikuun/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ctxOf } from '../../lib/context.ts';
import { createConsignor, getConsignor, listConsignors, updateConsignor } from './consignors.service.ts';

const tags = ['荷主'];
/** Only the system administrator manages consignors. */
const systemAdmin = { roles: ['system_admin'] as const };
/** Company staff read the consignors linked to their clients (for client forms and course origins). */
const readers = { roles: ['system_admin', 'company_admin'] as const };

export const consignorsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/consignors',
    {
      config: readers,
      schema: { tags, querystring: consignorListQuery, response: { 200: listResponse(consignorSchema) } },
    },
    (req) => listConsignors(ctxOf(req), req.query),
  );
  app.post(
    '/consignors',
    { config: systemAdmin, schema: { tags, body: consignorInput, response: { 201: consignorSchema } } },
    async (req, reply) => reply.status(201).send(await createConsignor(ctxOf(req), req.body)),
  );
  app.get(
    '/consignors/:id',
    { config: readers, schema: { tags, params: idParams, response: { 200: consignorSchema } } },
    (req) => getConsignor(ctxOf(req), req.params.id),
  );
  app.put(
    '/consignors/:id',
    {
      config: systemAdmin,
      schema: { tags, params: idParams, body: consignorInput, response: { 200: consignorSchema } },
    },
    (req) => updateConsignor(ctxOf(req), req.params.id, req.body),
  );
};
