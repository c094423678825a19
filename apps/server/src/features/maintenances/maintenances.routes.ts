import {
  listResponse,
  MAINTENANCE_IMAGE_MAX_BYTES,
  MAINTENANCE_IMAGE_MAX_COUNT,
  maintenanceFields,
  maintenanceImageParams,
  maintenanceInput,
  maintenanceListQuery,
  maintenanceParams,
  maintenanceSchema,
  maintenanceTaskSchema,
  vehicleIdParams,
} from '@rikuun/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyCtx } from '../../lib/context.ts';
import { parseForm, readMultipart } from '../../lib/http/multipart.ts';
import { ANY_SIGNED_IN, STAFF } from '../../lib/http/route-roles.ts';
import { addMaintenanceImages, updateMaintenance } from './maintenance-edits.service.ts';
import { listMaintenanceTasks } from './maintenance-tasks.service.ts';
import {
  createMaintenance,
  deleteMaintenance,
  deleteMaintenanceImage,
  listMaintenances,
} from './maintenances.service.ts';

const tags = ['整備記録'];
const staff = { roles: STAFF };
const imagesField = {
  images: {
    maxCount: MAINTENANCE_IMAGE_MAX_COUNT,
    maxBytes: MAINTENANCE_IMAGE_MAX_BYTES,
    accept: 'image',
    label: '画像',
  },
} as const;

export const maintenancesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/master/maintenance-task',
    {
      config: { roles: ANY_SIGNED_IN },
      schema: {
        summary: '点検・整備項目のマスタ',
        description: '整備記録で選べる点検・整備項目の一覧です。',
        tags,
        response: { 200: listResponse(maintenanceTaskSchema) },
      },
    },
    () => listMaintenanceTasks(app.services.db),
  );
  app.post(
    '/vehicles/:vehicleId/maintenances',
    {
      config: staff,
      schema: {
        summary: '整備記録を登録',
        description:
          'JSON で整備日・メモ・点検整備項目を登録します。整備日は今日（日本時間）以前。項目・メモ・画像のいずれもない記録は taskMasterIds に400。',
        tags,
        params: vehicleIdParams,
        body: maintenanceInput,
        response: { 201: maintenanceSchema },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await createMaintenance(companyCtx(req), req.params.vehicleId, req.body)),
  );
  app.get(
    '/vehicles/:vehicleId/maintenances',
    {
      config: { ...staff, reads: 'replica' },
      schema: {
        summary: '整備記録の一覧',
        description: '車両の整備記録を新しい順に返します。from・to で整備日を絞り込みます。',
        tags,
        params: vehicleIdParams,
        querystring: maintenanceListQuery,
        response: { 200: listResponse(maintenanceSchema) },
      },
    },
    (req) => listMaintenances(companyCtx(req), req.params.vehicleId, req.query),
  );
  app.post(
    '/vehicles/:vehicleId/maintenances/actions/create-with-images',
    {
      config: staff,
      schema: {
        summary: '画像付きで整備記録を登録',
        description:
          'multipart/form-data：maintained、memo、taskMasterIds[]、images（JPEG・PNG・WebP・HEIC、1枚10MB・10枚・5000万画素まで）。上限を超えると413、画像でないファイルは415。',
        tags,
        params: vehicleIdParams,
        consumes: ['multipart/form-data'],
        response: { 201: maintenanceSchema },
      },
    },
    async (req, reply) => {
      const ctx = companyCtx(req);
      const { fields, files } = await readMultipart(req, { files: imagesField }, app.services);
      // The empty-record rule counts the images too: createMaintenance applies it.
      const input = parseForm(maintenanceFields, fields);
      return reply
        .status(201)
        .send(await createMaintenance(ctx, req.params.vehicleId, input, files.images ?? []));
    },
  );
  app.put(
    '/vehicles/:vehicleId/maintenances/:maintenanceId',
    {
      config: staff,
      schema: {
        summary: '整備記録を更新',
        description:
          '整備日・メモ・点検整備項目を置き換えます。画像はそのまま残ります。記録を空にする更新（画像も含めて何もない）は400。',
        tags,
        params: maintenanceParams,
        body: maintenanceFields,
        response: { 200: maintenanceSchema },
      },
    },
    (req) => updateMaintenance(companyCtx(req), req.params.vehicleId, req.params.maintenanceId, req.body),
  );
  app.post(
    '/vehicles/:vehicleId/maintenances/:maintenanceId/images',
    {
      config: staff,
      schema: {
        summary: '整備記録に画像を追加',
        description:
          'multipart の images（複数可）を既存の画像の後に追加し、201で記録を返します。1件あたり合計10枚を超えると413。',
        tags,
        params: maintenanceParams,
        consumes: ['multipart/form-data'],
        response: { 201: maintenanceSchema },
      },
    },
    async (req, reply) => {
      const ctx = companyCtx(req);
      const { files } = await readMultipart(req, { files: imagesField }, app.services);
      const { vehicleId, maintenanceId } = req.params;
      return reply.status(201).send(await addMaintenanceImages(ctx, vehicleId, maintenanceId, files.images));
    },
  );
  app.delete(
    '/vehicles/:vehicleId/maintenances/:maintenanceId',
    {
      config: staff,
      schema: {
        summary: '整備記録を削除',
        description: '記録とその画像を削除します。',
        tags,
        params: maintenanceParams,
      },
    },
    async (req, reply) => {
      await deleteMaintenance(companyCtx(req), req.params.vehicleId, req.params.maintenanceId);
      return reply.status(204).send();
    },
  );
  app.delete(
    '/vehicles/:vehicleId/maintenances/:maintenanceId/images/:imageId',
    {
      config: staff,
      schema: {
        summary: '整備記録の画像を削除',
        description: '画像を1枚削除します。',
        tags,
        params: maintenanceImageParams,
      },
    },
    async (req, reply) => {
      const { vehicleId, maintenanceId, imageId } = req.params;
      await deleteMaintenanceImage(companyCtx(req), vehicleId, maintenanceId, imageId);
      return reply.status(204).send();
    },
  );
};
