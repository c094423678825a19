import {
  carrierRegisterQuery,
  carrierRegisterRowSchema,
  courseOfferInput,
  courseOfferListQuery,
  courseOfferSchema,
  idParams,
  listResponse,
} from '@rikuun/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyCtx } from '../../lib/context.ts';
import { STAFF } from '../../lib/http/route-roles.ts';
import { acceptOffer, carrierRegister } from './course-offer-accept.service.ts';
import { createOffer, getOffer, listOffers, withdrawOffer } from './course-offers.service.ts';

const tags = ['傭車'];
const staff = { roles: STAFF };

export const courseOffersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/offers/courses',
    { config: staff, schema: { tags, body: courseOfferInput, response: { 201: courseOfferSchema } } },
    async (req, reply) => reply.status(201).send(await createOffer(companyCtx(req), req.body)),
  );
  app.get(
    '/offers/courses',
    {
      config: staff,
      schema: { tags, querystring: courseOfferListQuery, response: { 200: listResponse(courseOfferSchema) } },
    },
    (req) => listOffers(companyCtx(req), req.query),
  );
  // 実運送体制管理簿 (an addition to the spec's calls): the offering company's accepted offers.
  app.get(
    '/offers/courses/carrier-register',
    {
      config: staff,
      schema: {
        tags,
        querystring: carrierRegisterQuery,
        response: { 200: listResponse(carrierRegisterRowSchema) },
      },
    },
    (req) => carrierRegister(companyCtx(req), req.query),
  );
  app.get(
    '/offers/courses/:id',
    { config: staff, schema: { tags, params: idParams, response: { 200: courseOfferSchema } } },
    (req) => getOffer(companyCtx(req), req.params.id),
  );
  app.delete(
    '/offers/courses/:id',
    { config: staff, schema: { tags, params: idParams } },
    async (req, reply) => {
      await withdrawOffer(companyCtx(req), req.params.id);
      return reply.status(204).send();
    },
  );
  app.post(
    '/offers/courses/:id/accept',
    { config: staff, schema: { tags, params: idParams, response: { 200: courseOfferSchema } } },
    (req) => acceptOffer(companyCtx(req), req.params.id),
  );
};
