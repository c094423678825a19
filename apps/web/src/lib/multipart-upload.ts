import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { type AuthRetryDeps, sendWithAuth } from './auth-retry.ts';
import { API_TIMEOUT_MS } from './base-query.ts';
import { readJsonResponse } from './http-failure.ts';

export type UploadResult = { data: unknown } | { error: FetchBaseQueryError };
/** Fraction sent, 0 to 1. */
export type ProgressListener = (fraction: number) => void;

/** One multipart POST through XMLHttpRequest, because fetch cannot report upload progress. */
function sendForm(url: string, body: FormData, idToken: string | null, onProgress?: ProgressListener) {
  return new Promise<UploadResult>((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.timeout = API_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    if (idToken) xhr.setRequestHeader('Authorization', `Bearer ${idToken}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const hasBody = xhr.status !== 204 && xhr.status !== 205 && xhr.status !== 304;
      void readJsonResponse(new Response(hasBody ? xhr.responseText : null, { status: xhr.status })).then(
        resolve,
      );
    };
    xhr.onerror = () => resolve({ error: { status: 'FETCH_ERROR', error: 'ネットワークエラー' } });
    xhr.ontimeout = () => resolve({ error: { status: 'TIMEOUT_ERROR', error: 'タイムアウト' } });
    onProgress?.(0);
    xhr.send(body);
  });
}

/** Multipart uploads to {host}/v1 with the same bearer token and 401 rules as the base request. */
export function createMultipartUploader({ host, ...deps }: AuthRetryDeps & { host: string }) {
  return (path: string, body: FormData, onProgress?: ProgressListener): Promise<UploadResult> =>
    sendWithAuth(deps, (idToken) => sendForm(`${host}/v1${path}`, body, idToken, onProgress));
}
