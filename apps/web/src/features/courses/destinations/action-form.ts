import { destinationActionInput, destinationActionLabels as L } from '@rikuun/contract';
import { z } from 'zod';
import { fromLocalDateTimeText, toLocalDateTimeText } from '../course-format.ts';

/**
 * Staff's form of an action: the time is a datetime-local field in Tokyo time, turned into the
 * instant the contract takes (which then refuses a future time, as the server does).
 */
export const actionFormSchema = z.object({
  type: destinationActionInput.shape.type,
  at: z
    .string()
    .transform((text, ctx) => {
      const instant = fromLocalDateTimeText(text);
      if (instant === null) ctx.addIssue({ code: 'custom', message: `${L.at}を入力してください` });
      return instant ?? z.NEVER;
    })
    .pipe(destinationActionInput.shape.at.unwrap()),
  memo: destinationActionInput.shape.memo,
});
export type ActionFormInput = z.input<typeof actionFormSchema>;
export type ActionFormValues = z.output<typeof actionFormSchema>;

export const actionFormFields = ['type', 'at', 'memo'] as const;

export const newActionValues = (type: ActionFormInput['type'], now = new Date()): ActionFormInput => ({
  type,
  at: toLocalDateTimeText(now),
  memo: null,
});
