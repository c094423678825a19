// How much the product's request pipeline (authentication, tenancy, validation, serialisation, hooks)
// costs against a bare Fastify server answering the same primary-key lookup on the same PostgreSQL
// database. Each server runs in a child process of its own; the load comes from autocannon in this
// process (an HTTP/1.1 client far cheaper than the servers, so the bench measures them, not itself),
// bare and product back to back in every round, several rounds, medians reported. Beside req/s and
// p99: each server's CPU time per request, read from /proc before and after each load, which the
// machine's other work disturbs much less than req/s.
//
//   npm run build -w @rikuun/server && node bench/api/compare-bare.mjs [--seconds 8] [--clients 20]
//     [--rounds 5] [--warmup 10] [--baseline path/to/other/main.js] [--profile DIR] [--routes vehicle,self]
//
// --warmup: seconds of load on each server before the measured rounds (JIT compilation: the product has
// far more code on the path than the bare server, and V8's compiler threads were still busy after 2 s,
// a cost of starting, not of each request).
// --node-args: flags for the product's node (e.g. "--max-semi-space-size=64"), the baseline running without.
// --baseline: a second product build (e.g. an earlier commit's dist/main.js copied into .tmp/) measured
// in the same rounds, so before and after see the same machine. --profile: the product runs with
// --cpu-prof and its profile is summarised (bench/api/cpu-profile-summary.mjs) after the rounds.
// The PostgreSQL server: BENCH_DATABASE_URL (an admin URL; default postgres://postgres@127.0.0.1:5432/postgres).
// A database of its own is created and dropped.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { summariseProfile } from './cpu-profile-summary.mjs';
import {
  arg,
  cpuMsOf,
  randomPort,
  root,
  signIn,
  startServer,
  throwAwayDatabase,
  waitHealthy,
} from './harness.mjs';

const seconds = Number(arg('seconds', '8'));
const clients = Number(arg('clients', '20'));
const rounds = Number(arg('rounds', '5'));
const warmup = Number(arg('warmup', '10'));
const baselineMain = arg('baseline', undefined);
const profileDir = arg('profile', undefined);
const productNodeArgs = arg('node-args', undefined);
const routeNames = arg('routes', 'vehicle,self').split(',');
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const database = throwAwayDatabase(adminUrl, 'rikuun_bench');
const password = 'bench-password-123';

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const loadAverage = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

const nowUs = () => Number(process.hrtime.bigint() / 1000n);
/** The product's measured loads, per route: the spans of its profile that are summarised. */
const windows = {};
let currentRoute = '';

/** autocannon against one server; its CPU (user + system) over the same span, per 2xx answer. */
async function measure(server, url, headers, secs, measured = true) {
  const cpu0 = cpuMsOf(server.pid);
  const t0 = nowUs();
  const result = await autocannon({ url, headers, connections: clients, duration: secs });
  const cpu = cpuMsOf(server.pid) - cpu0;
  if (measured && server === product) {
    windows[currentRoute] ??= [];
    windows[currentRoute].push([t0, nowUs()]);
  }
  const ok = result['2xx'];
  const bad = result.non2xx + result.errors + result.timeouts;
  return {
    rps: ok / secs,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuPerRequest: cpu / ok,
    bad,
  };
}

