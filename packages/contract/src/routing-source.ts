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

/**
 * How an upload treats the rows already stored: `add` (the default) keeps them and adds the file's;
 * `replace` makes the file the consignor's data of each delivery date in it — that date's rows still
 * `new` are removed, processed rows stay (a file row identical to one is not stored again).
 */
export const routingSourceUploadModes = ['add', 'replace'] as const;
export type RoutingSourceUploadMode = (typeof routingSourceUploadModes)[number];

/** Multipart text field `mode` of an upload (the file is the part `file`). */
export const routingSourceUploadMode = z.object({
  mode: z
    .enum(routingSourceUploadModes, {
      error: 'アップロードの方法が正しくありません（追加か置き換えを指定してください）',
    })
    .default('add'),
});

/** Multipart text fields of the system administrator's upload: the consignor, and the mode. */
export const routingSourceUploadInput = routingSourceUploadMode.extend({ consignorId: uuidSchema('荷主') });

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

/** A row of an uploaded file as it would be stored: its line, its values and what is wrong with it. */
export const routingSourceFileRowSchema = routingSourceRowSchema.pick({
  lineNumber: true,
  deliveryDate: true,
  routeKey: true,
  name: true,
  zipCode: true,
  address1: true,
  address2: true,
  phone: true,
  latitude: true,
  longitude: true,
  timeWindowStart: true,
  timeWindowEnd: true,
  serviceMinutes: true,
  quantity: true,
  weightKg: true,
  memo: true,
  errors: true,
});
export type RoutingSourceFileRow = z.infer<typeof routingSourceFileRowSchema>;

/**
 * What a `replace` upload would change on one delivery date of the file. Rows are matched by their
 * values first (unchanged), then by route and name (changed); processed rows are never touched.
 */
export const routingSourceDateChangeSchema = z.object({
  deliveryDate: z.string(),
  /** File rows that match no stored row. */
  added: z.array(routingSourceFileRowSchema),
  /** Stored `new` rows the file changes (same route and name, other values). */
  changed: z.array(z.object({ before: routingSourceRowSchema, after: routingSourceFileRowSchema })),
  /** Stored `new` rows the file no longer has: removed. */
  removed: z.array(routingSourceRowSchema),
  /** Stored `new` rows the file has as they are. */
  unchangedCount: z.number().int(),
  /**
   * Processed rows of the date: they stay whatever the file says. `inFile`: the file has the row as
   * it is (that file row is not stored again).
   */
  processed: z.array(z.object({ row: routingSourceRowSchema, inFile: z.boolean() })),
});
export type RoutingSourceDateChange = z.infer<typeof routingSourceDateChangeSchema>;

/** POST …/upload-csv/preview: the file read as an upload would read it, and nothing stored. */
export const routingSourcePreviewSchema = routingSourceUploadSchema
  .pick({
    consignorId: true,
    fileName: true,
    encoding: true,
    rowCount: true,
    validCount: true,
    errorCount: true,
    errors: true,
  })
  .extend({
    /** Per delivery date of the file, in date order, what a `replace` upload changes. */
    dates: z.array(routingSourceDateChangeSchema),
    /** File rows without a readable date: an upload adds them (there is no date to replace). */
    undatedCount: z.number().int(),
  });
export type RoutingSourcePreview = z.infer<typeof routingSourcePreviewSchema>;

/** An upload's answer: what was stored, and with `replace` what was replaced (null for `add`). */
export const routingSourceUploadResultSchema = routingSourceUploadSchema.extend({
  replaced: z
    .object({
      /** The delivery dates the file replaced. */
      deliveryDates: z.array(z.string()),
      /** `new` rows removed (those the file has again are stored again from the file). */
      removedCount: z.number().int(),
      /** Processed rows of those dates, kept as they were. */
      keptProcessed: z.array(routingSourceRowSchema),
      /** File lines identical to a processed row, not stored again. */
      skippedLines: z.array(z.number().int()),
    })
    .nullable(),
});
export type RoutingSourceUpload = z.infer<typeof routingSourceUploadResultSchema>;

/**
 * Reads one row's cells (text, as in the file) through the cell schemas and the pair rules (time
 * window order, both coordinates): the values (null where empty or unreadable, text kept where it is
 * wrong) and each problem at its field. The upload and a row's edit use the same reading.
 */
export function readRoutingSourceCells(cellOf: (field: RoutingSourceField) => string): {
  values: { [F in RoutingSourceField]: RoutingSourceValues[F] | null };
  errors: { field: RoutingSourceField; message: string }[];
} {
  const values = {} as Record<RoutingSourceField, unknown>;
  const errors: { field: RoutingSourceField; message: string }[] = [];
  for (const field of routingSourceFields) {
    const text = cellOf(field);
    values[field] = null;
    if (!requiredFields.has(field) && text.trim() === '') continue;
    const result = routingSourceCells[field].safeParse(text);
    if (result.success) {
      values[field] = result.data;
    } else {
      errors.push({ field, message: result.error.issues[0]?.message ?? `${L[field]}が正しくありません` });
      if (keptTextFields.has(field)) values[field] = text.trim().slice(0, 200) || null;
    }
  }
  const ok = (f: RoutingSourceField) => !errors.some((e) => e.field === f);
  const { timeWindowStart: start, timeWindowEnd: end, latitude, longitude } = values;
  if (start && end && ok('timeWindowStart') && ok('timeWindowEnd') && String(start) >= String(end)) {
    errors.push({
      field: 'timeWindowEnd',
      message: `${L.timeWindowEnd}は${L.timeWindowStart}より後の時刻を入力してください`,
    });
  }
  if (ok('latitude') && ok('longitude') && (latitude === null) !== (longitude === null)) {
    errors.push({
      field: latitude === null ? 'latitude' : 'longitude',
      message: `${L.latitude}と${L.longitude}は両方入力するか、両方空欄にしてください`,
    });
  }
  return { values: values as { [F in RoutingSourceField]: RoutingSourceValues[F] | null }, errors };
}

/** Text columns keep what was written when it is wrong, so the consignor sees it next to the message. */
const keptTextFields = new Set<RoutingSourceField>([
  'routeKey',
  'name',
  'zipCode',
  'address1',
  'address2',
  'phone',
  'timeWindowStart',
  'timeWindowEnd',
  'memo',
]);

/** A cell of an edited row: text as in the file; null or absent is an empty cell. */
const cellText = (label: string): z.ZodType<string, string | null | undefined> =>
  z
    .string({ error: `${label}は文字で入力してください` })
    .max(500, { error: msg.maxLength(label, 500) })
    .nullish()
    .transform((v) => v ?? '');

/**
 * PUT /consignor/routing-source/{id}: a `new` row's cells as text (the file's rules; empty = none).
 * Every problem answers at its field, so a saved row has no errors left.
 */
export const routingSourceRowInput = z
  .object(
    Object.fromEntries(routingSourceFields.map((f) => [f, cellText(L[f])])) as Record<
      RoutingSourceField,
      z.ZodType<string, string | null | undefined>
    >,
  )
  .superRefine((cells, ctx) => {
    for (const e of readRoutingSourceCells((f) => cells[f]).errors) {
      ctx.addIssue({ code: 'custom', path: [e.field], message: e.message, input: cells[e.field] });
    }
  })
  .transform((cells) => readRoutingSourceCells((f) => cells[f]).values);
export type RoutingSourceRowInput = z.input<typeof routingSourceRowInput>;

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
