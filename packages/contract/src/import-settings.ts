import { z } from 'zod';
import {
  CONTROL_CHARACTERS,
  intSchema,
  msg,
  paginationQuery,
  requiredText,
  searchTermQuery,
  sortQuery,
} from './common.ts';
import { normalizeText } from './text.ts';

/** What an import setting reads a file into: course rows today. */
export const importTargets = ['courses'] as const;
export const importTargetLabels: Record<(typeof importTargets)[number], string> = {
  courses: 'コース・配送先',
};

/** The file's character encoding; a UTF-8 BOM is recognised whatever is chosen. */
export const importEncodings = ['shift_jis', 'utf8'] as const;
export type ImportEncoding = (typeof importEncodings)[number];
export const importEncodingLabels: Record<ImportEncoding, string> = {
  shift_jis: 'Shift_JIS（Excel標準のCSV）',
  utf8: 'UTF-8',
};

/** The course and destination fields a column may fill, in the order forms show them. */
export const importFields = [
  'deliveryDate',
  'courseName',
  'driverName',
  'driverEmail',
  'vehicleRegistrationNumber',
  'contractName',
  'sequence',
  'destinationName',
  'zipCode',
  'address1',
  'address2',
  'phone',
  'timeWindowStart',
  'timeWindowEnd',
  'quantity',
  'weightKg',
  'memo',
] as const;
export type ImportField = (typeof importFields)[number];

export const importFieldLabels: Record<ImportField, string> = {
  deliveryDate: '配送日',
  courseName: 'コース名',
  driverName: 'ドライバー名',
  driverEmail: 'ドライバーのメールアドレス',
  vehicleRegistrationNumber: '車両の登録番号',
  contractName: '契約名',
  sequence: '配送順',
  destinationName: '配送先名',
  zipCode: '郵便番号',
  address1: '住所',
  address2: '建物名など',
  phone: '電話番号',
  timeWindowStart: '指定時間（開始）',
  timeWindowEnd: '指定時間（終了）',
  quantity: '個数',
  weightKg: '重量',
  memo: '備考',
};

/**
 * Every row is one destination of the course named on it for its date, so a file must say at least
 * the date, the course and the destination (a course and a destination both need a name).
 */
export const requiredImportFields = ['deliveryDate', 'courseName', 'destinationName'] as const;

export const importSettingLabels = {
  name: '設定名',
  target: '取込対象',
  encoding: '文字コード',
  headerRows: '見出し行数',
  columns: '列の対応',
  createdAt: '登録日時',
  updatedAt: '更新日時',
} as const;
const L = importSettingLabels;

export const MAX_HEADER_ROWS = 10;

/** One to three Latin letters name a column (A, B … Z, AA …); anything else is a header text. */
export const COLUMN_LETTERS = /^[A-Z]{1,3}$/;
export const isColumnLetter = (ref: string) => COLUMN_LETTERS.test(ref);

/** A column reference as stored: normalized text, column letters in capitals (`b` → `B`). */
export function normalizeColumnRef(ref: string): string {
  const text = normalizeText(ref);
  return /^[A-Za-z]{1,3}$/.test(text) ? text.toUpperCase() : text;
}

const isImportField = (key: string): key is ImportField => (importFields as readonly string[]).includes(key);

/**
 * The column map: field → column letter or header text. A record checked field by field (not an object
 * of 17 optional fields), so an unknown field is named once at `columns` and each value's message at
 * `columns.<field>`; empty references mean "not read" and are dropped.
 */
export const importColumnsSchema = z
  .record(
    z.string(),
    z
      .string({ error: '列は列記号（A、B…）または見出しの文字で指定してください' })
      // Far too long text stops here, before it is normalized.
      .max(1000, { error: '列の指定は100文字以内で入力してください', abort: true }),
    { error: '列の対応を指定してください' },
  )
  .transform((raw, ctx) => {
    const columns: ImportColumns = {};
    const unknown = Object.keys(raw).filter((key) => !isImportField(key));
    if (unknown.length > 0) {
      ctx.issues.push({
        code: 'custom',
        message: `取り込めない項目が指定されています（${unknown.length}件）`,
        input: raw,
      });
    }
    for (const [field, value] of Object.entries(raw)) {
      if (!isImportField(field)) continue;
      const label = importFieldLabels[field];
      if (CONTROL_CHARACTERS.test(value)) {
        ctx.issues.push({
          code: 'custom',
          message: msg.controlCharacters(label),
          input: value,
          path: [field],
        });
        continue;
      }
      const ref = normalizeColumnRef(value);
      if (ref.length > 100) {
        ctx.issues.push({
          code: 'custom',
          message: msg.maxLength(`${label}の列`, 100),
          input: value,
          path: [field],
        });
        continue;
      }
      if (ref) columns[field] = ref;
    }
    return columns;
  });
