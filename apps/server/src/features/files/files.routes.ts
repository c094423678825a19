import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound } from '../../lib/http/errors.ts';
import { files } from '../../lib/storage/files.table.ts';
import { inlineDisposition, StoredObjectMissing } from '../../lib/storage/storage.ts';

const params = z.object({ id: z.uuid() });
// Lenient on purpose: a link missing its signature is a bad link (404), not a form to correct (400).
const query = z.object({ expires: z.string().optional(), signature: z.string().optional() });

/**
 * GET /v1/files/:id?expires=&signature= — the signed link handed out in responses. An <img> cannot
 * send a bearer header, so the signature is the authorization: links are only created after the
 * tenant check of the response that carries them.
 */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/files/:id',
    { config: { roles: 'public' }, schema: { params, querystring: query, hide: true } },
    async (req, reply) => {
      const { storage, db } = app.services;
      const link = await storage.checkLink(req.params.id, req.query.expires, req.query.signature);
      if (!link.ok && link.reason === 'expired') {
        throw forbidden('リンクの有効期限が切れています。画面を再読み込みしてください。');
      }
      if (!link.ok) throw notFound('ファイル');
      const [file] = await db
        .select()
        .from(files)
        .where(and(eq(files.id, req.params.id), isNull(files.deletedAt)));
      if (!file) throw notFound('ファイル');
      const body = await storage.get(file.storageKey).catch((err: unknown) => {
        throw err instanceof StoredObjectMissing ? notFound('ファイル') : err;
      });
      return reply
        .header('content-type', file.contentType)
        .header('content-length', String(file.size))
        .header('content-disposition', inlineDisposition(file.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', `private, max-age=${link.remainingSeconds}`)
        .send(body);
    },
  );
};
