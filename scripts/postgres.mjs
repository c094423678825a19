// Finds a real PostgreSQL for the API suite's second run: TEST_DATABASE_URL, else a server on
// 127.0.0.1:5432, else a throw-away cluster started from Debian's binaries (installed when possible).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

async function answers(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

function debianBinDir() {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return undefined;
  const versions = fs.readdirSync(base).sort((a, b) => Number(b) - Number(a));
  for (const v of versions)
    if (fs.existsSync(path.join(base, v, 'bin', 'initdb'))) return path.join(base, v, 'bin');
  return undefined;
}

function tryInstallPostgres() {
  if (process.getuid?.() !== 0) return false;
  console.log('PostgreSQL をインストールしています (apt-get install postgresql)...');
  spawnSync('apt-get', ['update'], { stdio: 'inherit' });
  const res = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return res.status === 0;
}

/** Starts a cluster in a temporary folder; PostgreSQL refuses to run as root, so it runs as postgres. */
function startThrowAwayCluster(bin) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rikuun-pg-'));
  const asRoot = process.getuid?.() === 0;
  const as = (cmd, args) =>
    asRoot
      ? spawnSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { stdio: 'inherit' })
      : spawnSync(cmd, args, { stdio: 'inherit' });
  if (asRoot) spawnSync('chown', ['postgres', dir]);
  const data = path.join(dir, 'data');
  if (as(path.join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres']).status !== 0)
    return undefined;
  const port = String(55432 + Math.floor(Math.random() * 1000));
  const started = as(path.join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-w',
    '-l',
    path.join(dir, 'log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
    'start',
  ]);
  if (started.status !== 0) return undefined;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      as(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', 'stop']);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function findPostgres() {
  if (process.env.TEST_DATABASE_URL) return { url: process.env.TEST_DATABASE_URL, stop() {} };
  const local = 'postgres://postgres@127.0.0.1:5432/test';
  if (await answers(local)) return { url: local, stop() {} };
  let bin = debianBinDir();
  if (!bin && tryInstallPostgres()) bin = debianBinDir();
  if (!bin) return undefined;
  const cluster = startThrowAwayCluster(bin);
  if (cluster && (await answers(cluster.url))) return cluster;
  cluster?.stop();
  return undefined;
}
