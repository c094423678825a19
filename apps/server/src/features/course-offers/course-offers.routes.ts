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
import { carrierRegister } from './carrier-register.service.ts';
import { acceptOffer } from './course-offer-accept.service.ts';
import { createOffer, getOffer, listOffers, withdrawOffer } from './course-offers.service.ts';

const tags = ['傭車'];
const staff = { roles: STAFF };

export const courseOffersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/offers/courses',
    {
      config: { ...staff, errors: [404] },
      schema: {
        tags,
        summary: 'コースを傭車に出す',
        description:
          '自社の予定中のコースを他の運送会社に公開します。傭車料・附帯業務・燃料サーチャージ・支払期日は運送契約の条件として記録され、引き受け時に書面に記載されます。貨物の内容と区間を省略すると配送先から補い、支払期日を省略すると運行日の翌月末とします。引き受けたコースを出すと再委託となり、請負階層が1つ下がります。',
        body: courseOfferInput,
        response: { 201: courseOfferSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await createOffer(companyCtx(req), req.body)),
  );
  app.get(
    '/offers/courses',
    {
      config: { ...staff, reads: 'replica' },
      schema: {
        tags,
        summary: '傭車依頼の一覧',
        description:
          'requester=me で自社の依頼、指定なしで他社の依頼（募集中のもの・自社が引き受けたもの）を返します。active=true で募集中かつ期限前のものだけに絞ります。',
        querystring: courseOfferListQuery,
        response: { 200: listResponse(courseOfferSchema) },
      },
    },
    (req) => listOffers(companyCtx(req), req.query),
  );
  app.get(
    '/offers/courses/carrier-register',
    {
      config: { ...staff, reads: 'replica' },
      schema: {
        tags,
        summary: '実運送体制管理簿',
        description:
          '成立した傭車（運送契約）を運行日・請負階層の順に返します。各行は実運送事業者、貨物の内容、区間、運行日、請負階層を持ちます。元請は再委託を含むすべての階層を、下請は自社の契約とそれより下の階層を見られます。傭車料は契約の当事者にだけ表示します。',
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
        tags,
        summary: '傭車依頼の詳細',
        description: '自社の依頼、他社の募集中の依頼、自社が引き受けた依頼を返します。それ以外は404です。',
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
        tags,
        summary: '傭車依頼の取り下げ',
        description: '募集中の自社の依頼を取り下げます。成立・期限切れ・取り下げ済みの依頼は409です。',
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
        tags,
        summary: '傭車依頼の引き受け',
        description:
          '他社の募集中の依頼を引き受けます。コースと配送先が自社に移り（未割当）、運送契約書面（PDF）が双方の発行済み書類に登録されます。同時に引き受けた場合は先の1社だけが成立し、他は409です。',
        params: idParams,
        response: { 200: courseOfferSchema },
      },
    },
    (req) => acceptOffer(companyCtx(req), req.params.id),
  );
};
