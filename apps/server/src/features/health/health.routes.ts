import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthResponse = z.object({
  /** draining: the instance is shutting down and answers what it already has, nothing new. */
  status: z.enum(['ok', 'error', 'draining']),
  database: z.object({ status: z.enum(['ok', 'error']), kind: z.enum(['pglite', 'postgres']) }),
  time: z.string(),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthcheck',
    {
      config: { roles: 'public' },
      schema: {
        summary: 'ヘルスチェック',
        description:
          'サーバーとデータベースの状態を返します。データベースに接続できない、または停止処理中（draining）なら503で、ロードバランサーはこのインスタンスを外せます。',
        response: { 200: healthResponse, 503: healthResponse },
      },
    },
    async (_req, reply) => {
      const database = app.database;
      const ok = await database.ping().then(
        () => true,
        () => false,
      );
      const draining = app.isDraining();
      const body = {
        status: draining ? ('draining' as const) : ok ? ('ok' as const) : ('error' as const),
        database: { status: ok ? ('ok' as const) : ('error' as const), kind: database.kind },
        time: app.services.clock().toISOString(),
      };
      return reply.status(ok && !draining ? 200 : 503).send(body);
    },
  );
};