await database.create();
const bareChild = { pid: 0 };
let product;
let baseline;
let bare;
try {
  // The first instance on a new database migrates it and seeds the demo data, which leaves its heap
  // and compiled code unlike a server's in service (in an A/A run of one build, 4 % more CPU per request
  // than the second instance). One is started for that alone, so every measured server starts alike.
  await (await startServer({ databaseUrl: database.url, password })).stop();
  product = await startServer({
    databaseUrl: database.url,
    password,
    nodeArgs: [
      ...(productNodeArgs ? productNodeArgs.split(' ') : []),
      ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
    ],
  });
  if (baselineMain) {
    const saved = process.env.PRODUCT_MAIN;
    process.env.PRODUCT_MAIN = path.resolve(baselineMain);
    try {
      baseline = await startServer({ databaseUrl: database.url, password });
    } finally {
      if (saved === undefined) delete process.env.PRODUCT_MAIN;
      else process.env.PRODUCT_MAIN = saved;
    }
  }
  const headers = await signIn(product.base, 'admin@example.com', password);
  const self = await fetch(`${product.base}/v1/self`, { headers }).then((r) => r.json());
  const list = await fetch(`${product.base}/v1/vehicles?perPage=1`, { headers }).then((r) => r.json());
  const vehicleId = list.data?.[0]?.id;
  if (!vehicleId) throw new Error('no demo vehicle');

  const barePort = randomPort() + 1000;
  const child = spawn(process.execPath, [path.join(root, 'bench/api/bare-server.mjs')], {
    env: { ...process.env, PORT: String(barePort), DATABASE_URL: database.url, SELF_USER_ID: self.id },
    stdio: 'inherit',
  });
  bare = { base: `http://127.0.0.1:${barePort}`, pid: child.pid, child };
  bareChild.pid = child.pid;
  await waitHealthy(bare.base, child);

  const servers = [
    { name: 'bare', server: bare, headers: {} },
    // Its own sign-in: a token names the server that issued it (issuer).
    ...(baseline
      ? [
          {
            name: 'baseline',
            server: baseline,
            headers: await signIn(baseline.base, 'admin@example.com', password),
          },
        ]
      : []),
    { name: 'product', server: product, headers },
  ];
  const routes = { vehicle: `/v1/vehicles/${vehicleId}`, self: '/v1/self' };
  console.log(
    `autocannon, ${clients} connections, ${warmup} s warm-up, ${seconds} s per load, ${rounds} rounds; node ${process.version}; ${os.cpus().length} CPUs; PostgreSQL ${new URL(database.url).host}`,
  );
  console.log(`load average at start: ${loadAverage()}`);
  const summary = [];
  for (const key of routeNames) {
    const route = routes[key];
    const name = route.replace(vehicleId, '{id}');
    currentRoute = `GET ${name}`;
    // Warm every server (JIT, pools, caches) before the measured rounds.
    for (const s of servers) await measure(s.server, `${s.server.base}${route}`, s.headers, warmup, false);
    const byServer = Object.fromEntries(servers.map((s) => [s.name, []]));
    console.log(`\nGET ${name}`);
    console.log('| round | server | req/s | p50 ms | p99 ms | CPU ms/req | non-2xx | load average |');
    console.log('|---|---|---|---|---|---|---|---|');
    for (let r = 1; r <= rounds; r++) {
      // Alternate the order, so neither server always runs right after the other.
      const order = r % 2 ? servers : [...servers].reverse();
      for (const s of order) {
        const m = await measure(s.server, `${s.server.base}${route}`, s.headers, seconds);
        byServer[s.name].push(m);
        console.log(
          `| ${r} | ${s.name} | ${m.rps.toFixed(0)} | ${m.p50} | ${m.p99} | ${m.cpuPerRequest.toFixed(3)} | ${m.bad} | ${loadAverage()} |`,
        );
      }
    }
    const b = byServer.bare;
    for (const s of servers.filter((x) => x.name !== 'bare')) {
      const p = byServer[s.name];
      summary.push({
        route: `GET ${name}`,
        server: s.name,
        bareRps: median(b.map((x) => x.rps)),
        rps: median(p.map((x) => x.rps)),
        // The ratio of each round (same moment, same load on the machine), then their median.
        rpsRatio: median(p.map((x, i) => x.rps / b[i].rps)),
        p99: median(p.map((x) => x.p99)),
        bareCpu: median(b.map((x) => x.cpuPerRequest)),
        cpu: median(p.map((x) => x.cpuPerRequest)),
        cpuRatio: median(p.map((x, i) => x.cpuPerRequest / b[i].cpuPerRequest)),
        // Each server's least disturbed round: other processes only ever add to CPU per request.
        bareBestCpu: Math.min(...b.map((x) => x.cpuPerRequest)),
        bestCpu: Math.min(...p.map((x) => x.cpuPerRequest)),
        bareBestRps: Math.max(...b.map((x) => x.rps)),
        bestRps: Math.max(...p.map((x) => x.rps)),
      });
    }
  }
  console.log(
    `\nMedians of ${rounds} rounds (ratios: each round's, then the median); load average now ${loadAverage()}`,
  );
  console.log(
    '| route | server | bare req/s | req/s | / bare | p99 ms | CPU ms/req bare | CPU ms/req | × bare |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const s of summary) {
    console.log(
      `| ${s.route} | ${s.server} | ${s.bareRps.toFixed(0)} | ${s.rps.toFixed(0)} | ${(s.rpsRatio * 100).toFixed(0)} % | ${s.p99} | ${s.bareCpu.toFixed(3)} | ${s.cpu.toFixed(3)} | ${s.cpuRatio.toFixed(2)} |`,
    );
  }
  console.log('\nBest rounds (lowest CPU per request, highest req/s, of each server over all rounds)');
  console.log('| route | server | bare req/s | req/s | / bare | CPU ms/req bare | CPU ms/req | × bare |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const s of summary) {
    console.log(
      `| ${s.route} | ${s.server} | ${s.bareBestRps.toFixed(0)} | ${s.bestRps.toFixed(0)} | ${((s.bestRps / s.bareBestRps) * 100).toFixed(0)} % | ${s.bareBestCpu.toFixed(3)} | ${s.bestCpu.toFixed(3)} | ${(s.bestCpu / s.bareBestCpu).toFixed(2)} |`,
    );
  }
} finally {
  await product?.stop();
  await baseline?.stop();
  if (bare && bare.child.exitCode === null) {
    const exited = new Promise((r) => bare.child.once('exit', r));
    bare.child.kill('SIGTERM');
    await exited;
  }
  await database.drop();
}
if (profileDir) {
  const newest = fs
    .readdirSync(profileDir)
    .filter((f) => f.endsWith('.cpuprofile'))
    .map((f) => path.join(profileDir, f))
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs)[0];
  if (newest) {
    const profile = JSON.parse(fs.readFileSync(newest, 'utf8'));
    for (const [route, spans] of Object.entries(windows)) {
      console.log(`\nProfile of the product, ${route} (measured loads only): ${newest}`);
      console.log(summariseProfile(profile, { windows: spans }));
    }
  }
}
