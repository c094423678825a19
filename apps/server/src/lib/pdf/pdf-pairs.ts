import { A4_MARGIN, FONT, FONT_BOLD, type PdfDoc } from './pdf-document.ts';
import { contentWidth } from './pdf-table.ts';

const PADDING = 3;

/**
 * A two-column 項目 | 内容 table whose values wrap over as many lines as they need (drawTable cuts a
 * cell to one line: right for lists, wrong for a record whose every word counts). Rows move to a new
 * page whole. Leaves doc.y below the table.
 */
export function drawWrappedPairs(doc: PdfDoc, rows: [string, string][], labelWidth = 110) {
  const width = contentWidth(doc);
  const valueWidth = width - labelWidth - PADDING * 2;
  const bottom = () => doc.page.height - doc.page.margins.bottom - 12;
  let y = doc.y;
  doc.fontSize(8.5);
  for (const [label, value] of rows) {
    doc.font(FONT);
    const height = Math.max(16, doc.heightOfString(value, { width: valueWidth }) + 7);
    if (y + height > bottom()) {
      doc.addPage();
      y = doc.page.margins.top;
    }
    doc.rect(A4_MARGIN, y, labelWidth, height).fill('#eef2f6').fillColor('black');
    doc.font(FONT_BOLD).text(label, A4_MARGIN + PADDING, y + 4, { width: labelWidth - PADDING * 2 });
    doc.font(FONT).text(value, A4_MARGIN + labelWidth + PADDING, y + 4, { width: valueWidth });
    doc.rect(A4_MARGIN, y, width, height).lineWidth(0.4).strokeColor('#c0c7d0').stroke();
    y += height;
  }
  doc.strokeColor('black');
  doc.x = A4_MARGIN;
  doc.y = y + 6;
}
