import { useSyncExternalStore } from 'react';
import { sendWithAuth } from '../../lib/auth-retry.ts';
import { API_TIMEOUT_MS } from '../../lib/base-query.ts';
import { failureFromThrown, readJsonResponse } from '../../lib/http-failure.ts';
import { apiHost, authClient, onUnauthorized } from '../../lib/session.ts';
import { createOutbox, type OutboxCounts, type OutboxEntry, type SendOutcome } from './outbox.ts';

/** Refusals that a resend cannot change: the driver is shown the reason, the entry is not sent again. */
const FINAL_STATUSES = new Set([400, 403, 404, 409, 413, 415, 422]);

let outboxUserId: string | null = null;

/** The driver's shell sets the signed-in user: entries are theirs, and only their session sends them. */
export function setOutboxUser(userId: string | null) {
  outboxUserId = userId;
  void driverOutbox.refreshCounts();
  if (userId) void driverOutbox.flush();
}

function bodyOf(entry: OutboxEntry): { body: BodyInit; headers: Record<string, string> } {
  if ('json' in entry.body) {
    return { body: JSON.stringify(entry.body.json), headers: { 'Content-Type': 'application/json' } };
  }
  const form = new FormData();
  for (const [name, value] of entry.body.form.fields) form.append(name, value);
  for (const file of entry.body.form.files) form.append(file.field, file.blob, file.name);
  return { body: form, headers: {} };
}

async function sendEntry(entry: OutboxEntry): Promise<SendOutcome> {
  const result = await sendWithAuth({ auth: authClient, onUnauthorized }, async (idToken) => {
    const { body, headers } = bodyOf(entry);
    if (idToken) headers.Authorization = `Bearer ${idToken}`;
    if (entry.idempotencyKey) headers['Idempotency-Key'] = entry.idempotencyKey;
    try {
      const response = await fetch(`${apiHost}/v1${entry.url}`, {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(API_TIMEOUT_MS),
      });
      return await readJsonResponse(response);
    } catch (error) {
      return { error: failureFromThrown(error) };
    }
  });
  if ('data' in result) return { kind: 'sent' };
  const { status, data } = result.error;
  if (typeof status === 'number' && FINAL_STATUSES.has(status)) {
    const message = (data as { message?: unknown } | undefined)?.message;
    return { kind: 'rejected', status, message: typeof message === 'string' ? message : `HTTP ${status}` };
  }
  return { kind: 'retry', reason: typeof status === 'number' ? `HTTP ${status}` : String(status) };
}

/** The one outbox of the driver app. */
export const driverOutbox = createOutbox({ send: sendEntry, currentUserId: () => outboxUserId });

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => void driverOutbox.retryNow());
}

/** What waits to be sent, for the badge in the driver's shell. */
export function useOutboxCounts(): OutboxCounts {
  return useSyncExternalStore(driverOutbox.subscribe, driverOutbox.getCounts);
}
