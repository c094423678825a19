import {
  idParams,
  listResponse,
  platformCourseAssignInput,
  platformCourseImportInput,
  platformCourseImportResult,
  platformCourseListQuery,
  platformCourseSchema,
} from '@rikuun/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ctxOf } from '../../lib/context.ts';
import {
  assignPlatformCourse,
  importPlatformCourses,
  listPlatformCourses,
} from './system-admin-courses.service.ts';

const tags = ['コース割当'];
const systemAdmin = { roles: ['system_admin'] as const };

export const systemAdminCoursesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/system-admin/courses/import',
    {
      config: systemAdmin,
      schema: { tags, body: platformCourseImportInput, response: { 201: platformCourseImportResult } },
    },
    async (req, reply) => reply.status(201).send(await importPlatformCourses(ctxOf(req), req.body)),
  );
  app.get(
    '/system-admin/courses',
    {
      config: systemAdmin,
      schema: {
        tags,
        querystring: platformCourseListQuery,
        response: { 200: listResponse(platformCourseSchema) },
      },
    },
    (req) => listPlatformCourses(ctxOf(req), req.query),
  );
  app.post(
    '/system-admin/courses/:id/assign-company',
    {
      config: systemAdmin,
      schema: {
        tags,
        params: idParams,
        body: platformCourseAssignInput,
        response: { 200: platformCourseSchema },
      },
    },
    (req) => assignPlatformCourse(ctxOf(req), req.params.id, req.body.companyId),
  );
};
