import {
  listResponse,
  MAINTENANCE_IMAGE_MAX_BYTES,
  MAINTENANCE_IMAGE_MAX_COUNT,
  maintenanceFields,
  maintenanceImageParams,
  maintenanceInput,
  maintenanceListQuery,
  maintenanceParams,
  maintenanceSchema,
  maintenanceTaskSchema,
  vehicleIdParams,
} from '@rikuun/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyCtx } from '../../lib/context.ts';
import { parseForm, readMultipart } from '../../lib/http/multipart.ts';
import { ANY_SIGNED_IN, STAFF } from '../../lib/http/route-roles.ts';
import { addMaintenanceImages, updateMaintenance } from './maintenance-edits.service.ts';
import { listMaintenanceTasks } from './maintenance-tasks.service.ts';
import {
  createMaintenance,
  deleteMaintenance,
  deleteMaintenanceImage,
  listMaintenances,
} from './maintenances.service.ts';

const tags = ['整備記録'];
const staff = { roles: STAFF };
const imagesField = {
  images: {
    maxCount: MAINTENANCE_IMAGE_MAX_COUNT,
    maxBytes: MAINTENANCE_IMAGE_MAX_BYTES,
    accept: 'image',
    label: '画像',
  },
} as const;

export const maintenancesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/master/maintenance-task',
    {
      config: { roles: ANY_SIGNED_IN },
      schema: { tags, response: { 200: listResponse(maintenanceTaskSchema) } },
    },
    () => listMaintenanceTasks(app.services.db),
  );
  app.post(
    '/vehicles/:vehicleId/maintenances',
    {
      config: staff,
      schema: { tags, params: vehicleIdParams, body: maintenanceInput, response: { 201: maintenanceSchema } },
    },
    async (req, reply) =>
      reply.status(201).send(await createMaintenance(companyCtx(req), req.params.vehicleId, req.body)),
  );
  app.get(
    '/vehicles/:vehicleId/maintenances',
    {
      config: staff,
      schema: {
        tags,
        params: vehicleIdParams,
        querystring: maintenanceListQuery,
        response: { 200: listResponse(maintenanceSchema) },
      },
    },
    (req) => listMaintenances(companyCtx(req), req.params.vehicleId, req.query),
  );
  app.post(
    '/vehicles/:vehicleId/maintenances/actions/create-with-images',
    {
      config: staff,
      schema: {
        tags,
        params: vehicleIdParams,
        consumes: ['multipart/form-data'],
        response: { 201: maintenanceSchema },
      },
    },
    async (req, reply) => {
      const ctx = companyCtx(req);
      const { fields, files } = await readMultipart(req, { files: imagesField }, app.services);
      // The empty-record rule counts the images too: createMaintenance applies it.
      const input = parseForm(maintenanceFields, fields);
      return reply
        .status(201)
        .send(await createMaintenance(ctx, req.params.vehicleId, input, files.images ?? []));
    },
  );
  app.put(
    '/vehicles/:vehicleId/maintenances/:maintenanceId',
    {
      config: staff,
      schema: {
        tags,
        params: maintenanceParams,
        body: maintenanceFields,
        response: { 200: maintenanceSchema },
      },
    },
    (req) => updateMaintenance(companyCtx(req), req.params.vehicleId, req.params.maintenanceId, req.body),
  );
  app.post(
    '/vehicles/:vehicleId/maintenances/:maintenanceId/images',
    {
      config: staff,
      schema: {
        tags,
        params: maintenanceParams,
        consumes: ['multipart/form-data'],
        response: { 201: maintenanceSchema },
      },
    },
    async (req, reply) => {
      const ctx = companyCtx(req);
      const { files } = await readMultipart(req, { files: imagesField }, app.services);
      const { vehicleId, maintenanceId } = req.params;
      return reply.status(201).send(await addMaintenanceImages(ctx, vehicleId, maintenanceId, files.images));
    },
  );
  app.delete(
    '/vehicles/:vehicleId/maintenances/:maintenanceId',
    { config: staff, schema: { tags, params: maintenanceParams } },
    async (req, reply) => {
      await deleteMaintenance(companyCtx(req), req.params.vehicleId, req.params.maintenanceId);
      return reply.status(204).send();
    },
  );
  app.delete(
    '/vehicles/:vehicleId/maintenances/:maintenanceId/images/:imageId',
    { config: staff, schema: { tags, params: maintenanceImageParams } },
    async (req, reply) => {
      const { vehicleId, maintenanceId, imageId } = req.params;
      await deleteMaintenanceImage(companyCtx(req), vehicleId, maintenanceId, imageId);
      return reply.status(204).send();
    },
  );
};
