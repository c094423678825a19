import { A4_MARGIN, FONT, FONT_BOLD, type PdfDoc } from './pdf-document.ts';

export type PdfColumn = { header: string; width: number; align?: 'left' | 'right' | 'center' };

const ROW_HEIGHT = 16;
const PADDING = 3;

function drawRow(doc: PdfDoc, columns: PdfColumn[], cells: string[], y: number, bold: boolean) {
  let x = A4_MARGIN;
  doc.font(bold ? FONT_BOLD : FONT).fontSize(8.5);
  columns.forEach((column, i) => {
    const text = cells[i] ?? '';
    const inner = column.width - PADDING * 2;
    const width = doc.widthOfString(text);
    if (width <= inner) {
      // Fits: placed by its measured width. pdfkit's line wrapper (needed to cut a long text) measures
      // the text word by word again, which was most of a long invoice's rendering time.
      const align = column.align ?? 'left';
      const dx = align === 'right' ? inner - width : align === 'center' ? (inner - width) / 2 : 0;
      doc.text(text, x + PADDING + dx, y + 4, { lineBreak: false });
    } else {
      // One line per cell, cut with an ellipsis: a long description never pushes the row apart.
      doc.text(text, x + PADDING, y + 4, {
        width: inner,
        height: ROW_HEIGHT - 4,
        align: column.align ?? 'left',
        lineBreak: false,
        ellipsis: true,
      });
    }
    x += column.width;
  });
}

function drawHeader(doc: PdfDoc, columns: PdfColumn[], y: number) {
  const width = columns.reduce((s, c) => s + c.width, 0);
  doc.rect(A4_MARGIN, y, width, ROW_HEIGHT).fill('#e8edf3').fillColor('black');
  drawRow(
    doc,
    columns,
    columns.map((c) => c.header),
    y,
    true,
  );
}

/**
 * A ruled table from the current position; it continues on new pages with the header repeated.
 * Leaves doc.y below the table.
 */
export function drawTable(doc: PdfDoc, columns: PdfColumn[], rows: string[][]) {
  const width = columns.reduce((s, c) => s + c.width, 0);
  const bottom = () => doc.page.height - doc.page.margins.bottom - 12;
  let y = doc.y;
  drawHeader(doc, columns, y);
  y += ROW_HEIGHT;
  for (const row of rows) {
    if (y + ROW_HEIGHT > bottom()) {
      doc.addPage();
      y = doc.page.margins.top;
      drawHeader(doc, columns, y);
      y += ROW_HEIGHT;
    }
    drawRow(doc, columns, row, y, false);
    doc
      .moveTo(A4_MARGIN, y + ROW_HEIGHT)
      .lineTo(A4_MARGIN + width, y + ROW_HEIGHT)
      .lineWidth(0.4)
      .strokeColor('#c0c7d0')
      .stroke();
    y += ROW_HEIGHT;
  }
  doc.strokeColor('black');
  doc.x = A4_MARGIN;
  doc.y = y + 6;
}

/** The printable width between the margins. */
export const contentWidth = (doc: PdfDoc) => doc.page.width - A4_MARGIN * 2;

const WRAP_FONT_SIZE = 8;

/** The height a row needs when each cell wraps within its column. */
function wrappedHeight(doc: PdfDoc, columns: PdfColumn[], cells: string[]) {
  doc.font(FONT).fontSize(WRAP_FONT_SIZE);
  const tallest = Math.max(
    ...columns.map((c, i) => doc.heightOfString(cells[i] || ' ', { width: c.width - PADDING * 2 })),
  );
  return Math.max(ROW_HEIGHT, tallest + 6);
}

/**
 * A ruled table whose cells wrap (a record book: nothing may be cut off, unlike drawTable's one-line
 * cells); rows grow to their tallest cell and continue on new pages with the header repeated.
 */
export function drawWrappedTable(doc: PdfDoc, columns: PdfColumn[], rows: string[][]) {
  const width = columns.reduce((s, c) => s + c.width, 0);
  const bottom = () => doc.page.height - doc.page.margins.bottom - 12;
  let y = doc.y;
  drawHeader(doc, columns, y);
  y += ROW_HEIGHT;
  for (const row of rows) {
    const height = wrappedHeight(doc, columns, row);
    if (y + height > bottom()) {
      doc.addPage();
      y = doc.page.margins.top;
      drawHeader(doc, columns, y);
      y += ROW_HEIGHT;
    }
    let x = A4_MARGIN;
    doc.font(FONT).fontSize(WRAP_FONT_SIZE);
    columns.forEach((column, i) => {
      doc.text(row[i] ?? '', x + PADDING, y + 4, {
        width: column.width - PADDING * 2,
        align: column.align ?? 'left',
      });
      x += column.width;
    });
    doc
      .moveTo(A4_MARGIN, y + height)
      .lineTo(A4_MARGIN + width, y + height)
      .lineWidth(0.4)
      .strokeColor('#c0c7d0')
      .stroke();
    y += height;
  }
  doc.strokeColor('black');
  doc.x = A4_MARGIN;
  doc.y = y + 6;
}
