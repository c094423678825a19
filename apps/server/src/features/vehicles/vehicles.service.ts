import type { Vehicle, VehicleListFilter, VehicleValues } from '@rikuun/contract';
import { and, asc, count, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { CompanyCtx } from '../../lib/context.ts';
import { isUniqueViolation } from '../../lib/db/errors.ts';
import { likeContains, pageWindow } from '../../lib/db/pagination.ts';
import { conflict, notFound } from '../../lib/http/errors.ts';
import { fieldError } from '../../lib/http/field-error.ts';
import { bases } from '../bases/bases.table.ts';
import { maintenances } from '../maintenances/maintenances.table.ts';
import { vehicles } from './vehicles.table.ts';

const duplicateMessage = 'この登録番号の車両はすでに登録されています。';

/** Per vehicle returned, one look-up in the (vehicle_id, maintained) index. */
const lastMaintainedOn = sql<
  string | null
>`(select max(${maintenances.maintained}) from ${maintenances} where ${maintenances.vehicleId} = ${vehicles.id})`;

function selectVehicles(ctx: CompanyCtx, where: SQL | undefined) {
  return ctx.db
    .select({ vehicle: vehicles, baseName: bases.name, lastMaintainedOn })
    .from(vehicles)
    .leftJoin(bases, eq(bases.id, vehicles.baseId))
    .where(where);
}

type Row = {
  vehicle: typeof vehicles.$inferSelect;
  baseName: string | null;
  lastMaintainedOn: string | null;
};

function toVehicle({ vehicle, baseName, lastMaintainedOn }: Row): Vehicle {
  const { companyId: _c, deletedAt: _d, createdAt, updatedAt, ...rest } = vehicle;
  return {
    ...rest,
    baseName,
    lastMaintainedOn,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

/** The company's current (not deleted) vehicles; another company's vehicle is simply not found. */
const ownVehicle = (ctx: CompanyCtx, id: string) =>
  and(eq(vehicles.id, id), eq(vehicles.companyId, ctx.companyId), isNull(vehicles.deletedAt));

export async function listVehicles(ctx: CompanyCtx, query: VehicleListFilter) {
  const filters: (SQL | undefined)[] = [eq(vehicles.companyId, ctx.companyId), isNull(vehicles.deletedAt)];
  if (query.q) {
    const pattern = likeContains(query.q);
    filters.push(
      or(
        ilike(vehicles.registrationNumber, pattern),
        ilike(vehicles.name, pattern),
        ilike(vehicles.maker, pattern),
      ),
    );
  }
  if (query.active !== undefined) filters.push(eq(vehicles.active, query.active));
  if (query.baseId) filters.push(eq(vehicles.baseId, query.baseId));
  if (query.vehicleClass) filters.push(eq(vehicles.vehicleClass, query.vehicleClass));
  const where = and(...filters);
  const { limit, offset } = pageWindow(query);
  const [rows, [totalRow]] = await Promise.all([
    selectVehicles(ctx, where)
      .orderBy(asc(vehicles.registrationNumber), asc(vehicles.id))
      .limit(limit)
      .offset(offset),
    ctx.db.select({ total: count() }).from(vehicles).where(where),
  ]);
  return { data: rows.map(toVehicle), total: totalRow?.total ?? 0 };
}

export async function getVehicle(ctx: CompanyCtx, id: string): Promise<Vehicle> {
  const [row] = await selectVehicles(ctx, ownVehicle(ctx, id));
  if (!row) throw notFound('車両');
  return toVehicle(row);
}

/** Throws 404 unless the vehicle is the company's; used by features that hang records on a vehicle. */
export async function assertVehicleExists(ctx: CompanyCtx, id: string): Promise<void> {
  const [row] = await ctx.db.select({ id: vehicles.id }).from(vehicles).where(ownVehicle(ctx, id));
  if (!row) throw notFound('車両');
}

async function checkReferences(ctx: CompanyCtx, input: VehicleValues, exceptId?: string) {
  if (input.baseId) {
    const [base] = await ctx.db
      .select({ id: bases.id })
      .from(bases)
      .where(and(eq(bases.id, input.baseId), eq(bases.companyId, ctx.companyId), isNull(bases.deletedAt)));
    if (!base) throw fieldError('baseId', 'exists', '指定された拠点が見つかりません');
  }
  const sameNumber = and(
    eq(vehicles.companyId, ctx.companyId),
    eq(vehicles.registrationNumber, input.registrationNumber),
    isNull(vehicles.deletedAt),
    exceptId ? sql`${vehicles.id} <> ${exceptId}` : undefined,
  );
  const [dup] = await ctx.db.select({ id: vehicles.id }).from(vehicles).where(sameNumber);
  if (dup) throw conflict(duplicateMessage);
}

async function uniqueGuard<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(duplicateMessage);
    throw err;
  }
}

export async function createVehicle(ctx: CompanyCtx, input: VehicleValues): Promise<Vehicle> {
  // The insert and its read-back commit together: a saved vehicle is never answered with a 503.
  return ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    await checkReferences(txCtx, input);
    const [created] = await uniqueGuard(() =>
      tx
        .insert(vehicles)
        .values({ ...input, companyId: ctx.companyId })
        .returning({ id: vehicles.id }),
    );
    if (!created) throw new Error('vehicle insert returned nothing');
    return getVehicle(txCtx, created.id);
  });
}

export async function updateVehicle(ctx: CompanyCtx, id: string, input: VehicleValues): Promise<Vehicle> {
  await assertVehicleExists(ctx, id);
  await checkReferences(ctx, input, id);
  await uniqueGuard(() => ctx.db.update(vehicles).set(input).where(ownVehicle(ctx, id)));
  return getVehicle(ctx, id);
}

/**
 * Soft delete: the row stays with its maintenance history (records a carrier must keep) but leaves
 * every list and lookup, and its registration number may be used again.
 */
export async function deleteVehicle(ctx: CompanyCtx, id: string): Promise<void> {
  const done = await ctx.db
    .update(vehicles)
    .set({ deletedAt: ctx.clock() })
    .where(ownVehicle(ctx, id))
    .returning({ id: vehicles.id });
  if (done.length === 0) throw notFound('車両');
}
