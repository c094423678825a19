import {
  type CourseImportRowError,
  columnLetter,
  type ImportField,
  MAX_LISTED_ROW_ERRORS,
  VALIDATION_MESSAGE,
} from '@rikuun/contract';
import type { ColumnMap } from './column-map.ts';

/** The errors of one import: every one counted, the first MAX_LISTED_ROW_ERRORS listed. */
export class RowErrors {
  readonly list: CourseImportRowError[] = [];
  count = 0;

  constructor(private readonly map?: ColumnMap) {}

  add(row: number, index: number | null, field: ImportField | null, message: string) {
    this.count += 1;
    if (this.list.length >= MAX_LISTED_ROW_ERRORS) return;
    this.list.push({
      row,
      column: index === null ? null : columnLetter(index),
      header: index === null ? null : (this.map?.headerOf(index) ?? null),
      field,
      message,
    });
  }

  push(error: CourseImportRowError) {
    this.count += 1;
    if (this.list.length < MAX_LISTED_ROW_ERRORS) this.list.push(error);
  }
}

/** The import stopped at these rows; nothing was written. Answered 400 with rowErrors. */
export class CourseImportFailed extends Error {
  constructor(
    readonly rowErrors: CourseImportRowError[],
    readonly rowErrorCount: number,
    readonly summary?: string,
  ) {
    super(summary ?? VALIDATION_MESSAGE);
  }

  static of(errors: RowErrors, summary?: string) {
    return new CourseImportFailed(errors.list, errors.count, summary);
  }

  body() {
    const count = this.rowErrorCount;
    return {
      statusCode: 400,
      error: 'bad_request',
      message:
        this.summary ??
        `CSVに${count.toLocaleString('ja-JP')}件の誤りがあるため、取り込みませんでした。内容を修正して、もう一度取り込んでください。`,
      rowErrors: this.rowErrors,
      rowErrorCount: count,
    };
  }
}
