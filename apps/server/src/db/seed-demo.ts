import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { addDays, todayInTokyo } from '@rikuun/contract';
import { eq } from 'drizzle-orm';
import { bases } from '../features/bases/bases.table.ts';
import {
  maintenances,
  maintenanceTaskLinks,
  maintenanceTasks,
} from '../features/maintenances/maintenances.table.ts';
import { vehicles } from '../features/vehicles/vehicles.table.ts';
import { hashPassword } from '../lib/auth/passwords.ts';
import { users } from '../lib/auth/users.table.ts';
import type { Services } from '../lib/context.ts';
import type { Tx } from '../lib/db/db.ts';
import { companies } from '../lib/tenancy/companies.table.ts';
import { consignors } from '../lib/tenancy/consignors.table.ts';
import { seedAccidents } from './demo/accidents.ts';
import { seedAdjustments } from './demo/adjustments.ts';
import { seedAttendances } from './demo/attendances.ts';
import { seedCarryOver } from './demo/carry-over.ts';
import { seedCompanies } from './demo/companies.ts';
import { seedConsignorMap } from './demo/consignor-map.ts';
import { seedConsignors } from './demo/consignors.ts';
import { seedCourseMessages } from './demo/course-messages.ts';
import { seedCourses } from './demo/courses.ts';
import { seedDailyReports } from './demo/daily-reports.ts';
import type { DemoSeed, DemoTenants } from './demo/demo-seed.ts';
import { seedDriverProfiles } from './demo/driver-profiles.ts';
import { seedDrivers } from './demo/drivers.ts';
import { seedMoney } from './demo/money.ts';
import { seedOffers } from './demo/offers.ts';
import { seedPartners } from './demo/partners.ts';
import { seedPaymentNoticeQuestions } from './demo/payment-notice-questions.ts';
import { seedReimbursedTolls } from './demo/reimbursed-tolls.ts';
import { seedRoutingSource } from './demo/routing-source.ts';
import { seedStopOutcomes } from './demo/stop-outcomes.ts';
import { seedTrackingLinks } from './demo/tracking-links.ts';
import { seedWorkingTime } from './demo/working-time.ts';
import { demoCompanies, demoMaintenances } from './demo-data.ts';

/**
 * Each feature's demo rows, in order (later ones may read what earlier ones wrote). A feature adds its
 * own `db/demo/<feature>.ts` exporting a DemoSeed and lists it here.
 */
const featureSeeds: DemoSeed[] = [
  seedDrivers,
  seedDriverProfiles,
  seedCompanies,
  seedPartners,
  seedConsignors,
  seedCourses,
  seedAttendances,
  seedWorkingTime,
  seedConsignorMap,
  seedStopOutcomes,
  seedCarryOver,
  seedTrackingLinks,
  seedCourseMessages,
  seedMoney,
  seedReimbursedTolls,
  seedDailyReports,
  seedAdjustments,
  seedAccidents,
  seedRoutingSource,
  seedOffers,
  seedPaymentNoticeQuestions,
];

export type DemoAccounts = { password: string; accounts: { email: string; label: string }[] };

const ACCOUNTS = [
  { email: 'sysadmin@example.com', label: 'システム管理者' },
  { email: 'admin@example.com', label: '運送会社管理者 (デモ運送株式会社)' },
  { email: 'admin2@example.com', label: '運送会社管理者 (株式会社サンプル物流)' },
  { email: 'driver@example.com', label: 'ドライバー (デモ運送株式会社)' },
  { email: 'consignor@example.com', label: '荷主 (デモ荷主)' },
];

/**
 * On the first start, fills an empty database with demo data. The password is DEMO_PASSWORD, or one
 * generated once and kept in DATA_DIR/demo-password.txt so later starts can print it again.
 */
