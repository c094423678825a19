import {
  consignorDeliveriesQuery,
  consignorDeliveriesResponse,
  consignorLocationsQuery,
  consignorStreamQuery,
  consignorStreamTokenSchema,
  listResponse,
  locationPointSchema,
} from '@rikuun/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consignorCtx } from '../../lib/context.ts';
import { endEventStreams } from '../../lib/http/event-stream.ts';
import { consignorDeliveries, consignorLocations } from './consignor-map.service.ts';
import { openDeliveriesStream } from './consignor-stream.ts';
import { issueDeliveriesStreamToken } from './stream-token.ts';

const tags = ['お届けマップ'];
/** The consignor's own users only: the system administrator has no consignor to scope by. */
const consignorOnly = { roles: ['consignor_user'] as const };

export const consignorMapRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preClose', async () => endEventStreams(app));
  app.get(
    '/consignor/locations',
    {
      config: { ...consignorOnly, errors: [404], reads: 'replica' },
      schema: {
        summary: '荷主向け：ドライバーの位置',
        description:
          'driverId と date：自社（荷主）のコースを運行している間（最初の作業実績から最後まで）の位置だけを返します。その日に自社のコースがなければ404、開始前は空の一覧。',
        tags,
        querystring: consignorLocationsQuery,
        response: { 200: listResponse(locationPointSchema) },
      },
    },
    (req) => consignorLocations(consignorCtx(req), req.query.driverId, req.query.date),
  );
  app.get(
    '/consignor/deliveries',
    {
      config: { ...consignorOnly, reads: 'replica' },
      schema: {
        summary: '荷主向け：お届け状況',
        description:
          'date の自社のコース（運送会社をまたいで）を、状態、ドライバー（姓のみ）、運行中の現在位置、配送先と到着予定付きで返します。',
        tags,
        querystring: consignorDeliveriesQuery,
        response: { 200: consignorDeliveriesResponse },
      },
    },
    (req) => consignorDeliveries(consignorCtx(req), req.query.date),
  );
  app.post(
    '/consignor/deliveries/stream-token',
    {
      config: consignorOnly,
      schema: {
        summary: '荷主向け：ストリーム用トークンを発行',
        description:
          '1分以内に1回だけ使えるトークンを返します。セッションが終了していれば401、荷主が無効なら403。',
        tags,
        response: { 200: consignorStreamTokenSchema },
      },
    },
    (req) => issueDeliveriesStreamToken(consignorCtx(req), req.identity),
  );
  // Authenticated by the short-lived, single-use stream token of the query (an EventSource sends no header).
  app.get(
    '/consignor/deliveries/stream',
    {
      // The stream token, not an ID token, is its credential: refused before the stream opens (401).
      config: { roles: 'public', errors: [401] },
      schema: {
        summary: '荷主向け：お届け状況のストリーム',
        description:
          'text/event-stream。token（ストリーム用トークン）で認証し、無効・期限切れ・使用済みなら開始前に401。位置の変化と作業実績を通知し、20秒ごとにハートビートを送ります。最長時間の経過やアクセス終了で end イベントを送って閉じます。',
        tags,
        querystring: consignorStreamQuery,
      },
    },
    (req, reply) => openDeliveriesStream(req, reply, req.query),
  );
};
