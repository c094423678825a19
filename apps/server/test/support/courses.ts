import type { DestinationActionType, DestinationStatus } from '@rikuun/contract';
import { expect } from 'vitest';
import { destinationActions } from '../../src/features/destination-actions/destination-actions.table.ts';
import { destinations } from '../../src/features/destinations/destinations.table.ts';
import { driverProfiles } from '../../src/features/driver-profiles/driver-profiles.table.ts';
import { drivers } from '../../src/features/drivers/drivers.table.ts';
import type { TestApp, TestUser } from '../helpers.ts';
import { freshRegistrationNumber } from '../security/vehicles.fixtures.ts';
import { callAs } from './api-calls.ts';

/**
 * Records a course refers to, made for one company: a driver (written straight to the table, with
 * kana and group for the 配車表's order), a vehicle, a client with a contract, a base. Stops and
 * actions are rows written directly too (their routes belong to the destinations feature).
 */
export async function insertCourseDriver(
  t: TestApp,
  companyId: string,
  values: {
    name?: string;
    nameKana?: string;
    groupId?: string | null;
    active?: boolean;
    licence?: string;
  } = {},
) {
  const [row] = await t.database.db
    .insert(drivers)
    .values({
      companyId,
      name: values.name ?? '運送 太郎',
      nameKana: values.nameKana ?? null,
      groupId: values.groupId ?? null,
      active: values.active ?? true,
    })
    .returning({ id: drivers.id });
  if (!row) throw new Error('driver not created');
  if (values.licence) {
    await t.database.db
      .insert(driverProfiles)
      .values({ companyId, driverId: row.id, driverLicenseExpired: values.licence });
  }
  return row.id;
}

export async function created<T = Record<string, unknown>>(
  t: TestApp,
  admin: TestUser,
  url: string,
  body: unknown,
): Promise<T & { id: string }> {
  const res = await callAs(t, admin, 'POST', url, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

export async function courseWorld(t: TestApp, admin: TestUser, companyId: string) {
  const driverId = await insertCourseDriver(t, companyId, {
    name: '配送 一郎',
    nameKana: 'ハイソウ イチロウ',
  });
  const vehicle = await created<{ registrationNumber: string }>(t, admin, '/v1/vehicles', {
    registrationNumber: freshRegistrationNumber(),
    vehicleClass: 'small',
  });
  const client = await created(t, admin, '/v1/clients', { name: '株式会社東京食品' });
  const contract = await created(t, admin, '/v1/contracts', {
    clientId: client.id,
    name: '豊洲定期便',
    from: '2026-04-01',
    to: '2027-03-31',
    feeType: 'per_course',
    billingUnitPrice: 32000,
  });
  const base = await created(t, admin, '/v1/bases', { name: '江東営業所' });
  return {
    driverId,
    vehicleId: vehicle.id,
    registrationNumber: vehicle.registrationNumber,
    clientId: client.id,
    contractId: contract.id,
    baseId: base.id,
  };
}

export type CourseBody = Record<string, unknown>;

export const courseBody = (over: CourseBody = {}): CourseBody => ({
  deliveryDate: '2026-11-24',
  name: '豊洲A便',
  startTime: '08:00',
  endTime: '12:00',
  ...over,
});

export async function createCourse(t: TestApp, admin: TestUser, over: CourseBody = {}) {
  return created<{ deliveryDate: string; name: string; destinationCount: number }>(
    t,
    admin,
    '/v1/courses',
    courseBody(over),
  );
}

/** Stops of a course with the given statuses (sequence 1, 2 …); answers their ids. */
export async function insertStops(
  t: TestApp,
  companyId: string,
  courseId: string,
  statuses: DestinationStatus[],
  extra: Partial<typeof destinations.$inferInsert> = {},
): Promise<string[]> {
  if (statuses.length === 0) return [];
  const rows = await t.database.db
    .insert(destinations)
    .values(
      statuses.map((status, i) => ({
        companyId,
        courseId,
        sequence: i + 1,
        name: `配送先${i + 1}`,
        address1: '東京都江東区豊洲',
        latitude: 35.65 + i / 1000,
        longitude: 139.79,
        timeWindowStart: '09:00',
        timeWindowEnd: '12:00',
        quantity: i + 1,
        status,
        ...extra,
      })),
    )
    .returning({ id: destinations.id, sequence: destinations.sequence });
  return rows.sort((a, b) => a.sequence - b.sequence).map((r) => r.id);
}

export async function insertAction(
  t: TestApp,
  companyId: string,
  courseId: string,
  destinationId: string,
  type: DestinationActionType = 'arrived',
) {
  await t.database.db
    .insert(destinationActions)
    .values({ companyId, courseId, destinationId, type, at: new Date() });
}
