import { move } from 'piscina';
import type { PdfRenderers, PdfTask } from './pdf-rendering.ts';

/**
 * Structured clone turns a Buffer (a seal, a photo) into a plain Uint8Array, which pdfkit's image()
 * does not take: each becomes a Buffer again over the same bytes. Plain objects and arrays are walked;
 * Dates and the rest stay as they came.
 */
export function withBuffers(value: unknown): unknown {
  if (value instanceof Uint8Array)
    return Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  if (Array.isArray(value)) return value.map(withBuffers);
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withBuffers(v)]));
  return value;
}

/** The PDF's bytes in an ArrayBuffer of their own, to transfer: a Buffer may be a view of a larger one. */
function ownBytes(pdf: Buffer): ArrayBuffer {
  const whole = pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength;
  if (whole && pdf.buffer instanceof ArrayBuffer) return pdf.buffer;
  return new Uint8Array(pdf).buffer as ArrayBuffer;
}

/** A PDF worker's task handler (its module's default export): renders {kind, data}, transfers the bytes. */
export function pdfWorkerHandler(renderers: PdfRenderers) {
  return async ({ kind, data }: PdfTask) => {
    const render = renderers[kind] as ((data: unknown) => Promise<Buffer>) | undefined;
    if (!render) throw new Error(`no PDF renderer for the kind ${kind}`);
    return move(ownBytes(await render(withBuffers(data))));
  };
}
