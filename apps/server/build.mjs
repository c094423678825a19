// Bundles the server into dist/main.js: workspace packages (TypeScript sources) are compiled in,
// npm dependencies stay external and load from node_modules.
import fs from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@rikuun/'));

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});

// The optimizer's worker thread (features/optimization): its own file next to main.js, which
// optimization-pool.ts starts as ./optimization-worker.js when it runs from the bundle.
await build({
  entryPoints: ['src/features/optimization/optimization.worker.ts'],
  outfile: 'dist/optimization-worker.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
});
