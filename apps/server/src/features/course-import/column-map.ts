import {
  type CourseImportRowError,
  columnIndex,
  type ImportColumns,
  type ImportField,
  importFieldLabels,
  importFields,
  isColumnLetter,
  normalizeText,
  undoFormulaGuard,
} from '@rikuun/contract';

/** Where each mapped field is read from, and what the file calls each column (for error rows). */
export type ColumnMap = {
  fields: { field: ImportField; index: number }[];
  headerOf: (index: number) => string | null;
};

/**
 * Resolves the setting's column references against the file's header rows: a letter is its column,
 * a header text the first column (of any header row) whose text matches once normalized (width,
 * spaces). A header text the file does not have is an error of the last header row. A cell our
 * template defused (`'=X`, see csvCell) still matches the header text `=X` it was written from.
 */
export function resolveColumns(
  columns: ImportColumns,
  headerRows: readonly string[][],
): { map: ColumnMap; errors: CourseImportRowError[] } {
  const normalized = headerRows.map((cells) => cells.map((c) => normalizeText(c)));
  const last = normalized.at(-1) ?? [];
  const found = new Map<number, string>();
  const fields: ColumnMap['fields'] = [];
  const errors: CourseImportRowError[] = [];
  for (const field of importFields) {
    const ref = columns[field];
    if (!ref) continue;
    if (isColumnLetter(ref)) {
      fields.push({ field, index: columnIndex(ref) });
      continue;
    }
    const wanted = normalizeText(ref);
    let index = -1;
    for (const cells of normalized) {
      index = cells.indexOf(wanted);
      if (index < 0) index = cells.findIndex((cell) => normalizeText(undoFormulaGuard(cell)) === wanted);
      if (index >= 0) break;
    }
    if (index < 0) {
      errors.push({
        row: headerRows.length,
        column: null,
        header: ref,
        field,
        message: `見出し「${ref}」の列が見つかりません（${importFieldLabels[field]}）。取込設定か見出し行を確認してください`,
      });
      continue;
    }
    found.set(index, ref);
    fields.push({ field, index });
  }
  const headerOf = (index: number) => found.get(index) ?? (last[index] || null);
  return { map: { fields, headerOf }, errors };
}
