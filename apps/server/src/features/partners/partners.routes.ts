import {
  listResponse,
  partnerCandidateSchema,
  partnerCandidatesQuery,
  partnerInput,
  partnerParams,
  partnerSchema,
} from '@rikuun/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyCtx } from '../../lib/context.ts';
import { STAFF } from '../../lib/http/route-roles.ts';
import { addPartner, listPartners, partnerCandidates, removePartner } from './partners.service.ts';

const tags = ['傭車先'];
const staff = { roles: STAFF };

export const partnersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/partners',
    {
      config: { ...staff, reads: 'replica' },
      schema: {
        summary: '傭車先の一覧',
        description:
          '自社が登録した傭車先（会社名順）。傭車先のみ（audience: partners）の傭車依頼は、この一覧の会社だけに表示されます。',
        tags,
        response: { 200: listResponse(partnerSchema) },
      },
    },
    (req) => listPartners(companyCtx(req)),
  );
  app.get(
    '/partners/candidates',
    {
      config: staff,
      schema: {
        summary: '傭車先に登録できる会社を検索',
        description:
          'q（会社名・フリガナの一部）に合う他の有効な会社を最大20件、登録済みかどうか付きで返します。',
        tags,
        querystring: partnerCandidatesQuery,
        response: { 200: listResponse(partnerCandidateSchema) },
      },
    },
    (req) => partnerCandidates(companyCtx(req), req.query.q),
  );
  app.post(
    '/partners',
    {
      config: staff,
      schema: {
        summary: '傭車先を登録',
        description:
          'companyId の会社を傭車先に加えます。自社・存在しない会社・無効な会社は companyId に400、登録済みは409。相手の会社の一覧は変わりません（片方向）。',
        tags,
        body: partnerInput,
        response: { 201: partnerSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await addPartner(companyCtx(req), req.body.companyId)),
  );
  app.delete(
    '/partners/:companyId',
    {
      config: staff,
      schema: {
        summary: '傭車先から外す',
        description: '一覧にない会社は404。外した会社には、傭車先のみの募集中の依頼が見えなくなります。',
        tags,
        params: partnerParams,
      },
    },
    async (req, reply) => {
      await removePartner(companyCtx(req), req.params.companyId);
      return reply.status(204).send();
    },
  );
};
