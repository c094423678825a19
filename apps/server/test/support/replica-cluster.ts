import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * A PostgreSQL primary and a streaming replica of it (pg_basebackup -R), from Debian's binaries, in a
 * temporary folder, on free ports: for the read-replica test. PostgreSQL refuses to run as root, so
 * as root the servers run as the postgres user (runuser). Everything goes when `stop` is called.
 */
export type ReplicaCluster = {
  primaryUrl: string;
  replicaUrl: string;
  /** Stops the replica at once, as a crash would (pg_ctl stop -m immediate). */
  stopReplica(): Promise<void>;
  startReplica(): Promise<void>;
  stop(): Promise<void>;
};

function postgresBin(): string {
  const candidates: string[] = [];
  const base = '/usr/lib/postgresql';
  if (fs.existsSync(base))
    for (const v of fs.readdirSync(base).sort((a, b) => Number(b) - Number(a)))
      candidates.push(path.join(base, v, 'bin'));
  candidates.push('/usr/local/bin', '/usr/bin');
  const found = candidates.find(
    (dir) => fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_basebackup')),
  );
  if (!found)
    throw new Error('PostgreSQL の initdb・pg_basebackup が見つかりません (apt-get install postgresql)');
  return found;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function startReplicaCluster(): Promise<ReplicaCluster> {
  const bin = postgresBin();
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rikuun-replicas-'));
  const run = (cmd: string, args: string[]) =>
    new Promise<void>((resolve, reject) => {
      const [file, argv] = asRoot
        ? ['runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args]]
        : [path.join(bin, cmd), args];
      const child = spawn(file, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (d) => {
        output += d;
      });
      child.stderr.on('data', (d) => {
        output += d;
      });
      child.once('error', reject);
      child.once('close', (code) =>
        code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} (${code}):\n${output}`)),
      );
    });
  if (asRoot) fs.chownSync(dir, uidOf('postgres'), gidOf('postgres'));
  const primaryDir = path.join(dir, 'primary');
  const replicaDir = path.join(dir, 'replica');
  const primaryPort = await freePort();
  let replicaPort = await freePort();
  while (replicaPort === primaryPort) replicaPort = await freePort();
  // Small and quick: no fsync (a throw-away cluster), few connections.
  const serverOptions = (port: number) =>
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=40 -c shared_buffers=16MB`;
  const start = (data: string, port: number) =>
    run('pg_ctl', ['-D', data, '-w', '-t', '60', '-l', `${data}.log`, '-o', serverOptions(port), 'start']);
  let started: string[] = [];
  const stop = async () => {
    for (const data of started.reverse())
      await run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']).catch(() => {});
    started = [];
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await run('initdb', ['-D', primaryDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
    await start(primaryDir, primaryPort);
    started.push(primaryDir);
    const primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}/postgres`;
    const admin = new pg.Client({ connectionString: primaryUrl });
    await admin.connect();
    await admin.query('create database rikuun');
    await admin.end();
    await run('pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primaryPort),
      '-U',
      'postgres',
      '-D',
      replicaDir,
      '-R',
      '-X',
      'stream',
      '--checkpoint=fast',
      '--no-sync',
    ]);
    await start(replicaDir, replicaPort);
    started.push(replicaDir);
    return {
      primaryUrl: `postgres://postgres@127.0.0.1:${primaryPort}/rikuun`,
      replicaUrl: `postgres://postgres@127.0.0.1:${replicaPort}/rikuun`,
      stopReplica: async () => {
        await run('pg_ctl', ['-D', replicaDir, '-m', 'immediate', 'stop']);
        started = started.filter((d) => d !== replicaDir);
      },
      startReplica: async () => {
        await start(replicaDir, replicaPort);
        started.push(replicaDir);
      },
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

function idOf(file: string, name: string): number {
  const line = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${name}:`));
  const id = line?.split(':')[2];
  if (id === undefined) throw new Error(`no ${name} in ${file}`);
  return Number(id);
}
const uidOf = (name: string) => idOf('/etc/passwd', name);
const gidOf = (name: string) => idOf('/etc/group', name);
