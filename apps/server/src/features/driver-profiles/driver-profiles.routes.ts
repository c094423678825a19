import {
  DRIVER_PROFILE_IMAGE_MAX_BYTES,
  DRIVER_PROFILE_IMAGE_MAX_COUNT,
  driverProfileFields,
  driverProfileImageParams,
  driverProfileParams,
  driverProfileSchema,
  jobTypeSchema,
  listResponse,
} from '@rikuun/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type CompanyCtx, companyCtx, type Services } from '../../lib/context.ts';
import { parseForm, readMultipart, type Upload } from '../../lib/http/multipart.ts';
import { ANY_SIGNED_IN, STAFF } from '../../lib/http/route-roles.ts';
import {
  createDriverProfile,
  deleteDriverProfileImage,
  getDriverProfile,
  updateDriverProfile,
} from './driver-profiles.service.ts';
import { listJobTypes } from './job-types.master.ts';

const tags = ['ドライバー詳細プロフィール'];
const staff = { roles: STAFF };
const imagesField = {
  images: {
    maxCount: DRIVER_PROFILE_IMAGE_MAX_COUNT,
    maxBytes: DRIVER_PROFILE_IMAGE_MAX_BYTES,
    accept: 'image',
    label: '写真',
  },
} as const;

type Save = typeof createDriverProfile;

/** POST and PUT read the same form; only the service they call differs. */
async function saveFromForm(services: Services, req: FastifyRequest, driverId: string, save: Save) {
  const ctx: CompanyCtx = companyCtx(req);
  const { fields, files } = await readMultipart(req, { files: imagesField }, services);
  const values = parseForm(driverProfileFields, fields);
  const images: Upload[] = files.images ?? [];
  return save(ctx, driverId, values, images);
}

export const driverProfilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const multipartSchema = (status: 200 | 201) => ({
    tags,
    params: driverProfileParams,
    consumes: ['multipart/form-data'],
    response: { [status]: driverProfileSchema },
  });
  app.get(
    '/master/job-type',
    {
      config: { roles: ANY_SIGNED_IN },
      schema: {
        summary: '職種のマスタ',
        description: '詳細プロフィールで選べる職種（軽貨物・2t・4t・大型・トレーラーなど）の一覧です。',
        tags,
        response: { 200: listResponse(jobTypeSchema) },
      },
    },
    () => listJobTypes(app.services.db),
  );
  app.get(
    '/drivers/:id/profile-detail',
    {
      config: staff,
      schema: {
        summary: 'ドライバーの詳細プロフィール',
        description:
          '保存前は registered: false の空のプロフィールを返します（ドライバーが存在するため404にはしません）。登録番号のチェックディジットが合わない場合は warnings に警告を含めます。',
        tags,
        params: driverProfileParams,
        response: { 200: driverProfileSchema },
      },
    },
    (req) => getDriverProfile(companyCtx(req), req.params.id),
  );
  app.post(
    '/drivers/:id/profile-detail',
    {
      config: staff,
      schema: {
        ...multipartSchema(201),
        summary: '詳細プロフィールを登録',
        description:
          'multipart/form-data。口座項目（口座番号は7桁にゼロ埋め、名義は全銀の半角カナ）と images（JPEG・PNG・WebP・HEIC、10MB・合計10枚まで）。すでに登録済みなら409。上限を超えると413、画像でないファイルは415。',
      },
    },
    async (req, reply) =>
      reply.status(201).send(await saveFromForm(app.services, req, req.params.id, createDriverProfile)),
  );
  app.put(
    '/drivers/:id/profile-detail',
    {
      config: staff,
      schema: {
        ...multipartSchema(200),
        summary: '詳細プロフィールを更新',
        description:
          '同じフォームですべての項目を置き換えます（送らなかった項目は空）。新しい images は残した画像の後に追加します。未登録なら404。',
      },
    },
    (req) => saveFromForm(app.services, req, req.params.id, updateDriverProfile),
  );
  app.delete(
    '/drivers/:id/profile-detail/images/:imageId',
    {
      config: staff,
      schema: {
        summary: '詳細プロフィールの画像を削除',
        description: '画像を1枚削除し、204を返します。',
        tags,
        params: driverProfileImageParams,
      },
    },
    async (req, reply) => {
      await deleteDriverProfileImage(companyCtx(req), req.params.id, req.params.imageId);
      return reply.status(204).send();
    },
  );
};
