// A qualified invoice of 1,000 lines, end to end: starts the built server on a throw-away PostgreSQL
// database (demo data), gives the demo company a registration number and a client with 40 contracts
// (every fifth at the reduced 8 % rate) and 1,000 approved daily reports in one month (25 days × 40
// contracts), then calls POST /v1/invoices/pdf several times (each a reissue: a new version, stored and
// registered) and prints each run's time, the PDF's size and pages. Target: under 2 s per invoice.
//
//   npm run build -w @rikuun/server && node bench/money/invoice-pdf.mjs \
//     [--admin-url postgres://postgres@127.0.0.1:5432/postgres] [--lines 1000] [--runs 5]
import pg from 'pg';
import { arg, signIn, startServer, throwAwayDatabase } from '../api/harness.mjs';

const adminUrl = arg(
  'admin-url',
  process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
);
const lines = Number(arg('lines', '1000'));
const runs = Number(arg('runs', '5'));
const CONTRACTS = 40;
const MONTH = '2026-10';
const password = 'bench-password-123';
const database = throwAwayDatabase(adminUrl, 'rikuun_bench_invoice');

/** The month's data, written straight into the database (what daily reports would be once approved). */
async function seed(url) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const {
      rows: [admin],
    } = await db.query(`select company_id from users where email = 'admin@example.com'`);
    const companyId = admin.company_id;
    await db.query(`update companies set invoice_registration_number = 'T4011001098993' where id = $1`, [
      companyId,
    ]);
    const {
      rows: [client],
    } = await db.query(
      `insert into clients (id, company_id, name, closing_day)
       values (gen_random_uuid(), $1, '株式会社ベンチ食品', 0) returning id`,
      [companyId],
    );
    const {
      rows: [driver],
    } = await db.query(`select id from drivers where company_id = $1 and deleted_at is null limit 1`, [
      companyId,
    ]);
    await db.query(
      `insert into contracts (id, company_id, client_id, name, valid_from, fee_type, billing_unit_price,
         payment_unit_price, tax_rate)
       select gen_random_uuid(), $1, $2, '定期便 ' || lpad(n::text, 2, '0') || ' 冷蔵・冷凍 混載ルート', '2026-01-01', 'per_course',
         20000 + n * 137, 15000, case when n % 5 = 0 then 8 else 10 end
       from generate_series(1, $3::int) n`,
      [companyId, client.id, CONTRACTS],
    );
    const days = Math.ceil(lines / CONTRACTS);
    const { rowCount } = await db.query(
      `insert into daily_reports (id, company_id, driver_id, date, contract_id, quantity, billing_amount,
         payment_amount, approve_status)
       select gen_random_uuid(), c.company_id, $2, ($3::date + d), c.id, 1, c.billing_unit_price, 15000, 'approved'
       from contracts c cross join generate_series(0, $4::int - 1) d
       where c.client_id = $1
       order by d, c.name
       limit $5`,
      [client.id, driver.id, `${MONTH}-01`, days, lines],
    );
    return { clientId: client.id, reports: rowCount };
  } finally {
    await db.end();
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

await database.create();
let server;
try {
  server = await startServer({ databaseUrl: database.url, password });
  const { clientId, reports } = await seed(database.url);
  const headers = {
    ...(await signIn(server.base, 'admin@example.com', password)),
    'content-type': 'application/json',
  };
  console.log(
    `invoice of ${reports} lines (${MONTH}), ${runs} runs, PostgreSQL, through POST /v1/invoices/pdf`,
  );
  const times = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const res = await fetch(`${server.base}/v1/invoices/pdf`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ clientId, accountingMonth: MONTH }),
    });
    const bytes = Buffer.from(await res.arrayBuffer());
    const ms = performance.now() - started;
    if (!res.ok) throw new Error(`run ${i + 1}: ${res.status} ${bytes.toString()}`);
    const pages = (bytes.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
    times.push(ms);
    console.log(
      `run ${i + 1}: ${ms.toFixed(0)} ms, ${(bytes.length / 1024).toFixed(0)} KB, ${pages} pages, document ${res.headers.get('x-document-id')}`,
    );
  }
  const verdict = median(times) < 2000 ? 'under' : 'OVER';
  console.log(
    `median ${median(times).toFixed(0)} ms, min ${Math.min(...times).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms: ${verdict} the 2 s target`,
  );
} finally {
  await server?.stop();
  await database.drop();
}
