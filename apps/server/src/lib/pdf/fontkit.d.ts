// fontkit ships no types; pdf-document.ts only parses a font once and hands the object to pdfkit.
declare module 'fontkit' {
  /** A parsed font; pdfkit's registerFont takes it as is (it lays out text with its `layout`). */
  export type FontkitFont = { layout(text: string): unknown; postscriptName: string };
  export function create(buffer: Uint8Array, postscriptName?: string): FontkitFont;
}
