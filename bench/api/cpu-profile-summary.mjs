// Summarises a V8 .cpuprofile (node --cpu-prof): self time per function and per package or source
// folder, busy time only ((idle) left out), optionally only the samples inside given time windows
// (microseconds of the monotonic clock, which V8's sample times and process.hrtime share on Linux).
// Functions of a bundle with a source map beside it (dist/main.js.map) are named by their source file.
//
//   node bench/api/cpu-profile-summary.mjs FILE.cpuprofile [--top 30]
import fs from 'node:fs';
import { SourceMap } from 'node:module';
import { fileURLToPath } from 'node:url';

const maps = new Map();
function sourceMapOf(url) {
  if (!maps.has(url)) {
    let map = null;
    try {
      const file = url.startsWith('file:') ? fileURLToPath(url) : url;
      map = new SourceMap(JSON.parse(fs.readFileSync(`${file}.map`, 'utf8')));
    } catch {
      map = null;
    }
    maps.set(url, map);
  }
  return maps.get(url);
}

/** Where a profile node's code lives: a package, node's own code, or the app's source file. */
function place(frame) {
  const url = frame.url ?? '';
  if (!url) return { where: frame.functionName || '(native)', group: frame.functionName || '(native)' };
  if (url.startsWith('node:')) return { where: url, group: 'node internals' };
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return { where: `${pkg}:${frame.lineNumber + 1}`, group: pkg };
  const map = sourceMapOf(url);
  const entry = map?.findEntry(frame.lineNumber, frame.columnNumber);
  if (entry?.originalSource) {
    const src = entry.originalSource.replace(/^.*?(?:apps\/server\/src\/|packages\/)/, '');
    const mapped = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(entry.originalSource)?.[1];
    return {
      where: `${src}:${entry.originalLine + 1}`,
      group: mapped ?? `app ${src.split('/').slice(0, -1).join('/') || src}`,
    };
  }
  return { where: `${url.split('/').slice(-2).join('/')}:${frame.lineNumber + 1}`, group: 'app' };
}

/** Self time (µs) per node id, counting only samples inside `windows` ([startUs, endUs] pairs). */
function selfTimes(profile, windows) {
  const self = new Map();
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i];
    const dt = profile.timeDeltas[i + 1] ?? 0;
    if (windows && !windows.some(([a, b]) => t >= a && t <= b)) continue;
    self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + dt);
  }
  return self;
}

export function summariseProfile(profile, { windows, top = 30, inclusive = 0 } = {}) {
  let self = selfTimes(profile, windows);
  if (windows && self.size === 0) self = selfTimes(profile); // clocks not shared: the whole profile
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parents = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parents.set(c, n.id);
  const byFunction = new Map();
  const byGroup = new Map();
  let busy = 0;
  for (const [id, us] of self) {
    const frame = nodes.get(id).callFrame;
    if (frame.functionName === '(idle)') continue;
    busy += us;
    const { where, group } = place(frame);
    const fn = `${frame.functionName || '(anonymous)'} ${where}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
    byGroup.set(group, (byGroup.get(group) ?? 0) + us);
  }
  const pct = (us) => `${((us / busy) * 100).toFixed(1)} %`;
  // Total (self and callees) per function, each function once per sample's stack: where a hook or a
  // library call spends its time, synchronously (what runs after an await is counted where it resumes).
  const total = new Map();
  const keyOf = (id) => {
    const frame = nodes.get(id).callFrame;
    return `${frame.functionName || '(anonymous)'} ${place(frame).where}`;
  };
  for (const [id, us] of self) {
    if (nodes.get(id).callFrame.functionName === '(idle)') continue;
    const seen = new Set();
    for (let n = id; n !== undefined; n = parents.get(n)) seen.add(keyOf(n));
    for (const k of seen) total.set(k, (total.get(k) ?? 0) + us);
  }
  const lines = [
    `busy ${(busy / 1000).toFixed(0)} ms of samples`,
    '',
    '| self | package or source |',
    '|---|---|',
  ];
  for (const [g, us] of [...byGroup].sort((a, b) => b[1] - a[1]).slice(0, top))
    lines.push(`| ${pct(us)} | ${g} |`);
  lines.push('', '| self | function |', '|---|---|');
  for (const [f, us] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top))
    lines.push(`| ${pct(us)} | ${f} |`);
  if (inclusive) {
    lines.push('', '| total | function |', '|---|---|');
    for (const [f, us] of [...total].sort((a, b) => b[1] - a[1]).slice(0, inclusive))
      lines.push(`| ${pct(us)} | ${f} |`);
  }
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2];
  const i = process.argv.indexOf('--top');
  const top = i > 0 ? Number(process.argv[i + 1]) : 30;
  const j = process.argv.indexOf('--inclusive');
  const inclusive = j > 0 ? Number(process.argv[j + 1]) : 0;
  console.log(summariseProfile(JSON.parse(fs.readFileSync(file, 'utf8')), { top, inclusive }));
}
