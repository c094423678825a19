import {
  adjustmentAmountInput,
  adjustmentAmountListQuery,
  adjustmentAmountReplaceInput,
  adjustmentAmountSchema,
  changeHistoryEntrySchema,
  clientAdjustmentIdParams,
  clientAdjustmentParams,
  driverAdjustmentIdParams,
  driverAdjustmentParams,
  historyListQuery,
  listResponse,
} from '@rikuun/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyCtx } from '../../lib/context.ts';
import { STAFF } from '../../lib/http/route-roles.ts';
import {
  type AdjustmentParent,
  adjustmentHistory,
  createAdjustment,
  deleteAdjustment,
  getAdjustment,
  listAdjustments,
  replaceAdjustments,
  updateAdjustment,
} from './adjustment-amounts.service.ts';

const tags = ['調整額'];
const staff = { roles: STAFF };

/** The same calls under a client (請求の調整額) and under a driver (支払の調整額). */
const parents = [
  {
    kind: 'client',
    base: '/clients/:clientId/adjustment-amounts',
    params: clientAdjustmentParams,
    idParams: clientAdjustmentIdParams,
    of: (p: Record<string, string>) => p.clientId as string,
  },
  {
    kind: 'driver',
    base: '/drivers/:driverId/adjustment-amounts',
    params: driverAdjustmentParams,
    idParams: driverAdjustmentIdParams,
    of: (p: Record<string, string>) => p.driverId as string,
  },
] as const;

export const adjustmentAmountsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const p of parents) {
    const parent = (req: FastifyRequest): AdjustmentParent => ({
      kind: p.kind,
      id: p.of(req.params as Record<string, string>),
    });
    const id = (req: FastifyRequest) => (req.params as { id: string }).id;

    app.get(
      p.base,
      {
        config: staff,
        schema: {
          tags,
          params: p.params,
          querystring: adjustmentAmountListQuery,
          response: { 200: listResponse(adjustmentAmountSchema) },
        },
      },
      (req) => listAdjustments(companyCtx(req), parent(req), req.query),
    );
    app.post(
      p.base,
      {
        config: staff,
        schema: {
          tags,
          params: p.params,
          body: adjustmentAmountInput,
          response: { 201: adjustmentAmountSchema },
        },
      },
      async (req, reply) =>
        reply.status(201).send(await createAdjustment(companyCtx(req), parent(req), req.body)),
    );
    app.post(
      `${p.base}/replace`,
      {
        config: staff,
        schema: {
          tags,
          params: p.params,
          body: adjustmentAmountReplaceInput,
          response: { 200: listResponse(adjustmentAmountSchema) },
        },
      },
      (req) => replaceAdjustments(companyCtx(req), parent(req), req.body),
    );
    app.get(
      `${p.base}/:id`,
      { config: staff, schema: { tags, params: p.idParams, response: { 200: adjustmentAmountSchema } } },
      (req) => getAdjustment(companyCtx(req), parent(req), id(req)),
    );
    app.put(
      `${p.base}/:id`,
      {
        config: staff,
        schema: {
          tags,
          params: p.idParams,
          body: adjustmentAmountInput,
          response: { 200: adjustmentAmountSchema },
        },
      },
      (req) => updateAdjustment(companyCtx(req), parent(req), id(req), req.body),
    );
    app.delete(
      `${p.base}/:id`,
      { config: staff, schema: { tags, params: p.idParams } },
      async (req, reply) => {
        await deleteAdjustment(companyCtx(req), parent(req), id(req));
        return reply.status(204).send();
      },
    );
    app.get(
      `${p.base}/:id/history`,
      {
        config: staff,
        schema: {
          tags,
          params: p.idParams,
          querystring: historyListQuery,
          response: { 200: listResponse(changeHistoryEntrySchema) },
        },
      },
      (req) => adjustmentHistory(companyCtx(req), parent(req), id(req), req.query),
    );
  }
};
