import {
  consignorUserCreateInput,
  consignorUserInput,
  consignorUserListQuery,
  consignorUserLoginMailBody,
  consignorUserSchema,
  idParams,
  listResponse,
  sendLoginMailResponse,
} from '@rikuun/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ctxOf } from '../../lib/context.ts';
import {
  createConsignorUser,
  getConsignorUser,
  listConsignorUsers,
  sendConsignorLoginMail,
  updateConsignorUser,
} from './consignor-users.service.ts';

const tags = ['荷主ユーザー'];
/** The system administrator (for any consignor) and the consignor's own users (for theirs). */
const managers = { roles: ['system_admin', 'consignor_user'] as const };

export const consignorUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/consignor/users',
    {
      config: managers,
      schema: { tags, body: consignorUserCreateInput, response: { 201: consignorUserSchema } },
    },
    async (req, reply) => reply.status(201).send(await createConsignorUser(ctxOf(req), req.body)),
  );
  app.get(
    '/consignor/users',
    {
      config: managers,
      schema: {
        tags,
        querystring: consignorUserListQuery,
        response: { 200: listResponse(consignorUserSchema) },
      },
    },
    (req) => listConsignorUsers(ctxOf(req), req.query),
  );
  app.post(
    '/consignor/users/sendLoginMail',
    {
      config: managers,
      schema: { tags, body: consignorUserLoginMailBody, response: { 200: sendLoginMailResponse } },
    },
    (req) => sendConsignorLoginMail(ctxOf(req), req.body.ids),
  );
  app.get(
    '/consignor/users/:id',
    { config: managers, schema: { tags, params: idParams, response: { 200: consignorUserSchema } } },
    (req) => getConsignorUser(ctxOf(req), req.params.id),
  );
  app.put(
    '/consignor/users/:id',
    {
      config: managers,
      schema: { tags, params: idParams, body: consignorUserInput, response: { 200: consignorUserSchema } },
    },
    (req) => updateConsignorUser(ctxOf(req), req.params.id, req.body),
  );
};
