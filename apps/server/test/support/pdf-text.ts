import { extractText, getDocumentProxy } from 'unpdf';

/** A PDF's text read back (every page), with white space removed so layout breaks do not matter. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, '');
}
