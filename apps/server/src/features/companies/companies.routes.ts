import {
  companyCreateInput,
  companyDetailSchema,
  companyInput,
  companyListQuery,
  companySchema,
  idParams,
  listResponse,
} from '@rikuun/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ctxOf } from '../../lib/context.ts';
import { createCompany, getCompany, listCompanies, updateCompany } from './companies.service.ts';

const tags = ['運送会社'];
/** Only the system administrator manages companies; a company's admin uses /self/company. */
const systemAdmin = { roles: ['system_admin'] as const };

export const companiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/companies',
    {
      config: { ...systemAdmin, reads: 'replica' },
      schema: {
        summary: '運送会社の一覧',
        description:
          'q（会社名・フリガナ・法人番号・電話番号・住所）、active、sort は name（既定）・createdAt。',
        tags,
        querystring: companyListQuery,
        response: { 200: listResponse(companySchema) },
      },
    },
    (req) => listCompanies(ctxOf(req), req.query),
  );
  app.post(
    '/companies',
    {
      config: systemAdmin,
      schema: {
        summary: '運送会社を登録',
        description:
          '会社の項目と adminName・adminEmail から最初の運送会社管理者を作成し、招待メール（7日間有効のリンク）を送ります（すべて1トランザクション）。メールアドレスが使われていれば adminEmail に409。',
        tags,
        body: companyCreateInput,
        response: { 201: companyDetailSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await createCompany(ctxOf(req), req.body)),
  );
  app.get(
    '/companies/:id',
    {
      config: systemAdmin,
      schema: {
        summary: '運送会社を取得',
        description: '会社と管理者の一覧 admins を返します。',
        tags,
        params: idParams,
        response: { 200: companyDetailSchema },
      },
    },
    (req) => getCompany(ctxOf(req), req.params.id),
  );
  app.put(
    '/companies/:id',
    {
      config: systemAdmin,
      schema: {
        summary: '運送会社を更新',
        description:
          '会社の項目と active を置き換えます。active: false の会社の利用者はサインイン・トークン更新ができず、使用中のセッションも次のリクエストから401になります。',
        tags,
        params: idParams,
        body: companyInput,
        response: { 200: companyDetailSchema },
      },
    },
    (req) => updateCompany(ctxOf(req), req.params.id, req.body),
  );
};
