// Route optimization in the product (issue 12's target): one company with a base in Tokyo, 20 drivers
// (active, licence valid, 07:00–20:00) and 20 vehicles (2–4 t), and one date's 20 courses holding 300
// stops around the base with coordinates, time windows, quantities and weights, written into a
// throw-away PostgreSQL database. Against the built server: POST /v1/courses/optimize with the 20
// drivers and vehicles, then GET /v1/courses/optimize/{runId} every 250 ms until the run ends, while a
// steady stream of other requests (GET /v1/vehicles/{id} and GET /v1/courses?deliveryDate=, 30 a
// second, open loop) measures how the API answers during the solve. Prints the time to the first plan
// and to the result, stops served and unserved, routes, total distance, checks of the plan against
// the seeded constraints, latencies of the other requests (before and during the solve) and the
// server's RSS. Target: a feasible plan in under 30 s, the other requests' p99 under 100 ms.
//
//   npm run build -w @rikuun/server && node bench/optimization/in-product.mjs \
//     [--admin-url postgres://postgres@127.0.0.1:5432/postgres] [--stops 300] [--vehicles 20]
//     [--time-limit 25] [--rate 30] [--baseline 5] [--seed 1] [--date YYYY-MM-DD]
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { arg, cpuMsOf, root, rssOf, signIn, startServer, throwAwayDatabase } from '../api/harness.mjs';

const adminUrl = arg(
  'admin-url',
  process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
);
const stopCount = Number(arg('stops', '300'));
const routeCount = Number(arg('vehicles', '20'));
const timeLimit = Number(arg('time-limit', '25'));
/** Other requests a second, fired on schedule whether or not the earlier ones have answered. */
const rate = Number(arg('rate', '30'));
/** Seconds of the same stream before the solve, for comparison. */
const baselineSeconds = Number(arg('baseline', '5'));
const seed = Number(arg('seed', '1'));
const pollMs = 250;
/** More than this many of the stream's requests unanswered: the next ones are skipped (and counted). */
const maxInFlight = 100;
const courseCount = Math.min(20, stopCount);
// Tomorrow in Japan, unless given.
const date = arg('date', new Date(Date.now() + (9 + 24) * 3600_000).toISOString().slice(0, 10));
const password = 'bench-password-123';
const database = throwAwayDatabase(adminUrl, 'rikuun_bench_optimization');

const mainJs = path.join(root, 'apps/server/dist/main.js');
if (!process.env.PRODUCT_MAIN && !fs.existsSync(mainJs)) {
  console.log('building the server (npm run build -w @rikuun/server)…');
  execSync('npm run build -w @rikuun/server', { cwd: root, stdio: 'inherit' });
}

