import { type AccidentReport, accidentDetailsSchema } from '@rikuun/contract';
import { defaultsOf, valuesOf } from '../../components/form/schema-values.ts';
import { type AccidentReportFormInput, accidentReportForm } from './accident-form-schema.ts';

/** A new report: the contract's defaults, the details with theirs (no casualties, nothing flagged). */
export const newAccidentValues = (): AccidentReportFormInput => ({
  ...defaultsOf(accidentReportForm),
  isCorrectAddress: null,
  details: { ...accidentDetailsSchema.parse({ description: '-' }), description: '' },
});

/** A saved report as form values. */
export const accidentToInput = (report: AccidentReport): AccidentReportFormInput =>
  valuesOf(accidentReportForm, report);
