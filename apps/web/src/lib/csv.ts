/** A value of one CSV cell; null and undefined are written as empty cells. */
export type CsvValue = string | number | boolean | null | undefined;

const BOM = '\uFEFF';
const CRLF = '\r\n';

/**
 * Text a spreadsheet would run as a formula (=, +, -, @, tab, CR at the start) gets a leading quote
 * mark, so an exported file cannot run a formula (CSV injection). Numbers are written as they are.
 */
function cell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * CSV as Excel opens it correctly in Japan: UTF-8 with a byte order mark (without it Excel reads
 * Shift_JIS and shows garbage), CRLF line ends, and fields quoted when they hold a comma, a quote or a
 * line break (RFC 4180).
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(cell).join(','));
  return `${BOM}${lines.join(CRLF)}${CRLF}`;
}

/** Saves text as a file through the browser's download. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the data once click() returns; a moment later the URL can go.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
