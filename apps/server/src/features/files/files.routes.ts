import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../../lib/context.ts';
import { forbidden, notFound } from '../../lib/http/errors.ts';
import { uploadedFileHeaders } from '../../lib/http/file-headers.ts';
import { files } from '../../lib/storage/files.table.ts';
import {
  type FileVariant,
  StoredObjectMissing,
  THUMBNAIL_CONTENT_TYPE,
  thumbnailFileName,
} from '../../lib/storage/storage.ts';

const params = z.object({ id: z.uuid() });
// Lenient on purpose: a link missing its signature is a bad link (404), not a form to correct (400).
const query = z.object({ expires: z.string().optional(), signature: z.string().optional() });
type LinkRequest = { params: z.infer<typeof params>; query: z.infer<typeof query> };

/**
 * GET /v1/files/:id?expires=&signature= — the signed link handed out in responses, and
 * GET /v1/files/:id/thumbnail?... — its small WebP preview for lists. An <img> cannot send a bearer
 * header, so the signature is the authorization: links are only created after the tenant check of
 * the response that carries them, and a thumbnail's signature does not open the original. Only
 * raster images are shown inline; every other file is a sandboxed download (lib/http/file-headers).
 */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  const options = {
    config: { roles: 'public' as const },
    schema: { params, querystring: query, hide: true },
  };
  app.get('/files/:id', options, (req, reply) => sendFile(app.services, req, reply, 'original'));
  app.get('/files/:id/thumbnail', options, (req, reply) => sendFile(app.services, req, reply, 'thumbnail'));
};

async function sendFile(
  { storage, db }: Services,
  req: LinkRequest,
  reply: FastifyReply,
  variant: FileVariant,
) {
  const link = await storage.checkLink(req.params.id, req.query.expires, req.query.signature, variant);
  if (!link.ok && link.reason === 'expired') {
    throw forbidden('リンクの有効期限が切れています。画面を再読み込みしてください。');
  }
  if (!link.ok) throw notFound('ファイル');
  const [file] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, req.params.id), isNull(files.deletedAt)));
  const key = variant === 'original' ? file?.storageKey : file?.thumbnailKey;
  if (!file || !key) throw notFound('ファイル');
  const body = await storage.get(key).catch((err: unknown) => {
    throw err instanceof StoredObjectMissing ? notFound('ファイル') : err;
  });
  if (variant === 'original') reply.header('content-length', String(file.size));
  const served =
    variant === 'original'
      ? file
      : { fileName: thumbnailFileName(file.fileName), contentType: THUMBNAIL_CONTENT_TYPE };
  return reply
    .headers(uploadedFileHeaders(served))
    .header('cache-control', `private, max-age=${link.remainingSeconds}`)
    .send(body);
}
