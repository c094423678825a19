// Gzipped size of the JavaScript the web app's first page load needs: the entry chunk and every chunk
// it imports statically (from Vite's manifest), beside the total of all JavaScript.
// Usage: node bench/web/bundle-size.mjs [--no-build]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '../..');
const dist = path.join(root, 'apps/web/dist');
const manifestPath = path.join(dist, '.vite/manifest.json');

if (!process.argv.includes('--no-build') || !fs.existsSync(manifestPath)) {
  execFileSync('npm', ['run', 'build', '-w', '@rikuun/web'], { cwd: root, stdio: 'ignore' });
}

/** @type {Record<string, {file: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[]}>} */
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
const gzipped = (file) => gzipSync(fs.readFileSync(path.join(dist, file)), { level: 6 }).length;
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
if (entries.length !== 1) throw new Error(`expected one entry chunk, found ${entries.length}`);

// The entry and its static imports, transitively: what the browser fetches before the first render.
const initial = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || initial.has(chunk.file)) return;
  initial.add(chunk.file);
  for (const next of chunk.imports ?? []) visit(next);
};
visit(entries[0][0]);

const allJs = fs
  .readdirSync(path.join(dist, 'assets'))
  .filter((f) => f.endsWith('.js'))
  .map((f) => `assets/${f}`);

const rows = [...initial].map((file) => ({ file, gzip: gzipped(file) })).sort((a, b) => b.gzip - a.gzip);
const initialTotal = rows.reduce((sum, r) => sum + r.gzip, 0);
const allTotal = allJs.reduce((sum, f) => sum + gzipped(f), 0);

console.log('First page load (entry + static imports), gzip -6:');
for (const r of rows) console.log(`  ${r.file.padEnd(44)} ${kb(r.gzip).padStart(10)}`);
console.log(`Initial JavaScript: ${kb(initialTotal)} gzipped (${rows.length} files)`);
console.log(`All JavaScript:     ${kb(allTotal)} gzipped (${allJs.length} files)`);
