// Bundles the server into dist/main.js: workspace packages (TypeScript sources) are compiled in,
// npm dependencies stay external and load from node_modules.
import fs from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const dependencies = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@rikuun/'));
const external = [...dependencies, ...dependencies.map((name) => `${name}/*`)];

/** One entry point bundled to one ES module file for Node 20. */
const bundle = (entry, outfile, options = { external }) =>
  build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    ...options,
  });

await bundle('src/main.ts', 'dist/main.js');

// Tracing, preloaded with --import before main.js (scripts/start.mjs): its OpenTelemetry packages are
// imported only when OTEL_EXPORTER_OTLP_ENDPOINT is set.
await bundle('src/tracing-preload.ts', 'dist/tracing.js');

// The optimizer's worker thread (features/optimization): its own file next to main.js, which
// optimization-pool.ts starts as ./optimization-worker.js when it runs from the bundle. It needs no
// npm package: everything is compiled in.
await bundle('src/features/optimization/optimization.worker.ts', 'dist/optimization-worker.js', {});

// The PDF workers' module (src/pdf.worker.ts, every renderer): its own file next to main.js, which
// src/pdf-renderers.ts hands to the pool as ./pdf-worker.js when it runs from the bundle. pdfkit,
// fontkit and piscina stay external, loaded from node_modules as by main.js.
await bundle('src/pdf.worker.ts', 'dist/pdf-worker.js');
