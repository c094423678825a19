// Several instances, tested together (issue 23 item 5): HAProxy in front of three instances of the built
// server on one PostgreSQL primary (a throw-away database), Redis for the sign-in counters when one
// answers on 127.0.0.1:6379, and S3-compatible storage (s3rver, a fake S3 server from npm, started
// with `npx`) or, with --no-s3, one local folder shared by the instances. Then:
//
//   1. sign-in rate limit: failed sign-ins for one address from one client, spread round-robin over
//      the three instances by the balancer, still meet the limit after AUTH_SIGN_IN_MAX_ATTEMPTS;
//   2. Idempotency-Key: a POST /v1/bases sent to instance 1 and retried with the same key on instances
//      2 and 3 gets the same answer and leaves one row; the same POST sent to two instances at once;
//   3. live map: consignor users hold GET /v1/consignor/deliveries/stream on instance 1 while drivers
//      post POST /v1/locations to instances 2 and 3 (PostgreSQL LISTEN/NOTIFY carries the change);
//      every post must reach every watcher of its consignor: delay p50/p99/max;
//   4. shared storage: an invoice PDF issued on instance 1 is read back on instance 2;
//   5. rolling restart under load: clients read GET /v1/vehicles/{id} and drivers post positions
//      through the balancer while each instance in turn gets SIGTERM (it drains: /v1/healthcheck
//      answers 503 and HAProxy's checks take it out, answers say Connection: close), exits, starts
//      again and is back in the balancer before the next: requests, errors, p50/p99/max, per instance.
//
// There is no read replica: the server has no DATABASE_READ_URL in this tree (another change adds it).
//
//   apt-get install -y haproxy     # Debian's package; the script stops with this hint if it is missing
//   npm run build -w @rikuun/server && node bench/cluster/cluster.mjs \
//     [--admin-url postgres://postgres@127.0.0.1:5432/postgres] [--redis-url redis://127.0.0.1:6379]
//     [--no-redis] [--no-s3] [--clients 20] [--watchers 20] [--drivers 20] [--restart-gap 5]
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { arg, root, rssOf, signIn, throwAwayDatabase, waitHealthy } from '../api/harness.mjs';

const adminUrl = arg(
  'admin-url',
  process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
);
const redisUrl = process.argv.includes('--no-redis') ? '' : arg('redis-url', 'redis://127.0.0.1:6379');
const useS3 = !process.argv.includes('--no-s3');
const clients = Number(arg('clients', '20'));
const watcherCount = Number(arg('watchers', '20'));
const driverCount = Number(arg('drivers', '20'));
/** Seconds of load before the first restart, between restarts and after the last one. */
const restartGapS = Number(arg('restart-gap', '5'));
const INSTANCES = 3;
const MAX_ATTEMPTS = 10;
/** Longer than HAProxy needs to see the 503 (fastinter 250 ms × fall 2 + the check's own time under load). */
const DRAIN_MS = 5000;
const password = 'bench-password-123';
const main = process.env.PRODUCT_MAIN ?? path.join(root, 'apps/server/dist/main.js');
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Tokyo' }).format(new Date());

