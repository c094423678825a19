import { selfResponse } from '@rikuun/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ctxOf } from '../../lib/context.ts';
import { ANY_SIGNED_IN } from '../../lib/http/route-roles.ts';
import { getSelf } from './self.service.ts';

export const selfRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/self',
    {
      config: { roles: ANY_SIGNED_IN },
      schema: {
        summary: 'サインイン中の利用者',
        description:
          '利用者のロール、所属する会社または荷主、passwordSet（パスワード設定済みか）を返します。',
        response: { 200: selfResponse },
      },
    },
    (req) => getSelf(ctxOf(req)),
  );
};
