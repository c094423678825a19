import { accidentDetailsSchema, accidentReportFields } from '@rikuun/contract';
import type { z } from 'zod';

/**
 * The form's schema: the contract's POST fields, with the details as the object the form edits (the
 * request sends it as JSON text) and without fileMetadata (the files are picked beside the form).
 */
export const accidentReportForm = accidentReportFields.omit({ fileMetadata: true }).extend({
  details: accidentDetailsSchema,
});
export type AccidentReportFormInput = z.input<typeof accidentReportForm>;
export type AccidentReportFormValues = z.output<typeof accidentReportForm>;
