// API load: starts the built server on a fresh embedded database with the demo data, signs in as
// admin@example.com and sends requests from a number of concurrent clients for a fixed time.
// Prints requests per second, latency percentiles and the server's memory. Loopback only.
//
//   npm run build && node bench/api/load.mjs [--seconds 10] [--clients 20] [--path /v1/vehicles]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const seconds = Number(arg('seconds', '10'));
const clients = Number(arg('clients', '20'));
const target = arg('path', '/v1/vehicles');
const port = 34000 + Math.floor(Math.random() * 1000);
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rikuun-bench-'));
const password = 'bench-password-123';

const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO_PASSWORD: password,
    LOG_LEVEL: 'warn',
    DATABASE_URL: process.env.DATABASE_URL ?? '',
  },
  stdio: 'ignore',
});

async function waitHealthy() {
  for (let i = 0; i < 300; i++) {
    if (
      await fetch(`${base}/v1/healthcheck`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

function rssOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

try {
  await waitHealthy();
  const signIn = await fetch(`${base}/auth/v1/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password }),
  }).then((r) => r.json());
  const headers = { authorization: `Bearer ${signIn.idToken}` };
  const rssBefore = rssOf(server.pid);
  const latencies = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        const res = await fetch(`${base}${target}`, { headers });
        await res.arrayBuffer();
        latencies.push(performance.now() - t0);
        if (!res.ok) errors++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const pct = (p) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1);
  console.log(
    `GET ${target}  clients=${clients}  seconds=${seconds}  node=${process.version}  cpus=${os.cpus().length}`,
  );
  console.log(
    `requests ${latencies.length}  errors ${errors}  req/s ${(latencies.length / seconds).toFixed(0)}`,
  );
  console.log(
    `latency ms  p50 ${pct(50)}  p95 ${pct(95)}  p99 ${pct(99)}  max ${latencies.at(-1).toFixed(1)}`,
  );
  console.log(`server RSS MB  idle ${rssBefore.toFixed(0)}  after load ${rssOf(server.pid).toFixed(0)}`);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
