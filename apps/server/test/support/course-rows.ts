import { eq } from 'drizzle-orm';
import { bases } from '../../src/features/bases/bases.table.ts';
import { courses } from '../../src/features/courses/courses.table.ts';
import type { Db } from '../../src/lib/db/db.ts';

/**
 * A course row written straight to the database, for tests of what hangs under a course (its stops
 * and their actions) without going through the course routes.
 */
export async function insertCourse(
  db: Db,
  companyId: string,
  over: Partial<typeof courses.$inferInsert> = {},
): Promise<typeof courses.$inferSelect> {
  const [course] = await db
    .insert(courses)
    .values({ companyId, deliveryDate: '2030-04-01', name: 'テストコース', ...over })
    .returning();
  if (!course) throw new Error('course not inserted');
  return course;
}

/** A base with coordinates, where a course starts. */
export async function insertBase(db: Db, companyId: string, latitude: number, longitude: number) {
  const [base] = await db
    .insert(bases)
    .values({ companyId, name: '本社営業所', latitude, longitude })
    .returning();
  if (!base) throw new Error('base not inserted');
  return base;
}

export async function courseRow(db: Db, id: string) {
  const [course] = await db.select().from(courses).where(eq(courses.id, id));
  return course;
}