if (spawnSync('haproxy', ['-v']).error) {
  console.error('haproxy is not installed: apt-get install -y haproxy (Debian package), then run again');
  process.exit(1);
}
if (!fs.existsSync(main)) {
  console.error('apps/server/dist/main.js is missing: npm run build -w @rikuun/server');
  process.exit(1);
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const stats = (values) => {
  const s = [...values].sort((a, b) => a - b);
  return `p50 ${pct(s, 50).toFixed(1)} ms, p99 ${pct(s, 99).toFixed(1)} ms, max ${(s.at(-1) ?? 0).toFixed(1)} ms`;
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
const reachable = (url) =>
  new Promise((resolve) => {
    const u = new URL(url);
    const socket = net.connect(Number(u.port || 6379), u.hostname);
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'rikuun-cluster-'));
const database = throwAwayDatabase(adminUrl, 'rikuun_bench_cluster');
const children = new Set();
const track = (child) => {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
};

// --- the pieces ---------------------------------------------------------------------------------
async function startS3() {
  const port = await freePort();
  const dir = path.join(work, 's3');
  fs.mkdirSync(dir);
  const child = track(
    spawn(
      'npx',
      [
        '--yes',
        's3rver@3.7.1',
        '-d',
        dir,
        '-a',
        '127.0.0.1',
        '-p',
        String(port),
        '--silent',
        '--configure-bucket',
        'rikuun',
      ],
      // Its own process group: npx runs s3rver as a child, and the end of the run stops both.
      { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
    ),
  );
  child.group = true;
  let stderr = '';
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  for (let i = 0; i < 300; i++) {
    if (child.exitCode != null) throw new Error(`s3rver did not start: ${stderr}`);
    if (await reachable(`http://127.0.0.1:${port}`)) return { port, child };
    await sleep(200);
  }
  throw new Error('s3rver did not start in 60 s');
}

function instanceEnv(port, shared) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: database.url,
    DATA_DIR: shared.dataDir,
    // One issuer, one link secret and one key secret for all: a token or a link from one instance
    // is good on the others.
    PUBLIC_URL: shared.publicUrl,
    FILE_URL_SECRET: shared.fileSecret,
    KEY_ENCRYPTION_SECRET: shared.keySecret,
    TRUST_PROXY: '127.0.0.1',
    SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
    AUTH_SIGN_IN_MAX_ATTEMPTS: String(MAX_ATTEMPTS),
    DEMO_PASSWORD: password,
    LOG_LEVEL: 'warn',
    ...(shared.redisUrl ? { REDIS_URL: shared.redisUrl } : {}),
    ...(shared.s3
      ? {
          S3_BUCKET: 'rikuun',
          S3_ENDPOINT: `http://127.0.0.1:${shared.s3.port}`,
          S3_ACCESS_KEY_ID: 'S3RVER',
          S3_SECRET_ACCESS_KEY: 'S3RVER',
          S3_FORCE_PATH_STYLE: 'true',
        }
      : {}),
  };
}

async function startInstance(instance, shared) {
  const child = track(
    spawn(process.execPath, [main], {
      env: instanceEnv(instance.port, shared),
      stdio: ['ignore', 'ignore', fs.openSync(path.join(work, `${instance.name}.log`), 'a')],
    }),
  );
  instance.child = child;
  instance.base = `http://127.0.0.1:${instance.port}`;
  await waitHealthy(instance.base, child);
}

async function stopInstance(instance) {
  const child = instance.child;
  const t0 = performance.now();
  child.kill('SIGTERM');
  const code = await new Promise((r) => (child.exitCode != null ? r(child.exitCode) : child.once('exit', r)));
  return { code, ms: performance.now() - t0 };
}

function haproxyConfig(port, instances, statsSocket) {
  return `global
  maxconn 4096
  stats socket ${statsSocket} mode 600 level admin

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  # Server-sent events stay open for minutes.
  timeout tunnel 1h
  option forwardfor
  # A request that never reached an instance (refused, or an idle connection closed under it) goes to
  # another one; never a request that an instance began to answer.
  retries 3
  option redispatch
  retry-on conn-failure empty-response

frontend api
  bind 127.0.0.1:${port}
  default_backend instances

backend instances
  balance roundrobin
  option httpchk GET /v1/healthcheck
  http-check expect status 200
  http-response set-header X-Instance %s
  # A check slower than its timeout counts as failed: on a loaded machine a short one takes healthy
  # instances out (all of them at once at load average 30, every request then a 503 from HAProxy).
  timeout check 3s
  default-server inter 1s fastinter 250ms downinter 500ms fall 2 rise 2
${instances.map((i) => `  server ${i.name} 127.0.0.1:${i.port} check`).join('\n')}
`;
}

/** Whether HAProxy has `name` UP, from its stats socket. */
async function haproxyState(statsSocket) {
  const text = await new Promise((resolve, reject) => {
    let out = '';
    const c = net.createConnection(statsSocket, () => c.end('show stat\n'));
    c.on('data', (d) => {
      out += d;
    });
    c.on('end', () => resolve(out));
    c.on('error', reject);
  });
  const [header, ...rows] = text.trim().split('\n');
  const cols = header.replace(/^# /, '').split(',');
  const state = {};
  for (const row of rows) {
    const v = row.split(',');
    if (v[0] === 'instances' && v[1] !== 'BACKEND') state[v[1]] = v[cols.indexOf('status')];
  }
  return state;
}

async function waitUp(statsSocket, name, up = true) {
  for (let i = 0; i < 600; i++) {
    const s = (await haproxyState(statsSocket))[name] ?? '';
    if (up ? s.startsWith('UP') && !s.includes('going') : !s.startsWith('UP')) return;
    await sleep(100);
  }
  throw new Error(`${name} never ${up ? 'came up' : 'went down'} in HAProxy`);
}

// --- 1. sign-in rate limit ----------------------------------------------------------------------
async function rateLimit(lb) {
  // A client address of its own (the balancer adds the real hop after it), so runs do not share counters.
  const ip = `198.51.100.${1 + Math.floor(Math.random() * 250)}`;
  const email = `nobody-${Date.now()}@example.test`;
  const answers = [];
  for (let i = 0; i < MAX_ATTEMPTS * 2; i++) {
    const res = await fetch(`${lb}/auth/v1/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ email, password: 'wrong-password-123' }),
    });
    await res.arrayBuffer();
    answers.push({ status: res.status, instance: res.headers.get('x-instance') });
  }
  const firstLimited = answers.findIndex((a) => a.status === 429);
  const byInstance = {};
  for (const a of answers.slice(0, MAX_ATTEMPTS)) byInstance[a.instance] = (byInstance[a.instance] ?? 0) + 1;
  const after = answers.slice(MAX_ATTEMPTS);
  const ok = firstLimited === MAX_ATTEMPTS && after.every((a) => a.status === 429);
  console.log(
    `\n1. sign-in rate limit (${MAX_ATTEMPTS} failures per address and client, counters in ${redisUsed ? 'Redis' : 'PostgreSQL'}):` +
      `\n   ${answers.length} failed sign-ins through the balancer; the first ${MAX_ATTEMPTS} went to ${JSON.stringify(byInstance)}` +
      `\n   statuses in order: ${answers.map((a) => a.status).join(' ')}` +
      `\n   first 429 at attempt ${firstLimited + 1} (${after.filter((a) => a.status === 429).length} of ${after.length} after the limit refused): ${ok ? 'HELD' : 'NOT HELD'}  [load ${load()}]`,
  );
  return ok;
}

// --- 2. idempotent POST across instances --------------------------------------------------------
async function idempotency(instances, headers, db) {
  const post = (base, key, name) =>
    fetch(`${base}/v1/bases`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify({ name }),
    }).then(async (r) => ({
      status: r.status,
      replayed: r.headers.get('idempotent-replayed'),
      body: await r.text(),
    }));
  const count = async (name) =>
    (await db.query('select count(*)::int n from bases where name = $1', [name])).rows[0].n;
  // One after the other: instance 1 answers, 2 and 3 get the retry.
  const key = crypto.randomUUID();
  const name = `ベンチ拠点 ${key.slice(0, 8)}`;
  const answers = [];
  for (const i of instances) answers.push({ instance: i.name, ...(await post(i.base, key, name)) });
  const same = answers.every((a) => a.status === answers[0].status && a.body === answers[0].body);
  const rows = await count(name);
  // At once on two instances: one runs, the other answers 409 (still running) or the same answer.
  const key2 = crypto.randomUUID();
  const name2 = `ベンチ拠点 ${key2.slice(0, 8)}`;
  const together = await Promise.all([
    post(instances[0].base, key2, name2),
    post(instances[1].base, key2, name2),
  ]);
  const retried = await post(instances[2].base, key2, name2);
  const rows2 = await count(name2);
  console.log(
    `\n2. Idempotency-Key on POST /v1/bases:` +
      `\n   in turn: ${answers.map((a) => `${a.instance} ${a.status}${a.replayed ? ' replayed' : ''}`).join(', ')}; same body: ${same}; rows: ${rows}` +
      `\n   at once on s1 and s2: ${together.map((a) => `${a.status}${a.replayed ? ' replayed' : ''}`).join(' and ')}, then s3: ${retried.status}${retried.replayed ? ' replayed' : ''}; rows: ${rows2}  [load ${load()}]`,
  );
  return same && rows === 1 && rows2 === 1 && answers[0].status === 201;
}

// --- 3. live map across instances ---------------------------------------------------------------
async function seedLiveMap(db) {
  const {
    rows: [demo],
  } = await db.query(`select password_hash, company_id from users where email = 'admin@example.com'`);
  const consignorId = crypto.randomUUID();
  await db.query(`insert into consignors (id, name, name_kana) values ($1, 'ベンチ荷主', 'ベンチニヌシ')`, [
    consignorId,
  ]);
  await db.query(
    `insert into users (id, email, name, role, consignor_id, password_hash)
     select gen_random_uuid(), 'bench-watcher-' || n || '@example.test', 'ベンチ 荷主担当 ' || n, 'consignor_user', $1, $2
     from generate_series(1, $3::int) n`,
    [consignorId, demo.password_hash, watcherCount],
  );
  await db.query(
    `insert into users (id, email, name, role, company_id, password_hash)
     select gen_random_uuid(), 'bench-driver-' || n || '@example.test', 'ベンチ' || n || ' 太郎', 'driver', $1, $2
     from generate_series(1, $3::int) n`,
    [demo.company_id, demo.password_hash, driverCount],
  );
  const { rows: drivers } = await db.query(
    `insert into drivers (id, company_id, user_id, name, name_kana, active)
     select gen_random_uuid(), company_id, id, name, 'ベンチ', true from users where email like 'bench-driver-%'
     returning id`,
  );
  await db.query(
    `insert into courses (id, company_id, delivery_date, name, driver_id, status, consignor_id, start_time)
     select gen_random_uuid(), $1, $2::date, 'ベンチ便', id, 'in_progress', $3, '08:00' from drivers
     where id = any($4::uuid[])`,
    [demo.company_id, today, consignorId, drivers.map((d) => d.id)],
  );
  await db.query(
    `insert into destinations (id, company_id, course_id, sequence, name, address1, latitude, longitude, status)
     select gen_random_uuid(), company_id, id, 1, '配送先', '東京都江東区', 35.65, 139.8, 'arrived' from courses
     where driver_id = any($1::uuid[])`,
    [drivers.map((d) => d.id)],
  );
  await db.query(
    `insert into destination_actions (id, company_id, destination_id, course_id, type, at)
     select gen_random_uuid(), company_id, id, course_id, 'arrived', now() - interval '1 hour' from destinations
     where course_id in (select id from courses where driver_id = any($1::uuid[]))`,
    [drivers.map((d) => d.id)],
  );
  return drivers.map((d) => d.id);
}

async function openStream(base, authorization, onEvent, signal) {
  const tokenRes = await fetch(`${base}/v1/consignor/deliveries/stream-token`, {
    method: 'POST',
    headers: authorization,
  });
  if (!tokenRes.ok) throw new Error(`stream-token ${tokenRes.status}`);
  const { token } = await tokenRes.json();
  const res = await fetch(`${base}/v1/consignor/deliveries/stream?date=${today}&token=${token}`, { signal });
  if (!res.ok || !res.body) throw new Error(`stream ${res.status}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let resolveOpen;
  const opened = new Promise((r) => {
    resolveOpen = r;
  });
  (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        const at = Date.now();
        buffer += decoder.decode(value, { stream: true });
        for (;;) {
          const end = buffer.indexOf('\n\n');
          if (end < 0) break;
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          resolveOpen();
          const data = block
            .split('\n')
            .filter((l) => l.startsWith('data:'))
            .map((l) => l.slice(5).trimStart())
            .join('\n');
          if (data) onEvent(JSON.parse(data), at);
        }
      }
    } catch {
      // aborted at the end
    }
  })();
  await Promise.race([opened, sleep(10_000)]);
}

async function liveMap(instances, db) {
  const driverIds = await seedLiveMap(db);
  const driverIndex = new Map(driverIds.map((id, i) => [id, i]));
  const watchers = await Promise.all(
    Array.from({ length: watcherCount }, (_, w) =>
      signIn(instances[0].base, `bench-watcher-${w + 1}@example.test`, password),
    ),
  );
  const drivers = [];
  for (let i = 0; i < driverCount; i++)
    drivers.push(await signIn(instances[1 + (i % 2)].base, `bench-driver-${i + 1}@example.test`, password));
  /** sent[driver][k] = send time of post k (its newest point's recordedAt); seen[watcher][driver] = posts seen. */
  const sent = driverIds.map(() => []);
  const seen = watchers.map(() => new Array(driverCount).fill(0));
  const delays = [];
  const aborter = new AbortController();
  await Promise.all(
    watchers.map((authorization, w) =>
      openStream(
        instances[0].base,
        authorization,
        (event, at) => {
          if (event.type !== 'position') return;
          const d = driverIndex.get(event.driverId);
          const recordedAt = Date.parse(event.position?.recordedAt);
          if (d === undefined) return;
          while (seen[w][d] < sent[d].length && sent[d][seen[w][d]] <= recordedAt) {
            delays.push(at - sent[d][seen[w][d]]);
            seen[w][d]++;
          }
        },
        aborter.signal,
      ),
    ),
  );
  await sleep(500);
  const rounds = 5;
  const postLatencies = [];
  let postErrors = 0;
  for (let round = 0; round < rounds; round++) {
    await Promise.all(
      drivers.map(async (authorization, d) => {
        await sleep((d * 1000) / driverCount);
        const sentAt = Date.now();
        sent[d].push(sentAt);
        const t0 = performance.now();
        const res = await fetch(`${instances[1 + (d % 2)].base}/v1/locations`, {
          method: 'POST',
          headers: { ...authorization, 'content-type': 'application/json' },
          body: JSON.stringify({
            points: [
              {
                latitude: 35.6 + d * 0.001,
                longitude: 139.7 + round * 0.001,
                accuracy: 8,
                recordedAt: new Date(sentAt).toISOString(),
              },
            ],
          }),
        });
        await res.arrayBuffer();
        postLatencies.push(performance.now() - t0);
        if (!res.ok) postErrors++;
      }),
    );
  }
  await sleep(3000);
  aborter.abort();
  const expected = watcherCount * driverCount * rounds;
  console.log(
    `\n3. live map: ${watcherCount} consignor users' streams on s1, ${driverCount} drivers posting to s2 and s3 (LISTEN/NOTIFY), ${rounds} posts each:` +
      `\n   ${delays.length} of ${expected} (watcher, post) updates delivered; delay from send ${stats(delays)}` +
      `\n   POST /v1/locations ${stats(postLatencies)}, ${postErrors} errors  [load ${load()}]`,
  );
  return delays.length === expected && postErrors === 0;
}

// --- 4. shared storage -----------------------------------------------------------------------------
async function storage(instances, headers, db) {
  const {
    rows: [row],
  } = await db.query(
    `select r.id, k.client_id, to_char(r.date, 'YYYY-MM') accounting_month from daily_reports r
     join contracts k on k.company_id = r.company_id and k.id = r.contract_id
     join users u on u.company_id = r.company_id and u.email = 'admin@example.com'
     where r.approve_status = 'approved' order by r.date desc limit 1`,
  );
  if (!row) {
    console.log('\n4. shared storage: the demo data has no approved daily report to invoice; skipped');
    return true;
  }
  const issued = await fetch(`${instances[0].base}/v1/invoices/pdf`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ clientId: row.client_id, accountingMonth: row.accounting_month }),
  });
  const pdf = Buffer.from(await issued.arrayBuffer());
  const documentId = issued.headers.get('x-document-id');
  const again = await fetch(`${instances[1].base}/v1/issued-documents/${documentId}/pdf`, {
    headers,
    redirect: 'follow',
  });
  const read = Buffer.from(await again.arrayBuffer());
  const same = issued.ok && again.ok && read.equals(pdf);
  console.log(
    `\n4. shared storage (${storageKind}): invoice ${row.accounting_month} issued on s1 (${issued.status}, ${pdf.length} bytes), read on s2 (${again.status}${again.redirected ? `, via ${new URL(again.url).host}` : ''}, ${read.length} bytes): ${same ? 'same bytes' : 'DIFFERENT'}  [load ${load()}]`,
  );
  return same;
}

