import {
  latestPositionSchema,
  listResponse,
  locationBatchInput,
  locationBatchResult,
  locationPointSchema,
  locationSearchInput,
} from '@rikuun/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyCtx, driverCtx } from '../../lib/context.ts';
import { STAFF } from '../../lib/http/route-roles.ts';
import { latestPositions, searchLocations } from './location-reads.ts';
import { recordLocations } from './record-locations.ts';

const tags = ['位置情報'];
/** Pubsub channel: a driver's last position moved (the live map re-reads; a hint, never the data). */
export const DRIVER_POSITIONS_CHANNEL = 'driver_positions';

export const locationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/locations',
    {
      config: { roles: ['driver'] },
      schema: {
        summary: '位置情報を送信',
        description:
          'points（1〜500件）を自分のドライバーとして保存します（有効なドライバーでなければ403）。ドライバーと記録時刻が同じ点は重複として数えないため、再送しても安全です。新しく保存した件数 accepted を返します。遅れて届いた点は最終位置を戻しません。',
        tags,
        body: locationBatchInput,
        response: { 200: locationBatchResult },
      },
    },
    async (req) => {
      const ctx = driverCtx(req);
      const { accepted, movedTo } = await recordLocations(ctx, req.body);
      if (movedTo) {
        // After the commit and without waiting: the phone's answer does not depend on the listeners.
        const message = { companyId: ctx.companyId, driverId: ctx.driverId, recordedAt: movedTo };
        app.pubsub
          .publish(DRIVER_POSITIONS_CHANNEL, message)
          .catch((err) => req.log.warn({ err }, 'driver position hint not published'));
      }
      return { accepted };
    },
  );
  app.post(
    '/locations/search',
    {
      config: { roles: STAFF, errors: [404], reads: 'replica' },
      schema: {
        summary: '位置情報の履歴を検索',
        description:
          'driverIds（1〜100件）と from・to（31日以内）。他社・不明のドライバーは404。30万点を超えると400（期間かドライバーを絞ってください）。',
        tags,
        body: locationSearchInput,
        response: { 200: listResponse(locationPointSchema) },
      },
    },
    (req) => searchLocations(companyCtx(req), req.body),
  );
  app.get(
    '/locations/latest',
    {
      config: { roles: STAFF, reads: 'replica' },
      schema: {
        summary: 'ドライバーの最新位置',
        description: '有効なドライバーごとの最後の位置、勤務中か、当日運行中のコースを返します。',
        tags,
        response: { 200: listResponse(latestPositionSchema) },
      },
    },
    (req) => latestPositions(companyCtx(req)),
  );
};
