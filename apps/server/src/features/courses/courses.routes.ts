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
  timelineQuery,
  timelineSchema,
} from '@rikuun/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyCtx } from '../../lib/context.ts';
import { STAFF } from '../../lib/http/route-roles.ts';
import { versioned } from '../../lib/http/versions.ts';
import { assignContracts, removeCourses } from './course-bulk.service.ts';
import { calendarByDriver } from './course-calendar.service.ts';
import { carryOverCourse } from './course-carry-over.service.ts';
import { copyCourse } from './course-copy.service.ts';
import { courseTimeline } from './course-timeline.service.ts';
import { createCourse, deleteCourse, getCourse, listCourses, updateCourse } from './courses.service.ts';

const tags = ['コース'];
const staff = { roles: STAFF };

export const coursesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/courses',
    {
      config: staff,
      schema: {
        summary: 'コースを登録',
        description:
          'ドライバー・車両・契約・取引先・拠点は自社の有効なもの（項目に400）。契約を指定すると取引先は契約の取引先になり、配送日が契約期間外なら contractId に400。無効なドライバー、配送日に免許証が期限切れのドライバーは driverId に409。',
        tags,
        body: courseInput,
        response: { 201: courseSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await createCourse(companyCtx(req), req.body)),
  );
  app.get(
    '/courses',
    {
      config: { ...staff, reads: 'replica' },
      schema: {
        summary: 'コースの一覧',
        description:
          'deliveryDate、from・to（to が from より前なら to に400）、groupId、driverId、vehicleId、contractId、clientId、status、unassigned、q（コース名）。sort は deliveryDate（既定）・name・startTime。ドライバー名・登録番号・契約名・配送先数・完了数を含みます。',
        tags,
        querystring: courseListQuery,
        response: { 200: listResponse(courseSchema) },
      },
    },
    (req) => listCourses(companyCtx(req), req.query),
  );
  app.get(
    '/courses/calendar-by-driver',
    {
      config: { ...staff, reads: 'replica' },
      schema: {
        summary: '配車表（ドライバー別の週間カレンダー）',
        description:
          'deliveryDate を含む月曜〜日曜の週について、未割当の行とドライバーごとの行に各日のコースを並べます。カードの warnings は同じドライバーの時間の重なり（driver_overlap）と車両の二重割当（vehicle_double_booked）。絞り込みで警告が隠れることはありません。',
        tags,
        querystring: calendarQuery,
        response: { 200: calendarSchema },
      },
    },
    (req) => calendarByDriver(companyCtx(req), req.query),
  );
  app.get(
    '/courses/timeline',
    {
      config: staff,
      schema: {
        summary: '配車表のタイムライン（1日の車両別・ドライバー別）',
        description:
          'date（省略時は今日）の全コースを data に、車両別の行 vehicles とドライバー別の行 drivers を返します。各コースの plannedStart・plannedEnd は開始予定・終了予定（配車最適化の確定で入る時刻）、なければ配送先の時間指定の最初の開始・最後の終了（startFrom・endFrom が course か stops）。どちらもなければ null（時間未定）。contractId・clientId はコースを、groupId・driverId はドライバーの行とそのコースを絞り込みます（未割当のコースは残ります）。無効な車両・ドライバーはその日にコースがあるときだけ行に出ます。警告は絞り込みに関係なくその日の全コースで判定します。',
        tags,
        querystring: timelineQuery,
        response: { 200: timelineSchema },
      },
    },
    (req) => courseTimeline(companyCtx(req), req.query),
  );
  app.post(
    '/courses/actions/remove-multiple',
    {
      config: { ...staff, errors: [404] },
      schema: {
        summary: 'コースを一括削除',
        description:
          'ids（1〜1000件）をすべて削除するか、何も削除しません。自社の有効なコースでないIDは404、作業実績のあるコースを含むと409。件数 count を返します。',
        tags,
        body: removeCoursesInput,
        response: { 200: bulkCoursesResultSchema },
      },
    },
    (req) => removeCourses(companyCtx(req), req.body),
  );
  app.post(
    '/courses/actions/assign-contracts',
    {
      config: staff,
      schema: {
        summary: 'コースに契約を一括設定',
        description:
          'courseIds と contractId。取引先は契約に合わせます。自社の契約でない、または契約期間外のコースを含む場合は contractId に400。',
        tags,
        body: assignContractsInput,
        response: { 200: bulkCoursesResultSchema },
      },
    },
    (req) => assignContracts(companyCtx(req), req.body),
  );
  app.get(
    '/courses/:id',
    {
      config: staff,
      schema: {
        summary: 'コースを取得',
        description: '1件を返します。応答の ETag にバージョン（"n"）を入れます。',
        tags,
        params: idParams,
        response: { 200: courseSchema },
      },
    },
    (req) => getCourse(companyCtx(req), req.params.id),
  );
  app.put(
    '/courses/:id',
    {
      config: staff,
      schema: {
        summary: 'コースを更新',
        description:
          'コースの項目全体を置き換えます。参照先の確認は登録と同じです。ドライバーの可否はドライバーか配送日が変わったときだけ確認します。本文の version または If-Match ヘッダーで元にしたバージョンを指定すると、その後に他の更新があった場合は何も書き込まず409（current に現在のデータ）を返します。応答の ETag はバージョンです。',
        tags,
        params: idParams,
        body: courseUpdateInput,
        response: { 200: courseSchema },
      },
    },
    (req) => updateCourse(companyCtx(req), req.params.id, ...versioned(req, req.body)),
  );
  app.delete(
    '/courses/:id',
    {
      config: staff,
      schema: {
        summary: 'コースを削除',
        description: '論理削除します（配送先はコースとともに残ります）。作業実績が記録されたコースは409。',
        tags,
        params: idParams,
      },
    },
    async (req, reply) => {
      await deleteCourse(companyCtx(req), req.params.id);
      return reply.status(204).send();
    },
  );
  app.post(
    '/courses/:id/copy',
    {
      config: staff,
      schema: {
        summary: 'コースを複製（定期便）',
        description:
          'deliveryDates（1〜366日）の各日に配送先ごと複製し（状態は予定、作業実績なし、ドライバー・車両はそのまま）、201を返します。skipHolidays で祝日を除けます（skipped に祝日名）。契約期間外の日付は deliveryDates に400。1トランザクションです。',
        tags,
        params: idParams,
        body: courseCopyInput,
        response: { 201: courseCopyResultSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await copyCourse(companyCtx(req), req.params.id, req.body)),
  );
  app.post(
    '/courses/:id/carry-over',
    {
      config: staff,
      schema: {
        summary: '未完了の配送先を別日に持ち越し',
        description:
          '未完了（未着手・不在）の配送先を deliveryDate の新しいコースに移し、201で新しいコースを返します。元のコースでは carried_over になって配送先数に数えず（carriedOverCount に数えます）、残した配送先がすべて終わっていれば完了になります。到着が記録された配送先は includeArrived が true のときだけ移し、そうでなければその配送先を名指しして409。何も終わっていない（作業実績がない）コースは新しいコースを作らずコースごと deliveryDate に移し、200でそのコースを返します。担当ドライバーにはプッシュ通知で知らせます。すべて完了済みなら409、契約期間外の日付は deliveryDate に400。',
        tags,
        params: idParams,
        body: carryOverInput,
        response: { 200: courseSchema, 201: courseSchema },
      },
    },
    async (req, reply) => {
      const { course, moved } = await carryOverCourse(companyCtx(req), req.params.id, req.body);
      return reply.status(moved ? 200 : 201).send(course);
    },
  );
};
