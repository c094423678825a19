// Drivers' phones posting positions: 500 drivers (users with ID tokens) of one company on a throw-away
// PostgreSQL database, each posting a batch of 10 points every 30 s, the sends spread evenly over the
// 30 s (about 17 requests a second), for 60 s against the built server. Prints requests, points/s,
// latency percentiles, errors, and whether a backlog grew: requests in flight at each 5 s mark and the
// lag between each send's scheduled and actual start (a client that cannot keep up shows it there).
// Target: p99 < 100 ms and no growing backlog.
//
//   npm run build -w @rikuun/server && node bench/api/locations-load.mjs \
//     [--admin-url postgres://postgres@127.0.0.1:5432/test] [--drivers 500] [--seconds 60] [--every 30]
//     [--profile /tmp/prof]
import os from 'node:os';
import pg from 'pg';
import { arg, cpuMsOf, rssOf, signIn, startServer, throwAwayDatabase } from './harness.mjs';

const adminUrl = arg(
  'admin-url',
  process.env.TEST_DATABASE_URL ?? process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
);
const driverCount = Number(arg('drivers', '500'));
const seconds = Number(arg('seconds', '60'));
const everyMs = Number(arg('every', '30')) * 1000;
const pointsPerBatch = 10;
const password = 'bench-password-123';
/** --profile DIR: the server writes a V8 CPU profile there (open it in Chrome DevTools). */
const profileDir = arg('profile', '');
const database = throwAwayDatabase(adminUrl, 'rikuun_bench_locations');

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const ms = (v) => `${v.toFixed(1)} ms`;

/** The drivers and their users, written by PostgreSQL in two statements; all share the demo password. */
async function seedDrivers(db) {
  const {
    rows: [demo],
  } = await db.query(`select company_id, password_hash from users where email = 'driver@example.com'`);
  await db.query(
    `insert into users (id, email, name, role, company_id, password_hash)
     select gen_random_uuid(), 'bench-driver-' || i || '@example.test', 'ベンチ ドライバー ' || i, 'driver', $1, $2
     from generate_series(1, $3) i`,
    [demo.company_id, demo.password_hash, driverCount],
  );
  await db.query(
    `insert into drivers (id, company_id, user_id, name, name_kana, active)
     select gen_random_uuid(), company_id, id, name, 'ベンチ', true from users
     where email like 'bench-driver-%@example.test'`,
  );
}

/** Signs every driver in, a few at a time (argon2 takes its time per sign-in, by design). */
async function signInAll(base) {
  const tokens = new Array(driverCount);
  let next = 0;
  await Promise.all(
    Array.from({ length: os.availableParallelism() * 2 }, async () => {
      while (next < driverCount) {
        const i = next++;
        tokens[i] = await signIn(base, `bench-driver-${i + 1}@example.test`, password);
      }
    }),
  );
  return tokens;
}

/** Ten points of the last 30 s along a line from the driver's own start point, as a phone sends them. */
function batchOf(driver, round, now) {
  const startLat = 35.5 + (driver % 50) * 0.01;
  const startLng = 139.5 + Math.floor(driver / 50) * 0.01;
  return {
    points: Array.from({ length: pointsPerBatch }, (_, k) => {
      const step = round * pointsPerBatch + k;
      return {
        latitude: startLat + step * 0.0003,
        longitude: startLng + step * 0.0002,
        accuracy: 8 + (k % 5),
        heading: 35,
        speed: 11.2,
        recordedAt: new Date(now - (pointsPerBatch - 1 - k) * (everyMs / pointsPerBatch)).toISOString(),
      };
    }),
  };
}

