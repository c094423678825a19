import {
  assignContractsInput,
  bulkCoursesResultSchema,
  calendarQuery,
  calendarSchema,
  carryOverInput,
  courseCopyInput,
  courseCopyResultSchema,
  courseInput,
  courseListQuery,
  courseSchema,
  courseUpdateInput,
  idParams,
  listResponse,
  removeCoursesInput,
} from '@rikuun/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyCtx } from '../../lib/context.ts';
import { STAFF } from '../../lib/http/route-roles.ts';
import { versioned } from '../../lib/http/versions.ts';
import { assignContracts, removeCourses } from './course-bulk.service.ts';
import { calendarByDriver } from './course-calendar.service.ts';
import { carryOverCourse, copyCourse } from './course-copy.service.ts';
import { createCourse, deleteCourse, getCourse, listCourses, updateCourse } from './courses.service.ts';

const tags = ['コース'];
const staff = { roles: STAFF };

export const coursesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/courses',
    { config: staff, schema: { tags, body: courseInput, response: { 201: courseSchema } } },
    async (req, reply) => reply.status(201).send(await createCourse(companyCtx(req), req.body)),
  );
  app.get(
    '/courses',
    {
      config: staff,
      schema: { tags, querystring: courseListQuery, response: { 200: listResponse(courseSchema) } },
    },
    (req) => listCourses(companyCtx(req), req.query),
  );
  app.get(
    '/courses/calendar-by-driver',
    { config: staff, schema: { tags, querystring: calendarQuery, response: { 200: calendarSchema } } },
    (req) => calendarByDriver(companyCtx(req), req.query),
  );
  app.post(
    '/courses/actions/remove-multiple',
    {
      config: staff,
      schema: { tags, body: removeCoursesInput, response: { 200: bulkCoursesResultSchema } },
    },
    (req) => removeCourses(companyCtx(req), req.body),
  );
  app.post(
    '/courses/actions/assign-contracts',
    {
      config: staff,
      schema: { tags, body: assignContractsInput, response: { 200: bulkCoursesResultSchema } },
    },
    (req) => assignContracts(companyCtx(req), req.body),
  );
  app.get(
    '/courses/:id',
    { config: staff, schema: { tags, params: idParams, response: { 200: courseSchema } } },
    (req) => getCourse(companyCtx(req), req.params.id),
  );
  app.put(
    '/courses/:id',
    {
      config: staff,
      schema: { tags, params: idParams, body: courseUpdateInput, response: { 200: courseSchema } },
    },
    (req) => updateCourse(companyCtx(req), req.params.id, ...versioned(req, req.body)),
  );
  app.delete('/courses/:id', { config: staff, schema: { tags, params: idParams } }, async (req, reply) => {
    await deleteCourse(companyCtx(req), req.params.id);
    return reply.status(204).send();
  });
  app.post(
    '/courses/:id/copy',
    {
      config: staff,
      schema: { tags, params: idParams, body: courseCopyInput, response: { 201: courseCopyResultSchema } },
    },
    async (req, reply) => reply.status(201).send(await copyCourse(companyCtx(req), req.params.id, req.body)),
  );
  app.post(
    '/courses/:id/carry-over',
    {
      config: staff,
      schema: { tags, params: idParams, body: carryOverInput, response: { 201: courseSchema } },
    },
    async (req, reply) =>
      reply.status(201).send(await carryOverCourse(companyCtx(req), req.params.id, req.body)),
  );
};
