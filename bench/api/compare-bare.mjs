// How much the product's request pipeline (authentication, tenancy, validation, serialisation) costs
// against a bare Fastify server answering the same primary-key lookup, on one real PostgreSQL
// database, loaded in one run from the same number of clients. Prints req/s and the ratio, and the
// CPU each server used per request (steadier than req/s when the machine is shared).
//
//   npm run build && node bench/api/compare-bare.mjs [--seconds 10] [--clients 20]
// The PostgreSQL server: BENCH_DATABASE_URL (an admin URL; default postgres://postgres@127.0.0.1:5432/postgres).
// A database of its own is created and dropped.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { arg, cpuMsOf, load, randomPort, root, signIn, startServer, waitHealthy } from './harness.mjs';

const seconds = Number(arg('seconds', '10'));
const clients = Number(arg('clients', '20'));
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `rikuun_bench_${Date.now()}`;
const dbUrl = new URL(adminUrl);
dbUrl.pathname = `/${dbName}`;
const password = 'bench-password-123';

async function admin(sql) {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

const stopped = (child) =>
  new Promise((r) => {
    if (child.exitCode !== null) r();
    else {
      child.once('exit', r);
      child.kill('SIGTERM');
    }
  });

await admin(`create database ${dbName}`);
const barePort = randomPort() + 1000;
const bare = `http://127.0.0.1:${barePort}`;
let productServer;
let bareServer;
try {
  productServer = await startServer({ databaseUrl: dbUrl.toString(), password });
  const product = productServer.base;
  const headers = await signIn(product, 'admin@example.com', password);
  const self = await fetch(`${product}/v1/self`, { headers }).then((r) => r.json());
  const list = await fetch(`${product}/v1/vehicles?perPage=1`, { headers }).then((r) => r.json());
  const vehicleId = list.data?.[0]?.id;
  if (!vehicleId) throw new Error('no demo vehicle');

  bareServer = spawn(process.execPath, [path.join(root, 'bench/api/bare-server.mjs')], {
    env: { ...process.env, PORT: String(barePort), DATABASE_URL: dbUrl.toString(), SELF_USER_ID: self.id },
    stdio: 'inherit',
  });
  await waitHealthy(bare, bareServer);

  console.log(
    `clients=${clients}  seconds=${seconds}  node=${process.version}  cpus=${os.cpus().length}  PostgreSQL ${dbUrl.host}`,
  );
  console.log(
    '| route | bare req/s | product req/s | product / bare | product p50 ms | product p99 ms | CPU ms/req bare | CPU ms/req product |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  const measured = async (url, pid, options) => {
    const cpu0 = cpuMsOf(pid);
    const result = await load(url, options);
    return { ...result, cpuPerRequest: (cpuMsOf(pid) - cpu0) / result.requests };
  };
  for (const route of [`/v1/vehicles/${vehicleId}`, '/v1/self']) {
    // Warm both (JIT, pools, caches), then measure one after the other.
    await load(`${bare}${route}`, { clients, seconds: 2 });
    await load(`${product}${route}`, { headers, clients, seconds: 2 });
    const b = await measured(`${bare}${route}`, bareServer.pid, { clients, seconds });
    const p = await measured(`${product}${route}`, productServer.pid, { headers, clients, seconds });
    if (b.errors || p.errors) console.log(`errors: bare ${b.errors}, product ${p.errors}`);
    const name = route.replace(vehicleId, '{id}');
    console.log(
      `| GET ${name} | ${b.rps.toFixed(0)} | ${p.rps.toFixed(0)} | ${((p.rps / b.rps) * 100).toFixed(0)} % | ${p.p50.toFixed(1)} | ${p.p99.toFixed(1)} | ${b.cpuPerRequest.toFixed(2)} | ${p.cpuPerRequest.toFixed(2)} |`,
    );
  }
} finally {
  if (productServer) await productServer.stop();
  if (bareServer) await stopped(bareServer);
  await admin(`drop database if exists ${dbName} with (force)`);
}
