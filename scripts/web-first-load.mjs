// The web app's first load and its budget: what a browser fetches before it can draw the first page —
// the entry script, the chunks it imports statically (modulepreload) and the stylesheets, as the built
// index.html references them — gzipped. `npm test` fails over the budget (check after the build);
// bench/web/bundle-size.mjs prints the same figure.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './setup.mjs';

/** The budget, in gzipped bytes (kB = 1,000 bytes, as Vite prints them). The one place it is written. */
export const FIRST_LOAD_BUDGET_BYTES = 160_000;

export const webDist = path.join(root, 'apps/web/dist');

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/** `src`/`href` of the tags of index.html that the browser fetches before the page runs. */
function referencedByHtml(html) {
  const files = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const attr = (name) => tag.match(new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i'))?.[1];
    const rel = attr('rel')?.toLowerCase();
    const url = tag.toLowerCase().startsWith('<script')
      ? attr('type') === 'module' && attr('src')
      : (rel === 'modulepreload' || rel === 'stylesheet') && attr('href');
    // Only the app's own files: a data: icon or another origin is no part of the build.
    if (url && !/^[a-z]+:|^\/\//i.test(url)) files.push(url.replace(/^\//, '').split(/[?#]/)[0]);
  }
  return files;
}

/**
 * Vite's manifest: the entry's static imports, transitively, and their CSS. Counted as well, so a chunk
 * the entry needs counts even if index.html stopped preloading it.
 */
function staticImportsOfEntry(dist) {
  const manifestPath = path.join(dist, '.vite/manifest.json');
  if (!fs.existsSync(manifestPath)) return [];
  /** @type {Record<string, {file: string, isEntry?: boolean, imports?: string[], css?: string[]}>} */
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return [...files];
}

/**
 * The first load of the build in `dist`: each file with its gzipped size (level 6), largest first,
 * and the total. Throws when index.html names no module script (nothing to measure is not a pass).
 */
export function measureFirstLoad(dist = webDist) {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const fromHtml = referencedByHtml(html);
  if (!fromHtml.some((f) => f.endsWith('.js')))
    throw new Error(`${path.join(dist, 'index.html')} references no module script`);
  const files = [...new Set([...fromHtml, ...staticImportsOfEntry(dist)])];
  const rows = files
    .map((file) => ({ file, gzip: gzipSync(fs.readFileSync(path.join(dist, file)), { level: 6 }).length }))
    .sort((a, b) => b.gzip - a.gzip);
  return { files: rows, total: rows.reduce((sum, r) => sum + r.gzip, 0) };
}

/** Lines that show a measurement: each file, then the total against the budget. */
export function describeFirstLoad({ files, total }, budget = FIRST_LOAD_BUDGET_BYTES) {
  return [
    ...files.map((r) => `  ${r.file.padEnd(48)} ${kb(r.gzip).padStart(10)}`),
    `First load: ${kb(total)} gzipped in ${files.length} files (budget ${kb(budget)})`,
  ].join('\n');
}

/** `npm test`'s check (see checks.mjs for the shape): the built web app's first load within the budget. */
export function webFirstLoadBudget(dist = webDist, budget = FIRST_LOAD_BUDGET_BYTES) {
  let measured;
  try {
    measured = measureFirstLoad(dist);
  } catch (error) {
    return { ok: false, output: `The web app's first load could not be measured: ${error.message}` };
  }
  const ok = measured.total <= budget;
  const verdict = ok
    ? `within the budget of ${kb(budget)}`
    : `Web first load is ${kb(measured.total)} gzipped, over the budget of ${kb(budget)} by ` +
      `${kb(measured.total - budget)}. Keep page code out of the entry's static imports (lazy routes, ` +
      'dynamic import(); `node bench/web/bundle-size.mjs` lists the files), or raise ' +
      'FIRST_LOAD_BUDGET_BYTES in scripts/web-first-load.mjs if the growth is wanted.';
  return { ok, output: `${describeFirstLoad(measured, budget)}\n${verdict}` };
}
