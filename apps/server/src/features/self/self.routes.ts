import { selfResponse } from '@rikuun/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ctxOf } from '../../lib/context.ts';
import { ANY_SIGNED_IN } from '../../lib/http/route-roles.ts';
import { getSelf } from './self.service.ts';

export const selfRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/self', { config: { roles: ANY_SIGNED_IN }, schema: { response: { 200: selfResponse } } }, (req) =>
    getSelf(ctxOf(req)),
  );
};
