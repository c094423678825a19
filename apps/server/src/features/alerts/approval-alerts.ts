import {
  type Alert,
  type AlertKind,
  approvalWaitingMessage,
  daysBetween,
  todayInTokyo,
} from '@rikuun/contract';
import { asc, count, eq, min, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type CompanyTable, companyRows } from '../../lib/db/company-rows.ts';
import { dailyReports } from '../daily-reports/daily-reports.table.ts';
import { drivers } from '../drivers/drivers.table.ts';
import { expenses } from '../expenses/expenses.table.ts';
import type { AlertSource } from './alert-sources.ts';

/** Requested records waiting longer than this many days turn the alert from info to warning. */
export const APPROVAL_WAIT_WARNING_DAYS = 3;

type Approvable = CompanyTable & { driverId: PgColumn; approveStatus: PgColumn; requestedAt: PgColumn };

/**
 * Records a driver sent for approval and staff have not decided yet: one alert per driver and kind,
 * naming how many wait and since when (the oldest request), so the inbox is never forgotten.
 */
const waitingApprovals =
  (kind: AlertKind, subjectType: 'expense' | 'daily_report', table: Approvable): AlertSource =>
  async (ctx, { today }) => {
    const rows = await ctx.db
      .select({
        driverId: table.driverId,
        name: drivers.name,
        waiting: count(),
        since: min(table.requestedAt),
        // min() has no uuid version before PostgreSQL 16: the first requested record's id.
        firstId: sql<string>`(array_agg(${table.id} order by ${table.requestedAt}))[1]`,
      })
      .from(table)
      .innerJoin(drivers, eq(drivers.id, table.driverId))
      .where(companyRows(ctx, table).where(eq(table.approveStatus, 'requested')))
      .groupBy(table.driverId, drivers.name)
      .orderBy(asc(drivers.name));
    return rows.flatMap((r): Alert[] => {
      if (!r.driverId || !r.firstId) return [];
      const since = r.since ? todayInTokyo(new Date(r.since as string | Date)) : today;
      const waitedDays = daysBetween(since, today);
      return [
        {
          id: `${kind}:${r.driverId}`,
          kind,
          severity: waitedDays > APPROVAL_WAIT_WARNING_DAYS ? 'warning' : 'info',
          subjectType,
          subjectId: r.firstId,
          subjectName: r.name,
          dueOn: since,
          message: approvalWaitingMessage(subjectType, r.waiting),
        },
      ];
    });
  };

export const expenseApprovals = waitingApprovals('expense_approval', 'expense', expenses);
export const dailyReportApprovals = waitingApprovals('daily_report_approval', 'daily_report', dailyReports);
