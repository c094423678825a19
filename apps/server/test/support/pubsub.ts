import type { PubSub } from '../../src/lib/pubsub/pubsub.ts';

/** Resolves with the first message on `channel` that `match` accepts (no fixed waits in tests). */
export async function nextMessage(
  pubsub: PubSub,
  channel: string,
  match: (message: unknown) => boolean = () => true,
): Promise<{ message: Promise<unknown> }> {
  let resolve!: (m: unknown) => void;
  const message = new Promise<unknown>((r) => {
    resolve = r;
  });
  const unsubscribe = await pubsub.subscribe(channel, (m) => {
    if (match(m)) resolve(m);
  });
  return { message: message.finally(() => unsubscribe()) };
}
