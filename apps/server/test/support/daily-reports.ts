import type { FeeType } from '@rikuun/contract';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { drivers } from '../../src/features/drivers/drivers.table.ts';
import { createCompany, createUser, type TestApp, type TestUser } from '../helpers.ts';
import { freshRegistrationNumber } from '../security/vehicles.fixtures.ts';
import { callAs } from './api-calls.ts';

/** A past date within the contracts' period (tests run with the real clock). */
export const DAY = '2026-11-10';

/**
 * A company for daily reports: its admin, a driver with a sign-in user, a vehicle, a client closing
 * on the 20th, and one contract per fee type (請求単価 2,000, 支払単価 1,600; per_day 30,000/24,000).
 */
export async function reportWorld(t: TestApp) {
  const { companyId, admin } = await createCompany(t);
  const driverUser = await createUser(t, 'driver', { companyId });
  const [driver] = await t.database.db
    .select({ id: drivers.id })
    .from(drivers)
    .where(eq(drivers.userId, driverUser.id));
  if (!driver) throw new Error('driver not created');
  const post = async (url: string, body: unknown) => {
    const res = await callAs(t, admin, 'POST', url, body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as { id: string };
  };
  const vehicle = await post('/v1/vehicles', {
    registrationNumber: freshRegistrationNumber(),
    vehicleClass: 'small',
  });
  const client = await post('/v1/clients', { name: '株式会社東京食品', closingDay: 20 });
  const base = await post('/v1/bases', { name: '江東営業所' });
  const contract = async (feeType: FeeType, paymentUnitPrice: number | null = 1_600) =>
    (
      await post('/v1/contracts', {
        clientId: client.id,
        name: `契約 ${feeType}`,
        from: '2026-04-01',
        to: '2027-03-31',
        feeType,
        billingUnitPrice: feeType === 'per_day' ? 30_000 : 2_000,
        paymentUnitPrice: feeType === 'per_day' ? 24_000 : paymentUnitPrice,
        baseId: base.id,
      })
    ).id;
  const course = (contractId: string, date = DAY, name = '豊洲A便') =>
    post('/v1/courses', {
      deliveryDate: date,
      name,
      contractId,
      driverId: driver.id,
      vehicleId: vehicle.id,
      baseId: base.id,
      startTime: '08:00',
      endTime: '12:00',
    });
  return {
    companyId,
    admin,
    driverUser,
    driverId: driver.id,
    vehicleId: vehicle.id,
    clientId: client.id,
    contract,
    course,
  };
}

/** A daily report body (past times of DAY in Tokyo). */
export const reportBody = (over: Record<string, unknown> = {}) => ({
  date: DAY,
  startAt: `${DAY}T06:00:00+09:00`,
  endAt: `${DAY}T15:15:00+09:00`,
  startPlace: '江東営業所',
  endPlace: '江東営業所',
  startOdometerKm: 48_210,
  endOdometerKm: 48_272.3,
  breaks: [{ start: `${DAY}T10:00:00+09:00`, end: `${DAY}T11:00:00+09:00`, place: '築地' }],
  waypoints: '豊洲、築地',
  ...over,
});

export async function writeReport(t: TestApp, user: TestUser, body: Record<string, unknown>) {
  const res = await callAs(t, user, 'POST', '/v1/daily-reports', body);
  expect([200, 201], JSON.stringify(res.body)).toContain(res.status);
  return res.body as { id: string; approveStatus: string; billingAmount: number | null };
}
