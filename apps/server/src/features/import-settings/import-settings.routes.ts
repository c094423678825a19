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
      config: staff,
      schema: {
        tags,
        querystring: importSettingListQuery,
        response: { 200: listResponse(importSettingSchema) },
      },
    },
    (req) => listImportSettings(companyCtx(req), req.query),
  );
  app.post(
    '/import-settings',
    { config: staff, schema: { tags, body: importSettingInput, response: { 201: importSettingSchema } } },
    async (req, reply) => reply.status(201).send(await createImportSetting(companyCtx(req), req.body)),
  );
  // The layouts shipped with the product (the same for every company), to start a setting from.
  app.get(
    '/import-settings/presets',
    { config: staff, schema: { tags, response: { 200: listResponse(importSettingPresetSchema) } } },
    () => listImportSettingPresets(),
  );
  app.get(
    '/import-settings/:id',
    { config: staff, schema: { tags, params: idParams, response: { 200: importSettingSchema } } },
    (req) => getImportSetting(companyCtx(req), req.params.id),
  );
  app.put(
    '/import-settings/:id',
    {
      config: staff,
      schema: { tags, params: idParams, body: importSettingInput, response: { 200: importSettingSchema } },
    },
    (req) => updateImportSetting(companyCtx(req), req.params.id, req.body),
  );
  app.delete(
    '/import-settings/:id',
    { config: staff, schema: { tags, params: idParams } },
    async (req, reply) => {
      await deleteImportSetting(companyCtx(req), req.params.id);
      return reply.status(204).send();
    },
  );
};
