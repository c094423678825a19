// Gzipped size of what the web app's first page load fetches (the entry, its static imports and CSS, as
// the built index.html references them: scripts/web-first-load.mjs, which also holds the budget that
// `npm test` enforces), beside the total of all JavaScript.
// Usage: node bench/web/bundle-size.mjs [--no-build]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describeFirstLoad, measureFirstLoad, webDist } from '../../scripts/web-first-load.mjs';

const root = path.resolve(import.meta.dirname, '../..');

if (!process.argv.includes('--no-build') || !fs.existsSync(path.join(webDist, 'index.html'))) {
  execFileSync('npm', ['run', 'build', '-w', '@rikuun/web'], { cwd: root, stdio: 'ignore' });
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const allJs = fs.readdirSync(path.join(webDist, 'assets')).filter((f) => f.endsWith('.js'));
const allTotal = allJs.reduce(
  (sum, f) => sum + gzipSync(fs.readFileSync(path.join(webDist, 'assets', f)), { level: 6 }).length,
  0,
);

console.log('First page load (entry, static imports and CSS), gzip -6:');
console.log(describeFirstLoad(measureFirstLoad()));
console.log(`All JavaScript: ${kb(allTotal)} gzipped (${allJs.length} files)`);
