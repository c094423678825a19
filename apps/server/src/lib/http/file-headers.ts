import { contentDisposition, uploadedFileDisposition } from '../storage/storage.ts';
import { PERMISSIONS_POLICY } from './security-headers.ts';

/**
 * The CSP of every file the server sends: `sandbox` gives the document an opaque origin and no
 * script, so a polyglot (a PDF that is also HTML, an SVG, a renamed .html) opened from a link cannot
 * act in the app's origin; `default-src 'none'` lets it load nothing. Chromium's PDF viewer and its
 * image viewer still show PDFs and images under it (checked with Chromium 156, see architecture.md).
 */
export const FILE_CSP = "sandbox; default-src 'none'";

/** What every file answer carries: sandboxed, never sniffed, and, a page when opened, the pages' feature policy. */
const SANDBOXED = {
  'content-security-policy': FILE_CSP,
  'x-content-type-options': 'nosniff',
  'permissions-policy': PERMISSIONS_POLICY,
} as const;

/** Headers of an uploaded file: images inline, anything else as a download; sandboxed, never sniffed. */
export function uploadedFileHeaders(file: { fileName: string; contentType: string }) {
  return {
    'content-type': file.contentType,
    'content-disposition': uploadedFileDisposition(file),
    ...SANDBOXED,
  };
}

/** Headers of a PDF the server rendered itself (invoice, accident report): shown inline, sandboxed. */
export function renderedPdfHeaders(fileName: string) {
  return {
    'content-type': 'application/pdf',
    'content-disposition': contentDisposition('inline', fileName),
    ...SANDBOXED,
  };
}

/** Headers of a file made to be saved (CSV template, transfer file). */
export function downloadHeaders(fileName: string, contentType: string) {
  return {
    'content-type': contentType,
    'content-disposition': contentDisposition('attachment', fileName),
    ...SANDBOXED,
  };
}
