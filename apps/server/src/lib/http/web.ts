import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { send } from './error-handler.ts';
import { isApiPath } from './security-headers.ts';

/** The built web app (apps/web/dist), found from the source tree and from the bundled server alike. */
function findWebDist(config: Config): string | undefined {
  if (config.webDistDir) return path.resolve(config.webDistDir);
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, 'apps', 'web', 'dist');
    if (fs.existsSync(path.join(candidate, 'index.html'))) return candidate;
    dir = path.dirname(dir);
  }
  return undefined;
}

/** Types the PWA needs exactly right: browsers refuse a service worker served as anything but JavaScript. */
const ROOT_FILE_TYPES: Record<string, string> = {
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
};

/** Serves the single-page app on the same port: assets as files, every other page as index.html. */
export async function registerWeb(app: FastifyInstance, config: Config) {
  const root = findWebDist(config);
  if (!root) return;
  // Cache-Control is set here per file; @fastify/static's own (max-age=0) would replace it.
  await app.register(fastifyStatic, { root, serve: false, cacheControl: false });
  app.get('/*', { config: { roles: 'public' }, schema: { hide: true } }, (req, reply) => {
    const pathname = safeDecode(req.url.split('?')[0] ?? '/');
    if (isApiPath(pathname)) {
      return send(reply, { statusCode: 404, error: 'not_found', message: 'ページが見つかりません。' });
    }
    const file = path.join(root, path.normalize(pathname));
    if (
      file.startsWith(root) &&
      path.extname(pathname) &&
      fs.existsSync(file) &&
      fs.statSync(file).isFile()
    ) {
      // Vite fingerprints asset names, so they can be cached for good. Everything else at the root
      // (sw.js, the web manifest, icons) is checked on every load, so a new version reaches the phone.
      const immutable = pathname.startsWith('/assets/');
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      const type = ROOT_FILE_TYPES[path.extname(pathname)];
      if (type) reply.header('content-type', type);
      return reply.sendFile(path.relative(root, file), root);
    }
    if (path.extname(pathname))
      return send(reply, { statusCode: 404, error: 'not_found', message: 'ページが見つかりません。' });
    return reply.header('cache-control', 'no-cache').sendFile('index.html', root);
  });
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
