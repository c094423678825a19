import { z } from 'zod';
import { dateSchema, intSchema, msg, optionalText, requiredText, uuidSchema } from './common.ts';
import { errorBody } from './errors.ts';
import {
  type ImportColumns,
  type ImportField,
  importFieldLabels,
  importFields,
  isColumnLetter,
} from './import-settings.ts';
import { phoneSchema, timeOfDaySchema, zipCodeSchema } from './japanese-fields.ts';
import { canonicalRegistrationNumber, REGISTRATION_NUMBER_MESSAGE } from './registration-number.ts';
import { normalizeText } from './text.ts';

/**
 * CSV import of courses (POST /courses/import): every row is one destination of the course named by
 * its delivery date and course name. All rows or none: one bad row and nothing is written.
 */

/** Multipart text fields of the upload (the file is the part `file`). */
export const courseImportInput = z.object({ importSettingId: uuidSchema('取込設定') });
export type CourseImportInput = z.input<typeof courseImportInput>;

/** GET /courses/import/template */
export const courseImportTemplateQuery = z.object({ importSettingId: uuidSchema('取込設定') });

/** Only this many row errors are listed; rowErrorCount tells how many there were. */
export const MAX_LISTED_ROW_ERRORS = 1000;

export const courseImportRowErrorSchema = z.object({
  /** The line of the file, 1 first, header rows counted (as a spreadsheet numbers its rows). */
  row: z.number().int(),
  /** Column letter (A, B …), or null when the error is about the whole row. */
  column: z.string().nullable(),
  /** The column's header text in the file, when it has one. */
  header: z.string().nullable(),
  field: z.enum(importFields).nullable(),
  message: z.string(),
});
export type CourseImportRowError = z.infer<typeof courseImportRowErrorSchema>;

/** 400: the error shape plus the rows that stopped the import. */
export const courseImportErrorSchema = errorBody.extend({
  rowErrors: z.array(courseImportRowErrorSchema).optional(),
  rowErrorCount: z.number().int().optional(),
});
export type CourseImportError = z.infer<typeof courseImportErrorSchema>;

export const courseImportResultSchema = z.object({
  /** In file order of each course's first row. */
  courseIds: z.array(z.uuid()),
  courseCount: z.number().int(),
  destinationCount: z.number().int(),
  /** The earliest delivery date imported (the 配車表 opens on its week). */
  firstDeliveryDate: z.string().nullable(),
});
export type CourseImportResult = z.infer<typeof courseImportResultSchema>;

/**
 * With `Accept: application/x-ndjson` the answer is 200 and one JSON object per line: progress while
 * the rows are read (`parse`) and written (`write`), then the result with the status it would have had.
 */
export const courseImportPhases = ['parse', 'write'] as const;
export const courseImportPhaseLabels: Record<(typeof courseImportPhases)[number], string> = {
  parse: 'ファイルを確認しています',
  write: 'コースを登録しています',
};
export const courseImportProgressSchema = z.object({
  type: z.literal('progress'),
  phase: z.enum(courseImportPhases),
  rows: z.number().int(),
  /** 0–100 within the phase (parse: bytes read of the file; write: rows written of all). */
  percent: z.number().int(),
});
export type CourseImportProgress = z.infer<typeof courseImportProgressSchema>;
export const courseImportResultEventSchema = z.union([
  z.object({ type: z.literal('result'), status: z.literal(201) }).extend(courseImportResultSchema.shape),
  z
    .object({ type: z.literal('result'), status: z.number().int().min(400) })
    .extend(courseImportErrorSchema.shape),
]);
export type CourseImportResultEvent = z.infer<typeof courseImportResultEventSchema>;
export type CourseImportEvent = CourseImportProgress | CourseImportResultEvent;

