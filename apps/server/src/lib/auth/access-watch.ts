import type { FastifyInstance } from 'fastify';
import type { PubSub, PubSubLog } from '../pubsub/pubsub.ts';
import { USER_CHANGED_CHANNEL } from './current-user-cache.ts';

/** Whose access a long-lived response (an event stream) rests on. */
export type AccessOwner = { userId: string; companyId?: string | null; consignorId?: string | null };

export type AccessWatch = {
  /** Aborted once the owner's access has ended (or could not be confirmed). */
  signal: AbortSignal;
  stop(): void;
};

type Watcher = { owner: AccessOwner; stillAllowed: () => Promise<boolean>; abort: AbortController };
type Registry = { watchers: Set<Watcher>; listening?: Promise<() => Promise<void>> };

const registries = new WeakMap<FastifyInstance, Registry>();

/**
 * Watches the access of a long-lived response across instances: the auth_user_changed messages (user
 * row triggers, a company or consignor switched off or on, a session ended: migrations
 * auth_user_changed_notify, company_active_notify, stream_access_notify) make every instance check
 * again, with `stillAllowed`, the watches the message names ({id}, {companyId}, {consignorId}; any
 * other message: all of them). A check that answers false or fails aborts the watch's signal.
 *
 * Resolves once this instance listens, so a change committed after the caller's own check (made
 * after this) is heard. One subscription per app, dropped with its last watch.
 */
export async function watchAccess(
  app: FastifyInstance,
  owner: AccessOwner,
  stillAllowed: () => Promise<boolean>,
): Promise<AccessWatch> {
  let registry = registries.get(app);
  if (!registry) {
    registry = { watchers: new Set() };
    registries.set(app, registry);
  }
  const reg = registry;
  const watcher: Watcher = { owner, stillAllowed, abort: new AbortController() };
  reg.watchers.add(watcher);
  const stop = () => {
    if (!reg.watchers.delete(watcher) || reg.watchers.size > 0 || !reg.listening) return;
    const listening = reg.listening;
    reg.listening = undefined;
    listening.then((unsubscribe) => unsubscribe()).catch(() => undefined);
  };
  reg.listening ??= listen(app.pubsub, reg, app.log);
  const listening = reg.listening;
  try {
    await listening;
  } catch (err) {
    if (reg.listening === listening) reg.listening = undefined;
    stop();
    throw err;
  }
  return { signal: watcher.abort.signal, stop };
}

function listen(pubsub: PubSub, reg: Registry, log: PubSubLog) {
  return pubsub.subscribe(USER_CHANGED_CHANNEL, (message) => {
    const named = (message ?? {}) as { id?: unknown; companyId?: unknown; consignorId?: unknown };
    const concerns = (o: AccessOwner) =>
      typeof named.id === 'string'
        ? o.userId === named.id
        : typeof named.companyId === 'string'
          ? o.companyId === named.companyId
          : typeof named.consignorId === 'string'
            ? o.consignorId === named.consignorId
            : true;
    for (const watcher of reg.watchers) {
      if (watcher.abort.signal.aborted || !concerns(watcher.owner)) continue;
      watcher.stillAllowed().then(
        (allowed) => allowed || watcher.abort.abort(),
        (err) => {
          log.warn({ err }, 'access could not be checked again; ending the response');
          watcher.abort.abort();
        },
      );
    }
  });
}
