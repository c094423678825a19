// API load: starts the built server on a fresh embedded database with the demo data, signs in as
// admin@example.com and sends requests from a number of concurrent clients for a fixed time.
// Prints requests per second, latency percentiles and the server's memory. Loopback only.
//
//   npm run build && node bench/api/load.mjs [--seconds 10] [--clients 20] [--path /v1/vehicles]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  arg,
  randomPort,
  rssOf,
  runLoad,
  signInDemo,
  startProductServer,
  waitHealthy,
} from './load-runner.mjs';

const seconds = Number(arg('seconds', '10'));
const clients = Number(arg('clients', '20'));
const target = arg('path', '/v1/vehicles');
const port = randomPort();
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rikuun-bench-'));
const password = 'bench-password-123';

const server = startProductServer({ port, dataDir, password, databaseUrl: process.env.DATABASE_URL ?? '' });

try {
  await waitHealthy(base);
  const signIn = await signInDemo(base, password);
  const headers = { authorization: `Bearer ${signIn.idToken}` };
  const rssBefore = rssOf(server.pid);
  const r = await runLoad({ url: `${base}${target}`, headers, clients, seconds });
  console.log(
    `GET ${target}  clients=${clients}  seconds=${seconds}  node=${process.version}  cpus=${os.cpus().length}`,
  );
  console.log(`requests ${r.requests}  errors ${r.errors}  req/s ${r.rps.toFixed(0)}`);
  console.log(
    `latency ms  p50 ${r.p50.toFixed(1)}  p95 ${r.p95.toFixed(1)}  p99 ${r.p99.toFixed(1)}  max ${r.max.toFixed(1)}`,
  );
  console.log(`server RSS MB  idle ${rssBefore.toFixed(0)}  after load ${rssOf(server.pid).toFixed(0)}`);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