/** mulberry32: the same data on every run with the same --seed. */
function prng(s) {
  let a = s >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rnd = prng(seed);
const int = (lo, hi) => lo + Math.floor(rnd() * (hi - lo + 1));
const hhmm = (h) => `${String(h).padStart(2, '0')}:00`;
const minutes = (t) => {
  const [h, m] = t.split(':').map(Number);
  return h * 60 + m;
};
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const f1 = (v) => v.toFixed(1);
const secs = (msv) => `${(msv / 1000).toFixed(2)} s`;

const base = { name: 'ベンチ 江東センター', latitude: 35.67, longitude: 139.8 };
const driverHours = { from: '07:00', until: '20:00' };
const capacities = [2000, 3000, 4000];

/** The stops: within about 22 km of the base; 40 % a 2-hour window, 20 % 午前, 10 % 午後, the rest none. */
const stopRows = Array.from({ length: stopCount }, (_, i) => {
  const kind = rnd();
  let window = [null, null];
  if (kind < 0.4) {
    const h = int(8, 16);
    window = [hhmm(h), hhmm(h + 2)];
  } else if (kind < 0.6) window = ['09:00', '12:00'];
  else if (kind < 0.7) window = ['14:00', '18:00'];
  return {
    course: i % courseCount,
    sequence: Math.floor(i / courseCount) + 1,
    name: `配送先 ${String(i + 1).padStart(3, '0')}`,
    latitude: base.latitude + (rnd() * 2 - 1) * 0.2,
    longitude: base.longitude + (rnd() * 2 - 1) * 0.25,
    timeWindowStart: window[0],
    timeWindowEnd: window[1],
    serviceMinutes: rnd() < 0.2 ? 10 : null,
    quantity: int(1, 10),
    weightKg: int(10, 200),
  };
});

/** Base, drivers with their profiles, vehicles, the date's courses and their stops, in a few statements. */
async function seedCompany(db, companyId) {
  const {
    rows: [b],
  } = await db.query(
    `insert into bases (id, company_id, name, address1, latitude, longitude)
     values (gen_random_uuid(), $1, $2, '東京都江東区新砂3-1', $3, $4) returning id`,
    [companyId, base.name, base.latitude, base.longitude],
  );
  const { rows: drivers } = await db.query(
    `insert into drivers (id, company_id, name, name_kana, active)
     select gen_random_uuid(), $1, 'ベンチ 運転手 ' || lpad(i::text, 2, '0'), 'ベンチ ウンテンシュ ' || lpad(i::text, 2, '0'), true
     from generate_series(1, $2) i returning id, name`,
    [companyId, routeCount],
  );
  await db.query(
    `insert into driver_profiles (id, company_id, driver_id, driver_license_expired, available_from, available_until)
     select gen_random_uuid(), $1, d, '2031-12-31', $3, $4 from unnest($2::uuid[]) d`,
    [companyId, drivers.map((d) => d.id), driverHours.from, driverHours.until],
  );
  const { rows: vehicles } = await db.query(
    `insert into vehicles (id, company_id, registration_number, name, vehicle_class, max_load_kg, base_id, active)
     select gen_random_uuid(), $1, '江東 100 ベ ' || lpad(i::text, 2, '0'), 'ベンチ車 ' || lpad(i::text, 2, '0'),
       (case when c >= 4000 then 'medium' else 'small' end)::vehicle_class, c, $2, true
     from (select i, ($3::int[])[1 + i % 3] c from generate_series(1, $4) i) v
     returning id, max_load_kg`,
    [companyId, b.id, capacities, routeCount],
  );
  const { rows: courses } = await db.query(
    `insert into courses (id, company_id, delivery_date, name, base_id, start_time, end_time, status)
     select gen_random_uuid(), $1, $2, 'ベンチ便 ' || lpad(i::text, 2, '0'), $3, '08:00', '18:00', 'planned'
     from generate_series(1, $4) i returning id, name`,
    [companyId, date, b.id, courseCount],
  );
  courses.sort((x, y) => x.name.localeCompare(y.name));
  const { rows: stops } = await db.query(
    `insert into destinations (id, company_id, course_id, type, sequence, name, address1, latitude, longitude,
       time_window_start, time_window_end, service_minutes, quantity, weight_kg)
     select gen_random_uuid(), $1, s.course_id, 'delivery', s.sequence, s.name, '東京都', s.latitude, s.longitude,
       s.tws, s.twe, s.service_minutes, s.quantity, s.weight_kg
     from jsonb_to_recordset($2::jsonb) as s(course_id uuid, sequence int, name text, latitude float8,
       longitude float8, tws text, twe text, service_minutes int, quantity int, weight_kg float8)
     returning id, name`,
    [
      companyId,
      JSON.stringify(
        stopRows.map((s) => ({
          course_id: courses[s.course].id,
          sequence: s.sequence,
          name: s.name,
          latitude: s.latitude,
          longitude: s.longitude,
          tws: s.timeWindowStart,
          twe: s.timeWindowEnd,
          service_minutes: s.serviceMinutes,
          quantity: s.quantity,
          weight_kg: s.weightKg,
        })),
      ),
    ],
  );
  for (const t of ['bases', 'drivers', 'driver_profiles', 'vehicles', 'courses', 'destinations'])
    await db.query(`vacuum analyze ${t}`);
  const byName = new Map(stopRows.map((s) => [s.name, s]));
  return {
    baseId: b.id,
    drivers,
    vehicles,
    courses,
    stops: new Map(stops.map((s) => [s.id, byName.get(s.name)])),
  };
}

/** Checks the plan against what was seeded: each stop once, windows, capacities, hours. */
function checkPlan(result, seeded, settings) {
  const problems = [];
  const seen = new Map();
  const cap = new Map(seeded.vehicles.map((v) => [v.id, v.max_load_kg]));
  const pairs = new Set(seeded.drivers.map((d, i) => `${d.id}/${seeded.vehicles[i].id}`));
  for (const r of result.routes) {
    if (!pairs.has(`${r.driverId}/${r.vehicleId}`))
      problems.push(`${r.driverName}: not a pair of the request`);
    let weight = 0;
    let prev = -1;
    for (const s of r.stops) {
      seen.set(s.stopId, (seen.get(s.stopId) ?? 0) + 1);
      const stop = seeded.stops.get(s.stopId);
      if (!stop) {
        problems.push(`${s.stopId}: not a stop of the bench`);
        continue;
      }
      weight += stop.weightKg;
      const start = minutes(s.start);
      if (minutes(s.arrival) > start || start > minutes(s.departure) || minutes(s.arrival) < prev)
        problems.push(`${r.driverName} ${stop.name}: times out of order`);
      prev = minutes(s.departure);
      // Times are rounded to the minute.
      if (stop.timeWindowStart && start < minutes(stop.timeWindowStart) - 1)
        problems.push(`${r.driverName} ${stop.name}: starts ${s.start} before ${stop.timeWindowStart}`);
      if (stop.timeWindowEnd && start > minutes(stop.timeWindowEnd) + 1)
        problems.push(`${r.driverName} ${stop.name}: starts ${s.start} after ${stop.timeWindowEnd}`);
    }
    if (weight > (cap.get(r.vehicleId) ?? Infinity))
      problems.push(`${r.vehicleName}: ${weight} kg over ${cap.get(r.vehicleId)} kg`);
    if (Math.abs(weight - r.loadKg) > 0.5)
      problems.push(`${r.vehicleName}: loadKg ${r.loadKg}, stops ${weight}`);
    if (minutes(r.departure) < minutes(driverHours.from) - 1)
      problems.push(`${r.driverName}: leaves ${r.departure} before ${driverHours.from}`);
    if (minutes(r.arrival) > minutes(driverHours.until) + 1)
      problems.push(`${r.driverName}: back ${r.arrival} after ${driverHours.until}`);
    if (r.durationMinutes > settings.maxWorkingMinutes + 1)
      problems.push(`${r.driverName}: 拘束 ${r.durationMinutes} min over ${settings.maxWorkingMinutes}`);
    if (r.drivingMinutes > settings.maxDrivingMinutes + 1)
      problems.push(`${r.driverName}: driving ${r.drivingMinutes} min over ${settings.maxDrivingMinutes}`);
  }
  for (const u of result.unserved) seen.set(u.stopId, (seen.get(u.stopId) ?? 0) + 1);
  for (const id of seeded.stops.keys()) {
    const n = seen.get(id) ?? 0;
    if (n !== 1) problems.push(`${seeded.stops.get(id).name}: in the plan ${n} times`);
  }
  return problems;
}

function stats(latencies) {
  const sorted = latencies.map((r) => r.ms).sort((a, b) => a - b);
  return {
    n: sorted.length,
    line: sorted.length
      ? `p50 ${f1(pct(sorted, 50))}  p95 ${f1(pct(sorted, 95))}  p99 ${f1(pct(sorted, 99))}  max ${f1(sorted.at(-1))} ms`
      : '–',
    p99: pct(sorted, 99),
  };
}

await database.create();
const server = await startServer({ databaseUrl: database.url, password, env: { ROUTING_URL: '' } });
const db = new pg.Client({ connectionString: database.url });
try {
  await db.connect();
  const {
    rows: [admin],
  } = await db.query(`select company_id from users where email = 'admin2@example.com'`);
  const t0 = performance.now();
  const seeded = await seedCompany(db, admin.company_id);
  const {
    rows: [saved],
  } = await db.query('select * from routing_duration_settings where company_id = $1', [admin.company_id]);
  const settings = {
    maxWorkingMinutes: saved?.max_working_minutes ?? 780,
    maxDrivingMinutes: saved?.max_driving_minutes ?? 540,
  };
  console.log(
    `seeded ${seeded.stops.size} stops in ${seeded.courses.length} courses on ${date}, ${seeded.drivers.length} drivers, ` +
      `${seeded.vehicles.length} vehicles (${capacities.join('/')} kg) in ${f1((performance.now() - t0) / 1000)} s`,
  );
  const auth = await signIn(server.base, 'admin2@example.com', password);
  const json = { ...auth, 'content-type': 'application/json' };
  const call = async (method, p, body) => {
    const started = performance.now();
    const res = await fetch(`${server.base}${p}`, {
      method,
      headers: body ? json : auth,
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    const ms = performance.now() - started;
    if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${text.slice(0, 300)}`);
    return { body: JSON.parse(text), ms };
  };

  // What the screen reads first.
  const targets = await call('POST', '/v1/courses/optimize/targets/search', {
    deliveryDate: date,
    baseId: seeded.baseId,
  });
  const targetStops = targets.body.courses.reduce((n, c) => n + c.stopCount, 0);
  console.log(
    `targets/search: ${targets.body.courses.length} courses, ${targetStops} stops, ${targets.body.drivers.length} drivers, ` +
      `${targets.body.vehicles.length} vehicles in ${f1(targets.ms)} ms`,
  );

  // The stream of other requests, on schedule; each result keeps its start time and phase.
  const streamed = [];
  let inFlight = 0;
  let skipped = 0;
  let phase = 'warm-up';
  const paths = [...seeded.vehicles.map((v) => `/v1/vehicles/${v.id}`), `/v1/courses?deliveryDate=${date}`];
  const kindOf = (p) =>
    p.startsWith('/v1/vehicles/') ? 'GET /v1/vehicles/{id}' : 'GET /v1/courses?deliveryDate=';
  let streamStop = false;
  const maxStreamRequests = Math.ceil(rate * (baselineSeconds + timeLimit + 120));
  async function one(i) {
    // Every other request is the course list, the rest a vehicle in turn.
    const p = i % 2 ? paths.at(-1) : paths[(i / 2) % seeded.vehicles.length];
    const at = phase;
    const started = performance.now();
    inFlight++;
    let status = 0;
    try {
      const res = await fetch(`${server.base}${p}`, { headers: auth });
      await res.arrayBuffer();
      status = res.status;
    } catch {
      status = -1;
    } finally {
      inFlight--;
    }
    streamed.push({ kind: kindOf(p), phase: at, started, ms: performance.now() - started, status });
  }
  const pending = new Set();
  async function stream() {
    const start = performance.now();
    for (let i = 0; i < maxStreamRequests && !streamStop; i++) {
      const wait = start + (i * 1000) / rate - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      if (streamStop) break;
      if (inFlight >= maxInFlight) {
        skipped++;
        continue;
      }
      const p = one(i);
      pending.add(p);
      p.finally(() => pending.delete(p));
    }
    await Promise.all(pending);
  }
  const rss = [];
  const sampler = setInterval(() => {
    try {
      rss.push({ phase, mb: rssOf(server.pid) });
    } catch {}
  }, 100);

  const streaming = stream();
  await new Promise((r) => setTimeout(r, 1000)); // warm-up: prepared statements, caches
  phase = 'before';
  await new Promise((r) => setTimeout(r, baselineSeconds * 1000));

  // The solve.
  const request = {
    deliveryDate: date,
    baseId: seeded.baseId,
    courseIds: seeded.courses.map((c) => c.id),
    driverIds: seeded.drivers.map((d) => d.id),
    vehicleIds: seeded.vehicles.map((v) => v.id),
    options: { timeLimitSeconds: timeLimit, objective: 'distance' },
  };
  const cpuBefore = cpuMsOf(server.pid);
  phase = 'solve';
  const tStart = performance.now();
  const started = await call('POST', '/v1/courses/optimize', request);
  const runId = started.body.runId;
  const polls = [];
  let firstPlan;
  let firstAllServed;
  let run;
  const deadline = tStart + (timeLimit + 90) * 1000;
  for (;;) {
    const r = await call('GET', `/v1/courses/optimize/${runId}`);
    const at = performance.now() - tStart;
    polls.push({ ms: r.ms });
    run = r.body;
    if (run.progress?.distanceKm != null && !firstPlan) firstPlan = { at, ...run.progress };
    if (run.progress?.unserved === 0 && !firstAllServed) firstAllServed = { at, ...run.progress };
    if (run.status !== 'running') break;
    if (performance.now() > deadline) {
      await call('POST', `/v1/courses/optimize/${runId}/cancel`, {}).catch(() => {});
      break;
    }
    await new Promise((r) => setTimeout(r, pollMs));
  }
  const toResult = performance.now() - tStart;
  const cpuMs = cpuMsOf(server.pid) - cpuBefore;
  phase = 'after';
  streamStop = true;
  await streaming;
  clearInterval(sampler);
  const hwm =
    Number(/VmHWM:\s+(\d+)/.exec(fs.readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

  // Figures.
  const result = run.result;
  const during = streamed.filter((r) => r.phase === 'solve');
  const before = streamed.filter((r) => r.phase === 'before');
  const solveMs = run.finishedAt ? new Date(run.finishedAt) - new Date(run.createdAt) : null;
  const problems = result ? checkPlan(result, seeded, settings) : ['no result'];
  const reasons = {};
  for (const u of result?.unserved ?? []) reasons[u.reason] = (reasons[u.reason] ?? 0) + 1;
  const served = result ? result.routes.reduce((n, r) => n + r.stops.length, 0) : 0;
  const rssOfPhase = (p) => rss.filter((s) => s.phase === p).map((s) => s.mb);
  const rssBefore = rssOfPhase('before');
  const rssSolve = rssOfPhase('solve');
  const errorsOf = (rows) => rows.filter((r) => r.status < 200 || r.status >= 300).length;
  const st = (rows) => stats(rows);
  const duringAll = st(during);
  // Where in the solve the slow answers were: the slowest answer of each 5 s of it.
  const slices = [];
  for (const r of during) {
    const k = Math.floor((r.started - tStart) / 5000);
    slices[k] = Math.max(slices[k] ?? 0, r.ms);
  }
  const at = (p) =>
    p ? `${secs(p.at)} (${p.distanceKm} km, ${p.vehicles} routes, ${p.unserved} unserved)` : '–';
  console.log(`
${seeded.stops.size} stops, ${seeded.drivers.length} drivers/vehicles, time limit ${timeLimit} s, objective distance, straight-line travel times
run               ${run.status}${run.error ? ` (${run.error})` : ''}; POST answered 202 in ${f1(started.ms)} ms
time to result    ${secs(toResult)} (from the POST to the poll that saw it; server-side createdAt → finishedAt ${solveMs === null ? '–' : secs(solveMs)})
first plan        ${at(firstPlan)}  (progress as polled every ${pollMs} ms; the server writes it at most every 500 ms)
first all served  ${at(firstAllServed)}
result            ${served} served, ${result?.unserved.length ?? '–'} unserved${Object.keys(reasons).length ? ` ${JSON.stringify(reasons)}` : ''}; ${result?.routes.length ?? '–'} routes; ${result?.distanceKm ?? '–'} km; travel ${result?.travelSource ?? '–'}
routes            ${result ? result.routes.map((r) => `${r.stops.length}`).join(' ') : '–'} stops; longest 拘束 ${result ? Math.max(...result.routes.map((r) => r.durationMinutes)) : '–'} min, driving ${result ? Math.max(...result.routes.map((r) => r.drivingMinutes)) : '–'} min
plan checks       ${problems.length === 0 ? 'ok (each stop once, time windows, capacities, driver hours, 拘束 and driving limits)' : `${problems.length} problems: ${problems.slice(0, 5).join('; ')}`}

other requests, ${rate}/s open loop (${skipped} skipped at ${maxInFlight} in flight):
  ${`before the solve (${baselineSeconds} s)`.padEnd(27)}n ${before.length}, errors ${errorsOf(before)}: ${st(before).line}
  ${'during the solve'.padEnd(27)}n ${during.length}, errors ${errorsOf(during)}: ${duringAll.line}
${[...new Set(during.map((r) => r.kind))]
  .map(
    (k) =>
      `    ${k.padEnd(32)}n ${during.filter((r) => r.kind === k).length}: ${st(during.filter((r) => r.kind === k)).line}`,
  )
  .join('\n')}
  ${'slowest per 5 s'.padEnd(27)}${Array.from(slices, (v, k) => `${k * 5}s:${f1(v ?? 0)}`).join('  ')} ms
  ${'polls of the run'.padEnd(27)}n ${polls.length}: ${stats(polls).line}
server            RSS before ${rssBefore.length ? f1(Math.max(...rssBefore)) : '–'} MB, during the solve ${rssSolve.length ? `${f1(Math.min(...rssSolve))}–${f1(Math.max(...rssSolve))}` : '–'} MB, after ${f1(rssOf(server.pid))} MB, VmHWM ${f1(hwm)} MB; CPU during the solve ${f1(cpuMs / 1000)} s over ${f1(toResult / 1000)} s
machine           ${os.cpus().length} CPUs, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}, node ${process.version}`);
  const feasible = run.status === 'succeeded' && problems.length === 0;
  console.log(
    `target: feasible plan in < 30 s: ${feasible && toResult < 30_000 ? 'met' : 'missed'}; ` +
      `other requests p99 < 100 ms during the solve: ${duringAll.p99 < 100 && errorsOf(during) === 0 ? 'met' : 'missed'}`,
  );
} finally {
  await db.end();
  await server.stop();
  await database.drop();
}
