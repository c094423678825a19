import {
  type DutyExceptionsInput,
  type DutyExceptionType,
  dutyExceptionsInput,
  dutyExceptionTypes,
  type WorkingTimeDuty,
} from '@rikuun/contract';
import { z } from 'zod';
import { fromLocalDateTimeText, toLocalDateTimeText } from '../courses/index.ts';

/** A datetime-local value as the API takes it; text that is no time is left for the contract to refuse. */
const instant = (text: string) => (text === '' ? null : (fromLocalDateTimeText(text) ?? text));

/**
 * The dialog's fields as typed (Tokyo datetime-local text, the minutes as typed), turned into the
 * contract's body: the details of a case left unticked are hidden, so they go away with it.
 */
export const dutyExceptionsFormSchema = z
  .object({
    exceptions: z.array(z.enum(dutyExceptionTypes)),
    ferryBoardedAt: z.string(),
    ferryLandedAt: z.string(),
    unforeseenMinutes: z.union([z.number(), z.string(), z.null()]),
    unforeseenReason: z.string(),
  })
  .transform((v): DutyExceptionsInput => {
    const ferry = v.exceptions.includes('ferry');
    const unforeseen = v.exceptions.includes('unforeseen_event');
    return {
      exceptions: v.exceptions,
      ferryBoardedAt: ferry ? instant(v.ferryBoardedAt) : null,
      ferryLandedAt: ferry ? instant(v.ferryLandedAt) : null,
      // Text that is no number goes on as typed, for the contract's own message.
      unforeseenMinutes: unforeseen ? (v.unforeseenMinutes as number | null) : null,
      unforeseenReason: unforeseen ? v.unforeseenReason : null,
    };
  })
  .pipe(dutyExceptionsInput);
export type DutyExceptionsFormValues = z.input<typeof dutyExceptionsFormSchema>;

export const dutyExceptionsFormFields = [
  'exceptions',
  'ferryBoardedAt',
  'ferryLandedAt',
  'unforeseenMinutes',
  'unforeseenReason',
] as const;

const localText = (iso: string | null) => (iso ? toLocalDateTimeText(new Date(iso)) : '');

/** A duty's recorded exceptions as the dialog's fields. */
export const dutyExceptionsFormValues = (d: WorkingTimeDuty): DutyExceptionsFormValues => ({
  exceptions: d.exceptions.exceptions as DutyExceptionType[],
  ferryBoardedAt: localText(d.exceptions.ferryBoardedAt),
  ferryLandedAt: localText(d.exceptions.ferryLandedAt),
  unforeseenMinutes: d.exceptions.unforeseenMinutes,
  unforeseenReason: d.exceptions.unforeseenReason ?? '',
});
