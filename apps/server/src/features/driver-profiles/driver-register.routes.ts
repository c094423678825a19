import {
  aptitudeTestInput,
  aptitudeTestSchema,
  driverProfileParams,
  driverRecordParams,
  driverRegisterSchema,
  driverTrainingInput,
  driverTrainingSchema,
  listResponse,
  REGISTER_PHOTO_MAX_BYTES,
  registerPhotoFields,
} from '@rikuun/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyCtx } from '../../lib/context.ts';
import { renderedPdfHeaders } from '../../lib/http/file-headers.ts';
import { parseForm, readMultipart } from '../../lib/http/multipart.ts';
import { STAFF } from '../../lib/http/route-roles.ts';
import {
  createAptitudeTest,
  createTraining,
  deleteAptitudeTest,
  deleteTraining,
  listAptitudeTests,
  listTrainings,
  updateAptitudeTest,
  updateTraining,
} from './driver-records.service.ts';
import { addRegisterPhoto, driverRegisterPdf, getDriverRegister } from './driver-register.service.ts';

const tags = ['運転者台帳'];
/** The 台帳 holds health and accident records: the company's staff only. */
const staff = { roles: STAFF };
const params = driverProfileParams;
const photoField = {
  photo: { maxCount: 1, maxBytes: REGISTER_PHOTO_MAX_BYTES, accept: 'image', label: '写真' },
} as const;
const KEEP =
  '運転者台帳の記録は退職後3年間保存が必要なため、その間の削除は409で拒否します（誤りは編集で訂正します）。';

export const driverRegisterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/drivers/:id/register',
    {
      config: staff,
      schema: {
        tags,
        summary: '運転者台帳',
        description:
          '輸送安全規則第9条の5の運転者台帳の全項目（氏名、生年月日、住所、雇入れ・選任の年月日、運転免許の番号・種類・有効期限・条件、事故、指導と適性診断の記録、健康状態、写真）と、未記入の項目（missing）、受診が必要な適性診断（aptitudeDue）を返します。',
        params,
        response: { 200: driverRegisterSchema },
      },
    },
    (req) => getDriverRegister(companyCtx(req), req.params.id),
  );
  app.get(
    '/drivers/:id/register/pdf',
    {
      config: { ...staff, reads: 'replica' },
      schema: {
        tags,
        summary: '運転者台帳PDF',
        description: '運転者台帳（A4）をPDFで返します。写真、全項目、未記入の項目を含みます。',
        params,
      },
    },
    async (req, reply) => {
      const { pdf, register } = await driverRegisterPdf(companyCtx(req), req.params.id);
      return reply
        .headers(renderedPdfHeaders(`運転者台帳_${register.name}_${register.madeOn}.pdf`))
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
  app.post(
    '/drivers/:id/register/photo',
    {
      config: staff,
      schema: {
        tags,
        summary: '運転者台帳の写真の登録',
        description:
          '台帳に貼る写真（6か月以内に撮影した単独・上三分身・無帽・正面・無背景のもの）を撮影日とともに登録します（multipart: photo, takenOn）。以前の写真は記録として残り、撮影日の最も新しい写真が台帳に使われます。',
        params,
        consumes: ['multipart/form-data'],
        response: { 201: driverRegisterSchema },
      },
    },
    async (req, reply) => {
      const ctx = companyCtx(req);
      const { fields, files } = await readMultipart(req, { files: photoField }, app.services);
      const { takenOn } = parseForm(registerPhotoFields, fields);
      return reply.status(201).send(await addRegisterPhoto(ctx, req.params.id, takenOn, files.photo ?? []));
    },
  );

  app.get(
    '/drivers/:id/trainings',
    {
      config: staff,
      schema: {
        tags,
        summary: '指導の記録の一覧',
        description:
          'ドライバーへの指導監督（一般的な指導、初任・高齢・事故惹起運転者への特別な指導）の記録を実施日の新しい順に返します。',
        params,
        response: { 200: listResponse(driverTrainingSchema) },
      },
    },
    (req) => listTrainings(companyCtx(req), req.params.id),
  );
  app.post(
    '/drivers/:id/trainings',
    {
      config: staff,
      schema: {
        tags,
        summary: '指導の記録の登録',
        description: '指導の種類、実施日、時間、内容、指導者を記録します。',
        params,
        body: driverTrainingInput,
        response: { 201: driverTrainingSchema },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await createTraining(companyCtx(req), req.params.id, req.body)),
  );
  app.put(
    '/drivers/:id/trainings/:recordId',
    {
      config: staff,
      schema: {
        tags,
        summary: '指導の記録の訂正',
        description: '指導の記録を置き換えます。変更前の内容は変更履歴に残ります。',
        params: driverRecordParams,
        body: driverTrainingInput,
        response: { 200: driverTrainingSchema },
      },
    },
    (req) => updateTraining(companyCtx(req), req.params.id, req.params.recordId, req.body),
  );
  app.delete(
    '/drivers/:id/trainings/:recordId',
    {
      config: staff,
      schema: { tags, summary: '指導の記録の削除', description: KEEP, params: driverRecordParams },
    },
    async (req, reply) => {
      await deleteTraining(companyCtx(req), req.params.id, req.params.recordId);
      return reply.status(204).send();
    },
  );

  app.get(
    '/drivers/:id/aptitude-tests',
    {
      config: staff,
      schema: {
        tags,
        summary: '適性診断の受診記録の一覧',
        description:
          '初任診断、適齢診断、特定診断（事故惹起）、一般診断の受診記録を受診日の新しい順に返します。',
        params,
        response: { 200: listResponse(aptitudeTestSchema) },
      },
    },
    (req) => listAptitudeTests(companyCtx(req), req.params.id),
  );
  app.post(
    '/drivers/:id/aptitude-tests',
    {
      config: staff,
      schema: {
        tags,
        summary: '適性診断の受診記録の登録',
        description:
          '診断の種類、受診日、受診機関、結果・所見を記録します。受診が必要な診断のアラートはこの記録で解消します。',
        params,
        body: aptitudeTestInput,
        response: { 201: aptitudeTestSchema },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await createAptitudeTest(companyCtx(req), req.params.id, req.body)),
  );
  app.put(
    '/drivers/:id/aptitude-tests/:recordId',
    {
      config: staff,
      schema: {
        tags,
        summary: '適性診断の受診記録の訂正',
        description: '受診記録を置き換えます。変更前の内容は変更履歴に残ります。',
        params: driverRecordParams,
        body: aptitudeTestInput,
        response: { 200: aptitudeTestSchema },
      },
    },
    (req) => updateAptitudeTest(companyCtx(req), req.params.id, req.params.recordId, req.body),
  );
  app.delete(
    '/drivers/:id/aptitude-tests/:recordId',
    {
      config: staff,
      schema: { tags, summary: '適性診断の受診記録の削除', description: KEEP, params: driverRecordParams },
    },
    async (req, reply) => {
      await deleteAptitudeTest(companyCtx(req), req.params.id, req.params.recordId);
      return reply.status(204).send();
    },
  );
};
