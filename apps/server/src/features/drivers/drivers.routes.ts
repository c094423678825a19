import {
  driverInput,
  driverListQuery,
  driverLoginMailBody,
  driverSchema,
  driverStatusBody,
  driverUpdateInput,
  idParams,
  listResponse,
  sendLoginMailResponse,
} from '@rikuun/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyCtx } from '../../lib/context.ts';
import { STAFF } from '../../lib/http/route-roles.ts';
import { versioned } from '../../lib/http/versions.ts';
import { resendInvitationMail, sendLoginMail } from './driver-mail.service.ts';
import { setDriverStatus } from './driver-status.service.ts';
import { createDriver, getDriver, listDrivers, updateDriver } from './drivers.service.ts';

const tags = ['ドライバー'];
const staff = { roles: STAFF };

export const driversRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/drivers',
    { config: staff, schema: { tags, body: driverInput, response: { 201: driverSchema } } },
    async (req, reply) => reply.status(201).send(await createDriver(companyCtx(req), req.body)),
  );
  app.get(
    '/drivers',
    {
      config: staff,
      schema: { tags, querystring: driverListQuery, response: { 200: listResponse(driverSchema) } },
    },
    (req) => listDrivers(companyCtx(req), req.query),
  );
  // Before /drivers/:id, so the static segment is never read as an id.
  app.post(
    '/drivers/sendLoginMail',
    { config: staff, schema: { tags, body: driverLoginMailBody, response: { 200: sendLoginMailResponse } } },
    (req) => sendLoginMail(companyCtx(req), req.body.ids),
  );
  app.get(
    '/drivers/:id',
    { config: staff, schema: { tags, params: idParams, response: { 200: driverSchema } } },
    (req) => getDriver(companyCtx(req), req.params.id),
  );
  app.put(
    '/drivers/:id',
    {
      config: staff,
      schema: { tags, params: idParams, body: driverUpdateInput, response: { 200: driverSchema } },
    },
    (req) => updateDriver(companyCtx(req), req.params.id, ...versioned(req, req.body)),
  );
  app.put(
    '/drivers/:id/status',
    {
      config: staff,
      schema: { tags, params: idParams, body: driverStatusBody, response: { 200: driverSchema } },
    },
    (req) => setDriverStatus(companyCtx(req), req.params.id, req.body.status),
  );
  app.post(
    '/drivers/:id/resendInvitationMail',
    { config: staff, schema: { tags, params: idParams, response: { 200: driverSchema } } },
    (req) => resendInvitationMail(companyCtx(req), req.params.id),
  );
};
