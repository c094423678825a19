import { mapSettingsSchema } from '@rikuun/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ANY_SIGNED_IN } from '../../lib/http/route-roles.ts';

/**
 * The tile server of every map (MAP_TILE_URL, MAP_TILE_ATTRIBUTION): configured once on the server,
 * so an operator can point every browser at the company's own or a paid tile service.
 */
export const mapSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/map-settings',
    {
      config: { roles: ANY_SIGNED_IN },
      schema: {
        summary: '地図の設定',
        description: '地図タイルのURLと帰属表示を返します。',
        tags: ['地図'],
        response: { 200: mapSettingsSchema },
      },
    },
    (req) => {
      const { tileUrl, attribution } = req.server.services.config.map;
      return Promise.resolve({ tileUrl, attribution });
    },
  );
};
