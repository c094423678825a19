import type { JobType } from '@rikuun/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../lib/db/db.ts';
import { fieldError } from '../../lib/http/field-error.ts';
import { jobTypes } from './driver-profiles.table.ts';

/** 職種 (domain-model §1). Fixed ids so every installation refers to the same items. */
export const JOB_TYPES = [
  ['0193a000-0000-7000-8000-000000000001', '軽貨物'],
  ['0193a000-0000-7000-8000-000000000002', '2t'],
  ['0193a000-0000-7000-8000-000000000003', '4t'],
  ['0193a000-0000-7000-8000-000000000004', '大型'],
  ['0193a000-0000-7000-8000-000000000005', 'トレーラー'],
  ['0193a000-0000-7000-8000-000000000006', '冷凍・冷蔵'],
  ['0193a000-0000-7000-8000-000000000007', '引越'],
  ['0193a000-0000-7000-8000-000000000008', '産業廃棄物'],
  ['0193a000-0000-7000-8000-000000000009', 'その他'],
] as const;

/** Upserted at each start (db/seed-masters.ts). */
export async function seedJobTypes(db: Db): Promise<void> {
  await db
    .insert(jobTypes)
    .values(JOB_TYPES.map(([id, name], i) => ({ id, name, sortOrder: (i + 1) * 10 })))
    .onConflictDoUpdate({
      target: jobTypes.id,
      set: { name: sql`excluded.name`, sortOrder: sql`excluded.sort_order` },
    });
}

export async function listJobTypes(db: Db): Promise<{ data: JobType[]; total: number }> {
  const data = await db.select().from(jobTypes).orderBy(asc(jobTypes.sortOrder));
  return { data, total: data.length };
}

/** The job type's name; a 400 at the field when the id names none. */
export async function jobTypeName(db: Db, id: string | null): Promise<string | null> {
  if (id === null) return null;
  const [row] = await db.select({ name: jobTypes.name }).from(jobTypes).where(eq(jobTypes.id, id));
  if (!row) throw fieldError('jobTypeId', 'exists', '存在しない職種です');
  return row.name;
}