// --- 5. rolling restart under load ----------------------------------------------------------------
async function rollingRestart(lb, instances, shared, statsSocket, headers, driverHeaders) {
  const {
    rows: [vehicle],
  } = await shared.db.query(
    `select v.id from vehicles v join users u on u.company_id = v.company_id and u.email = 'admin@example.com' limit 1`,
  );
  const records = []; // {at, ms, status, instance, kind}
  let stop = false;
  let n = 0;
  const worker = async (c) => {
    while (!stop) {
      const post = c % 4 === 3;
      const at = performance.now();
      let status = 0;
      let instance = null;
      let error = null;
      try {
        const res = post
          ? await fetch(`${lb}/v1/locations`, {
              method: 'POST',
              headers: { ...driverHeaders, 'content-type': 'application/json' },
              body: JSON.stringify({
                points: [
                  {
                    latitude: 35.6,
                    longitude: 139.7 + (n++ % 1000) * 0.0001,
                    accuracy: 8,
                    recordedAt: new Date().toISOString(),
                  },
                ],
              }),
            })
          : await fetch(`${lb}/v1/vehicles/${vehicle.id}`, { headers });
        await res.arrayBuffer();
        status = res.status;
        instance = res.headers.get('x-instance');
      } catch (err) {
        error = err.cause?.code ?? err.code ?? err.name;
      }
      records.push({
        at,
        ms: performance.now() - at,
        status,
        instance,
        error,
        kind: post ? 'POST /v1/locations' : 'GET /v1/vehicles/{id}',
      });
    }
  };
  const t0 = performance.now();
  const running = Array.from({ length: clients }, (_, c) => worker(c));
  const events = [];
  const mark = (what) => events.push({ at: performance.now(), what });
  const rss = {};
  const sampler = setInterval(() => {
    for (const i of instances)
      if (i.child.exitCode == null) rss[i.name] = Math.max(rss[i.name] ?? 0, rssOf(i.child.pid));
  }, 500);
  await sleep(restartGapS * 1000);
  for (const instance of instances) {
    mark(`${instance.name} SIGTERM`);
    const stopPromise = stopInstance(instance);
    await waitUp(statsSocket, instance.name, false);
    mark(`${instance.name} out of HAProxy`);
    const { code, ms } = await stopPromise;
    mark(`${instance.name} exited (${code}) after ${ms.toFixed(0)} ms`);
    await startInstance(instance, shared);
    mark(`${instance.name} healthy again`);
    await waitUp(statsSocket, instance.name, true);
    mark(`${instance.name} back in HAProxy`);
    await sleep(restartGapS * 1000);
  }
  stop = true;
  await Promise.all(running);
  clearInterval(sampler);
  const seconds = (performance.now() - t0) / 1000;
  const failed = records.filter((r) => r.error || r.status < 200 || r.status >= 300);
  console.log(
    `\n5. rolling restart under load: ${clients} clients through HAProxy for ${seconds.toFixed(1)} s (3 GETs of GET /v1/vehicles/{id} to 1 POST /v1/locations), SIGTERM to each instance in turn (drain ${DRAIN_MS} ms):`,
  );
  for (const e of events) console.log(`   ${((e.at - t0) / 1000).toFixed(1).padStart(6)} s  ${e.what}`);
  console.log(`   | requests | req/s | failed | p50 | p99 | max |`);
  console.log(`   |---|---|---|---|---|---|`);
  const row = (label, rs) => {
    const s = rs.map((r) => r.ms).sort((a, b) => a - b);
    console.log(
      `   | ${label}: ${rs.length} | ${(rs.length / seconds).toFixed(0)} | ${rs.filter((r) => r.error || r.status < 200 || r.status >= 300).length} | ${pct(s, 50).toFixed(1)} ms | ${pct(s, 99).toFixed(1)} ms | ${(s.at(-1) ?? 0).toFixed(1)} ms |`,
    );
  };
  row('all', records);
  for (const kind of ['GET /v1/vehicles/{id}', 'POST /v1/locations'])
    row(
      kind,
      records.filter((r) => r.kind === kind),
    );
  // Requests that started while some instance was out (its SIGTERM to its return).
  const windows = [];
  for (let k = 0; k < events.length; k++)
    if (events[k].what.endsWith('SIGTERM')) windows.push([events[k].at, events[k + 4].at]);
  row(
    'during a restart',
    records.filter((r) => windows.some(([a, b]) => r.at >= a && r.at <= b)),
  );
  const per = {};
  for (const r of records) per[r.instance ?? '-'] = (per[r.instance ?? '-'] ?? 0) + 1;
  console.log(
    `   answered by: ${JSON.stringify(per)}; peak RSS MB: ${JSON.stringify(Object.fromEntries(Object.entries(rss).map(([k, v]) => [k, Math.round(v)])))}`,
  );
  if (failed.length) {
    const kinds = {};
    for (const f of failed)
      kinds[`${f.kind} ${f.error ?? f.status}`] = (kinds[`${f.kind} ${f.error ?? f.status}`] ?? 0) + 1;
    console.log(`   failed: ${JSON.stringify(kinds)}`);
  }
  // HAProxy's own view: an instance out for its restart (503 while draining, then refused) or for a
  // failed check on a healthy one (a timeout).
  const downs = fs
    .readFileSync(path.join(work, 'haproxy.log'), 'utf8')
    .split('\n')
    .filter((l) => l.includes(' is DOWN'))
    .map((l) => /instances\/(\w+) is DOWN, reason: ([^,]+(?:, code: \d+)?)/.exec(l)?.slice(1).join(': '));
  console.log(`   HAProxy took instances out ${downs.length} times: ${JSON.stringify(downs)}`);
  if (failed.length) {
    const bySecond = {};
    for (const f of failed) {
      const s = Math.floor((f.at - t0) / 1000);
      bySecond[s] = (bySecond[s] ?? 0) + 1;
    }
    console.log(`   failures by second of the run: ${JSON.stringify(bySecond)}`);
  }
  console.log(`   [load ${load()}]`);
  return failed.length === 0;
}

