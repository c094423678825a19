#!/usr/bin/env node
// Solomon VRPTW benchmark of @rikuun/optimizer, in-process, one instance after another.
// gap%: to the distance-only best-known distance; hgap%: to the hierarchical (fewest vehicles) one.
// usage: node bench/optimizer/solomon.mjs [--objective distance|vehicles] [--time-limit SECONDS]
//        [--seed N] [--only R2,RC101,...] [--dir DIR] [--bks FILE]
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register();
const { parseSolomon, solve } = await import('../../packages/optimizer/src/index.ts');
const { check } = await import('../../packages/optimizer/test/checker.ts');

const argv = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] !== undefined ? argv[i + 1] : dflt;
};
const objective = opt('objective', 'distance');
const timeLimit = Number(opt('time-limit', objective === 'vehicles' ? 10 : 3));
const seed = Number(opt('seed', 1));
// shared/ stands beside the repository (as on the development and CI machines).
const shared = fileURLToPath(new URL('../../../shared/vrp/', import.meta.url));
const dir = opt('dir', `${shared}solomon`);
const bksFile = opt('bks', `${shared}solomon_bks.csv`);
const only = opt('only', '')
  .split(',')
  .filter(Boolean)
  .map((s) => s.toUpperCase());

const bks = new Map();
const [header, ...rows] = readFileSync(bksFile, 'utf8').trim().split(/\r?\n/);
const cols = header.split(',');
for (const row of rows) {
  const cells = row.split(',');
  bks.set(cells[0], Object.fromEntries(cols.map((c, i) => [c, i === 0 ? cells[i] : Number(cells[i])])));
}

const classOf = (name) => name.replace(/\d.*$/, '') + name.match(/\d/)[0];
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.txt'))
  .map((f) => f.replace(/\.txt$/, ''))
  .filter((name) => only.length === 0 || only.some((o) => name.toUpperCase().startsWith(o)))
  .sort((a, b) => classOf(a).localeCompare(classOf(b)) || a.localeCompare(b));

const round2 = (x) => Math.round(x * 100) / 100;
const results = [];
console.log(`objective=${objective} time-limit=${timeLimit}s seed=${seed} node=${process.version}`);
console.log('instance  vehicles  distance    gap%   bksV  hgap%  seconds  feasible');
for (const name of files) {
  const { problem } = parseSolomon(readFileSync(join(dir, `${name}.txt`), 'utf8'));
  const t0 = performance.now();
  const sol = solve(problem, { objective, timeLimitMs: timeLimit * 1000, seed });
  const secs = (performance.now() - t0) / 1000;
  const { errors } = check(problem, sol);
  const ok = errors.length === 0 && sol.unassigned.length === 0;
  const ref = bks.get(name);
  const dist = round2(sol.distance);
  const gap = ref
    ? ((dist - ref.bks_distance_only_distance) / ref.bks_distance_only_distance) * 100
    : Number.NaN;
  const hgap = ref ? ((dist - ref.bks_hier_distance) / ref.bks_hier_distance) * 100 : Number.NaN;
  const r = {
    name,
    cls: classOf(name),
    vehicles: sol.vehicles,
    dist,
    gap,
    hgap,
    secs,
    ok,
    hierV: ref?.bks_hier_vehicles,
  };
  results.push(r);
  console.log(
    `${name.padEnd(8)} ${String(sol.vehicles).padStart(9)} ${dist.toFixed(2).padStart(9)} ${gap.toFixed(2).padStart(7)} ${String(r.hierV).padStart(6)} ${hgap.toFixed(2).padStart(6)} ${secs.toFixed(2).padStart(8)}  ${ok ? 'yes' : `NO ${errors.slice(0, 3).join('; ')}`}`,
  );
}

const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mean = s.reduce((a, b) => a + b, 0) / s.length;
  const median = s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
  return { mean, median, worst: s[s.length - 1] };
};
const summary = (label, rs) => {
  const g = stats(rs.map((r) => r.gap));
  const v = rs.reduce((a, r) => a + r.vehicles, 0);
  const match = rs.filter((r) => r.vehicles <= r.hierV).length;
  const atV = rs.filter((r) => r.vehicles === r.hierV);
  const hg = atV.length ? stats(atV.map((r) => r.hgap)).mean.toFixed(2) : '-';
  const secs = rs.reduce((a, r) => a + r.secs, 0) / rs.length;
  console.log(
    `${label.padEnd(8)} n=${String(rs.length).padStart(2)}  gap mean ${g.mean.toFixed(2)}  median ${g.median.toFixed(2)}  worst ${g.worst.toFixed(2)}  vehicles ${v}  at-BKS-vehicles ${match}/${rs.length} (their mean gap to hier. BKS ${hg})  avg ${secs.toFixed(2)} s  infeasible ${rs.filter((r) => !r.ok).length}`,
  );
};
console.log('--- summary (gap vs distance-only BKS; at-BKS-vehicles: vehicles <= hierarchical BKS)');
for (const cls of [...new Set(results.map((r) => r.cls))])
  summary(
    cls,
    results.filter((r) => r.cls === cls),
  );
summary('ALL', results);
