import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { readJsonResponse } from './http-failure.ts';

export type UploadResult = { data: unknown } | { error: FetchBaseQueryError };
/** Fraction sent, 0 to 1. */
export type ProgressListener = (fraction: number) => void;

/**
 * A multipart request as an RTK Query endpoint returns it from `query`: the base query sends any
 * FormData body through XMLHttpRequest, because fetch cannot report upload progress.
 */
export type UploadArgs = {
  url: string;
  method?: 'POST' | 'PUT';
  body: FormData;
  onProgress?: ProgressListener | undefined;
};

export const isUploadArgs = (args: unknown): args is UploadArgs =>
  typeof args === 'object' &&
  args !== null &&
  typeof FormData !== 'undefined' &&
  (args as { body?: unknown }).body instanceof FormData;

/** One multipart request through XMLHttpRequest, in RTK Query's result shape. */
export function sendForm(
  url: string,
  args: UploadArgs,
  idToken: string | null,
  options: { timeoutMs: number; createXhr?: () => XMLHttpRequest; idempotencyKey?: string },
) {
  return new Promise<UploadResult>((resolve) => {
    const xhr = options.createXhr?.() ?? new XMLHttpRequest();
    xhr.open(args.method ?? 'POST', url);
    xhr.timeout = options.timeoutMs;
    xhr.setRequestHeader('Accept', 'application/json');
    if (idToken) xhr.setRequestHeader('Authorization', `Bearer ${idToken}`);
    if (options.idempotencyKey) xhr.setRequestHeader('Idempotency-Key', options.idempotencyKey);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) args.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const hasBody = xhr.status !== 204 && xhr.status !== 205 && xhr.status !== 304;
      void readJsonResponse(new Response(hasBody ? xhr.responseText : null, { status: xhr.status })).then(
        resolve,
      );
    };
    xhr.onerror = () => resolve({ error: { status: 'FETCH_ERROR', error: 'ネットワークエラー' } });
    xhr.ontimeout = () => resolve({ error: { status: 'TIMEOUT_ERROR', error: 'タイムアウト' } });
    args.onProgress?.(0);
    xhr.send(args.body);
  });
}
