/**
 * Tiny but real sample files for upload tests: each one is a valid file of its type, so content
 * sniffing (file-type) and any later decoding accept it.
 */

/** A 1×1 red PNG (valid signature, IHDR, IDAT and CRCs). */
const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC';

export function pngBytes(): Buffer {
  return Buffer.from(PNG_1X1, 'base64');
}

/**
 * A 1×1 grey baseline JPEG: one 8×8 block whose coefficients are all zero, coded with one-symbol
 * Huffman tables (DC category 0 and AC end-of-block are both the code "0").
 */
export function jpegBytes(): Buffer {
  const hex = [
    'ffd8', // SOI
    'ffe000104a46494600010100000100010000', // APP0 JFIF 1.1
    `ffdb004300${'01'.repeat(64)}`, // DQT: table 0, all ones
    'ffc0000b080001000101011100', // SOF0: 8-bit, 1×1, one component, table 0
    `ffc4001400${'01'}${'00'.repeat(15)}00`, // DHT DC 0: one code of length 1 for category 0
    `ffc4001410${'01'}${'00'.repeat(15)}00`, // DHT AC 0: one code of length 1 for EOB
    'ffda000801010000003f00', // SOS
    '3f', // DC "0", EOB "0", padded with ones
    'ffd9', // EOI
  ].join('');
  return Buffer.from(hex, 'hex');
}

/** A one-page PDF with a correct cross-reference table. */
export function pdfBytes(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Plain UTF-8 text (for "a text file named .png" cases). */
export function textBytes(text = 'これはテキストファイルです。\n'): Buffer {
  return Buffer.from(text, 'utf8');
}

/** A small UTF-8 CSV with a Japanese header row. */
export function csvBytes(): Buffer {
  return Buffer.from('配送日,届け先,住所\n2024-05-01,山田商店,東京都千代田区1-1\n', 'utf8');
}

/** n bytes of a PNG: a real PNG header followed by padding, for size-limit tests. */
export function bigPngBytes(size: number): Buffer {
  const png = pngBytes();
  return Buffer.concat([png, Buffer.alloc(Math.max(0, size - png.length))]);
}