await database.create();
const server = await startServer({
  databaseUrl: database.url,
  password,
  nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
  env: { AUTH_SIGN_IN_MAX_ATTEMPTS: '1000000', DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE ?? '10' },
});
const db = new pg.Client({ connectionString: database.url });
await db.connect();
try {
  let t0 = performance.now();
  await seedDrivers(db);
  const tokens = await signInAll(server.base);
  console.log(
    `${driverCount} drivers created and signed in: ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );

  const latencies = [];
  const lags = [];
  const inFlightMarks = [];
  let inFlight = 0;
  let errors = 0;
  let accepted = 0;
  const errorKinds = new Map();
  const cpuBefore = cpuMsOf(server.pid);

  async function send(driver, round, scheduledAt) {
    const startedAt = performance.now();
    lags.push({ at: scheduledAt - t0, lag: startedAt - scheduledAt });
    inFlight++;
    try {
      const res = await fetch(`${server.base}/v1/locations`, {
        method: 'POST',
        headers: { ...tokens[driver], 'content-type': 'application/json' },
        body: JSON.stringify(batchOf(driver, round, Date.now())),
      });
      const body = await res.json();
      if (res.ok) accepted += body.accepted;
      else {
        errors++;
        errorKinds.set(res.status, (errorKinds.get(res.status) ?? 0) + 1);
      }
    } catch (err) {
      errors++;
      errorKinds.set(err.code ?? 'network', (errorKinds.get(err.code ?? 'network') ?? 0) + 1);
    } finally {
      inFlight--;
      latencies.push(performance.now() - startedAt);
    }
  }

  // Every send is scheduled up front at its own instant; a late timer shows as lag.
  t0 = performance.now();
  const sends = [];
  const rounds = Math.ceil((seconds * 1000) / everyMs);
  for (let round = 0; round < rounds; round++) {
    for (let driver = 0; driver < driverCount; driver++) {
      const at = round * everyMs + (driver * everyMs) / driverCount;
      if (at >= seconds * 1000) continue;
      sends.push(
        new Promise((resolve) =>
          setTimeout(
            () => send(driver, round, t0 + at).then(resolve),
            Math.max(0, t0 + at - performance.now()),
          ),
        ),
      );
    }
  }
  const marks = setInterval(() => {
    inFlightMarks.push(`${Math.round((performance.now() - t0) / 1000)}s:${inFlight}`);
  }, 5000);
  await Promise.all(sends);
  clearInterval(marks);
  const elapsed = (performance.now() - t0) / 1000;
  const cpuMs = cpuMsOf(server.pid) - cpuBefore;

  latencies.sort((a, b) => a - b);
  // A backlog that grows shows as a later half lagging more than the first.
  const lagsOf = (keep) =>
    lags
      .filter(keep)
      .map((l) => l.lag)
      .sort((a, b) => a - b);
  const allLags = lagsOf(() => true);
  const firstHalf = lagsOf((l) => l.at < (seconds * 1000) / 2);
  const secondHalf = lagsOf((l) => l.at >= (seconds * 1000) / 2);
  const {
    rows: [stored],
  } = await db.query(
    'select (select count(*) from driver_locations)::int points, (select count(*) from driver_last_positions)::int last',
  );
  console.log(`
POST /v1/locations: ${driverCount} drivers × ${pointsPerBatch} points every ${everyMs / 1000} s for ${seconds} s (${elapsed.toFixed(1)} s)
requests        ${latencies.length} (${(latencies.length / elapsed).toFixed(1)}/s), errors ${errors}${errorKinds.size ? ` ${JSON.stringify(Object.fromEntries(errorKinds))}` : ''}
points          ${accepted} accepted, ${(accepted / elapsed).toFixed(0)} points/s; in the table: ${stored.points}, last positions: ${stored.last}
latency         p50 ${ms(pct(latencies, 50))}  p95 ${ms(pct(latencies, 95))}  p99 ${ms(pct(latencies, 99))}  max ${ms(latencies.at(-1) ?? 0)}
send lag        p50 ${ms(pct(allLags, 50))}  p99 ${ms(pct(allLags, 99))}  max ${ms(allLags.at(-1) ?? 0)}; p99 first half ${ms(pct(firstHalf, 99))}, second half ${ms(pct(secondHalf, 99))}
in flight       ${inFlightMarks.join('  ')}
server          ${(cpuMs / latencies.length).toFixed(2)} CPU ms/request, RSS ${rssOf(server.pid).toFixed(0)} MB
machine         ${os.cpus().length} CPUs, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`);
  const p99 = pct(latencies, 99);
  // Growing: requests piling up in flight, or sends starting later and later.
  const backlog =
    inFlightMarks.some((m) => Number(m.split(':')[1]) > 20) ||
    pct(secondHalf, 99) > 2 * pct(firstHalf, 99) + 50;
  console.log(`target p99 < 100 ms: ${p99 < 100 ? 'met' : 'missed'}; backlog: ${backlog ? 'grew' : 'none'}`);
} finally {
  await db.end();
  await server.stop();
  await database.drop();
}
