import type { Readable } from 'node:stream';
import {
  columnLetter,
  type ImportEncoding,
  MAX_LISTED_ROW_ERRORS,
  type RoutingSourceField,
  type RoutingSourceRowError,
  type RoutingSourceUploadError,
  type RoutingSourceValues,
  readRoutingSourceCells,
  routingSourceCells,
  routingSourceFields,
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

const column = (field: RoutingSourceField) => columnLetter(routingSourceFields.indexOf(field));

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

/** Reads one row's cells by the contract's rules (the same a row's edit is checked by). */
export function readRow(lineNumber: number, cells: string[]): RowDraft {
  const { values, errors } = readRoutingSourceCells(
    (field) => cells[routingSourceFields.indexOf(field)] ?? '',
  );
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
