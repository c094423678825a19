import {
  idParams,
  importSettingInput,
  importSettingListQuery,
  importSettingPresetSchema,
  importSettingSchema,
  listResponse,
} from '@rikuun/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyCtx } from '../../lib/context.ts';
import { STAFF } from '../../lib/http/route-roles.ts';
import {
  createImportSetting,
  deleteImportSetting,
  getImportSetting,
  listImportSettingPresets,
  listImportSettings,
  updateImportSetting,
} from './import-settings.service.ts';

const tags = ['取込設定'];
const staff = { roles: STAFF };

export const importSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/import-settings',
    {
      config: { ...staff, reads: 'replica' },
      schema: {
        summary: '取込設定の一覧',
        description: 'q（設定名）、sort は name（既定）・updatedAt。',
        tags,
        querystring: importSettingListQuery,
        response: { 200: listResponse(importSettingSchema) },
      },
    },
    (req) => listImportSettings(companyCtx(req), req.query),
  );
  app.post(
    '/import-settings',
    {
      config: staff,
      schema: {
        summary: '取込設定を登録',
        description:
          'columns は項目名→列（A〜ZZZ の列記号、またはヘッダーの文字列。文字列なら headerRows が1以上）。deliveryDate・courseName・destinationName は必須、同じ列を2項目に使えません（columns.<項目> に400）。同じ名前の設定があれば name に409。',
        tags,
        body: importSettingInput,
        response: { 201: importSettingSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await createImportSetting(companyCtx(req), req.body)),
  );
  // The layouts shipped with the product (the same for every company), to start a setting from.
  app.get(
    '/import-settings/presets',
    {
      config: staff,
      schema: {
        summary: '取込設定のプリセット',
        description: '製品が用意するレイアウト（全社共通）です。これをもとに自社の設定を登録します。',
        tags,
        response: { 200: listResponse(importSettingPresetSchema) },
      },
    },
    () => listImportSettingPresets(),
  );
  app.get(
    '/import-settings/:id',
    {
      config: staff,
      schema: {
        summary: '取込設定を取得',
        description: '自社の取込設定を1件返します。',
        tags,
        params: idParams,
        response: { 200: importSettingSchema },
      },
    },
    (req) => getImportSetting(companyCtx(req), req.params.id),
  );
  app.put(
    '/import-settings/:id',
    {
      config: staff,
      schema: {
        summary: '取込設定を更新',
        description: '登録と同じ規則で置き換えます。同じ名前の設定があれば name に409。',
        tags,
        params: idParams,
        body: importSettingInput,
        response: { 200: importSettingSchema },
      },
    },
    (req) => updateImportSetting(companyCtx(req), req.params.id, req.body),
  );
  app.delete(
    '/import-settings/:id',
    {
      config: staff,
      schema: {
        summary: '取込設定を削除',
        description: '設定を物理削除します。この設定で取り込んだコースは残ります。',
        tags,
        params: idParams,
      },
    },
    async (req, reply) => {
      await deleteImportSetting(companyCtx(req), req.params.id);
      return reply.status(204).send();
    },
  );
};
