import os from 'node:os';
import type { InstanceReplica } from '@rikuun/contract';
import { eq, lt } from 'drizzle-orm';
import type { Db } from '../db/db.ts';
import { instanceHeartbeats } from './instance-heartbeats.table.ts';

const FORGET_AFTER_MS = 24 * 60 * 60_000;

/**
 * This instance's row in instance_heartbeats, written now and every `intervalMs`; removed at a clean
 * stop, so the status page lists only instances alive. A failed write is logged and tried next time.
 * It carries the instance's view of its read replicas: each instance polls them on its own, and the
 * status page shows which one reads where.
 */
export function startHeartbeat(deps: {
  db: Db;
  release: string;
  intervalMs: number;
  clock: () => Date;
  log: { warn(obj: unknown, msg?: string): void };
  replicas: () => InstanceReplica[];
}) {
  const { db, clock } = deps;
  const id = `${os.hostname()}-${process.pid}-${crypto.randomUUID().slice(0, 8)}`;
  const startedAt = clock();
  const beat = async () => {
    const now = clock();
    const replicas = deps.replicas();
    await db
      .insert(instanceHeartbeats)
      .values({
        id,
        hostname: os.hostname(),
        pid: process.pid,
        release: deps.release,
        startedAt,
        seenAt: now,
        replicas,
      })
      .onConflictDoUpdate({ target: instanceHeartbeats.id, set: { seenAt: now, replicas } });
    await db
      .delete(instanceHeartbeats)
      .where(lt(instanceHeartbeats.seenAt, new Date(now.getTime() - FORGET_AFTER_MS)));
  };
  let running: Promise<void> = beat().catch((err) => deps.log.warn({ err }, 'heartbeat not written'));
  const timer = setInterval(() => {
    running = beat().catch((err) => deps.log.warn({ err }, 'heartbeat not written'));
  }, deps.intervalMs);
  timer.unref();
  return {
    id,
    async stop() {
      clearInterval(timer);
      await running;
      await db
        .delete(instanceHeartbeats)
        .where(eq(instanceHeartbeats.id, id))
        .catch(() => {});
    },
  };
}
