// The consignors' live map (お届けマップ) under the drivers' load (issue 12): 200 consignor users each
// watching GET /v1/consignor/deliveries/stream while 500 drivers post POST /v1/locations. Two instances
// of the built server share one throw-away PostgreSQL database: the watchers' streams are open on one,
// the drivers post to the other, so every update crosses instances through LISTEN/NOTIFY (lib/pubsub).
//
// Seeded by SQL: consignors (20 × 10 users watching by default), transport companies, drivers with
// their users, and for each driver one course of today (Asia/Tokyo) for one of the consignors
// (courses.consignor_id), in progress, with a first action an hour ago (a consignor sees a position
// only from a course's first action on). Then every user signs in through the API (argon2, slow by
// design), each watcher takes its own stream token and opens its stream (fetch + reader), and the
// drivers post batches of 10 points: first every 30 s (the phone's rate) for 60 s, then every 5 s for
// 30 s, each phase's sends spread evenly. The newest point of each batch carries the send time as its
// recordedAt, so each `position` event a watcher receives names the post it answers; a post is
// delivered to a watcher by the first event of that driver with that recordedAt or a later one (the
// map then shows the post's position or a newer one). Prints events expected and received, the delay
// from the post's send to the watcher's receipt (p50/p95/p99/max, per phase), POST latency, errors and
// both servers' RSS. Target: every watcher updated within 2 s.
//
//   npm run build -w @rikuun/server && node bench/api/consignor-map-load.mjs \
//     [--admin-url postgres://postgres@127.0.0.1:5432/postgres] [--watchers 200] [--consignors 20]
//     [--drivers 500] [--companies 5] [--phases 30:60,5:30] [--grace 5] [--one-instance] [--history-days 0]
//     [--profile DIR]
//
// --phases: every:seconds pairs (a batch per driver every `every` s for `seconds` s), run in order.
// --one-instance: watchers and drivers on the same server (no cross-instance hop).
// --history-days D: past completed courses of the same drivers and consignors (5 stops and 10 actions
// each), so the database holds the history a live system has (500 drivers × 30 days = 150,000 actions).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { arg, cpuMsOf, root, rssOf, signIn, startServer, throwAwayDatabase } from './harness.mjs';

const adminUrl = arg(
  'admin-url',
  process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
);
const watcherCount = Number(arg('watchers', '200'));
const consignorCount = Number(arg('consignors', '20'));
const driverCount = Number(arg('drivers', '500'));
const companyCount = Number(arg('companies', '5'));
const phases = arg('phases', '30:60,5:30')
  .split(',')
  .map((p) => {
    const [every, seconds] = p.split(':').map(Number);
    return { every, seconds };
  });
const graceMs = Number(arg('grace', '5')) * 1000;
/** --history-days D: each driver also has D past days of completed courses (5 stops, 10 actions each). */
const historyDays = Number(arg('history-days', '0'));
const oneInstance = process.argv.includes('--one-instance');
/** --profile DIR: the streams' server writes a V8 CPU profile there (open it in Chrome DevTools). */
const profileDir = arg('profile', '');
const targetMs = 2000;
const pointsPerBatch = 10;
const password = 'bench-password-123';

if (!fs.existsSync(process.env.PRODUCT_MAIN ?? `${root}apps/server/dist/main.js`)) {
  throw new Error('apps/server/dist/main.js is missing: npm run build -w @rikuun/server');
}
const database = throwAwayDatabase(adminUrl, 'rikuun_bench_consignor_map');
const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Tokyo' }).format(new Date());

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const ms = (v) => `${v.toFixed(0)} ms`;
const stats = (values) => {
  const s = [...values].sort((a, b) => a - b);
  return `p50 ${ms(pct(s, 50))}  p95 ${ms(pct(s, 95))}  p99 ${ms(pct(s, 99))}  max ${ms(s.at(-1) ?? 0)}`;
};
const consignorOfDriver = (i) => i % consignorCount;
const consignorOfWatcher = (w) => w % consignorCount;
const ids = (n) => Array.from({ length: n }, () => crypto.randomUUID());