// --- run ------------------------------------------------------------------------------------------
let redisUsed = false;
let storageKind = 'shared local folder';

const db = new pg.Client({ connectionString: database.url });
const results = {};
console.log(
  `cluster bench ${new Date().toISOString()}, node ${process.version}, ${os.cpus().length} CPUs, load ${load()}`,
);
await database.create();
try {
  redisUsed = Boolean(redisUrl) && (await reachable(redisUrl));
  const s3 = useS3 ? await startS3() : undefined;
  if (s3) storageKind = `S3 API (s3rver on 127.0.0.1:${s3.port}, path-style)`;
  const lbPort = await freePort();
  const shared = {
    db,
    dataDir: path.join(work, 'data'),
    publicUrl: `http://127.0.0.1:${lbPort}`,
    fileSecret: crypto.randomBytes(32).toString('hex'),
    keySecret: crypto.randomBytes(32).toString('hex'),
    redisUrl: redisUsed ? redisUrl : '',
    s3,
  };
  const instances = [];
  for (let k = 1; k <= INSTANCES; k++) instances.push({ name: `s${k}`, port: await freePort() });
  // The first migrates and seeds the demo data; the others find them done.
  let t0 = performance.now();
  await startInstance(instances[0], shared);
  await Promise.all(instances.slice(1).map((i) => startInstance(i, shared)));
  const startedS = (performance.now() - t0) / 1000;
  const statsSocket = path.join(work, 'haproxy.sock');
  const cfg = path.join(work, 'haproxy.cfg');
  fs.writeFileSync(cfg, haproxyConfig(lbPort, instances, statsSocket));
  track(
    spawn('haproxy', ['-db', '-f', cfg], {
      stdio: ['ignore', 'ignore', fs.openSync(path.join(work, 'haproxy.log'), 'a')],
    }),
  );
  const lb = `http://127.0.0.1:${lbPort}`;
  for (let i = 0; i < 100 && !fs.existsSync(statsSocket); i++) await sleep(100);
  for (const i of instances) await waitUp(statsSocket, i.name, true);
  await db.connect();
  console.log(
    `HAProxy on ${lb} in front of ${instances.map((i) => `${i.name} :${i.port}`).join(', ')} (started in ${startedS.toFixed(1)} s); ` +
      `PostgreSQL ${database.url.replace(/^.*\//, '')} (primary only: no DATABASE_READ_URL in this tree); ` +
      `sign-in counters: ${redisUsed ? `Redis ${redisUrl}` : 'PostgreSQL'}; storage: ${storageKind}`,
  );
  t0 = performance.now();
  const headers = await signIn(lb, 'admin@example.com', password);
  const driverHeaders = await signIn(lb, 'driver@example.com', password);
  results.rateLimit = await rateLimit(lb);
  results.idempotency = await idempotency(instances, headers, db);
  results.liveMap = await liveMap(instances, db);
  results.storage = await storage(instances, headers, db);
  results.rollingRestart = await rollingRestart(lb, instances, shared, statsSocket, headers, driverHeaders);
  console.log(`\nresults: ${JSON.stringify(results)}  (${new Date().toISOString()}, load ${load()})`);
  console.log(`logs: ${work}`);
} finally {
  await db.end().catch(() => undefined);
  for (const child of [...children]) {
    if (child.group) process.kill(-child.pid, 'SIGTERM');
    else child.kill('SIGTERM');
    if (child.exitCode == null)
      await Promise.race([new Promise((r) => child.once('exit', r)), sleep(15_000)]);
  }
  await database.drop();
}
process.exit(Object.values(results).every(Boolean) && Object.keys(results).length === 5 ? 0 : 1);
