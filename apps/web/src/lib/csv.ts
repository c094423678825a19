import { type CsvValue, toCsv } from '@rikuun/contract';

/**
 * CSV as Excel opens it correctly in Japan: UTF-8 with a byte order mark, CRLF line ends, quoted as
 * RFC 4180 says and formula-like text defused, through the one writer in the contract.
 */
export const excelCsv = (header: readonly string[], rows: readonly (readonly CsvValue[])[]): string =>
  toCsv([header, ...rows], { bom: true });

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