/** Companies, consignors, their users, drivers and today's courses with a first action, by SQL. */
async function seed(db) {
  const {
    rows: [demo],
  } = await db.query(`select password_hash from users where email = 'driver@example.com'`);
  const companyIds = ids(companyCount);
  const consignorIds = ids(consignorCount);
  await db.query(
    `insert into companies (id, name, name_kana)
     select id, 'ベンチ運送 ' || n, 'ベンチウンソウ' from unnest($1::uuid[]) with ordinality as t(id, n)`,
    [companyIds],
  );
  await db.query(
    `insert into consignors (id, name, name_kana)
     select id, 'ベンチ荷主 ' || n, 'ベンチニヌシ' from unnest($1::uuid[]) with ordinality as t(id, n)`,
    [consignorIds],
  );
  const watcherEmails = Array.from({ length: watcherCount }, (_, w) => `bench-watcher-${w + 1}@example.test`);
  await db.query(
    `insert into users (id, email, name, role, consignor_id, password_hash)
     select gen_random_uuid(), email, 'ベンチ 荷主担当 ' || n, 'consignor_user', consignor_id, $3
     from unnest($1::text[], $2::uuid[]) with ordinality as t(email, consignor_id, n)`,
    [watcherEmails, watcherEmails.map((_, w) => consignorIds[consignorOfWatcher(w)]), demo.password_hash],
  );
  const driverEmails = Array.from({ length: driverCount }, (_, i) => `bench-driver-${i + 1}@example.test`);
  const driverCompanies = driverEmails.map((_, i) => companyIds[i % companyCount]);
  const userIds = ids(driverCount);
  const driverIds = ids(driverCount);
  const courseIds = ids(driverCount);
  await db.query(
    `insert into users (id, email, name, role, company_id, password_hash)
     select id, email, 'ベンチ' || n || ' 太郎', 'driver', company_id, $4
     from unnest($1::uuid[], $2::text[], $3::uuid[]) with ordinality as t(id, email, company_id, n)`,
    [userIds, driverEmails, driverCompanies, demo.password_hash],
  );
  await db.query(
    `insert into drivers (id, company_id, user_id, name, name_kana, active)
     select d.id, u.company_id, u.id, u.name, 'ベンチ', true
     from unnest($1::uuid[], $2::uuid[]) as d(id, user_id) join users u on u.id = d.user_id`,
    [driverIds, userIds],
  );
  await db.query(
    `insert into courses (id, company_id, delivery_date, name, driver_id, status, consignor_id, start_time)
     select id, company_id, $5::date, 'ベンチ便 ' || n, driver_id, 'in_progress', consignor_id, '08:00'
     from unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::uuid[]) with ordinality
       as t(id, company_id, driver_id, consignor_id, n)`,
    [
      courseIds,
      driverCompanies,
      driverIds,
      driverIds.map((_, i) => consignorIds[consignorOfDriver(i)]),
      today,
    ],
  );
  await db.query(
    `insert into destinations (id, company_id, course_id, sequence, name, address1, latitude, longitude, status)
     select gen_random_uuid(), company_id, id, 1, '配送先 ' || name, '東京都江東区', 35.65, 139.8, 'arrived' from courses
     where id = any($1::uuid[])`,
    [courseIds],
  );
  await db.query(
    `insert into destination_actions (id, company_id, destination_id, course_id, type, at)
     select gen_random_uuid(), company_id, id, course_id, 'arrived', now() - interval '1 hour' from destinations
     where course_id = any($1::uuid[])`,
    [courseIds],
  );
  if (historyDays > 0) {
    await db.query(
      `insert into courses (id, company_id, delivery_date, name, driver_id, status, consignor_id, start_time)
       select gen_random_uuid(), c.company_id, c.delivery_date - d, c.name, c.driver_id, 'completed', c.consignor_id, '08:00'
       from courses c cross join generate_series(1, $2::int) d where c.id = any($1::uuid[])`,
      [courseIds, historyDays],
    );
    await db.query(
      `insert into destinations (id, company_id, course_id, sequence, name, status)
       select gen_random_uuid(), c.company_id, c.id, s, '配送先 ' || s, 'completed'
       from courses c cross join generate_series(1, 5) s
       where c.name like 'ベンチ便 %' and c.delivery_date < $1::date`,
      [today],
    );
    await db.query(
      `insert into destination_actions (id, company_id, destination_id, course_id, type, at)
       select gen_random_uuid(), d.company_id, d.id, d.course_id, t.type,
         (c.delivery_date + time '09:00' + d.sequence * interval '40 minutes' + t.after) at time zone 'Asia/Tokyo'
       from destinations d join courses c on c.company_id = d.company_id and c.id = d.course_id
       cross join (values ('arrived'::destination_action_type, interval '0'), ('completed', interval '10 minutes')) t(type, after)
       where c.name like 'ベンチ便 %' and c.delivery_date < $1::date`,
      [today],
    );
  }
  return { driverIds };
}

