import {
  checkOutcomeFields,
  destinationActionShape,
  instantSchema,
  destinationActionLabels as L,
} from '@rikuun/contract';
import { z } from 'zod';
import { fromLocalDateTimeText, toLocalDateTimeText } from '../course-format.ts';

/**
 * Staff's form of an action: the time is a datetime-local field in Tokyo time, turned into the
 * instant the contract takes (which then refuses a future time, as the server does).
 */
export const actionFormSchema = z
  .object({
    type: destinationActionShape.shape.type,
    at: z
      .string()
      .transform((text, ctx) => {
        const instant = fromLocalDateTimeText(text);
        if (instant === null) ctx.addIssue({ code: 'custom', message: `${L.at}を入力してください` });
        return instant ?? z.NEVER;
      })
      .pipe(destinationActionShape.shape.at.unwrap()),
    memo: destinationActionShape.shape.memo,
    reason: destinationActionShape.shape.reason,
    /** 再配達依頼: the wished time, typed in Tokyo time like `at`. */
    redeliveryAt: z
      .string()
      .nullish()
      .transform((text) => (text ? (fromLocalDateTimeText(text) ?? text) : null))
      .pipe(instantSchema(L.redeliveryAt).nullable()),
    deliveredQuantity: destinationActionShape.shape.deliveredQuantity,
  })
  .superRefine(checkOutcomeFields);
export type ActionFormInput = z.input<typeof actionFormSchema>;
export type ActionFormValues = z.output<typeof actionFormSchema>;

export const actionFormFields = [
  'type',
  'at',
  'memo',
  'reason',
  'redeliveryAt',
  'deliveredQuantity',
] as const;

export const newActionValues = (type: ActionFormInput['type'], now = new Date()): ActionFormInput => ({
  type,
  at: toLocalDateTimeText(now),
  memo: null,
  reason: null,
  redeliveryAt: null,
  deliveredQuantity: null,
});
