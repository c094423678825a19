import { pipeline, type Readable, Transform, type TransformCallback } from 'node:stream';
import type { ImportEncoding } from '@rikuun/contract';
import { type CsvError, parse } from 'csv-parse';
import iconv from 'iconv-lite';

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/**
 * Bytes → text in the setting's encoding, except that a UTF-8 byte order mark always means UTF-8
 * (Excel's 「CSV UTF-8」 writes one whatever the setting says). Shift_JIS is read as CP932, the
 * Windows variant Excel writes (①, ㈱, IBM kanji). The BOM is dropped. Counts the bytes read.
 */
class DecodeText extends Transform {
  private head: Buffer | null = Buffer.alloc(0);
  private decoder: ReturnType<typeof iconv.getDecoder> | undefined;

  constructor(
    private readonly encoding: ImportEncoding,
    private readonly onBytes: (n: number) => void,
  ) {
    super({ readableObjectMode: false, decodeStrings: true });
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback) {
    this.onBytes(chunk.length);
    if (this.head) {
      this.head = Buffer.concat([this.head, chunk]);
      if (this.head.length < UTF8_BOM.length) return done();
      chunk = this.start();
    }
    this.pushText(this.decoder?.write(chunk));
    done();
  }

  override _flush(done: TransformCallback) {
    if (this.head) this.pushText(this.decoder?.write(this.start()));
    this.pushText(this.decoder?.end());
    done();
  }

  /** Chooses the decoder from the first bytes; answers them for decoding. */
  private start(): Buffer {
    const head = this.head ?? Buffer.alloc(0);
    this.head = null;
    const bom = head.subarray(0, UTF8_BOM.length).equals(UTF8_BOM);
    this.decoder = iconv.getDecoder(bom || this.encoding === 'utf8' ? 'utf8' : 'CP932', { stripBOM: true });
    return head;
  }

  private pushText(text: string | undefined) {
    if (text) this.push(text, 'utf8');
  }
}

export type CsvRecord = { row: number; cells: string[] };

/** A CSV the parser could not read (an unclosed quote …), with the row where it gave up. */
export class CsvFormatError extends Error {
  constructor(
    readonly row: number,
    message: string,
  ) {
    super(message);
  }
}

const csvMessages: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: '引用符（"）が閉じられていません',
  CSV_INVALID_CLOSING_QUOTE: '引用符（"）の後に区切りのない文字があります',
  CSV_MAX_RECORD_SIZE: '1行が長すぎます',
};

/**
 * The records of a CSV, streamed: bytes → text (DecodeText) → csv-parse, one record at a time, never
 * the whole file in memory. `row` counts records from 1 as a spreadsheet numbers its rows (header rows
 * included; a cell with a line break stays one row). Blank lines are records of one empty cell.
 */
export async function* csvRecords(
  source: Readable,
  encoding: ImportEncoding,
  onBytes: (n: number) => void = () => {},
): AsyncGenerator<CsvRecord> {
  const parser = parse({
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: false,
    max_record_size: 100_000,
  });
  // Errors of any stage destroy the parser, so the loop below throws them.
  pipeline(source, new DecodeText(encoding, onBytes), parser, () => {});
  let row = 0;
  try {
    for await (const cells of parser as AsyncIterable<string[]>) {
      row += 1;
      yield { row, cells };
    }
  } catch (err) {
    const code = (err as CsvError).code;
    if (code && csvMessages[code]) {
      throw new CsvFormatError(row + 1, csvMessages[code]);
    }
    throw err;
  } finally {
    source.destroy();
  }
}
