import {
  courseDestinationParams,
  idParams,
  trackingLinkInput,
  trackingLinkSchema,
  trackingTokenParams,
  trackingViewSchema,
} from '@rikuun/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyCtx, consignorCtx } from '../../lib/context.ts';
import { STAFF } from '../../lib/http/route-roles.ts';
import { createPostgresAttemptCounters } from '../auth/attempt-counters.postgres.ts';
import { createRedisAttemptCounters } from '../auth/attempt-counters.redis.ts';
import { createSignInRateLimiter } from '../auth/sign-in-rate-limit.ts';
import {
  createConsignorTrackingLink,
  createStaffTrackingLink,
  trackingView,
} from './tracking-links.service.ts';

const tags = ['追跡リンク'];
const created = { 201: trackingLinkSchema };
const issued =
  '受取人に送る、この配送先だけの追跡リンク（url、token、expiresAt）を返します。サインイン不要で、配送先の状態・到着予定の時間帯と、この配送先が次の行き先の間だけドライバーの位置を表示します。配達日の終わり（日本時間24時）に失効します。配達日を過ぎていれば400。本文（任意）に受取人のメールアドレス notifyEmail を指定すると、ドライバーがこの配送先に向かい始めたとき（前の配送先がすべて終わり、まだ到着していないとき）にリンクと到着予定の時間帯を会社名のメールで一度だけ送ります。形式が正しくなければ400です。';

/** Failed look-ups a client address may make per window before it must wait (429). */
const TRACK_MAX_FAILURES = 20;

export const trackingLinksRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, db, clock } = app.services;
  // Unknown tokens are counted per client address, shared by every instance, so nobody can try many.
  const limiter = createSignInRateLimiter({
    counters: app.redis ? createRedisAttemptCounters(app.redis) : createPostgresAttemptCounters(db),
    maxAttempts: TRACK_MAX_FAILURES,
    windowSeconds: config.auth.signInWindowSeconds,
    clock,
    scope: 'tracking-link',
  });

  app.post(
    '/courses/:courseId/destinations/:id/tracking-link',
    {
      config: { roles: STAFF },
      schema: {
        summary: '追跡リンクを作成',
        description: issued,
        tags,
        params: courseDestinationParams,
        body: trackingLinkInput,
        response: created,
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await createStaffTrackingLink(companyCtx(req), req.params.courseId, req.params.id, req.body)),
  );
  app.post(
    '/consignor/destinations/:id/tracking-link',
    {
      config: { roles: ['consignor_user'] },
      schema: {
        summary: '荷主向け：追跡リンクを作成',
        description: `自社（荷主）のコースの配送先について、${issued}`,
        tags,
        params: idParams,
        body: trackingLinkInput,
        response: created,
      },
    },
    async (req, reply) =>
      reply.code(201).send(await createConsignorTrackingLink(consignorCtx(req), req.params.id, req.body)),
  );
  app.get(
    '/track/:token',
    {
      config: { roles: 'public', errors: [429] },
      schema: {
        summary: '追跡リンクの内容（サインイン不要）',
        description:
          '配送会社名、配送先の状態と指定時間、到着予定の時間帯（予定の前後15分）を返します。ドライバーの位置はこの配送先が次の行き先の間だけ。ドライバー名や他の配送先は返しません。無効・期限切れのトークンは404、失敗が続くと429。',
        tags,
        params: trackingTokenParams,
        response: { 200: trackingViewSchema },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      await limiter.attempt(req.ip, 'track');
      const view = await trackingView(app.services, req.params.token);
      await limiter.succeeded(req.ip, 'track');
      return view;
    },
  );
};
