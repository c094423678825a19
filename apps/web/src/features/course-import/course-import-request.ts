import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type {
  CourseImportEvent,
  CourseImportProgress,
  CourseImportResult,
  CourseImportResultEvent,
} from '@rikuun/contract';
import { sendWithAuth } from '../../lib/auth-retry.ts';
import { readJsonResponse } from '../../lib/http-failure.ts';
import { dispositionFileName, NdjsonLines } from '../../lib/ndjson-lines.ts';
import { apiHost, authClient, onUnauthorized } from '../../lib/session.ts';

const NDJSON = 'application/x-ndjson';
/** A large file takes a while to check and write; past this the page says the connection failed. */
const IMPORT_TIMEOUT_MS = 10 * 60_000;

export type ImportOutcome = { data: CourseImportResult } | { error: FetchBaseQueryError };
export type ImportListeners = {
  /** Fraction of the file sent, 0 to 1. */
  onUpload: (fraction: number) => void;
  /** A progress line of the server (reading, then writing the rows). */
  onProgress: (progress: CourseImportProgress) => void;
};

const deps = { auth: authClient, onUnauthorized };

/**
 * POST /v1/courses/import through XMLHttpRequest: it reports the upload (xhr.upload.onprogress) and,
 * since it asks for NDJSON, the server's progress lines as they arrive (xhr.onprogress), with the
 * same ID token and 401 rules as every request (sendWithAuth). The last line carries the status the
 * import would have answered; errors before the import started come as plain JSON answers.
 */
export function importCourses(file: File, importSettingId: string, on: ImportListeners) {
  return sendWithAuth<ImportOutcome>(deps, (idToken) => send(file, importSettingId, idToken, on));
}

function send(file: File, importSettingId: string, idToken: string | null, on: ImportListeners) {
  return new Promise<ImportOutcome>((resolve) => {
    const body = new FormData();
    body.append('importSettingId', importSettingId);
    body.append('file', file, file.name);
    const xhr = new XMLHttpRequest();
    const lines = new NdjsonLines();
    let result: CourseImportResultEvent | undefined;
    const isNdjson = () => (xhr.getResponseHeader('content-type') ?? '').includes(NDJSON);
    const take = () => {
      if (!isNdjson()) return;
      for (const event of lines.next(xhr.responseText) as CourseImportEvent[]) {
        if (event.type === 'progress') on.onProgress(event);
        else result = event;
      }
    };
    xhr.open('POST', `${apiHost}/v1/courses/import`);
    xhr.timeout = IMPORT_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', NDJSON);
    if (idToken) xhr.setRequestHeader('Authorization', `Bearer ${idToken}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) on.onUpload(event.loaded / event.total);
    };
    xhr.onprogress = take;
    xhr.onload = () => {
      if (!isNdjson()) {
        void readJsonResponse(new Response(xhr.responseText || null, { status: xhr.status })).then((r) =>
          resolve('error' in r ? r : { data: r.data as CourseImportResult }),
        );
        return;
      }
      take();
      if (!result) {
        resolve({ error: { status: 'FETCH_ERROR', error: '取込の結果を受け取れませんでした' } });
      } else if (result.status === 201 && 'courseIds' in result) {
        const { type: _type, status: _status, ...data } = result;
        resolve({ data });
      } else {
        const { type: _type, status, ...data } = result;
        resolve({ error: { status, data } });
      }
    };
    xhr.onerror = () => resolve({ error: { status: 'FETCH_ERROR', error: 'ネットワークエラー' } });
    xhr.ontimeout = () => resolve({ error: { status: 'TIMEOUT_ERROR', error: 'タイムアウト' } });
    on.onUpload(0);
    xhr.send(body);
  });
}

/** The template CSV of a setting, saved through the browser (its name from Content-Disposition). */
export async function downloadTemplate(importSettingId: string): Promise<FetchBaseQueryError | undefined> {
  const url = `${apiHost}/v1/courses/import/template?importSettingId=${encodeURIComponent(importSettingId)}`;
  let blob: Blob | undefined;
  let fileName = 'コース取込テンプレート.csv';
  const outcome = await sendWithAuth(deps, async (idToken) => {
    try {
      const res = await fetch(url, { headers: idToken ? { Authorization: `Bearer ${idToken}` } : {} });
      if (!res.ok) return readJsonResponse(res);
      fileName = dispositionFileName(res.headers.get('content-disposition'), fileName);
      blob = await res.blob();
      return { data: null };
    } catch (error) {
      return { error: { status: 'FETCH_ERROR', error: String(error) } as FetchBaseQueryError };
    }
  });
  if ('error' in outcome && outcome.error) return outcome.error;
  if (!blob) return undefined;
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  return undefined;
}