/** Signs the users in, a few at a time (argon2 takes its time per sign-in, by design). */
async function signInAll(base, emails) {
  const tokens = new Array(emails.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: os.availableParallelism() * 2 }, async () => {
      while (next < emails.length) {
        const i = next++;
        tokens[i] = await signIn(base, emails[i], password);
      }
    }),
  );
  return tokens;
}

// --- the run's record ---------------------------------------------------------------------------
/** Per driver, its posts in send order: {sentAt (ms epoch, = the newest point's recordedAt), phase, ok, latency}. */
let posts = [];
/** Per watcher, per driver: how many of the driver's posts it has seen (a post is seen by an event at or after it). */
let seen = [];
/** Delays of delivered (watcher, post) pairs: {phase, delay}; `ok` of the post is checked at the end. */
const deliveries = [];
const counts = { events: 0, positionEvents: 0, courseEvents: 0, duplicates: 0, unmatched: 0, heartbeats: 0 };
const streamErrors = new Map();
const countError = (map, key) => map.set(key, (map.get(key) ?? 0) + 1);

function onPositionEvent(watcher, event, receivedAt) {
  counts.positionEvents++;
  const driver = driverIndex.get(event.driverId);
  const recordedAt = Date.parse(event.position?.recordedAt);
  if (driver === undefined || Number.isNaN(recordedAt)) {
    counts.unmatched++;
    return;
  }
  const list = posts[driver];
  const mine = seen[watcher];
  let k = mine.get(driver) ?? 0;
  if (k >= list.length || list[k].sentAt > recordedAt) {
    // Nothing new: a position already shown (two hints read the same newest point), or no such post.
    if (list.some((p) => p.sentAt === recordedAt)) counts.duplicates++;
    else counts.unmatched++;
    return;
  }
  while (k < list.length && list[k].sentAt <= recordedAt) {
    deliveries.push({ post: list[k], delay: receivedAt - list[k].sentAt });
    k++;
  }
  mine.set(driver, k);
}

