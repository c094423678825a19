import { alertSchema, listResponse } from '@rikuun/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyCtx } from '../../lib/context.ts';
import { STAFF } from '../../lib/http/route-roles.ts';
import { listAlerts } from './alerts.service.ts';

export const alertsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/alerts',
    {
      config: { roles: STAFF },
      schema: {
        summary: 'アラートの一覧',
        description:
          '呼び出しのたびに算出します：免許証・ETCカード・燃料カード・車検・保険の期限、健康診断の受診期限、本日の未割当コース、点呼での酒気帯び検知、改善基準告示の違反・接近。期限切れは danger、30日以内は warning。期限の早い順、次に重大度順。',
        tags: ['アラート'],
        response: { 200: listResponse(alertSchema) },
      },
    },
    (req) => listAlerts(companyCtx(req)),
  );
};
