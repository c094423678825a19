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
    { config: { roles: ANY_SIGNED_IN }, schema: { tags, response: { 200: listResponse(jobTypeSchema) } } },
    () => listJobTypes(app.services.db),
  );
  app.get(
    '/drivers/:id/profile-detail',
    { config: staff, schema: { tags, params: driverProfileParams, response: { 200: driverProfileSchema } } },
    (req) => getDriverProfile(companyCtx(req), req.params.id),
  );
  app.post(
    '/drivers/:id/profile-detail',
    { config: staff, schema: multipartSchema(201) },
    async (req, reply) =>
      reply.status(201).send(await saveFromForm(app.services, req, req.params.id, createDriverProfile)),
  );
  app.put('/drivers/:id/profile-detail', { config: staff, schema: multipartSchema(200) }, (req) =>
    saveFromForm(app.services, req, req.params.id, updateDriverProfile),
  );
  app.delete(
    '/drivers/:id/profile-detail/images/:imageId',
    { config: staff, schema: { tags, params: driverProfileImageParams } },
    async (req, reply) => {
      await deleteDriverProfileImage(companyCtx(req), req.params.id, req.params.imageId);
      return reply.status(204).send();
    },
  );
};
