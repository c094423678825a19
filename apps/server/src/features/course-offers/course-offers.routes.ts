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
    {
      config: { ...staff, errors: [404] },
      schema: {
        summary: '傭車依頼を出す',
        description:
          'courseId、fee（0〜1,000万円）、message、expiresAt（現在より後、400）。コースは自社のもの（404）で、予定のまま作業がなく、過去日でなく、依頼中でないこと（courseId に409）。',
        tags,
        body: courseOfferInput,
        response: { 201: courseOfferSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await createOffer(companyCtx(req), req.body)),
  );
  app.get(
    '/offers/courses',
    {
      config: staff,
      schema: {
        summary: '傭車依頼の一覧',
        description:
          'requester=me で自社の依頼、それ以外は他社の受付中の依頼と自社が引き受けた依頼。active=true で期限前の受付中だけ。',
        tags,
        querystring: courseOfferListQuery,
        response: { 200: listResponse(courseOfferSchema) },
      },
    },
    (req) => listOffers(companyCtx(req), req.query),
  );
  // 実運送体制管理簿 (an addition to the spec's calls): the offering company's accepted offers.
  app.get(
    '/offers/courses/carrier-register',
    {
      config: staff,
      schema: {
        summary: '実運送体制管理簿',
        description: '自社が出して引き受けられた依頼を配送日順に返します（from・to）。',
        tags,
        querystring: carrierRegisterQuery,
        response: { 200: listResponse(carrierRegisterRowSchema) },
      },
    },
    (req) => carrierRegister(companyCtx(req), req.query),
  );
  app.get(
    '/offers/courses/:id',
    {
      config: staff,
      schema: {
        summary: '傭車依頼を取得',
        description:
          '自社の依頼、他社の受付中の依頼、自社が引き受けた依頼を返します。他社の終了した依頼は404。',
        tags,
        params: idParams,
        response: { 200: courseOfferSchema },
      },
    },
    (req) => getOffer(companyCtx(req), req.params.id),
  );
  app.delete(
    '/offers/courses/:id',
    {
      config: staff,
      schema: {
        summary: '傭車依頼を取り下げ',
        description: '記録を残して withdrawn にし、204を返します。受付中でない・期限切れは409。',
        tags,
        params: idParams,
      },
    },
    async (req, reply) => {
      await withdrawOffer(companyCtx(req), req.params.id);
      return reply.status(204).send();
    },
  );
  app.post(
    '/offers/courses/:id/accept',
    {
      config: staff,
      schema: {
        summary: '傭車依頼を引き受ける',
        description:
          '他社の受付中の依頼を引き受け、コースと配送先を自社の未割当のコースとして移します。自社の依頼、引受済み（「他の会社が先に引き受けました。」）、期限切れ、作業が記録された場合は409。同時の引受は1社だけが成功します。',
        tags,
        params: idParams,
        response: { 200: courseOfferSchema },
      },
    },
    (req) => acceptOffer(companyCtx(req), req.params.id),
  );
};
