import {
  DUPLICATE_REGISTRATION_NUMBER,
  type HistoryListQuery,
  searchKey,
  type Vehicle,
  type VehicleListFilter,
  type VehicleValues,
  type vehicleSortKeys,
} from '@rikuun/contract';
import { count, eq, like, ne, sql } from 'drizzle-orm';
import type { CompanyCtx } from '../../lib/context.ts';
import { companyRows, preparedCompanyQuery, withActor } from '../../lib/db/company-rows.ts';
import { conflictOnUnique } from '../../lib/db/errors.ts';
import { listPage, type SortColumns } from '../../lib/db/list-page.ts';
import { likeContains } from '../../lib/db/pagination.ts';
import { notFound } from '../../lib/http/errors.ts';
import { fieldConflict, fieldError } from '../../lib/http/field-error.ts';
import { bases } from '../bases/bases.table.ts';
import { recordHistory } from '../history/history.service.ts';
import { assertVehicleUnused } from './vehicle-references.ts';
import { vehicles } from './vehicles.table.ts';

/** The company's current vehicles; another company's or a deleted vehicle is simply not found (404). */
export const companyVehicles = (ctx: CompanyCtx) => companyRows(ctx, vehicles, '車両');

type Row = typeof vehicles.$inferSelect;

// The base's name is stored on the vehicle (kept by triggers), so no read needs a join.
const selectVehicles = (ctx: CompanyCtx) => ctx.db.select().from(vehicles).$dynamic();

/** The by-id read every vehicle answer goes through (GET, and the answer of a create or update). */
const vehicleById = preparedCompanyQuery('vehicle_by_id', vehicles, (db, where) =>
  db
    .select()
    .from(vehicles)
    .where(where(eq(vehicles.id, sql.placeholder('id')))),
);

/**
 * The contract's fields, written out: one object shape, built inline (a rest-spread that leaves columns
 * out is a generic copy, measured on every by-id read). A column added to the contract is a type error
 * here until it is mapped.
 */
function toVehicle(v: Row): Vehicle {
  return {
    id: v.id,
    version: v.version,
    registrationNumber: v.registrationNumber,
    name: v.name,
    vehicleClass: v.vehicleClass,
    maxLoadKg: v.maxLoadKg,
    grossWeightKg: v.grossWeightKg,
    inspectionExpiresOn: v.inspectionExpiresOn,
    insuranceExpiresOn: v.insuranceExpiresOn,
    baseId: v.baseId,
    baseName: v.baseName,
    maker: v.maker,
    model: v.model,
    fuelType: v.fuelType,
    ownership: v.ownership,
    firstRegisteredOn: v.firstRegisteredOn,
    memo: v.memo,
    active: v.active,
    lastMaintainedOn: v.lastMaintainedOn,
    createdAt: v.createdAt.toISOString(),
    updatedAt: v.updatedAt.toISOString(),
  };
}

const sorts: SortColumns<(typeof vehicleSortKeys)[number]> = {
  registrationNumber: vehicles.registrationNumber,
  name: vehicles.name,
  vehicleClass: vehicles.vehicleClass,
  baseName: vehicles.baseName,
  inspectionExpiresOn: vehicles.inspectionExpiresOn,
  lastMaintainedOn: vehicles.lastMaintainedOn,
};

export async function listVehicles(ctx: CompanyCtx, query: VehicleListFilter) {
  const { data, total } = await listPage({
    table: vehicles,
    select: selectVehicles(ctx),
    ids: ctx.db.select({ id: vehicles.id }).from(vehicles).$dynamic(),
    count: ctx.db.select({ total: count() }).from(vehicles).$dynamic(),
    where: companyVehicles(ctx).where(
      query.q ? like(vehicles.searchText, likeContains(searchKey(query.q))) : undefined,
      query.active === undefined ? undefined : eq(vehicles.active, query.active),
      query.baseId ? eq(vehicles.baseId, query.baseId) : undefined,
      query.vehicleClass ? eq(vehicles.vehicleClass, query.vehicleClass) : undefined,
    ),
    sort: query.sort,
    sorts,
    defaultSort: 'registrationNumber',
    tieBreaker: vehicles.id,
    query,
  });
  return { data: data.map(toVehicle), total };
}

export async function getVehicle(ctx: CompanyCtx, id: string): Promise<Vehicle> {
  const [row] = await vehicleById(ctx, { id });
  if (!row) throw notFound('車両');
  return toVehicle(row);
}

async function checkReferences(ctx: CompanyCtx, input: VehicleValues, exceptId?: string) {
  if (input.baseId && !(await companyRows(ctx, bases).exists(input.baseId))) {
    throw fieldError('baseId', 'exists', '指定された拠点が見つかりません');
  }
  const sameNumber = await companyVehicles(ctx).exists(
    companyVehicles(ctx).where(
      eq(vehicles.registrationNumber, input.registrationNumber),
      exceptId ? ne(vehicles.id, exceptId) : undefined,
    ),
  );
  if (sameNumber) throw duplicate();
}

const duplicate = () => fieldConflict('registrationNumber', DUPLICATE_REGISTRATION_NUMBER);

/** A race that passes the pre-check still meets the unique index: the same 409. */
const uniqueGuard = <T>(write: () => Promise<T>) => conflictOnUnique(write, duplicate);

export async function createVehicle(ctx: CompanyCtx, input: VehicleValues): Promise<Vehicle> {
  await checkReferences(ctx, input);
  // Answered from the write's own transaction: what was saved, with its base's name.
  return uniqueGuard(() =>
    withActor(ctx, async (w) => getVehicle(w, (await companyVehicles(w).insert(input)).id)),
  );
}

/** `expected`: the version the edit was based on (stale → 409 with the vehicle as it is now). */
export async function updateVehicle(
  ctx: CompanyCtx,
  id: string,
  input: VehicleValues,
  expected?: number,
): Promise<Vehicle> {
  await companyVehicles(ctx).findOr404(id);
  await checkReferences(ctx, input, id);
  return uniqueGuard(() =>
    withActor(ctx, async (w) =>
      getVehicle(w, (await companyVehicles(w).updateVersionOr404(id, input, expected, getVehicle)).id),
    ),
  );
}

/**
 * Soft delete: the row stays with its maintenance history (records a carrier must keep) but leaves
 * every list and lookup, and its registration number may be used again. Refused (409) while a course
 * names it.
 */
export async function deleteVehicle(ctx: CompanyCtx, id: string): Promise<void> {
  await withActor(ctx, async (w) => {
    await companyVehicles(w).findOr404(id);
    // Lock the vehicle row: a course cannot take it while it is being deleted (409 when one has).
    await w.db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.id, id)).for('update');
    await assertVehicleUnused(w, id);
    await companyVehicles(w).softDeleteOr404(id);
  });
}

/** 変更履歴 of one of the company's vehicles (404 for another company's or a deleted one). */
export async function vehicleHistory(ctx: CompanyCtx, id: string, query: HistoryListQuery) {
  await companyVehicles(ctx).findOr404(id);
  return recordHistory(ctx, vehicles, id, query);
}
