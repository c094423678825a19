// Shared by the API benchmarks: start the built server, wait for it, and load one URL from N clients.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../../', import.meta.url));

export const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};

export const randomPort = () => 34000 + Math.floor(Math.random() * 1000);

/** Starts the built product server (apps/server/dist/main.js, or PRODUCT_MAIN) with the demo data. */
export function startProductServer({ port, dataDir, password, databaseUrl = '' }) {
  const main = process.env.PRODUCT_MAIN ?? path.join(root, 'apps/server/dist/main.js');
  return spawn(process.execPath, [main], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_PASSWORD: password,
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
    },
    stdio: 'ignore',
  });
}

export async function waitHealthy(base, path = '/v1/healthcheck') {
  for (let i = 0; i < 300; i++) {
    const ok = await fetch(`${base}${path}`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server at ${base} did not start`);
}

export async function signInDemo(base, password) {
  const res = await fetch(`${base}/auth/v1/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  return res.json();
}

export function rssOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** `clients` concurrent loops of GET url for `seconds`; answers the count, errors and latencies. */
export async function runLoad({ url, headers = {}, clients, seconds }) {
  const latencies = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        const res = await fetch(url, { headers });
        await res.arrayBuffer();
        latencies.push(performance.now() - t0);
        if (!res.ok) errors++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
  return {
    requests: latencies.length,
    errors,
    rps: latencies.length / seconds,
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
    max: latencies.at(-1) ?? 0,
  };
}
