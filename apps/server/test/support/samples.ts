import zlib from 'node:zlib';

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

/** A 1×1 RGBA PNG: pdfkit decodes its pixels to split off the alpha channel (a seal as drawn). */
export function rgbaPngBytes(): Buffer {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
}

/** rgbaPngBytes with its compressed pixels broken: the header reads, the pixels do not decode. */
export function damagedPngBytes(): Buffer {
  return rgbaPngBytes().fill(0xff, 41, 54);
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

/** A PNG chunk with its length and CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

const PNG_SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);

/**
 * n bytes of a valid 1×1 PNG (at least 81): a private ancillary chunk (rkPd) pads it, which decoders
 * skip, for size-limit tests.
 */
export function bigPngBytes(size: number): Buffer {
  const png = pngBytes();
  const iend = png.length - 12;
  const padding = Math.max(0, size - png.length - 12);
  return Buffer.concat([png.subarray(0, iend), pngChunk('rkPd', Buffer.alloc(padding)), png.subarray(iend)]);
}

/**
 * A PNG that declares width×height pixels in a few hundred bytes: its image data is a few deflated
 * rows of zeros, so the header is real but decoding would fail part-way (a pixel flood never gets
 * that far).
 */
export function hugePngBytes(width = 30000, height = 30000): Buffer {
  // 8-bit truecolour; four rows of zeros.
  return pngOf(width, height, 8, 2, zlib.deflateSync(Buffer.alloc((width * 3 + 1) * 4)));
}

/** A PNG of these IHDR fields around already deflated image data. */
function pngOf(width: number, height: number, bitDepth: number, colourType: number, idat: Buffer): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = bitDepth;
  ihdr[9] = colourType;
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', idat),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A whole, decodable PNG of this size, cheap to make and to read: 1-bit greyscale, all black
 * (50 megapixels are about 6 MB before deflate, 6 KB after).
 */
export function blankPngBytes(width: number, height: number): Buffer {
  // 1-bit greyscale; every byte 0: each row's filter (none) and its pixels (black); zeros deflate best.
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return pngOf(width, height, 1, 0, zlib.deflateSync(rows, { level: 9 }));
}

/** A real photo-sized image (a colour gradient), made by sharp, for thumbnail tests. */
export async function photoBytes(width: number, height: number, format: 'jpeg' | 'png' | 'webp' = 'jpeg') {
  const { default: sharp } = await import('sharp');
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) {
    raw[i * 3] = (i % width) % 256;
    raw[i * 3 + 1] = Math.floor(i / width) % 256;
    raw[i * 3 + 2] = 128;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .toBuffer();
}
