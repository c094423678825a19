/**
 * The one CSV writer of the server and the web app: every CSV either of them writes goes through it,
 * so no export or template can carry a live formula.
 */

/** A value of one CSV cell; null and undefined are written as empty cells. */
export type CsvValue = string | number | boolean | null | undefined;

/** What a spreadsheet runs as a formula when a cell starts with it (OWASP's CSV injection list). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell: text a spreadsheet would run as a formula (=, +, -, @, tab, CR at the start) gets a
 * leading quote mark; numbers are written as they are (-5 is a number, not a formula). Then RFC 4180:
 * quoted when it holds a comma, a quote or a line break, quotes doubled.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * Rows as CSV text: CRLF line ends as Excel writes them, the last line ended too. `bom` puts a UTF-8
 * byte order mark first (without it Excel in Japan reads the file as Shift_JIS).
 */
export function toCsv(rows: readonly (readonly CsvValue[])[], { bom = false } = {}): string {
  const text = rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
  return bom ? `\uFEFF${text}` : text;
}

/**
 * A cell read back as it was before `csvCell` defused it: `'=SUM(A1)` → `=SUM(A1)`. So a template
 * we wrote still matches the header texts it was made from.
 */
export const undoFormulaGuard = (text: string) =>
  text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
