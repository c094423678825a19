import {
  CLIENT_ERROR_LIMITS,
  clientConfigSchema,
  clientErrorInput,
  errorGroupListQuery,
  errorGroupSchema,
  idParams,
  listResponse,
  systemStatusSchema,
} from '@rikuun/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ctxOf } from '../../lib/context.ts';
import { AppError } from '../../lib/http/errors.ts';
import { createReportLimits } from './report-limits.ts';
import { listErrorGroups, readSystemStatus, retryFailedJob } from './system-status.service.ts';

const tags = ['システム管理'];
const systemAdmin = { roles: ['system_admin'] as const };
/** A report is a message, a stack and a URL: anything much larger is not one. */
const REPORT_BODY_LIMIT = 32 * 1024;

export const systemStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = createReportLimits(app.services.clock);

  app.post(
    '/client-errors',
    {
      config: { roles: 'public' },
      bodyLimit: REPORT_BODY_LIMIT,
      schema: {
        summary: 'Webアプリの予期しないエラーを報告',
        description: `Webアプリが予期しないエラーを送ります（サインイン前の画面からも送れるため公開）。メールアドレスやトークンは保存前に伏せ字にし、長い文字列は切り詰めます（message ${CLIENT_ERROR_LIMITS.message}字、stack ${CLIENT_ERROR_LIMITS.stack}字）。同じ利用者・同じアドレスからは1分あたりの件数に上限があり、超えると429。本文は32KBまで。`,
        tags,
        body: clientErrorInput,
        response: { 202: z.object({}) },
      },
    },
    async (req, reply) => {
      const userKey = await signedInSubject(req.headers.authorization, (t) => app.idTokens.verify(t));
      if (!limits.allow(req.ip, userKey)) {
        throw new AppError(
          429,
          'too_many_requests',
          'エラー報告が多すぎます。しばらくしてから再度お試しください。',
        );
      }
      await app.errorReporter.clientReported({ source: 'web', ...req.body, requestId: req.id });
      return reply.status(202).send({});
    },
  );

  app.get(
    '/client-config',
    {
      config: { roles: 'public' },
      schema: {
        summary: 'Webアプリの実行時設定',
        description:
          'Webアプリが最初のエラーのときに読みます。errorReporting.dsn があればその Sentry 互換サービスへ、なければ POST /v1/client-errors へ報告します。',
        tags,
        response: { 200: clientConfigSchema },
      },
    },
    () => ({
      errorReporting: { dsn: app.services.config.observability.errorReportingDsn ?? null },
      release: app.services.config.observability.release,
    }),
  );

  app.get(
    '/system-admin/errors',
    {
      config: systemAdmin,
      schema: {
        summary: 'エラーの一覧（システム管理者）',
        description:
          'Webアプリとサーバーの予期しないエラーを、メッセージと発生箇所ごとにまとめて件数・初回・最終発生日時とともに返します（最終発生の新しい順）。ERROR_REPORTING_DSN を設定したときのサーバーのエラーは報告先のサービスに送られ、ここには載りません。',
        tags,
        querystring: errorGroupListQuery,
        response: { 200: listResponse(errorGroupSchema) },
      },
    },
    (req) => listErrorGroups(ctxOf(req), req.query),
  );

  app.get(
    '/system-admin/status',
    {
      config: systemAdmin,
      schema: {
        summary: 'システムの稼働状況（システム管理者）',
        description:
          '直近1分に応答したサーバーインスタンス、ジョブの滞留と失敗したジョブ、エラーの件数、保存ファイルの容量、データベースの容量、レプリカの遅延を返します。',
        tags,
        response: { 200: systemStatusSchema },
      },
    },
    (req) => readSystemStatus(ctxOf(req), app.database),
  );

  app.post(
    '/system-admin/jobs/:id/retry',
    {
      config: systemAdmin,
      schema: {
        summary: '失敗したジョブを再実行（システム管理者）',
        description:
          '試行回数を使い切ったジョブを、試行回数0から直ちに実行待ちに戻します。失敗していないジョブは404、内容が消去された秘密のジョブ（サインインのメールなど）は409。',
        tags,
        params: idParams,
      },
    },
    async (req, reply) => {
      await retryFailedJob(ctxOf(req), req.params.id);
      return reply.status(204).send();
    },
  );
};

/** The user a report comes from, when it carries a valid ID token (else the address alone limits it). */
async function signedInSubject(
  authorization: string | undefined,
  verify: (token: string) => Promise<{ provider: string; userId?: string; subject?: string }>,
): Promise<string | undefined> {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (!token) return undefined;
  const identity = await verify(token).catch(() => undefined);
  return identity && (identity.userId ?? identity.subject);
}
