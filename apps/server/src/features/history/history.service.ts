import type { ChangeHistoryEntry, HistoryListQuery, ListResponse } from '@rikuun/contract';
import { count, desc, eq, getTableColumns, getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { users } from '../../lib/auth/users.table.ts';
import type { CompanyCtx } from '../../lib/context.ts';
import { ownedBy } from '../../lib/db/company-rows.ts';
import { pageWindow } from '../../lib/db/pagination.ts';
import { changeHistory } from '../../lib/history/change-history.table.ts';

/** Database column names of a table mapped to its field names (registration_number → registrationNumber). */
function fieldNames(table: PgTable): Map<string, string> {
  return new Map(Object.entries(getTableColumns(table)).map(([key, column]) => [column.name, key]));
}

function renameKeys(values: Record<string, unknown> | null, names: Map<string, string>) {
  if (!values) return null;
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [names.get(k) ?? k, v]));
}

/**
 * The change history of one of the company's records, newest first. The caller checks first that the
 * record is the company's (a 404 otherwise); the company filter here is a second guard.
 */
export async function recordHistory(
  ctx: CompanyCtx,
  table: PgTable,
  recordId: string,
  query: HistoryListQuery,
): Promise<ListResponse<ChangeHistoryEntry>> {
  const names = fieldNames(table);
  const where = ownedBy(
    ctx,
    changeHistory,
    eq(changeHistory.tableName, getTableName(table)),
    eq(changeHistory.recordId, recordId),
  );
  const { limit, offset } = pageWindow(query);
  const [rows, [totalRow]] = await Promise.all([
    ctx.db
      .select({ entry: changeHistory, actorName: users.name })
      .from(changeHistory)
      .leftJoin(users, eq(users.id, changeHistory.actorId))
      .where(where)
      .orderBy(desc(changeHistory.id))
      .limit(limit)
      .offset(offset),
    ctx.db.select({ total: count() }).from(changeHistory).where(where),
  ]);
  return {
    data: rows.map(({ entry, actorName }) => ({
      id: entry.id,
      action: entry.action,
      changedAt: entry.changedAt.toISOString(),
      actor: entry.actorId ? { id: entry.actorId, name: actorName ?? '' } : null,
      fields: entry.changedFields.map((f) => names.get(f) ?? f),
      before: renameKeys(entry.before, names),
      after: renameKeys(entry.after, names),
    })),
    total: totalRow?.total ?? 0,
  };
}
