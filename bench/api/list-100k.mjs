// Vehicle list on a large company: seeds 100,000 vehicles into one company on a throw-away PostgreSQL
// database, then loads GET /v1/vehicles (first page, a middle page, a filter, a search, sorts) from
// many concurrent clients, beside the same list of a company with 4 vehicles. Prints req/s, p50/p99,
// and which indexes the server's queries used (pg_stat_user_indexes) plus EXPLAIN of the main queries.
//
//   npm run build -w @rikuun/server && node bench/api/list-100k.mjs \
//     [--admin-url postgres://postgres@127.0.0.1:5432/postgres] [--clients 200] [--seconds 10] [--rows 100000]
import os from 'node:os';
import pg from 'pg';
import { arg, load, signIn, startServer, throwAwayDatabase } from './harness.mjs';

const adminUrl = arg(
  'admin-url',
  process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
);
const clients = Number(arg('clients', '200'));
const seconds = Number(arg('seconds', '10'));
const rows = Number(arg('rows', '100000'));
const password = 'bench-password-123';
const database = throwAwayDatabase(adminUrl, 'rikuun_bench');

/** 100,000 valid, distinct registration numbers and varied fields, written by PostgreSQL itself. */
async function seed(db, companyId) {
  await db.query(
    `insert into bases (id, company_id, name)
     select gen_random_uuid(), $1, '第' || n || '営業所' from generate_series(1, 20) n`,
    [companyId],
  );
  await db.query(
    `with b as (select array_agg(id order by name) ids from bases where company_id = $1),
     k as (select string_to_array('あ,い,う,え,か,き,く,け,こ,さ,す,せ,そ,た,ち,つ,て,と,な,に,ぬ', ',') kana,
                  string_to_array('品川,足立,練馬,多摩,横浜,川崎,大宮,千葉', ',') place)
     insert into vehicles (id, company_id, registration_number, name, vehicle_class, max_load_kg,
       inspection_expires_on, base_id, maker, active, last_maintained_on)
     select gen_random_uuid(), $1,
       k.place[1 + (i / (9999 * 21)) % 8] || ' ' || (100 + (i / (9999 * 21 * 8)) % 900) || ' ' ||
         k.kana[1 + (i / 9999) % 21] || ' ' ||
         case when s >= 1000 then substr(s::text, 1, 2) || '-' || substr(s::text, 3) else lpad(s::text, 4, '・') end,
       '車両 ' || i,
       (array['kei','small','semi_medium','medium','large','trailer'])[1 + i % 6]::vehicle_class,
       1000 * (1 + i % 20),
       current_date + ((i::bigint * 7919) % 1000)::int,
       b.ids[1 + i % 20],
       (array['いすゞ','日野','三菱ふそう','UDトラックス','トヨタ'])[1 + i % 5],
       i % 10 <> 0,
       case when i % 3 = 0 then null else current_date - ((i::bigint * 104729) % 700)::int end
     from generate_series(0, $2 - 1) i, lateral (select (i % 9999) + 1 s) ser, b, k`,
    [companyId, rows],
  );
  await db.query('vacuum analyze vehicles');
  await db.query('vacuum analyze bases');
}

async function indexScans(db) {
  const { rows: r } = await db.query(
    `select indexrelname name, idx_scan n from pg_stat_user_indexes where relname in ('vehicles', 'bases')`,
  );
  return new Map(r.map((x) => [x.name, Number(x.n)]));
}

const scenarios = [
  ['first page', '/v1/vehicles'],
  // The same 4 rows as the small company's whole list: what the database costs, not the payload.
  ['first page, perPage=4', '/v1/vehicles?perPage=4'],
  ['middle page (page 500 of 1000)', '/v1/vehicles?page=500'],
  ['filter (class, active)', '/v1/vehicles?vehicleClass=medium&active=true'],
  ['filter (base)', null], // filled in with a base id after seeding
  ['search q=１２－３４', `/v1/vehicles?q=${encodeURIComponent('１２－３４')}`],
  ['search q=車両 4242', `/v1/vehicles?q=${encodeURIComponent('車両 4242')}`],
  ['sort -inspectionExpiresOn', '/v1/vehicles?sort=-inspectionExpiresOn'],
  ['sort lastMaintainedOn, page 3', '/v1/vehicles?sort=lastMaintainedOn&page=3'],
  ['sort baseName (joined)', '/v1/vehicles?sort=baseName'],
];

