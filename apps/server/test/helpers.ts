import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Role } from '@rikuun/contract';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { seedMasters } from '../src/db/seed-masters.ts';
import { drivers } from '../src/features/drivers/drivers.table.ts';
import { users } from '../src/lib/auth/users.table.ts';
import { type Database, type DatabaseOptions, openDatabase } from '../src/lib/db/db.ts';
import { createMailer } from '../src/lib/mail/index.ts';
import { createStorage } from '../src/lib/storage/index.ts';
import { companies } from '../src/lib/tenancy/companies.table.ts';
import { consignors } from '../src/lib/tenancy/consignors.table.ts';
import { adminQuery } from './global-setup.ts';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  dataDir: string;
  close(): Promise<void>;
};

/** An app on a real database: an in-memory PGlite, or the run's PostgreSQL when one is provided. */
let databases = 0;

/** The run's migrated PGlite template (a tar), read once per worker. */
let pgliteDump: Blob | undefined;

/** A database of this test's own, copied from the run's migrated template (global-setup.ts). */
export async function createTestDatabase(opts: Omit<DatabaseOptions, 'url'> = {}) {
  const postgres = inject('postgres');
  if (!postgres) {
    const template = inject('pgliteTemplate');
    if (!template) throw new Error('no PGlite template: test/global-setup.ts did not run');
    pgliteDump ??= new Blob([fs.readFileSync(template)]);
    const database = await openDatabase({ pgliteDump });
    return { database, url: undefined, drop: () => database.close() };
  }
  const name = `${postgres.template}_${process.pid}_${databases++}`;
  // Copying a template fails while another copy of it is being made: try again shortly.
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(postgres.adminUrl, `create database ${name} template ${postgres.template}`);
      break;
    } catch (err) {
      if (attempt >= 20) throw err;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
  const url = new URL(postgres.adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ poolSize: 4, ...opts, url: url.toString() });
  return {
    database,
    url: url.toString(),
    drop: async () => {
      await database.close();
      await adminQuery(postgres.adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * A clock a test moves forward instead of waiting on the wall clock: real time plus what the test
 * added. Give it to createTestApp as its clock.
 */
export function testClock() {
  let aheadMs = 0;
  const now = () => new Date(Date.now() + aheadMs);
  return Object.assign(now, {
    advance(ms: number) {
      aheadMs += ms;
    },
  });
}

export async function createTestApp(
  env: Record<string, string> = {},
  beforeReady?: (app: FastifyInstance) => void,
  opts: { clock?: () => Date } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rikuun-test-'));
  // Background jobs run only when a test asks (app.jobs.runDue()), so what they do is deterministic.
  // PDFs are drawn on the test's thread (a worker per app would start tsx and the fonts again in every
  // file); test/pdf-workers.test.ts draws them in workers.
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    JOBS_POLL_INTERVAL_MS: '0',
    PDF_WORKERS: '0',
    ...env,
  });
  const { database, drop } = await createTestDatabase();
  await seedMasters(database.db);
  const storage = createStorage(config, database.db);
  const mailer = createMailer(config.mail, { info() {}, warn() {}, error() {} });
  const app = await buildApp({ config, database, storage, mailer, logger: false, ...opts });
  beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    dataDir,
    async close() {
      await app.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** An app on a database the test opened itself (PostgreSQL variants, an unreachable server ...). */
export async function buildAppOn(
  database: Database,
  dataDir = os.tmpdir(),
  env: Record<string, string> = {},
) {
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PDF_WORKERS: '0', ...env });
  return buildApp({
    config,
    database,
    storage: createStorage(config, database.db),
    mailer: createMailer(config.mail, { info() {}, warn() {}, error() {} }),
    logger: false,
  });
}

let counter = 0;
const unique = () =>
  `${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export type TestUser = { id: string; email: string; token: string; role: Role; companyId: string | null };

export async function createUser(
  t: TestApp,
  role: Role,
  tenant: { companyId?: string; consignorId?: string } = {},
): Promise<TestUser> {
  const email = `${role}-${unique()}@example.test`;
  const [user] = await t.database.db
    .insert(users)
    .values({
      email,
      name: `テスト ${role}`,
      role,
      companyId: tenant.companyId ?? null,
      consignorId: tenant.consignorId ?? null,
    })
    .returning();
  if (!user) throw new Error('user not created');
  if (role === 'driver' && tenant.companyId) {
    await t.database.db
      .insert(drivers)
      .values({ companyId: tenant.companyId, userId: user.id, name: 'テスト ドライバー' });
  }
  const { idToken } = await t.app.idTokens.issue(user.id);
  return { id: user.id, email, token: idToken, role, companyId: user.companyId };
}

/** A fresh company with its admin: each test makes its own tenant, so tests never share state. */
export async function createCompany(t: TestApp, name = 'テスト運送株式会社') {
  const [company] = await t.database.db.insert(companies).values({ name }).returning();
  if (!company) throw new Error('company not created');
  const admin = await createUser(t, 'company_admin', { companyId: company.id });
  return { companyId: company.id, admin };
}

export async function createConsignor(t: TestApp, name = 'テスト荷主株式会社') {
  const [consignor] = await t.database.db.insert(consignors).values({ name }).returning();
  if (!consignor) throw new Error('consignor not created');
  const user = await createUser(t, 'consignor_user', { consignorId: consignor.id });
  return { consignorId: consignor.id, user };
}

/** One user of every role, for permission tests. */
export async function usersOfEveryRole(t: TestApp) {
  const { companyId, admin } = await createCompany(t);
  const driver = await createUser(t, 'driver', { companyId });
  const { user: consignorUser } = await createConsignor(t);
  const systemAdmin = await createUser(t, 'system_admin');
  return {
    companyId,
    byRole: { company_admin: admin, driver, consignor_user: consignorUser, system_admin: systemAdmin },
  };
}

export const bearer = (u: { token: string }) => ({ authorization: `Bearer ${u.token}` });
