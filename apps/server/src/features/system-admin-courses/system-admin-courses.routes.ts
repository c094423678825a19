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
      schema: {
        summary: '配送データからコースを作成',
        description:
          'consignorId・deliveryDate の未処理で誤りのない行からコースを作成し（groupBy：route はルートごと、single は1コース）、行を処理済みにします。1トランザクション。対象の行がなければ409。',
        tags,
        body: platformCourseImportInput,
        response: { 201: platformCourseImportResult },
      },
    },
    async (req, reply) => reply.status(201).send(await importPlatformCourses(ctxOf(req), req.body)),
  );
  app.get(
    '/system-admin/courses',
    {
      config: { ...systemAdmin, reads: 'replica' },
      schema: {
        summary: '荷主のコースの一覧（システム管理者）',
        description: 'deliveryDate、consignorId、status（unassigned・assigned）で絞り込みます。',
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
        summary: '荷主のコースを運送会社に割り当て',
        description:
          'companyId の会社に配送先付きのコースを作成し、割当済みにします（1トランザクション）。割当済み・無効な会社は409、不明な会社は companyId に400。',
        tags,
        params: idParams,
        body: platformCourseAssignInput,
        response: { 200: platformCourseSchema },
      },
    },
    (req) => assignPlatformCourse(ctxOf(req), req.params.id, req.body.companyId),
  );
};
