import type { Readable } from 'node:stream';
import type { CourseImportProgress, CourseImportResult, ImportSetting } from '@rikuun/contract';
import type { CompanyCtx } from '../../lib/context.ts';
import { AppError } from '../../lib/http/errors.ts';
import { fieldError } from '../../lib/http/field-error.ts';
import { getImportSetting } from '../import-settings/import-settings.service.ts';
import { type ColumnMap, resolveColumns } from './column-map.ts';
import { CsvFormatError, csvRecords } from './csv-records.ts';
import { writeImport } from './import-writer.ts';
import { loadReferences, type References } from './references.ts';
import { CourseImportFailed, RowErrors } from './row-errors.ts';
import { RowReader } from './row-reader.ts';

/** More rows than this in one file are refused (memory stays bounded; split the file). */
export const MAX_IMPORT_ROWS = 200_000;
const PROGRESS_EVERY = 1000;

type Progress = Omit<CourseImportProgress, 'type'>;
export type ImportFile = { size: number; open(): Promise<Readable> };

/** The setting of the form's importSettingId; another company's is not found, at that field. */
export async function importSettingOf(ctx: CompanyCtx, id: string): Promise<ImportSetting> {
  try {
    return await getImportSetting(ctx, id);
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 404) {
      throw fieldError('importSettingId', 'exists', '取込設定が見つかりません。取込設定を選び直してください');
    }
    throw err;
  }
}

/**
 * Imports a CSV as courses with their destinations: reads it streamed, checks every row, and writes
 * only when no row has an error (else CourseImportFailed with the rows). `onProgress` hears about every
 * PROGRESS_EVERY rows read and every batch written.
 */
export async function importCourses(
  ctx: CompanyCtx,
  setting: ImportSetting,
  file: ImportFile,
  onProgress: (p: Progress) => void = () => {},
): Promise<CourseImportResult> {
  const refs = await loadReferences(ctx);
  const { reader, errors } = await readRows(setting, refs, file, onProgress);
  if (errors.count > 0) throw CourseImportFailed.of(errors);
  if (reader.dataRows === 0) {
    throw new CourseImportFailed(
      [],
      0,
      'CSVに取り込む行がありません。見出し行数とファイルの内容を確認してください。',
    );
  }
  const total = reader.stops.length;
  onProgress({ phase: 'write', rows: 0, percent: 0 });
  await writeImport(ctx, reader.courses, reader.stops, (rows) =>
    onProgress({ phase: 'write', rows, percent: Math.floor((rows / total) * 100) }),
  );
  const dates = reader.courses.map((c) => c.deliveryDate).sort();
  return {
    courseIds: reader.courses.map((c) => c.id),
    courseCount: reader.courses.length,
    destinationCount: total,
    firstDeliveryDate: dates[0] ?? null,
  };
}

async function readRows(
  setting: ImportSetting,
  refs: References,
  file: ImportFile,
  onProgress: (p: Progress) => void,
) {
  const headers: string[][] = [];
  let errors = new RowErrors();
  let reader: RowReader | undefined;
  let bytes = 0;
  let nextProgress = PROGRESS_EVERY;
  const start = (map: ColumnMap) => {
    errors = new RowErrors(map);
    reader = new RowReader(map, refs, errors);
  };
  if (setting.headerRows === 0) start(resolveColumns(setting.columns, []).map);
  try {
    for await (const { row, cells } of csvRecords(await file.open(), setting.encoding, (n) => (bytes += n))) {
      if (!reader) {
        headers.push(cells);
        if (headers.length < setting.headerRows) continue;
        const resolved = resolveColumns(setting.columns, headers);
        start(resolved.map);
        for (const error of resolved.errors) errors.push(error);
        if (errors.count > 0) break;
        continue;
      }
      reader.read(row, cells);
      if (reader.dataRows > MAX_IMPORT_ROWS) {
        throw new CourseImportFailed(
          [],
          0,
          `一度に取り込めるのは${MAX_IMPORT_ROWS.toLocaleString('ja-JP')}行までです。ファイルを分けて取り込んでください。`,
        );
      }
      if (reader.dataRows >= nextProgress) {
        nextProgress += PROGRESS_EVERY;
        const percent = file.size > 0 ? Math.min(99, Math.floor((bytes / file.size) * 100)) : 0;
        onProgress({ phase: 'parse', rows: reader.dataRows, percent });
      }
    }
  } catch (err) {
    if (!(err instanceof CsvFormatError)) throw err;
    errors.add(err.row, null, null, `CSVの形式が正しくありません（${err.message}）`);
  }
  if (!reader) {
    throw new CourseImportFailed(
      [],
      0,
      `CSVに見出し行（${setting.headerRows}行）とデータ行がありません。ファイルと取込設定を確認してください。`,
    );
  }
  onProgress({ phase: 'parse', rows: reader.dataRows, percent: 100 });
  return { reader, errors };
}
