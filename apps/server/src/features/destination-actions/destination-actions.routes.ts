import {
  destIdParams,
  destinationActionInput,
  destinationActionParams,
  destinationActionSchema,
  listResponse,
} from '@rikuun/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyCtx } from '../../lib/context.ts';
import { STAFF } from '../../lib/http/route-roles.ts';
import { publishActionHint } from './action-hint.ts';
import {
  deleteDestinationAction,
  getDestinationAction,
  listDestinationActions,
  recordDestinationAction,
} from './destination-actions.service.ts';

const tags = ['作業実績'];
const staff = { roles: STAFF };

export const destinationActionsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Staff recording on a driver's behalf; a repeated clientActionId answers the first record with 200.
  app.post(
    '/destinations/:destId/actions',
    {
      config: staff,
      schema: {
        tags,
        params: destIdParams,
        body: destinationActionInput,
        response: { 200: destinationActionSchema, 201: destinationActionSchema },
      },
    },
    async (req, reply) => {
      const ctx = companyCtx(req);
      const { action, created } = await recordDestinationAction(ctx, req.params.destId, req.body);
      publishActionHint(req, { companyId: ctx.companyId, courseId: action.courseId }, created);
      return reply.status(created ? 201 : 200).send(action);
    },
  );
  app.get(
    '/destinations/:destId/actions',
    {
      config: staff,
      schema: { tags, params: destIdParams, response: { 200: listResponse(destinationActionSchema) } },
    },
    (req) => listDestinationActions(companyCtx(req), req.params.destId),
  );
  app.get(
    '/destinations/:destId/actions/:id',
    {
      config: staff,
      schema: { tags, params: destinationActionParams, response: { 200: destinationActionSchema } },
    },
    (req) => getDestinationAction(companyCtx(req), req.params.destId, req.params.id),
  );
  app.delete(
    '/destinations/:destId/actions/:id',
    { config: staff, schema: { tags, params: destinationActionParams } },
    async (req, reply) => {
      await deleteDestinationAction(companyCtx(req), req.params.destId, req.params.id);
      return reply.status(204).send();
    },
  );
};
