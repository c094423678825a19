import type { Readable } from 'node:stream';
import {
  columnLetter,
  type ImportEncoding,
  MAX_LISTED_ROW_ERRORS,
  type RoutingSourceField,
  type RoutingSourceRowError,
  type RoutingSourceUploadError,
  type RoutingSourceValues,
  routingSourceCells,
  routingSourceFields,
  routingSourceLabels,
} from '@rikuun/contract';
import { fieldError } from '../../lib/http/field-error.ts';
import { CsvFormatError, csvRecords } from '../course-import/csv-records.ts';

/** One data row of the file as it will be stored: its values (null where unreadable) and its errors. */
export type RowDraft = {
  lineNumber: number;
  values: { [F in RoutingSourceField]: RoutingSourceValues[F] | null };
  errors: RoutingSourceRowError[];
};

export type ReadFile = {
  encoding: ImportEncoding;
  rows: RowDraft[];
  /** In file order, the first MAX_LISTED_ROW_ERRORS. */
  errors: RoutingSourceUploadError[];
};

/** Text columns keep what was written when it is wrong, so the consignor sees it next to the message. */
const textFields = new Set<RoutingSourceField>([
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
const requiredFields = new Set<RoutingSourceField>(['deliveryDate', 'name', 'address1']);
const column = (field: RoutingSourceField) => columnLetter(routingSourceFields.indexOf(field));
const L = routingSourceLabels;

/**
 * Which encoding the bytes are in: a UTF-8 byte order mark, or a head that is valid UTF-8, means
 * UTF-8; anything else is read as Shift_JIS (CP932, as Excel writes it). Reads at most 64 KB.
 */
export async function sniffEncoding(source: Readable): Promise<ImportEncoding> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of source) {
      chunks.push(chunk as Buffer);
      size += (chunk as Buffer).length;
      if (size >= 64 * 1024) break;
    }
  } finally {
    source.destroy();
  }
  const head = Buffer.concat(chunks).subarray(0, 64 * 1024);
  try {
    // stream: true lets a character cut at the 64 KB boundary pass.
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return 'utf8';
  } catch {
    return 'shift_jis';
  }
}

/** Reads one row's cells through the contract's cell schemas; every problem becomes an error of the row. */
export function readRow(lineNumber: number, cells: string[]): RowDraft {
  const values = {} as RowDraft['values'];
  const errors: RoutingSourceRowError[] = [];
  for (const [i, field] of routingSourceFields.entries()) {
    const text = cells[i] ?? '';
    (values as Record<string, unknown>)[field] = null;
    if (!requiredFields.has(field) && text.trim() === '') continue;
    const result = routingSourceCells[field].safeParse(text);
    if (result.success) {
      (values as Record<string, unknown>)[field] = result.data;
    } else {
      errors.push({ field, message: result.error.issues[0]?.message ?? `${L[field]}が正しくありません` });
      if (textFields.has(field))
        (values as Record<string, unknown>)[field] = text.trim().slice(0, 200) || null;
    }
  }
  const ok = (f: RoutingSourceField) => !errors.some((e) => e.field === f);
  if (
    values.timeWindowStart &&
    values.timeWindowEnd &&
    ok('timeWindowStart') &&
    ok('timeWindowEnd') &&
    values.timeWindowStart >= values.timeWindowEnd
  ) {
    errors.push({
      field: 'timeWindowEnd',
      message: `${L.timeWindowEnd}は${L.timeWindowStart}より後の時刻を入力してください`,
    });
  }
  if (ok('latitude') && ok('longitude') && (values.latitude === null) !== (values.longitude === null)) {
    errors.push({
      field: values.latitude === null ? 'latitude' : 'longitude',
      message: `${L.latitude}と${L.longitude}は両方入力するか、両方空欄にしてください`,
    });
  }
  return { lineNumber, values, errors };
}

/**
 * The rows of an upload, streamed through the course import's CSV reader: row 1 is the header (a
 * date there means the header is missing, which would lose the first row: refused), blank lines are
 * skipped. A file the parser cannot read, or without data rows, is refused at `file` (400).
 */
export async function readRoutingSourceFile(open: () => Promise<Readable>): Promise<ReadFile> {
  const encoding = await sniffEncoding(await open());
  const rows: RowDraft[] = [];
  const errors: RoutingSourceUploadError[] = [];
  try {
    for await (const { row, cells } of csvRecords(await open(), encoding)) {
      if (row === 1) {
        if (routingSourceCells.deliveryDate.safeParse(cells[0] ?? '').success) {
          throw fieldError(
            'file',
            'header',
            '1行目は見出しの行にしてください（テンプレートをご利用ください）',
          );
        }
        continue;
      }
      if (cells.every((c) => c.trim() === '')) continue;
      const draft = readRow(row, cells);
      rows.push(draft);
      for (const e of draft.errors) {
        if (errors.length >= MAX_LISTED_ROW_ERRORS) break;
        errors.push({ row, column: e.field ? column(e.field) : null, ...e });
      }
    }
  } catch (err) {
    if (err instanceof CsvFormatError) throw fieldError('file', 'format', `${err.row}行目：${err.message}`);
    throw err;
  }
  if (rows.length === 0) throw fieldError('file', 'empty', 'CSVにデータの行がありません');
  return { encoding, rows, errors };
}
