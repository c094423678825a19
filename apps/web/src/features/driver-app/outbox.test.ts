import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOutbox, type OutboxEntry, type OutboxRequest, type SendOutcome } from './outbox.ts';

let dbSerial = 0;

/** An outbox on its own fake IndexedDB database, sending through `send`, as `user` (changeable). */
function makeOutbox(send: (entry: OutboxEntry) => Promise<SendOutcome>, user: { id: string | null }) {
  return createOutbox({
    dbName: `outbox-test-${dbSerial++}`,
    send,
    currentUserId: () => user.id,
    now: () => 1_700_000_000_000,
  });
}

const request = (label: string): OutboxRequest => ({
  kind: 'action',
  url: `/self/destinations/d1/actions`,
  body: { json: { label } },
  label,
});

/** Records what was sent and answers from a script (sent by default). */
function recorder(answers: Record<string, SendOutcome> = {}) {
  const sent: string[] = [];
  const send = vi.fn(async (entry: OutboxEntry): Promise<SendOutcome> => {
    sent.push(entry.label);
    return answers[entry.label] ?? { kind: 'sent' };
  });
  return { sent, send };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the outbox', () => {
  it('sends entries in the order they were made, and empties', async () => {
    const { sent, send } = recorder();
    const user = { id: null as string | null };
    const outbox = makeOutbox(send, user);
    // Nobody signed in: nothing is stored, since nobody could send it.
    await expect(outbox.enqueue(request('x'))).rejects.toThrow('サインインしていません。');
    user.id = 'u1';
    await outbox.enqueue(request('到着'));
    await outbox.enqueue(request('完了'));
    await outbox.enqueue(request('出発'));
    await outbox.flush();
    expect(sent).toEqual(['到着', '完了', '出発']);
    expect(await outbox.pending()).toEqual([]);
    expect(outbox.getCounts()).toMatchObject({ pending: 0, rejected: 0, sending: false, lastError: null });
  });

  it('stops the pass at a retry, keeps the entry with one more attempt, and tries again later', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let offline = true;
    const sent: string[] = [];
    const outbox = makeOutbox(
      async (entry) => {
        sent.push(entry.label);
        return offline ? { kind: 'retry', reason: 'HTTP 503' } : { kind: 'sent' };
      },
      { id: 'u1' },
    );
    await outbox.enqueue(request('到着'));
    await outbox.enqueue(request('完了'));
    await outbox.flush();
    // Only the first was tried: the second never overtakes it.
    expect(sent.every((label) => label === '到着')).toBe(true);
    const waiting = await outbox.pending();
    expect(waiting.map((e) => e.label)).toEqual(['到着', '完了']);
    expect(waiting[0]?.attempts).toBeGreaterThanOrEqual(1);
    expect(waiting[1]?.attempts).toBe(0);
    expect(outbox.getCounts()).toMatchObject({ pending: 2, lastError: 'HTTP 503' });

    offline = false;
    sent.length = 0;
    await vi.advanceTimersByTimeAsync(5_000);
    await outbox.flush();
    expect(sent).toEqual(['到着', '完了']);
    expect(outbox.getCounts()).toMatchObject({ pending: 0, lastError: null });
  });

  it('treats a send that throws as a retry', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const outbox = makeOutbox(
      async () => {
        throw new TypeError('Failed to fetch');
      },
      { id: 'u1' },
    );
    await outbox.enqueue(request('到着'));
    await outbox.flush();
    expect(outbox.getCounts()).toMatchObject({ pending: 1, lastError: 'TypeError: Failed to fetch' });
  });

  it('moves a refused entry to the rejected list with the server message, and sends the next', async () => {
    const { sent, send } = recorder({
      到着: { kind: 'rejected', status: 409, message: 'この配送先は完了済みです。' },
    });
    const outbox = makeOutbox(send, { id: 'u1' });
    await outbox.enqueue(request('到着'));
    await outbox.enqueue(request('完了'));
    await outbox.flush();
    expect(sent).toEqual(['到着', '完了']);
    expect(await outbox.pending()).toEqual([]);
    const rejected = await outbox.rejected();
    expect(rejected).toEqual([
      expect.objectContaining({ label: '到着', status: 409, message: 'この配送先は完了済みです。' }),
    ]);
    expect(outbox.getCounts()).toMatchObject({ pending: 0, rejected: 1 });

    await outbox.dismissRejected(rejected[0]?.seq ?? -1);
    expect(await outbox.rejected()).toEqual([]);
    expect(outbox.getCounts().rejected).toBe(0);
  });

  it("never sends another user's entries, nor counts them", async () => {
    const { sent, send } = recorder();
    const user = { id: 'u1' as string | null };
    // u1 made a record while offline, then signed out; u2 signs in on the same phone.
    const outbox = makeOutbox(
      async (entry) => (user.id === 'u1' ? { kind: 'retry', reason: 'offline' } : send(entry)),
      user,
    );
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await outbox.enqueue(request('u1 の到着'));
    await outbox.flush();
    user.id = 'u2';
    await outbox.enqueue(request('u2 の到着'));
    await outbox.flush();
    expect(sent).toEqual(['u2 の到着']);
    expect((await outbox.pending()).map((e) => e.label)).toEqual([]);
    expect(outbox.getCounts().pending).toBe(0);

    // Back as u1: the record is still there and goes out.
    user.id = 'u1';
    await outbox.refreshCounts();
    expect(outbox.getCounts().pending).toBe(1);
    expect((await outbox.pending()).map((e) => e.userId)).toEqual(['u1']);
  });

  it('sends an entry made during a pass in that pass or the next', async () => {
    const sent: string[] = [];
    let outbox: ReturnType<typeof makeOutbox> | undefined;
    let added = false;
    outbox = makeOutbox(
      async (entry) => {
        sent.push(entry.label);
        // While the first is on its way, the driver records another.
        if (!added && outbox) {
          added = true;
          await outbox.enqueue(request('完了'));
        }
        return { kind: 'sent' };
      },
      { id: 'u1' },
    );
    await outbox.enqueue(request('到着'));
    await outbox.flush();
    await outbox.flush();
    expect(sent).toEqual(['到着', '完了']);
    expect(outbox.getCounts().pending).toBe(0);
  });

  it('tells subscribers the counts as entries come and go', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const outbox = makeOutbox(
      async () => {
        await gate;
        return { kind: 'sent' };
      },
      { id: 'u1' },
    );
    const seen: number[] = [];
    const unsubscribe = outbox.subscribe(() => seen.push(outbox.getCounts().pending));
    await outbox.enqueue(request('到着'));
    await outbox.enqueue(request('完了'));
    expect(outbox.getCounts().pending).toBe(2);
    await vi.waitFor(() => expect(outbox.getCounts().sending).toBe(true));
    release();
    await outbox.flush();
    expect(outbox.getCounts()).toMatchObject({ pending: 0, sending: false });
    expect(seen).toContain(2);
    expect(seen.at(-1)).toBe(0);
    unsubscribe();
  });
});
