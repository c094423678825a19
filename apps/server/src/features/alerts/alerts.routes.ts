import { alertSchema, listResponse } from '@rikuun/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyCtx } from '../../lib/context.ts';
import { STAFF } from '../../lib/http/route-roles.ts';
import { listAlerts } from './alerts.service.ts';

export const alertsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/alerts',
    {
      config: { roles: STAFF, reads: 'replica' },
      schema: {
        tags: ['アラート'],
        summary: 'アラートの一覧',
        description:
          '対応が必要な事項を緊急度の高い順に返します（免許証・カード・車検・保険の期限、健康診断、未割当のコース、酒気帯びの検知、改善基準告示、承認待ち、未確認の点呼・中間点呼の記録漏れ、8%で登録された契約・調整額、事故の速報・事故報告書の未提出、運転者台帳の未記入、適性診断の受診期限）。毎回記録から導出します。',
        response: { 200: listResponse(alertSchema) },
      },
    },
    (req) => listAlerts(companyCtx(req)),
  );
};
