import {
  destinationActionFields,
  destinationActionInput,
  destinationActionSchema,
  driverCoursesQuery,
  driverCoursesResponse,
  PROOF_IMAGE_MAX_BYTES,
  PROOF_IMAGE_MAX_COUNT,
  proofFileLabels,
  SIGNATURE_IMAGE_MAX_BYTES,
  selfDestinationParams,
} from '@rikuun/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { driverCtx } from '../../lib/context.ts';
import { parseForm, readMultipart } from '../../lib/http/multipart.ts';
import type { FormObject } from '../../lib/http/multipart-fields.ts';
import { discardStagedUploads } from '../../lib/http/staged-uploads.ts';
import { publishActionHint } from '../destination-actions/action-hint.ts';
import { recordDestinationAction } from '../destination-actions/destination-actions.service.ts';
import { listOwnCourses } from './driver-courses.service.ts';

const tags = ['ドライバー（コース）'];
const driverOnly = { roles: ['driver'] as const };

const proofFields = {
  proofImages: {
    maxCount: PROOF_IMAGE_MAX_COUNT,
    maxBytes: PROOF_IMAGE_MAX_BYTES,
    accept: 'image',
    label: proofFileLabels.proofImages,
  },
  signatureImage: {
    maxCount: 1,
    maxBytes: SIGNATURE_IMAGE_MAX_BYTES,
    accept: 'image',
    label: proofFileLabels.signatureImage,
  },
} as const;

export const driverCoursesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/self/courses',
    {
      config: { ...driverOnly, reads: 'replica' },
      schema: {
        summary: '自分のコース（当日）',
        description:
          'deliveryDate（既定は今日）の自分のコースを、配送先・作業実績・到着予定付きで開始時刻順に返します。中止されたコースも含みます。',
        tags,
        querystring: driverCoursesQuery,
        response: { 200: driverCoursesResponse },
      },
    },
    (req) => listOwnCourses(driverCtx(req), req.query.deliveryDate),
  );
  // JSON (destinationActionInput), or multipart with the same fields as text plus the proof of a 完了.
  // A repeated clientActionId answers the first record with 200 (the retry's files are not kept).
  app.post(
    '/self/destinations/:id/actions',
    {
      config: driverOnly,
      schema: {
        summary: '作業実績を記録（ドライバー）',
        description:
          '管理者の記録と同じ本文を JSON、または multipart/form-data で送ります。完了と不在・持戻り・再配達依頼・一部配達・受取拒否には写真 proofImages（5枚・15MBまで、不在票など）、完了と一部配達には受領サイン signatureImage（PNG、2MBまで）を添付できます（それ以外で送ると400、超過は413、形式違いは415）。数値の欄は全角数字も受け付けます。自分のコースでない配送先は404。同じ clientActionId の再送は最初の記録を200で返し、再送のファイルは破棄します。',
        tags,
        params: selfDestinationParams,
        consumes: ['application/json', 'multipart/form-data'],
        response: { 200: destinationActionSchema, 201: destinationActionSchema },
      },
    },
    async (req, reply) => {
      const ctx = driverCtx(req);
      const { driverId } = ctx;
      let recorded: Awaited<ReturnType<typeof recordDestinationAction>>;
      if (req.isMultipart()) {
        const { fields, files } = await readMultipart(req, { files: proofFields }, app.services);
        const input = parseForm(destinationActionFields, fields);
        recorded = await recordDestinationAction(ctx, req.params.id, input, { driverId, proof: files });
        // A retry's photos are copies of the first post's: removed before answering, not kept.
        if (!recorded.created) await discardStagedUploads(req);
      } else {
        // Validated here rather than by the route schema, which cannot describe both bodies.
        const input = parseForm(destinationActionInput, (req.body ?? {}) as FormObject);
        recorded = await recordDestinationAction(ctx, req.params.id, input, { driverId });
      }
      const hint = { companyId: ctx.companyId, courseId: recorded.action.courseId };
      publishActionHint(req, hint, recorded.created);
      return reply.status(recorded.created ? 201 : 200).send(recorded.action);
    },
  );
};
