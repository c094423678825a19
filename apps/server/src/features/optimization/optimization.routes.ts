import {
  optimizationConfirmInput,
  optimizationConfirmSchema,
  optimizationReplanInput,
  optimizationRunParams,
  optimizationRunSchema,
  optimizationStartedSchema,
  optimizationTargetsInput,
  optimizationTargetsSchema,
  optimizeInput,
} from '@rikuun/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyCtx } from '../../lib/context.ts';
import { STAFF } from '../../lib/http/route-roles.ts';
import {
  cancelOptimization,
  getOptimization,
  replanOptimization,
  startOptimization,
} from './optimization.service.ts';
import { confirmOptimization } from './optimization-confirm.service.ts';
import { stopAllSolves } from './optimization-pool.ts';
import { searchTargets } from './optimization-targets.service.ts';

const tags = ['配車最適化'];
const staff = { roles: STAFF };

export const optimizationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onClose', () => stopAllSolves());
  app.post(
    '/courses/optimize/targets/search',
    {
      config: staff,
      schema: { tags, body: optimizationTargetsInput, response: { 200: optimizationTargetsSchema } },
    },
    (req) => searchTargets(companyCtx(req), req.body),
  );
  app.post(
    '/courses/optimize',
    { config: staff, schema: { tags, body: optimizeInput, response: { 202: optimizationStartedSchema } } },
    async (req, reply) => reply.status(202).send(await startOptimization(companyCtx(req), req.body)),
  );
  app.post(
    '/courses/optimize/confirm',
    {
      config: staff,
      schema: { tags, body: optimizationConfirmInput, response: { 200: optimizationConfirmSchema } },
    },
    (req) => confirmOptimization(companyCtx(req), req.body),
  );
  app.get(
    '/courses/optimize/:runId',
    {
      config: staff,
      schema: { tags, params: optimizationRunParams, response: { 200: optimizationRunSchema } },
    },
    (req) => getOptimization(companyCtx(req), req.params.runId),
  );
  // Moved stops stay on their routes; the new run orders and times them again.
  app.post(
    '/courses/optimize/:runId/replan',
    {
      config: staff,
      schema: {
        tags,
        params: optimizationRunParams,
        body: optimizationReplanInput,
        response: { 202: optimizationStartedSchema },
      },
    },
    async (req, reply) =>
      reply.status(202).send(await replanOptimization(companyCtx(req), req.params.runId, req.body)),
  );
  app.post(
    '/courses/optimize/:runId/cancel',
    {
      config: staff,
      schema: { tags, params: optimizationRunParams, response: { 200: optimizationRunSchema } },
    },
    (req) => cancelOptimization(companyCtx(req), req.params.runId),
  );
};
