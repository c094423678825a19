import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { sendWithAuth } from '../../lib/auth-retry.ts';
import { readJsonResponse } from '../../lib/http-failure.ts';
import { dispositionFileName } from '../../lib/ndjson-lines.ts';
import { apiHost, authClient, onUnauthorized } from '../../lib/session.ts';

export type FetchedFile = { blob: Blob; fileName: string; headers: Headers };
export type FileOutcome = { data: FetchedFile } | { error: FetchBaseQueryError };

const deps = { auth: authClient, onUnauthorized };

/**
 * A file answer of the API (PDF, transfer file) as a Blob, with the same ID token and 401 rules as
 * every request; a refusal comes back as the JSON error the other requests give.
 */
export async function fetchFile(
  path: string,
  { method = 'GET', body, fallbackName }: { method?: 'GET' | 'POST'; body?: unknown; fallbackName: string },
): Promise<FileOutcome> {
  return sendWithAuth<FileOutcome>(deps, async (idToken) => {
    try {
      const headers: Record<string, string> = idToken ? { Authorization: `Bearer ${idToken}` } : {};
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const res = await fetch(`${apiHost}/v1${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) return readJsonResponse(res) as Promise<{ error: FetchBaseQueryError }>;
      const fileName = dispositionFileName(res.headers.get('content-disposition'), fallbackName);
      return { data: { blob: await res.blob(), fileName, headers: res.headers } };
    } catch (error) {
      return { error: { status: 'FETCH_ERROR', error: String(error) } };
    }
  });
}

/** Saves a Blob through the browser under its name. */
export function saveFile({ blob, fileName }: FetchedFile) {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
}

/**
 * A tab opened at once, on the click (a tab opened after an await is blocked as a pop-up); it shows the
 * PDF once fetched. Without a tab (blocked anyway) the PDF is saved instead.
 */
export function pdfTab() {
  const tab = window.open('', '_blank');
  return {
    show(file: FetchedFile) {
      if (!tab || tab.closed) {
        saveFile(file);
        return;
      }
      const url = URL.createObjectURL(file.blob);
      tab.location.href = url;
      setTimeout(() => URL.revokeObjectURL(url), 10 * 60_000);
    },
    close() {
      tab?.close();
    },
  };
}

/** Opens a stored document's PDF in a new tab. */
export async function openDocumentPdf(documentId: string): Promise<FetchBaseQueryError | undefined> {
  const tab = pdfTab();
  const outcome = await fetchFile(`/issued-documents/${encodeURIComponent(documentId)}/pdf`, {
    fallbackName: 'document.pdf',
  });
  if ('error' in outcome) {
    tab.close();
    return outcome.error;
  }
  tab.show(outcome.data);
  return undefined;
}
