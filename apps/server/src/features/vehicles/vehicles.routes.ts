import {
  changeHistoryEntrySchema,
  historyListQuery,
  idParams,
  listResponse,
  vehicleInput,
  vehicleListQuery,
  vehicleSchema,
  vehicleUpdateInput,
} from '@rikuun/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyCtx } from '../../lib/context.ts';
import { STAFF } from '../../lib/http/route-roles.ts';
import { versioned } from '../../lib/http/versions.ts';
import {
  createVehicle,
  deleteVehicle,
  getVehicle,
  listVehicles,
  updateVehicle,
  vehicleHistory,
} from './vehicles.service.ts';

const tags = ['車両'];
const staff = { roles: STAFF };

export const vehiclesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/vehicles',
    { config: staff, schema: { tags, body: vehicleInput, response: { 201: vehicleSchema } } },
    async (req, reply) => reply.status(201).send(await createVehicle(companyCtx(req), req.body)),
  );
  app.get(
    '/vehicles',
    {
      config: staff,
      schema: { tags, querystring: vehicleListQuery, response: { 200: listResponse(vehicleSchema) } },
    },
    (req) => listVehicles(companyCtx(req), req.query),
  );
  app.get(
    '/vehicles/:id',
    { config: staff, schema: { tags, params: idParams, response: { 200: vehicleSchema } } },
    (req) => getVehicle(companyCtx(req), req.params.id),
  );
  app.put(
    '/vehicles/:id',
    {
      config: staff,
      schema: { tags, params: idParams, body: vehicleUpdateInput, response: { 200: vehicleSchema } },
    },
    (req) => updateVehicle(companyCtx(req), req.params.id, ...versioned(req, req.body)),
  );
  app.get(
    '/vehicles/:id/history',
    {
      config: staff,
      schema: {
        tags,
        params: idParams,
        querystring: historyListQuery,
        response: { 200: listResponse(changeHistoryEntrySchema) },
      },
    },
    (req) => vehicleHistory(companyCtx(req), req.params.id, req.query),
  );
  app.delete('/vehicles/:id', { config: staff, schema: { tags, params: idParams } }, async (req, reply) => {
    await deleteVehicle(companyCtx(req), req.params.id);
    return reply.status(204).send();
  });
};
