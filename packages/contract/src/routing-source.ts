import { z } from 'zod';
import { dateSchema, msg, optionalText, paginationQuery, requiredText, uuidSchema } from './common.ts';
import { courseImportCells } from './course-import.ts';
import { stopPlaceFields } from './destinations.ts';
import { routingSourceStatuses } from './platform-states.ts';
import { normalizeText } from './text.ts';

/**
 * 配送データ (routing source): a consignor's delivery rows, uploaded as CSV in one fixed layout (the
 * columns below, in this order, under one header row). Unlike the course import, an upload is kept
 * whole: each row is stored with what is wrong with it, and only rows without errors can become
 * courses (a shipper's daily file should not bounce because of one bad address).
 */
export const routingSourceFields = [
  'deliveryDate',
  'routeKey',
  'name',
  'zipCode',
  'address1',
  'address2',
  'phone',
  'latitude',
  'longitude',
  'timeWindowStart',
  'timeWindowEnd',
  'serviceMinutes',
  'quantity',
  'weightKg',
  'memo',
] as const;
export type RoutingSourceField = (typeof routingSourceFields)[number];

/** Each column's header text (also the field's Japanese name in messages). */
export const routingSourceLabels: Record<RoutingSourceField, string> = {
  deliveryDate: '配送日',
  routeKey: 'ルート',
  name: '配送先名',
  zipCode: '郵便番号',
  address1: '住所',
  address2: '建物名など',
  phone: '電話番号',
  latitude: '緯度',
  longitude: '経度',
  timeWindowStart: '指定時間（開始）',
  timeWindowEnd: '指定時間（終了）',
  serviceMinutes: '作業時間（分）',
  quantity: '個数',
  weightKg: '重量',
  memo: '備考',
};
const L = routingSourceLabels;

const requiredFields = new Set<RoutingSourceField>(['deliveryDate', 'name', 'address1']);

const examples: Record<RoutingSourceField, string> = {
  deliveryDate: '2026-04-01',
  routeKey: '東京1便',
  name: '株式会社サンプル商事',
  zipCode: '100-0001',
  address1: '東京都千代田区千代田1-1',
  address2: 'サンプルビル3階',
  phone: '03-1234-5678',
  latitude: '35.6812',
  longitude: '139.7671',
  timeWindowStart: '09:00',
  timeWindowEnd: '12:00',
  serviceMinutes: '10',
  quantity: '5',
  weightKg: '120.5',
  memo: '裏口から納品',
};

const descriptions: Partial<Record<RoutingSourceField, string>> = {
  deliveryDate: 'YYYY-MM-DD または YYYY/M/D',
  routeKey: '同じ値の行が1つのコースになります',
  latitude: '緯度と経度は両方入力するか、両方空欄にしてください',
  weightKg: 'kg',
};

export const routingSourceColumnSchema = z.object({
  /** Column letter (A, B …). */
  column: z.string(),
  header: z.string(),
  field: z.enum(routingSourceFields),
  required: z.boolean(),
  example: z.string(),
  description: z.string().nullable(),
});
export type RoutingSourceColumn = z.infer<typeof routingSourceColumnSchema>;

/** The fixed layout, column A first. */
export const routingSourceColumns: RoutingSourceColumn[] = routingSourceFields.map((field, i) => ({
  column: String.fromCharCode(65 + i),
  header: L[field],
  field,
  required: requiredFields.has(field),
  example: examples[field],
  description: descriptions[field] ?? null,
}));

/** The template: the header row and one example row (the example's date is the given one). */
export function routingSourceTemplateRows(deliveryDate: string): string[][] {
  return [
    routingSourceColumns.map((c) => c.header),
    routingSourceColumns.map((c) => (c.field === 'deliveryDate' ? deliveryDate : c.example)),
  ];
}

export const ROUTING_SOURCE_TEMPLATE_FILE_NAME = '配送データテンプレート.csv';

const numberCell = (label: string, integer: boolean, min: number, max: number) =>
  z.string().transform((raw, ctx) => {
    const text = normalizeText(raw).replace(/,/g, '');
    if (text === '') return null;
    const ok = (integer ? /^[+-]?\d+$/ : /^[+-]?\d+(\.\d+)?$/).test(text);
    const n = Number(text);
    const message = !ok
      ? integer
        ? msg.int(label)
        : `${label}は数値で入力してください`
      : n < min
        ? msg.min(label, min)
        : n > max
          ? msg.max(label, max)
          : null;
    if (message) {
      ctx.issues.push({ code: 'custom', message, input: raw });
      return z.NEVER;
    }
    return n;
  });