export async function seedDemo(services: Services): Promise<DemoAccounts> {
  const { db, config } = services;
  const passwordFile = path.join(config.dataDir, 'demo-password.txt');
  const stored = fs.existsSync(passwordFile) ? fs.readFileSync(passwordFile, 'utf8').trim() : undefined;
  const password = config.demo.password ?? stored ?? crypto.randomBytes(9).toString('base64url');
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'admin@example.com'));
  if (!existing) {
    const passwordHash = await hashPassword(password);
    const now = services.clock();
    await db.transaction((tx) => insertDemo(tx, passwordHash, now, services));
    if (!config.demo.password) {
      fs.mkdirSync(config.dataDir, { recursive: true });
      fs.writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
    }
  }
  const shown =
    config.demo.password ?? stored ?? (existing ? '(初回起動時に表示されたパスワード)' : password);
  return { password: shown, accounts: ACCOUNTS };
}

async function insertDemo(
  tx: Tx,
  passwordHash: string,
  now: Date,
  { storage, renderPdf }: Pick<Services, 'storage' | 'renderPdf'>,
) {
  const today = todayInTokyo(now);
  const taskRows = await tx.select().from(maintenanceTasks);
  const taskId = new Map(taskRows.map((t) => [t.name, t.id]));
  const companyIds: string[] = [];
  for (const demo of demoCompanies) {
    const [company] = await tx.insert(companies).values(demo.company).returning();
    if (!company) throw new Error('demo company not created');
    companyIds.push(company.id);
    const baseRows = await tx
      .insert(bases)
      .values(demo.bases.map((b) => ({ ...b, companyId: company.id })))
      .returning();
    for (const { inspectionInDays, insuranceInDays, base, ...fields } of demo.vehicles) {
      const values = {
        ...fields,
        companyId: company.id,
        inspectionExpiresOn: addDays(today, inspectionInDays),
        insuranceExpiresOn: addDays(today, insuranceInDays),
        baseId: baseRows[base]?.id ?? null,
        firstRegisteredOn: addDays(today, -1500),
      };
      const [vehicle] = await tx.insert(vehicles).values(values).returning();
      if (!vehicle) throw new Error('demo vehicle not created');
      for (const [daysAgo, taskNames, memo] of demoMaintenances) {
        const [m] = await tx
          .insert(maintenances)
          .values({
            companyId: company.id,
            vehicleId: vehicle.id,
            maintained: addDays(today, -daysAgo),
            memo,
          })
          .returning();
        const ids = taskNames.map((n) => taskId.get(n)).filter((id): id is string => Boolean(id));
        if (m && ids.length > 0)
          await tx
            .insert(maintenanceTaskLinks)
            .values(ids.map((id) => ({ companyId: company.id, maintenanceId: m.id, taskId: id })));
      }
      const latest = Math.min(...demoMaintenances.map(([daysAgo]) => daysAgo));
      if (demoMaintenances.length > 0) {
        await tx
          .update(vehicles)
          .set({ lastMaintainedOn: addDays(today, -latest) })
          .where(eq(vehicles.id, vehicle.id));
      }
    }
  }
  const [consignor] = await tx
    .insert(consignors)
    .values({
      name: 'デモ荷主',
      nameKana: 'デモニヌシ',
      zipCode: '104-0061',
      address1: '東京都中央区銀座',
      address2: '7-8-9',
      phone: '03-9876-5432',
    })
    .returning();
  const [demoId, sampleId] = companyIds;
  if (!demoId || !sampleId || !consignor) throw new Error('demo tenants not created');
  await tx.insert(users).values([
    { email: 'sysadmin@example.com', name: 'システム管理者', role: 'system_admin', passwordHash },
    {
      email: 'admin@example.com',
      name: '配車 一郎',
      role: 'company_admin',
      companyId: demoId ?? null,
      passwordHash,
    },
    {
      email: 'admin2@example.com',
      name: '物流 次郎',
      role: 'company_admin',
      companyId: sampleId ?? null,
      passwordHash,
    },
    {
      email: 'consignor@example.com',
      name: '荷主 三郎',
      role: 'consignor_user',
      consignorId: consignor.id,
      passwordHash,
    },
  ]);
  const demo: DemoTenants = {
    tx,
    today,
    now,
    passwordHash,
    companyIds: [demoId, sampleId],
    consignorId: consignor.id,
    storage,
    renderPdf,
  };
  for (const seed of featureSeeds) await seed(demo);
}
