import type { DestinationAction } from '@rikuun/contract';
import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import { users } from '../../lib/auth/users.table.ts';
import type { CompanyCtx } from '../../lib/context.ts';
import { companyRows } from '../../lib/db/company-rows.ts';
import { destinationActions } from './destination-actions.table.ts';

// Reads of recorded actions with who recorded them; the destinations feature reads a course's
// actions through here for its details.

export const companyActions = (ctx: CompanyCtx) => companyRows(ctx, destinationActions, '作業実績');

const columns = {
  id: destinationActions.id,
  destinationId: destinationActions.destinationId,
  courseId: destinationActions.courseId,
  type: destinationActions.type,
  at: destinationActions.at,
  latitude: destinationActions.latitude,
  longitude: destinationActions.longitude,
  memo: destinationActions.memo,
  clientActionId: destinationActions.clientActionId,
  recordedByName: users.name,
  createdAt: destinationActions.createdAt,
};

type Row = { at: Date; createdAt: Date } & Omit<DestinationAction, 'at' | 'createdAt'>;

const toAction = (row: Row): DestinationAction => ({
  ...row,
  at: row.at.toISOString(),
  createdAt: row.createdAt.toISOString(),
});

/** The company's actions meeting the conditions, oldest first (ties in the order recorded). */
export async function readActions(ctx: CompanyCtx, ...conditions: (SQL | undefined)[]) {
  const rows = await ctx.db
    .select(columns)
    .from(destinationActions)
    .leftJoin(users, eq(users.id, destinationActions.recordedBy))
    .where(companyActions(ctx).where(...conditions))
    .orderBy(asc(destinationActions.at), asc(destinationActions.createdAt), asc(destinationActions.id));
  return rows.map(toAction);
}

export const actionsOfDestination = (ctx: CompanyCtx, destinationId: string) =>
  readActions(ctx, eq(destinationActions.destinationId, destinationId));

export const actionsOfCourse = (ctx: CompanyCtx, courseId: string) =>
  readActions(ctx, eq(destinationActions.courseId, courseId));

export const actionsOfDestinations = (ctx: CompanyCtx, destinationIds: string[]) =>
  destinationIds.length === 0
    ? Promise.resolve([])
    : readActions(ctx, inArray(destinationActions.destinationId, destinationIds));
