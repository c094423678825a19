import fs from 'node:fs';
import { createRequire } from 'node:module';
import { type FontkitFont, create as parseFont } from 'fontkit';
import PDFDocument from 'pdfkit';

/**
 * A4 documents in Japanese: Noto Sans JP from @expo-google-fonts (whole TrueType fonts; pdfkit embeds
 * only the glyphs used). The fonts are read and parsed once per thread (each PDF worker, or the process
 * with PDF_WORKERS=0) and every document uses the same parsed fonts: given the file's bytes, pdfkit
 * would parse the font again for each document (its tables, then the glyphs and the layout tables of
 * every text it measures), which was most of a small invoice's time at the month end.
 */
export const FONT = 'jp';
export const FONT_BOLD = 'jp-bold';
export const A4_MARGIN = 40;

const require = createRequire(import.meta.url);
let fonts: { regular: FontkitFont; bold: FontkitFont } | undefined;

const fontFile = (name: string) =>
  fs.readFileSync(require.resolve(`@expo-google-fonts/noto-sans-jp/${name}`));

function parsedFonts() {
  fonts ??= {
    regular: parseFont(fontFile('400Regular/NotoSansJP_400Regular.ttf')),
    bold: parseFont(fontFile('700Bold/NotoSansJP_700Bold.ttf')),
  };
  return fonts;
}

export type PdfDoc = PDFKit.PDFDocument;

/** A new A4 document (portrait unless a wide table asks for landscape) with the Japanese fonts selected. */
export function createPdf(
  info: { title: string; author?: string; subject?: string },
  layout: 'portrait' | 'landscape' = 'portrait',
): PdfDoc {
  const { regular, bold } = parsedFonts();
  const doc = new PDFDocument({
    size: 'A4',
    layout,
    margin: A4_MARGIN,
    bufferPages: true,
    // pdfkit cannot take an undefined info entry.
    info: Object.fromEntries(
      Object.entries({
        Title: info.title,
        Author: info.author,
        Subject: info.subject,
        Creator: 'Rikuun 陸運',
      }).filter(([, v]) => v !== undefined),
    ),
    lang: 'ja-JP',
  });
  // pdfkit takes a parsed font as it takes a file (its types know only the file).
  doc.registerFont(FONT, regular as unknown as Buffer);
  doc.registerFont(FONT_BOLD, bold as unknown as Buffer);
  doc.font(FONT).fontSize(9);
  return doc;
}

/** Ends the document and collects its bytes. */
export function pdfToBuffer(doc: PdfDoc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/** 「1 / 3」 at the foot of every page; call once all content is written. */
export function numberPages(doc: PdfDoc) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font(FONT)
      .fontSize(8)
      .fillColor('#666666')
      .text(`${i + 1} / ${range.count}`, A4_MARGIN, doc.page.height - 28, {
        width: doc.page.width - A4_MARGIN * 2,
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
  doc.fillColor('black');
}

const yenFormat = new Intl.NumberFormat('ja-JP');
/** 12,345円 (negative: −1,000円). */
export const yenText = (amount: number) => `${amount < 0 ? '−' : ''}${yenFormat.format(Math.abs(amount))}円`;
/** 2026年11月25日. */
export const dateText = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return `${y}年${m}月${d}日`;
};