/** One cell's text → its value (null when empty), or a Japanese message: the course import's rules. */
export const routingSourceCells = {
  deliveryDate: courseImportCells.deliveryDate,
  routeKey: optionalText(L.routeKey, 100),
  name: requiredText(L.name, 100),
  zipCode: courseImportCells.zipCode,
  address1: requiredText(L.address1, 200),
  address2: courseImportCells.address2,
  phone: courseImportCells.phone,
  latitude: numberCell(L.latitude, false, -90, 90),
  longitude: numberCell(L.longitude, false, -180, 180),
  timeWindowStart: courseImportCells.timeWindowStart,
  timeWindowEnd: courseImportCells.timeWindowEnd,
  serviceMinutes: numberCell(L.serviceMinutes, true, 0, 600),
  quantity: courseImportCells.quantity,
  weightKg: courseImportCells.weightKg,
  memo: courseImportCells.memo,
} satisfies Record<RoutingSourceField, z.ZodType>;
export type RoutingSourceValues = { [F in RoutingSourceField]: z.output<(typeof routingSourceCells)[F]> };

export const routingSourceRowErrorSchema = z.object({
  field: z.enum(routingSourceFields).nullable(),
  message: z.string(),
});
export type RoutingSourceRowError = z.infer<typeof routingSourceRowErrorSchema>;

/** An error of the upload, where it is in the file. */
export const routingSourceUploadErrorSchema = routingSourceRowErrorSchema.extend({
  /** The line of the file, the header being 1. */
  row: z.number().int(),
  /** Column letter, or null for the whole row. */
  column: z.string().nullable(),
});
export type RoutingSourceUploadError = z.infer<typeof routingSourceUploadErrorSchema>;

/** Multipart text field of the system administrator's upload (the file is the part `file`). */
export const routingSourceUploadInput = z.object({ consignorId: uuidSchema('荷主') });

export const routingSourceUploadSchema = z.object({
  id: z.uuid(),
  consignorId: z.uuid(),
  fileName: z.string(),
  encoding: z.enum(['utf8', 'shift_jis']),
  uploadedAt: z.string(),
  /** Data rows stored (blank lines and the header not counted). */
  rowCount: z.number().int(),
  /** Rows without errors: the ones that can become courses. */
  validCount: z.number().int(),
  /** Rows with at least one error. */
  errorCount: z.number().int(),
  /** Every error, in file order (the first 1,000). */
  errors: z.array(routingSourceUploadErrorSchema),
});
export type RoutingSourceUpload = z.infer<typeof routingSourceUploadSchema>;

export const routingSourceRowSchema = z.object({
  id: z.uuid(),
  consignorId: z.uuid(),
  uploadId: z.uuid(),
  fileName: z.string(),
  uploadedAt: z.string(),
  lineNumber: z.number().int(),
  deliveryDate: z.string().nullable(),
  routeKey: z.string().nullable(),
  name: z.string().nullable(),
  ...stopPlaceFields,
  memo: z.string().nullable(),
  errors: z.array(routingSourceRowErrorSchema),
  status: z.enum(routingSourceStatuses),
  processedAt: z.string().nullable(),
});
export type RoutingSourceRow = z.infer<typeof routingSourceRowSchema>;

/** GET /consignor/routing-source: a consignor user sees his consignor's rows; the system administrator names one or sees all. */
export const routingSourceListQuery = paginationQuery.extend({
  deliveryDate: dateSchema('配送日').optional(),
  status: z.enum(routingSourceStatuses, { error: '状態が正しくありません' }).optional(),
  consignorId: uuidSchema('荷主').optional(),
});
export type RoutingSourceListQuery = z.input<typeof routingSourceListQuery>;

export const routingSourceSettingsSchema = z.object({
  /** The header rows above the data (always one). */
  headerRows: z.number().int(),
  /** The encodings a file may be in. */
  encodings: z.array(z.string()),
  columns: z.array(routingSourceColumnSchema),
  templateFileName: z.string(),
  /** The template as CSV text (UTF-8; the download adds a byte order mark for Excel). */
  templateCsv: z.string(),
});
export type RoutingSourceSettings = z.infer<typeof routingSourceSettingsSchema>;

export const markAsProcessedInput = z.object({
  ids: z
    .array(uuidSchema('配送データ'), { error: msg.required('配送データ') })
    .min(1, { error: '配送データを選択してください' })
    .max(1000, { error: '配送データは1,000件までにしてください' }),
});
export type MarkAsProcessedInput = z.input<typeof markAsProcessedInput>;
export const markAsProcessedResult = z.object({ updated: z.number().int() });
