import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { measureFirstLoad, webFirstLoadBudget } from './web-first-load.mjs';

const dirs = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A built app in a temporary folder: `files` by path, index.html and Vite's manifest among them. */
function dist(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rikuun-first-load-'));
  dirs.push(dir);
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

// Incompressible-ish text of a known gzipped size: each file's bytes differ.
const code = (seed, length) =>
  Array.from({ length }, (_, i) => String.fromCharCode(33 + ((i * 7919 + seed * 104729) % 89))).join('');
const gz = (text) => gzipSync(text, { level: 6 }).length;

const indexHtml = `<!doctype html><html><head>
<link rel="icon" href="data:image/svg+xml,%3Csvg%3E">
<link rel="manifest" href="/manifest.webmanifest">
<script type="module" crossorigin src="/assets/index-1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/vendor-2.js">
<link rel="stylesheet" crossorigin href="/assets/index-3.css">
</head><body><div id="root"></div></body></html>`;

const files = {
  'assets/index-1.js': code(1, 4000),
  'assets/vendor-2.js': code(2, 3000),
  'assets/index-3.css': code(3, 500),
  'assets/LazyPage-4.js': code(4, 9000),
  'manifest.webmanifest': '{}',
};

describe('web first load', () => {
  it('counts the entry script, its modulepreloads and stylesheets gzipped, not lazy chunks', () => {
    const measured = measureFirstLoad(dist({ ...files, 'index.html': indexHtml }));
    expect(measured.files.map((f) => f.file).sort()).toEqual([
      'assets/index-1.js',
      'assets/index-3.css',
      'assets/vendor-2.js',
    ]);
    const expected =
      gz(files['assets/index-1.js']) + gz(files['assets/vendor-2.js']) + gz(files['assets/index-3.css']);
    expect(measured.total).toBe(expected);
  });

  it("counts a chunk the entry imports statically (Vite's manifest) even when index.html does not preload it", () => {
    const manifest = {
      'index.html': {
        file: 'assets/index-1.js',
        isEntry: true,
        imports: ['_vendor-2.js'],
        css: ['assets/index-3.css'],
      },
      '_vendor-2.js': {
        file: 'assets/vendor-2.js',
        imports: ['_shared-5.js'],
        dynamicImports: ['src/Lazy.tsx'],
      },
      '_shared-5.js': { file: 'assets/shared-5.js' },
      'src/Lazy.tsx': { file: 'assets/LazyPage-4.js', isDynamicEntry: true },
    };
    const measured = measureFirstLoad(
      dist({
        ...files,
        'assets/shared-5.js': code(5, 2000),
        'index.html': indexHtml,
        '.vite/manifest.json': JSON.stringify(manifest),
      }),
    );
    expect(measured.files.map((f) => f.file).sort()).toEqual([
      'assets/index-1.js',
      'assets/index-3.css',
      'assets/shared-5.js',
      'assets/vendor-2.js',
    ]);
  });

  it('passes at the budget and fails one byte over it, saying by how much', () => {
    const dir = dist({ ...files, 'index.html': indexHtml });
    const { total } = measureFirstLoad(dir);
    expect(webFirstLoadBudget(dir, total).ok).toBe(true);
    const over = webFirstLoadBudget(dir, total - 1);
    expect(over.ok).toBe(false);
    expect(over.output).toContain(
      `Web first load is ${(total / 1000).toFixed(1)} kB gzipped, over the budget`,
    );
    expect(over.output).toContain('assets/vendor-2.js');
  });

  it('fails when index.html names no module script: nothing measured is not a pass', () => {
    const result = webFirstLoadBudget(dist({ ...files, 'index.html': '<html><body></body></html>' }), 1e9);
    expect(result.ok).toBe(false);
    expect(result.output).toContain('references no module script');
  });
});
