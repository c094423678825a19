// Pieces shared by the API benchmarks: start the built server, sign in, load a path from many clients.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const root = fileURLToPath(new URL('../../', import.meta.url));

export const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};

/**
 * A database of the bench's own on the PostgreSQL server that `adminUrl` names: `create()` before the
 * run, `drop()` after it, so runs never see each other's data.
 */
export function throwAwayDatabase(adminUrl, prefix) {
  const name = `${prefix}_${Date.now()}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const admin = async (text) => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    try {
      await c.query(text);
    } finally {
      await c.end();
    }
  };
  return {
    url: url.toString(),
    create: () => admin(`create database ${name}`),
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

export const randomPort = () => 34000 + Math.floor(Math.random() * 1000);

/** Waits until GET base+path answers 2xx; throws when it never does or `child` exits first. */
export async function waitHealthy(base, child, path = '/v1/healthcheck') {
  for (let i = 0; ; i++) {
    const ok = await fetch(`${base}${path}`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (i >= 600 || child?.exitCode != null) throw new Error(`server at ${base} did not start`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * Starts the built server (apps/server/dist/main.js, or PRODUCT_MAIN to measure another build) on a
 * random loopback port with its own DATA_DIR and the demo data, in production mode, logging warnings and
 * errors only; `nodeArgs` go to node (e.g. --cpu-prof).
 */
export async function startServer({ databaseUrl = '', password, env = {}, nodeArgs = [] }) {
  const port = randomPort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rikuun-bench-'));
  const main = process.env.PRODUCT_MAIN ?? path.join(root, 'apps/server/dist/main.js');
  const child = spawn(process.execPath, [...nodeArgs, main], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_PASSWORD: password,
      LOG_LEVEL: 'warn',
      // As scripts/start.mjs runs it (answers written by the compiled writers, not checked by zod).
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      ...env,
    },
    stdio: 'ignore',
  });
  await waitHealthy(base, child);
  return {
    base,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function signIn(base, email, password) {
  const res = await fetch(`${base}/auth/v1/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  const { idToken } = await res.json();
  return { authorization: `Bearer ${idToken}` };
}

/** Sends GET url from `clients` concurrent clients for `seconds`; returns req/s, errors, percentiles. */
export async function load(url, { headers = {}, clients, seconds }) {
  const latencies = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        const res = await fetch(url, { headers }).catch(() => undefined);
        await res?.arrayBuffer();
        latencies.push(performance.now() - t0);
        if (!res?.ok) errors++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
  return {
    requests: latencies.length,
    errors,
    rps: latencies.length / seconds,
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
    max: latencies.at(-1),
  };
}

export function rssOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** CPU time (user + system, ms) the process has used so far: per-request cost even on a busy machine. */
export function cpuMsOf(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks (USER_HZ 100)
}