export type ImportColumns = Partial<Record<ImportField, string>>;

/** The rules across fields: required fields mapped, header texts only with a header row, no column twice. */
export function columnProblems(
  columns: ImportColumns,
  headerRows: number,
): { field: ImportField; message: string }[] {
  const problems: { field: ImportField; message: string }[] = [];
  for (const field of requiredImportFields) {
    if (!columns[field])
      problems.push({ field, message: `${importFieldLabels[field]}の列を指定してください` });
  }
  const seen = new Map<string, ImportField>();
  for (const field of importFields) {
    const ref = columns[field];
    if (!ref) continue;
    if (headerRows === 0 && !isColumnLetter(ref)) {
      problems.push({
        field,
        message: '見出し行がない場合は列記号（A、B…）で指定してください',
      });
    }
    const first = seen.get(ref);
    if (first) {
      problems.push({ field, message: `この列はすでに「${importFieldLabels[first]}」に指定されています` });
    } else seen.set(ref, field);
  }
  return problems;
}

export const importSettingInput = z
  .object({
    name: requiredText(L.name, 100),
    target: z.enum(importTargets, { error: msg.select(L.target) }).default('courses'),
    encoding: z.enum(importEncodings, { error: msg.select(L.encoding) }),
    headerRows: intSchema(L.headerRows, 0, MAX_HEADER_ROWS),
    columns: importColumnsSchema,
  })
  .superRefine((value, ctx) => {
    for (const { field, message } of columnProblems(value.columns, value.headerRows)) {
      ctx.addIssue({ code: 'custom', path: ['columns', field], message });
    }
  });
export type ImportSettingInput = z.input<typeof importSettingInput>;
export type ImportSettingValues = z.output<typeof importSettingInput>;

const storedColumns = z.partialRecord(z.enum(importFields), z.string());

export const importSettingSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  target: z.enum(importTargets),
  encoding: z.enum(importEncodings),
  headerRows: z.number().int(),
  columns: storedColumns,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ImportSetting = z.infer<typeof importSettingSchema>;

export const importSettingSortKeys = ['name', 'updatedAt'] as const;

export const importSettingListQuery = paginationQuery.extend({
  sort: sortQuery(importSettingSortKeys).optional(),
  q: searchTermQuery.optional(),
});
export type ImportSettingListQuery = z.input<typeof importSettingListQuery>;
export type ImportSettingListFilter = z.output<typeof importSettingListQuery>;

/** The message of a 409 on `name`. */
export const DUPLICATE_IMPORT_SETTING_NAME = 'この設定名はすでに使われています。';

export const importSettingPresetSchema = z.object({
  key: z.string(),
  name: z.string(),
  description: z.string(),
  target: z.enum(importTargets),
  encoding: z.enum(importEncodings),
  headerRows: z.number().int(),
  columns: storedColumns,
});
export type ImportSettingPreset = z.infer<typeof importSettingPresetSchema>;

/**
 * The layouts that ship with the product, the same for every company: a company makes its own setting
 * from one (and may change it). The standard layout reads its columns by header, so their order does
 * not matter; its header line is also the template CSV.
 */
export const importSettingPresets: readonly ImportSettingPreset[] = [
  {
    key: 'standard',
    name: '標準レイアウト',
    description:
      '1行目が見出しのCSV（UTF-8）。列は見出しの文字で探すので、並び順は問いません。1行が1件の配送先です。',
    target: 'courses',
    encoding: 'utf8',
    headerRows: 1,
    columns: {
      deliveryDate: '配送日',
      courseName: 'コース名',
      driverName: 'ドライバー名',
      driverEmail: 'ドライバーメール',
      vehicleRegistrationNumber: '車両番号',
      contractName: '契約名',
      sequence: '配送順',
      destinationName: '配送先名',
      zipCode: '郵便番号',
      address1: '住所',
      address2: '建物名',
      phone: '電話番号',
      timeWindowStart: '指定時間開始',
      timeWindowEnd: '指定時間終了',
      quantity: '個数',
      weightKg: '重量kg',
      memo: '備考',
    },
  },
];
