/**
 * Reads server-sent events until `done` says so, the server ends the stream, or the time is up (a bound
 * for a failing test, not a timing assertion); answers the events read and whether the stream ended.
 */
export async function readStream(
  body: ReadableStream<Uint8Array>,
  done: (e: Record<string, unknown>[]) => boolean = () => false,
  timeoutMs = 5_000,
) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const events: Record<string, unknown>[] = [];
  let buffer = '';
  let ended = false;
  const deadline = Date.now() + timeoutMs;
  while (!done(events) && Date.now() < deadline) {
    const next = await Promise.race([
      reader.read(),
      new Promise<null>((r) => setTimeout(() => r(null), deadline - Date.now())),
    ]);
    if (!next) break;
    if (next.done) {
      ended = true;
      break;
    }
    buffer += decoder.decode(next.value, { stream: true });
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = block.split('\n').find((l) => l.startsWith('data: '));
      if (data) events.push(JSON.parse(data.slice(6)));
    }
  }
  reader.releaseLock();
  return { events, ended };
}

/** Reads a stream until the server ends it (10 s at most). */
export const readToEnd = (body: ReadableStream<Uint8Array> | null) => {
  if (!body) throw new Error('no stream');
  return readStream(body, () => false, 10_000);
};
