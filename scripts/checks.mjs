// The static checks `npm test` runs besides the suites, each counted as one test: what the strict
// TypeScript settings, Biome and the migrations promise is enforced, not only written down.
// Each returns { ok, output }; the output is shown only when the check fails.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './setup.mjs';

const server = path.join(root, 'apps/server');
const bin = (name) => path.join(root, 'node_modules/.bin', name);

function capture(cmd, args, opts = {}) {
  // stdin closed: a tool that asks a question (drizzle-kit on a rename) fails instead of waiting.
  const res = spawnSync(cmd, args, {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 15 * 60_000,
    maxBuffer: 64 * 1024 * 1024,
    ...opts,
  });
  const output = `${res.stdout ?? ''}${res.stderr ?? ''}${res.error ? `\n${res.error.message}` : ''}`;
  return { ok: res.status === 0 && !res.error, output };
}

/** The tsconfig files `npm run typecheck` checks: each workspace's typecheck script and the root's. */
function typecheckProjects() {
  const read = (dir) => JSON.parse(fs.readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
  const rootPackage = read('.');
  const projects = [];
  for (const dir of ['.', ...rootPackage.workspaces]) {
    const script = read(dir).scripts?.typecheck ?? '';
    for (const [, project] of script.matchAll(/\btsc -p (\S+)/g)) projects.push(path.join(dir, project));
  }
  return projects;
}

/**
 * Every workspace and the browser tests, as `npm run typecheck` does, but with TypeScript 7's native
 * compiler (package alias typescript-7): the same errors as tsc 5.9 on this code in a fraction of the
 * time. The editor keeps TypeScript 5.9 (node_modules/typescript).
 */
export function typecheck() {
  const tsc = path.join(root, 'node_modules/typescript-7/bin/tsc');
  const runs = typecheckProjects().map((project) => ({
    project,
    ...capture(process.execPath, [tsc, '-p', project]),
  }));
  return {
    ok: runs.every((r) => r.ok),
    output: runs.map((r) => `tsc -p ${r.project}\n${r.output}`).join('\n'),
  };
}

/** Biome: lint and formatting of the whole repository (biome.json says what is included). */
export const lint = () => capture(bin('biome'), ['check', '.']);

/** Lists files under a folder with their contents, to compare two migration folders. */
function snapshot(dir) {
  const files = new Map();
  const walk = (d) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, entry.name);
      if (entry.isDirectory()) walk(p);
      else files.set(path.relative(dir, p), fs.readFileSync(p, 'utf8'));
    }
  };
  walk(dir);
  return files;
}

/**
 * Migration drift: drizzle-kit generates from the table files into a copy of apps/server/drizzle;
 * any new or changed file means a table changed without its migration (`npm run db:generate`).
 */
export function migrationDrift() {
  const committed = path.join(server, 'drizzle');
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'rikuun-drift-'));
  try {
    fs.cpSync(committed, copy, { recursive: true });
    // drizzle-kit only accepts an output folder relative to where it runs.
    const out = path.relative(server, copy);
    const gen = capture(
      bin('drizzle-kit'),
      ['generate', '--dialect', 'postgresql', '--schema', './src/db/schema.ts', '--out', out],
      { cwd: server },
    );
    const before = snapshot(committed);
    const after = snapshot(copy);
    const changed = [...after.keys()].filter((file) => before.get(file) !== after.get(file));
    // drizzle-kit exits 0 even when it fails (a rename needs its prompt): only its own words say "clean".
    const clean = gen.ok && /No schema changes/.test(gen.output);
    if (clean && changed.length === 0) return { ok: true, output: gen.output };
    if (changed.length === 0) return { ok: false, output: `drizzle-kit generate failed:\n${gen.output}` };
    return {
      ok: false,
      output: [
        'テーブル定義にマイグレーションがありません。apps/server で npm run db:generate を実行してください。',
        'The table files changed without a migration; run `npm run db:generate` in apps/server.',
        `drizzle-kit would write: ${changed.join(', ')}`,
        gen.output,
      ].join('\n'),
    };
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
}
