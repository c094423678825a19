import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { sendWithAuth } from '../../lib/auth-retry.ts';
import { failureFromThrown, readJsonResponse } from '../../lib/http-failure.ts';
import { apiHost, authClient, onUnauthorized } from '../../lib/session.ts';

type Result = { data: Blob } | { error: FetchBaseQueryError };

/** GET .../health-checkup-files/{id} with the bearer token and the spec's 401 rules: the bytes as a Blob. */
async function fetchCheckupFile(driverId: string, fileId: string): Promise<Result> {
  const url = `${apiHost}/v1/drivers/${encodeURIComponent(driverId)}/health-checkup-files/${encodeURIComponent(fileId)}`;
  return sendWithAuth({ auth: authClient, onUnauthorized }, async (idToken): Promise<Result> => {
    try {
      const res = await fetch(url, { headers: idToken ? { Authorization: `Bearer ${idToken}` } : {} });
      if (res.ok) return { data: await res.blob() };
      const body = await readJsonResponse(res);
      return 'error' in body ? body : { error: { status: res.status, data: body.data } };
    } catch (thrown) {
      return { error: failureFromThrown(thrown) };
    }
  });
}

/**
 * Opens a result file in a new tab. Health data has no signed link, so the file is fetched with the
 * token and shown from a blob URL; the tab is opened first, inside the click, so no pop-up blocker
 * stops it. Throws the failure (for the error catalogue) after closing the empty tab.
 */
export async function openCheckupFile(driverId: string, fileId: string, fileName: string): Promise<void> {
  const tab = window.open('', '_blank');
  const result = await fetchCheckupFile(driverId, fileId);
  if ('error' in result) {
    tab?.close();
    throw result.error;
  }
  const blobUrl = URL.createObjectURL(result.data);
  if (tab) tab.location.href = blobUrl;
  else {
    const link = Object.assign(document.createElement('a'), { href: blobUrl, download: fileName });
    link.click();
  }
  // The tab has loaded it by then; the URL is only kept to let it.
  setTimeout(() => URL.revokeObjectURL(blobUrl), 60_000);
}
