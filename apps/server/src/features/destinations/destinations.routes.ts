import {
  courseDestinationParams,
  courseIdParams,
  destinationDetailSchema,
  destinationInput,
  destinationTypeQuery,
  destinationUpdateInput,
  idParams,
  listResponse,
  reorderDestinationsInput,
} from '@rikuun/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyCtx } from '../../lib/context.ts';
import { STAFF } from '../../lib/http/route-roles.ts';
import { versioned } from '../../lib/http/versions.ts';
import {
  createDestination,
  deleteDestination,
  destinationDetail,
  getCourseDestination,
  listCourseDestinations,
  reorderDestinations,
  updateDestination,
} from './destinations.service.ts';

const tags = ['配送先'];
const staff = { roles: STAFF };
const list = listResponse(destinationDetailSchema);

export const destinationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/destinations/:id',
    { config: staff, schema: { tags, params: idParams, response: { 200: destinationDetailSchema } } },
    (req) => destinationDetail(companyCtx(req), req.params.id),
  );
  app.post(
    '/courses/:courseId/destinations',
    {
      config: staff,
      schema: {
        tags,
        params: courseIdParams,
        body: destinationInput,
        response: { 201: destinationDetailSchema },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await createDestination(companyCtx(req), req.params.courseId, req.body)),
  );
  app.get(
    '/courses/:courseId/destinations',
    { config: staff, schema: { tags, params: courseIdParams, response: { 200: list } } },
    (req) => listCourseDestinations(companyCtx(req), req.params.courseId),
  );
  app.get(
    '/courses/:courseId/destinations/type',
    {
      config: staff,
      schema: { tags, params: courseIdParams, querystring: destinationTypeQuery, response: { 200: list } },
    },
    (req) => listCourseDestinations(companyCtx(req), req.params.courseId, req.query.destinationType),
  );
  app.post(
    '/courses/:courseId/destinations/actions/reorder',
    {
      config: staff,
      schema: { tags, params: courseIdParams, body: reorderDestinationsInput, response: { 200: list } },
    },
    (req) => reorderDestinations(companyCtx(req), req.params.courseId, req.body.ids),
  );
  app.get(
    '/courses/:courseId/destinations/:id',
    {
      config: staff,
      schema: { tags, params: courseDestinationParams, response: { 200: destinationDetailSchema } },
    },
    (req) => getCourseDestination(companyCtx(req), req.params.courseId, req.params.id),
  );
  // The spec's update path is defective (design.md §3): served here, where the web client calls it.
  app.put(
    '/courses/:courseId/destinations/:id',
    {
      config: staff,
      schema: {
        tags,
        params: courseDestinationParams,
        body: destinationUpdateInput,
        response: { 200: destinationDetailSchema },
      },
    },
    (req) =>
      updateDestination(companyCtx(req), req.params.courseId, req.params.id, ...versioned(req, req.body)),
  );
  app.delete(
    '/courses/:courseId/destinations/:id',
    { config: staff, schema: { tags, params: courseDestinationParams } },
    async (req, reply) => {
      await deleteDestination(companyCtx(req), req.params.courseId, req.params.id);
      return reply.status(204).send();
    },
  );
};
