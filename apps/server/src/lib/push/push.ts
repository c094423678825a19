import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../db/db.ts';
import type { JobKind } from '../jobs/job-kind.ts';
import { enqueueJob } from '../jobs/queue.ts';
import type { JobAttempt, JobHandler } from '../jobs/runner.ts';
import { pushSubscriptions } from './push.table.ts';
import { loadVapidKeys, type VapidKeys, vapidKeyCache } from './vapid-keys.ts';
import { sendWebPush } from './web-push.ts';

/** A notification for one user: shown by the service worker, `url` opened when it is tapped. */
export type PushMessage = { userId: string; title: string; body: string; url: string };

export const PUSH_JOB: JobKind = { type: 'push', priority: 'interactive' };
/** One subscription's delivery, retried on its own so a retry never repeats another device's message. */
export const PUSH_DELIVERY_JOB: JobKind = { type: 'push.deliver', priority: 'interactive' };

/** Queues a push to every device of the user; pass the caller's transaction to send only on commit. */
export function queuePush(db: Db | Tx, message: PushMessage) {
  return enqueueJob(db, PUSH_JOB, message);
}

const text = z.string().max(2000);
const messageSchema = z.object({ userId: z.uuid(), title: text, body: text, url: text });
const deliverySchema = z.object({ subscriptionId: z.uuid(), title: text, body: text, url: text });

export type Push = {
  /** The VAPID keys, created on the first start and stored (the same for every instance). */
  keys(): Promise<VapidKeys>;
  handlers: Record<string, JobHandler>;
};

export function createPush(deps: { db: Db; config: Config; log: FastifyBaseLogger }): Push {
  const { db, config, log } = deps;
  const keys = vapidKeyCache(() => loadVapidKeys(db, config.auth.keyEncryptionSecret));

  /** Fans the message out: one delivery job per Web Push subscription of the user. */
  async function fanOut(payload: unknown) {
    const { userId, ...message } = messageSchema.parse(payload);
    const subscriptions = await db
      .select({ id: pushSubscriptions.id, platform: pushSubscriptions.platform })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId));
    const web = subscriptions.filter((s) => s.platform === 'web');
    // Native (FCM) tokens are stored as the spec says, but no FCM credentials are configured to use them.
    if (web.length < subscriptions.length)
      log.info(
        { userId, skipped: subscriptions.length - web.length },
        'push: FCM tokens not sent (no FCM sender)',
      );
    if (web.length === 0) return;
    await db.transaction(async (tx) => {
      for (const s of web) await enqueueJob(tx, PUSH_DELIVERY_JOB, { subscriptionId: s.id, ...message });
    });
  }

  /** Sends to one subscription: gone (404/410) deletes it; other failures count and are retried. */
  async function deliver(payload: unknown, attempt: JobAttempt) {
    const { subscriptionId, ...message } = deliverySchema.parse(payload);
    const [subscription] = await db
      .select({ token: pushSubscriptions.token })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.id, subscriptionId));
    if (!subscription) return; // unsubscribed since
    const result = await sendWebPush(subscription.token, JSON.stringify(message), {
      vapid: await keys(),
      subject: config.push.subject,
    });
    const row = eq(pushSubscriptions.id, subscriptionId);
    if (result.outcome === 'gone') {
      await db.delete(pushSubscriptions).where(row);
      return;
    }
    if (result.outcome === 'sent') {
      await db.update(pushSubscriptions).set({ lastSuccessAt: sql`now()`, failures: 0 }).where(row);
      return;
    }
    await db
      .update(pushSubscriptions)
      .set({ failures: sql`${pushSubscriptions.failures} + 1` })
      .where(row);
    throw new Error(`push delivery failed (attempt ${attempt.attempt}): ${result.message}`);
  }

  return { keys, handlers: { [PUSH_JOB.type]: fanOut, [PUSH_DELIVERY_JOB.type]: deliver } };
}