/** Column letters: 0 → A, 25 → Z, 26 → AA. */
export function columnLetter(index: number): string {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    letters = String.fromCharCode(65 + r) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

/** A → 0, AA → 26. */
export function columnIndex(letters: string): number {
  let n = 0;
  for (const c of letters) n = n * 26 + (c.charCodeAt(0) - 64);
  return n - 1;
}

/** Dates as spreadsheets write them (2026/4/1, ２０２６－０４－０１) to YYYY-MM-DD. */
function dateText(text: string): string {
  const m = /^(\d{4})[/\-.年](\d{1,2})[/\-.月](\d{1,2})日?$/.exec(text);
  return m ? `${m[1]}-${(m[2] ?? '').padStart(2, '0')}-${(m[3] ?? '').padStart(2, '0')}` : text;
}

/** Times as spreadsheets write them: 9:00:00 → 9:00 (the seconds of a planned time are always 00). */
const timeText = (text: string) => normalizeText(text).replace(/^(\d{1,2}:\d{2}):00$/, '$1');

const timeCell = (label: string) =>
  z.preprocess((v) => (typeof v === 'string' ? timeText(v) : v), timeOfDaySchema(label));

const numberCell = (label: string, integer: boolean) =>
  z.string().transform((raw, ctx) => {
    const text = normalizeText(raw).replace(/,/g, '');
    if (text === '') return null;
    if (!(integer ? /^[+-]?\d+$/ : /^[+-]?\d+(\.\d+)?$/).test(text)) {
      ctx.issues.push({
        code: 'custom',
        message: integer ? msg.int(label) : `${label}は数値で入力してください`,
        input: raw,
      });
      return z.NEVER;
    }
    return Number(text);
  });

const intCell = (field: ImportField, min: number, max: number) => {
  const label = importFieldLabels[field];
  return numberCell(label, true).pipe(intSchema(label, min, max).nullable());
};

const L = importFieldLabels;

/**
 * One cell's text → its value (null when empty), or a Japanese message. The same field schemas as the
 * course and destination forms, fed the text of the cell.
 */
export const courseImportCells = {
  deliveryDate: z
    .string()
    .overwrite((v) => dateText(normalizeText(v)))
    .min(1, { error: msg.required(L.deliveryDate), abort: true })
    .pipe(dateSchema(L.deliveryDate)),
  courseName: requiredText(L.courseName, 100),
  driverName: optionalText(L.driverName, 100),
  driverEmail: optionalText(L.driverEmail, 254).transform((v) => v?.toLowerCase() ?? null),
  vehicleRegistrationNumber: optionalText(L.vehicleRegistrationNumber, 40).transform((v, ctx) => {
    if (v === null) return null;
    const canonical = canonicalRegistrationNumber(v);
    if (canonical) return canonical;
    ctx.issues.push({ code: 'custom', message: REGISTRATION_NUMBER_MESSAGE, input: v });
    return z.NEVER;
  }),
  contractName: optionalText(L.contractName, 100),
  sequence: intCell('sequence', 1, 10_000),
  destinationName: requiredText(L.destinationName, 100),
  zipCode: zipCodeSchema(L.zipCode),
  address1: optionalText(L.address1, 200),
  address2: optionalText(L.address2, 200),
  phone: phoneSchema(L.phone),
  timeWindowStart: timeCell(L.timeWindowStart),
  timeWindowEnd: timeCell(L.timeWindowEnd),
  quantity: intCell('quantity', 0, 1_000_000),
  weightKg: numberCell(L.weightKg, false).pipe(
    z
      .number()
      .min(0, { error: msg.min(L.weightKg, 0) })
      .max(100_000, { error: msg.max(L.weightKg, 100_000) })
      .nullable(),
  ),
  memo: optionalText(L.memo, 2000),
} satisfies Record<ImportField, z.ZodType>;
export type CourseImportCells = { [F in ImportField]: z.output<(typeof courseImportCells)[F]> };

/** What the template's example row says for each field. */
const exampleValues = (deliveryDate: string): Record<ImportField, string> => ({
  deliveryDate,
  courseName: '1便',
  driverName: '山田 太郎',
  driverEmail: '',
  vehicleRegistrationNumber: '品川 100 あ 12-34',
  contractName: '',
  sequence: '1',
  destinationName: '株式会社サンプル商事',
  zipCode: '100-0001',
  address1: '東京都千代田区千代田1-1',
  address2: '',
  phone: '03-1234-5678',
  timeWindowStart: '09:00',
  timeWindowEnd: '12:00',
  quantity: '10',
  weightKg: '120.5',
  memo: '',
});

/**
 * The template CSV of a setting, as rows of cells: its header rows (the last one names the columns:
 * the header text the setting looks for, or the field's label for a column given by letter) and one
 * example row. Columns given by letter sit at that letter; the others fill the free columns in the
 * order of the fields.
 */
export function courseImportTemplateRows(
  setting: { headerRows: number; columns: ImportColumns },
  deliveryDate: string,
): string[][] {
  const position = new Map<ImportField, number>();
  const taken = new Set<number>();
  for (const field of importFields) {
    const ref = setting.columns[field];
    if (ref && isColumnLetter(ref)) {
      position.set(field, columnIndex(ref));
      taken.add(columnIndex(ref));
    }
  }
  let next = 0;
  for (const field of importFields) {
    if (!setting.columns[field] || position.has(field)) continue;
    while (taken.has(next)) next++;
    position.set(field, next);
    taken.add(next);
  }
  const width = Math.max(0, ...taken) + 1;
  const header: string[] = Array(width).fill('');
  const example: string[] = Array(width).fill('');
  const values = exampleValues(deliveryDate);
  for (const [field, at] of position) {
    const ref = setting.columns[field] ?? '';
    header[at] = isColumnLetter(ref) ? importFieldLabels[field] : ref;
    example[at] = values[field];
  }
  const rows: string[][] = [];
  for (let i = 1; i < setting.headerRows; i++) rows.push(Array(width).fill(''));
  if (setting.headerRows > 0) rows.push(header);
  rows.push(example);
  return rows;
}

/** The template's file name (Japanese; sent as RFC 5987 filename*). */
export const courseImportTemplateFileName = (settingName: string) =>
  `コース取込テンプレート_${settingName.replace(/[\\/:*?"<>|]/g, '_')}.csv`;
