// API load: starts the built server on a fresh embedded database with the demo data, signs in as
// admin@example.com and sends requests from a number of concurrent clients for a fixed time.
// Prints requests per second, latency percentiles and the server's memory. Loopback only.
//
//   npm run build && node bench/api/load.mjs [--seconds 10] [--clients 20] [--path /v1/vehicles]
import os from 'node:os';
import { arg, load, rssOf, signIn, startServer } from './harness.mjs';

const seconds = Number(arg('seconds', '10'));
const clients = Number(arg('clients', '20'));
const target = arg('path', '/v1/vehicles');
const password = 'bench-password-123';

const server = await startServer({ databaseUrl: process.env.DATABASE_URL ?? '', password });
try {
  const headers = await signIn(server.base, 'admin@example.com', password);
  const rssBefore = rssOf(server.pid);
  const r = await load(`${server.base}${target}`, { headers, clients, seconds });
  console.log(
    `GET ${target}  clients=${clients}  seconds=${seconds}  node=${process.version}  cpus=${os.cpus().length}`,
  );
  console.log(`requests ${r.requests}  errors ${r.errors}  req/s ${r.rps.toFixed(0)}`);
  console.log(
    `latency ms  p50 ${r.p50.toFixed(1)}  p95 ${r.p95.toFixed(1)}  p99 ${r.p99.toFixed(1)}  max ${r.max.toFixed(1)}`,
  );
  console.log(`server RSS MB  idle ${rssBefore.toFixed(0)}  after load ${rssOf(server.pid).toFixed(0)}`);
} finally {
  await server.stop();
}
