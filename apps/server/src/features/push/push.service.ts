import { type FcmTokenInput, pushEndpointOf } from '@rikuun/contract';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Ctx } from '../../lib/context.ts';
import { pushSubscriptions } from '../../lib/push/push.table.ts';

/**
 * Stores a device's push token for the signed-in user. A device is its endpoint (the Web Push
 * endpoint, or the FCM token): registering one again refreshes it, and one registered by another user
 * (a shared phone) moves to this user, so a device never gets another person's notifications.
 */
export async function registerPushToken(ctx: Ctx, input: FcmTokenInput) {
  const [row] = await ctx.db
    .insert(pushSubscriptions)
    .values({
      userId: ctx.user.id,
      platform: input.platform,
      token: input.token,
      endpoint: pushEndpointOf(input.token),
    })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId: ctx.user.id,
        platform: input.platform,
        token: input.token,
        failures: 0,
      },
    })
    // xmax is 0 only for a row this statement inserted (an update leaves its transaction id there).
    .returning({
      id: pushSubscriptions.id,
      platform: pushSubscriptions.platform,
      createdAt: pushSubscriptions.createdAt,
      created: sql<boolean>`(xmax = 0)`,
    });
  if (!row) throw new Error('push subscription not stored');
  const { created, ...subscription } = row;
  return { created, subscription: { ...subscription, createdAt: subscription.createdAt.toISOString() } };
}

/** Forgets a device of the signed-in user's; a token unknown (or another user's) changes nothing. */
export async function removePushToken(ctx: Ctx, token: string) {
  await ctx.db
    .delete(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.userId, ctx.user.id),
        or(eq(pushSubscriptions.token, token), eq(pushSubscriptions.endpoint, pushEndpointOf(token))),
      ),
    );
}
