import type { InstanceReplica } from '@rikuun/contract';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per server instance, written at start and every HEARTBEAT_INTERVAL_MS: the status page lists
 * those seen in the last minute. Rows of instances gone for a day are deleted by the next heartbeat.
 */
export const instanceHeartbeats = pgTable(
  'instance_heartbeats',
  {
    /** hostname, process id and a random part: a restarted process is a new instance. */
    id: text('id').primaryKey(),
    hostname: text('hostname').notNull(),
    pid: integer('pid').notNull(),
    release: text('release').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
    /** Its read replicas and their lag when it wrote the row: each instance polls them on its own. */
    replicas: jsonb('replicas').$type<InstanceReplica[]>().notNull().default([]),
  },
  (t) => [index('instance_heartbeats_seen_idx').on(t.seenAt)],
);
