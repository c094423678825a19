import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createDatabase, onPostgres } from './database.ts';

const root = path.resolve(import.meta.dirname, '../..');
export const DEMO_PASSWORD = 'e2e-demo-password';

/**
 * The settings of the run's shared server (global-setup.ts), the union of what the files need: no
 * tile server or geocoder answers (as on a machine without network), plain-http push endpoints on
 * this machine are allowed, and jobs (mail, push) run within a quarter second.
 */
export const SHARED_SERVER_ENV: Readonly<Record<string, string>> = {
  MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
  GEOCODER_URL: 'http://127.0.0.1:9/search?q=',
  PUSH_ALLOW_LOOPBACK_HTTP: 'true',
  JOBS_POLL_INTERVAL_MS: '250',
};

export type RunningServer = {
  url: string;
  dataDir: string;
  /** The server's PostgreSQL database (dropped with the run's template), or null on PGlite. */
  database: string | null;
  output: () => string;
  /** Stops the server (it closes its database) and removes its data folder unless asked to keep it. */
  stop(opts?: { keepData?: boolean }): Promise<void>;
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** What a seeded server leaves for the next ones to start from: its data folder and its database. */
export type SeededData = { dataDir: string; database: string | null };

/**
 * Starts the built server (apps/server/dist) on a fresh data folder (and, on PostgreSQL, a fresh
 * database: database.ts), seeded with the demo data. With a template (what a server already migrated
 * and seeded: see global-setup.ts), both start as copies of it, so each file still has data of its own
 * without migrating and seeding again.
 */
export async function startServer(
  env: Record<string, string> = {},
  { template, startTimeoutMs = 90_000 }: { template?: SeededData | null; startTimeoutMs?: number } = {},
): Promise<RunningServer> {
  const main = path.join(root, 'apps/server/dist/main.js');
  if (!fs.existsSync(main)) throw new Error('apps/server/dist/main.js is missing: run `npm run build` first');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rikuun-e2e-'));
  if (template) fs.cpSync(template.dataDir, dataDir, { recursive: true });
  const database = onPostgres ? await createDatabase(template?.database ?? undefined) : null;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [main], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DEMO_PASSWORD,
      LOG_LEVEL: 'warn',
      DATABASE_URL: database?.url ?? '',
      // No load balancer to tell: stop at once instead of draining for 2 s after every file.
      SHUTDOWN_DRAIN_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (c) => {
    output += c;
  });
  child.stderr?.on('data', (c) => {
    output += c;
  });
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    const ok = await fetch(`${url}/v1/healthcheck`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL'); // else it outlives the run
      throw new Error(`server did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    dataDir,
    database: database?.name ?? null,
    output: () => output,
    async stop({ keepData = false } = {}) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
