import {
  consignorDeliveriesQuery,
  consignorDeliveriesResponse,
  consignorLocationsQuery,
  consignorStreamQuery,
  consignorStreamTokenSchema,
  listResponse,
  locationPointSchema,
} from '@rikuun/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consignorCtx } from '../../lib/context.ts';
import { endEventStreams } from '../../lib/http/event-stream.ts';
import { consignorDeliveries, consignorLocations } from './consignor-map.service.ts';
import { openDeliveriesStream } from './consignor-stream.ts';
import { issueDeliveriesStreamToken } from './stream-token.ts';

const tags = ['お届けマップ'];
/** The consignor's own users only: the system administrator has no consignor to scope by. */
const consignorOnly = { roles: ['consignor_user'] as const };

export const consignorMapRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preClose', async () => endEventStreams(app));
  app.get(
    '/consignor/locations',
    {
      config: consignorOnly,
      schema: {
        tags,
        querystring: consignorLocationsQuery,
        response: { 200: listResponse(locationPointSchema) },
      },
    },
    (req) => consignorLocations(consignorCtx(req), req.query.driverId, req.query.date),
  );
  app.get(
    '/consignor/deliveries',
    {
      config: consignorOnly,
      schema: { tags, querystring: consignorDeliveriesQuery, response: { 200: consignorDeliveriesResponse } },
    },
    (req) => consignorDeliveries(consignorCtx(req), req.query.date),
  );
  app.post(
    '/consignor/deliveries/stream-token',
    { config: consignorOnly, schema: { tags, response: { 200: consignorStreamTokenSchema } } },
    (req) => issueDeliveriesStreamToken(consignorCtx(req), req.identity),
  );
  // Authenticated by the short-lived, single-use stream token of the query (an EventSource sends no header).
  app.get(
    '/consignor/deliveries/stream',
    {
      config: { roles: 'public' },
      schema: {
        tags,
        description:
          'Server-sent events (text/event-stream). token: POST /consignor/deliveries/stream-token.',
        querystring: consignorStreamQuery,
      },
    },
    (req, reply) => openDeliveriesStream(req, reply, req.query),
  );
};