await database.create();
const server = await startServer({ databaseUrl: database.url, password });
const db = new pg.Client({ connectionString: database.url });
try {
  await db.connect();
  const { rows: admins } = await db.query(
    `select email, company_id from users where email in ('admin@example.com', 'admin2@example.com')`,
  );
  const big = admins.find((a) => a.email === 'admin2@example.com');
  const t0 = performance.now();
  await seed(db, big.company_id);
  const { rows: counts } = await db.query(
    'select company_id, count(*)::int n from vehicles where deleted_at is null group by 1',
  );
  console.log(
    `seeded ${rows} vehicles in ${((performance.now() - t0) / 1000).toFixed(1)} s; vehicles per company: ${counts.map((c) => c.n).join(', ')}`,
  );
  const { rows: someBase } = await db.query('select id from bases where company_id = $1 limit 1', [
    big.company_id,
  ]);
  scenarios[4][1] = `/v1/vehicles?baseId=${someBase[0].id}`;

  const bigHeaders = await signIn(server.base, 'admin2@example.com', password);
  const smallHeaders = await signIn(server.base, 'admin@example.com', password);
  // Warm up (connections, caches) before measuring.
  await load(`${server.base}/v1/vehicles`, { headers: bigHeaders, clients: 10, seconds: 2 });

  console.log(
    `\nGET /v1/vehicles (perPage 100)  clients=${clients}  seconds=${seconds}  node=${process.version}  cpus=${os.cpus().length}`,
  );
  console.log('| company | request | req/s | p50 ms | p99 ms | errors | indexes used |');
  console.log('|---|---|---|---|---|---|---|');
  const runs = [
    ...scenarios.map(([label, path]) => [`${rows.toLocaleString('en')} vehicles`, label, path, bigHeaders]),
    ['4 vehicles', 'first page', '/v1/vehicles', smallHeaders],
  ];
  for (const [company, label, path, headers] of runs) {
    const before = await indexScans(db);
    const r = await load(`${server.base}${path}`, { headers, clients, seconds });
    // A backend flushes its statistics at most once a second, and after 10 s when idle.
    await new Promise((res) => setTimeout(res, 11_000));
    const after = await indexScans(db);
    const used = [...after]
      .map(([name, n]) => [name, n - (before.get(name) ?? 0)])
      .filter(([, n]) => n > 0)
      .map(([name]) => name)
      .join(', ');
    console.log(
      `| ${company} | ${label} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} | ${used} |`,
    );
  }

  // The plans of the page queries as the server writes them (same shape, literal values).
  const explain = async (label, text, params) => {
    const { rows: plan } = await db.query(
      `explain (analyze, buffers off, costs off, timing off) ${text}`,
      params,
    );
    console.log(`\nEXPLAIN ${label}\n${plan.map((p) => `  ${p['QUERY PLAN']}`).join('\n')}`);
  };
  const page = `select v.*, b.name from vehicles v left join bases b on b.id = v.base_id
    where v.company_id = $1 and v.deleted_at is null`;
  await explain('first page', `${page} order by v.registration_number, v.id limit 100`, [big.company_id]);
  await explain('count', 'select count(*) from vehicles where company_id = $1 and deleted_at is null', [
    big.company_id,
  ]);
  await explain(
    'search',
    `${page} and v.search_text like $2 order by v.registration_number, v.id limit 100`,
    [big.company_id, '%12-34%'],
  );
  await explain(
    'sort -inspectionExpiresOn',
    `${page} order by v.inspection_expires_on desc, v.id desc limit 100`,
    [big.company_id],
  );
} finally {
  await db.end().catch(() => {});
  await server.stop();
  await database.drop();
}