/** Opens one watcher's stream (its own stream token) and reads events until `signal` aborts. */
async function watch(base, authorization, watcher, signal, opened) {
  const tokenRes = await fetch(`${base}/v1/consignor/deliveries/stream-token`, {
    method: 'POST',
    headers: authorization,
  });
  if (!tokenRes.ok) throw new Error(`stream-token ${tokenRes.status}`);
  const { token } = await tokenRes.json();
  const res = await fetch(`${base}/v1/consignor/deliveries/stream?date=${today}&token=${token}`, {
    signal,
  });
  if (!res.ok || !res.body) throw new Error(`stream ${res.status}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let connected = false;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      const receivedAt = Date.now();
      buffer += decoder.decode(value, { stream: true });
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end < 0) break;
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block
          .split('\n')
          .filter((l) => l.startsWith('data:'))
          .map((l) => l.slice(5).trimStart())
          .join('\n');
        if (!connected) {
          connected = true;
          opened();
        }
        if (!data) {
          if (block.includes(': heartbeat')) counts.heartbeats++;
          continue;
        }
        counts.events++;
        const event = JSON.parse(data);
        if (event.type === 'position') onPositionEvent(watcher, event, receivedAt);
        else if (event.type === 'course') counts.courseEvents++;
      }
    }
    if (!finishing) countError(streamErrors, 'closed by the server');
  } catch (err) {
    if (!finishing) countError(streamErrors, err.code ?? err.name ?? 'read');
  }
}

// --- run ----------------------------------------------------------------------------------------
let driverIndex = new Map();
/** Set once the figures are taken: the servers' shutdown then ends the streams. */
let finishing = false;
await database.create();
const servers = [];
const db = new pg.Client({ connectionString: database.url });
const aborter = new AbortController();
try {
  const env = {
    AUTH_SIGN_IN_MAX_ATTEMPTS: '1000000',
    DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE ?? '10',
  };
  // One after the other: the first migrates and seeds the demo data, the second finds them done.
  servers.push(
    await startServer({
      databaseUrl: database.url,
      password,
      env,
      nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
    }),
  );
  if (!oneInstance) servers.push(await startServer({ databaseUrl: database.url, password, env }));
  const watchServer = servers[0];
  const postServer = servers.at(-1);
  await db.connect();

  let t0 = performance.now();
  const { driverIds } = await seed(db);
  driverIndex = new Map(driverIds.map((id, i) => [id, i]));
  const seededS = (performance.now() - t0) / 1000;
  const {
    rows: [{ n: historyActions }],
  } = await db.query('select count(*)::int n from destination_actions');
  t0 = performance.now();
  const [watcherTokens, driverTokens] = await Promise.all([
    signInAll(
      watchServer.base,
      Array.from({ length: watcherCount }, (_, w) => `bench-watcher-${w + 1}@example.test`),
    ),
    signInAll(
      postServer.base,
      Array.from({ length: driverCount }, (_, i) => `bench-driver-${i + 1}@example.test`),
    ),
  ]);
  const signedInS = (performance.now() - t0) / 1000;

  // A quick look at what a watcher's page reads first: the consignor's deliveries with positions.
  const first = await fetch(`${watchServer.base}/v1/consignor/deliveries?date=${today}`, {
    headers: watcherTokens[0],
  }).then((r) => r.json());
  const perConsignor = first.data?.length ?? 0;

  posts = Array.from({ length: driverCount }, () => []);
  seen = Array.from({ length: watcherCount }, () => new Map());
  t0 = performance.now();
  let openedCount = 0;
  let allOpened;
  const opened = new Promise((resolve) => {
    allOpened = resolve;
  });
  const onOpened = () => {
    if (++openedCount === watcherCount) allOpened();
  };
  // Read until the servers stop (they end the streams then).
  for (const [w, authorization] of watcherTokens.entries()) {
    watch(watchServer.base, authorization, w, aborter.signal, onOpened).catch((err) => {
      countError(streamErrors, `open: ${err.message}`);
      onOpened();
    });
  }
  await Promise.race([opened, new Promise((r) => setTimeout(r, 60_000))]);
  const openS = (performance.now() - t0) / 1000;
  // The streams subscribe to the pubsub before their first bytes, but let the LISTEN settle.
  await new Promise((r) => setTimeout(r, 500));
  console.log(
    `seeded ${companyCount} companies, ${consignorCount} consignors, ${watcherCount} consignor users, ` +
      `${driverCount} drivers and courses (${perConsignor} courses per consignor on ${today})` +
      (historyDays ? ` and ${historyDays} past days of courses (${historyActions} actions in all)` : '') +
      ` in ${seededS.toFixed(1)} s; ` +
      `signed in in ${signedInS.toFixed(1)} s; ${openedCount} streams open in ${openS.toFixed(1)} s` +
      (oneInstance ? ' (one instance)' : ` on ${watchServer.base}, drivers posting to ${postServer.base}`),
  );

  const postErrors = new Map();
  let inFlight = 0;
  let maxInFlight = 0;
  async function send(driver, phase, round) {
    const post = { sentAt: Date.now(), phase, ok: false, latency: 0 };
    posts[driver].push(post);
    const started = performance.now();
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    const every = phases[phase].every * 1000;
    try {
      const res = await fetch(`${postServer.base}/v1/locations`, {
        method: 'POST',
        headers: { ...driverTokens[driver], 'content-type': 'application/json' },
        body: JSON.stringify({
          points: Array.from({ length: pointsPerBatch }, (_, k) => {
            const step = (phase * 1000 + round) * pointsPerBatch + k;
            return {
              latitude: 35.5 + (driver % 50) * 0.01 + step * 0.0001,
              longitude: 139.5 + Math.floor(driver / 50) * 0.01 + step * 0.0001,
              accuracy: 8,
              heading: 35,
              speed: 11.2,
              // The newest point is the send time itself.
              recordedAt: new Date(
                post.sentAt - (pointsPerBatch - 1 - k) * (every / pointsPerBatch),
              ).toISOString(),
            };
          }),
        }),
      });
      await res.arrayBuffer();
      if (res.ok) post.ok = true;
      else countError(postErrors, res.status);
    } catch (err) {
      countError(postErrors, err.code ?? 'network');
    } finally {
      inFlight--;
      post.latency = performance.now() - started;
    }
  }

  // Each send scheduled up front at its own instant, phase after phase.
  const rss = new Map(servers.map((s) => [s.pid, { before: rssOf(s.pid), max: 0 }]));
  const cpuBefore = new Map(servers.map((s) => [s.pid, cpuMsOf(s.pid)]));
  const benchCpuBefore = process.cpuUsage();
  const sampler = setInterval(() => {
    for (const s of servers) {
      const r = rss.get(s.pid);
      r.max = Math.max(r.max, rssOf(s.pid));
    }
  }, 500);
  t0 = performance.now();
  const sends = [];
  let offset = 0;
  phases.forEach(({ every, seconds }, phase) => {
    const everyMs = every * 1000;
    for (let round = 0; round * everyMs < seconds * 1000; round++) {
      for (let driver = 0; driver < driverCount; driver++) {
        const at = round * everyMs + (driver * everyMs) / driverCount;
        if (at >= seconds * 1000) continue;
        const when = t0 + offset + at;
        sends.push(
          new Promise((resolve) =>
            setTimeout(() => send(driver, phase, round).then(resolve), Math.max(0, when - performance.now())),
          ),
        );
      }
    }
    offset += seconds * 1000;
  });
  await Promise.all(sends);
  const postedS = (performance.now() - t0) / 1000;
  // Let the last updates arrive, then close the streams.
  await new Promise((r) => setTimeout(r, graceMs));
  clearInterval(sampler);
  const cpuMs = new Map(servers.map((s) => [s.pid, cpuMsOf(s.pid) - cpuBefore.get(s.pid)]));
  const benchCpu = (({ user, system }) => user + system)(process.cpuUsage(benchCpuBefore));
  // The streams stay open and the servers end them when they stop: after this client aborted a stream,
  // the server's shutdown waited out its 10 s deadline on a connection of fetch's that stayed open.
  finishing = true;

  // --- figures ----------------------------------------------------------------------------------
  const watchersOf = Array.from({ length: consignorCount }, () => 0);
  for (let w = 0; w < watcherCount; w++) watchersOf[consignorOfWatcher(w)]++;
  const allPosts = posts.flatMap((list, driver) => list.map((p) => ({ ...p, driver, ref: p })));
  const lines = [];
  const phaseLabel = (i) => `every ${phases[i].every} s for ${phases[i].seconds} s`;
  for (const phase of [...phases.keys(), 'all']) {
    const mine = allPosts.filter((p) => phase === 'all' || p.phase === phase);
    const okPosts = mine.filter((p) => p.ok);
    const expected = okPosts.reduce((n, p) => n + watchersOf[consignorOfDriver(p.driver)], 0);
    const okSet = new Set(okPosts.map((p) => p.ref));
    const delays = deliveries.filter((d) => okSet.has(d.post)).map((d) => d.delay);
    const within = delays.filter((d) => d <= targetMs).length;
    const latencies = mine.map((p) => p.latency);
    const label = phase === 'all' ? 'all phases' : phaseLabel(phase);
    lines.push(
      `${label}:`,
      `  POST /v1/locations  ${mine.length} requests (${okPosts.length} ok), latency ${stats(latencies)}`,
      `  updates            ${expected} expected (posts × the consignor's watchers), ${delays.length} delivered ` +
        `(${expected ? ((100 * delays.length) / expected).toFixed(1) : '–'} %), ${within} within 2 s ` +
        `(${expected ? ((100 * within) / expected).toFixed(1) : '–'} %)`,
      `  delay send→watcher ${stats(delays)}`,
    );
  }
  const lateOrLost = (() => {
    const okPosts = allPosts.filter((p) => p.ok);
    const expected = okPosts.reduce((n, p) => n + watchersOf[consignorOfDriver(p.driver)], 0);
    const okSet = new Set(okPosts.map((p) => p.ref));
    return expected - deliveries.filter((d) => okSet.has(d.post)).length;
  })();
  const allDelays = deliveries
    .filter((d) => d.post.ok)
    .map((d) => d.delay)
    .sort((a, b) => a - b);
  // A backlog shows as delays growing over the run: p99 and max by 10 s of send time.
  const runStart = Math.min(...allPosts.map((p) => p.sentAt));
  const windows = new Map();
  for (const d of deliveries) {
    if (!d.post.ok) continue;
    const k = Math.floor((d.post.sentAt - runStart) / 10_000);
    if (!windows.has(k)) windows.set(k, []);
    windows.get(k).push(d.delay);
  }
  const timeline = [...windows.keys()]
    .sort((a, b) => a - b)
    .map((k) => {
      const s = windows.get(k).sort((a, b) => a - b);
      return `${k * 10}s:${ms(pct(s, 99))}/${ms(s.at(-1))}`;
    })
    .join('  ');
  console.log(`
${driverCount} drivers × ${pointsPerBatch} points (${phases.map((_, i) => phaseLabel(i)).join(', then ')}; ${postedS.toFixed(1)} s), ${watcherCount} watchers of ${consignorCount} consignors, grace ${graceMs / 1000} s
${lines.join('\n')}
delay by 10 s      p99/max ${timeline}
events received    ${counts.positionEvents} position (${counts.duplicates} repeating a position already shown, ${counts.unmatched} unmatched), ${counts.courseEvents} course, ${counts.heartbeats} heartbeats
not delivered      ${lateOrLost} (watcher, post) pairs without an event by ${graceMs / 1000} s after the last post
errors             POST ${postErrors.size ? JSON.stringify(Object.fromEntries(postErrors)) : 0}; streams ${streamErrors.size ? JSON.stringify(Object.fromEntries(streamErrors)) : 0}; POSTs in flight at most ${maxInFlight}
load generator     CPU ${(benchCpu / 1e6).toFixed(1)} s (this process)
servers            ${servers
    .map((s, i) => {
      const r = rss.get(s.pid);
      const role = oneInstance ? 'both' : i === 0 ? 'streams' : 'posts';
      return `${role}: RSS ${r.before.toFixed(0)} → max ${r.max.toFixed(0)} MB, CPU ${(cpuMs.get(s.pid) / 1000).toFixed(1)} s`;
    })
    .join('; ')}
machine            ${os.cpus().length} CPUs, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`);
  const met = lateOrLost === 0 && pct(allDelays, 100) <= targetMs;
  console.log(
    `target: every watcher updated within 2 s: ${met ? 'met' : 'missed'} (p99 ${ms(pct(allDelays, 99))}, max ${ms(allDelays.at(-1) ?? 0)}, ${lateOrLost} not delivered)`,
  );
} finally {
  finishing = true;
  await db.end().catch(() => undefined);
  const stopping = performance.now();
  for (const server of servers) await server.stop();
  aborter.abort();
  await database.drop();
  console.log(
    `servers stopped and database dropped in ${((performance.now() - stopping) / 1000).toFixed(1)} s`,
  );
}
