import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The web app's layers, lowest first: lib/ (shared non-UI), components/ (shared UI), features/<name>/,
 * app/ (shell, routing, store). A layer imports only from the layers below it; a feature imports
 * another feature only through that feature's index.ts, its public surface. As apps/server/test/layers.test.ts.
 */
const src = path.dirname(fileURLToPath(import.meta.url));

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.(ts|tsx)$/.test(entry.name)) yield full;
  }
}

/** Relative module specifiers of static imports/exports and dynamic imports. */
export function relativeImports(code: string): string[] {
  const found: string[] = [];
  const patterns = [
    /\b(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]/g,
  ];
  for (const re of patterns) for (const m of code.matchAll(re)) if (m[1]?.startsWith('.')) found.push(m[1]);
  return found;
}

/** A source path (relative to src, with /) → its layer, and its feature's name under features/. */
export function placeOf(file: string): { layer: string; feature?: string } {
  const [layer = '', feature] = file.split('/');
  return layer === 'features' ? { layer, feature } : { layer };
}

/** Why importing `target` from `file` (both relative to src, with /) breaks the layers, or null if it does not. */
export function layerBreach(file: string, target: string): string | null {
  const from = placeOf(file);
  const to = placeOf(target);
  if (
    (from.layer === 'lib' || from.layer === 'components') &&
    (to.layer === 'features' || to.layer === 'app')
  ) {
    return `${from.layer}/ imports ${to.layer}/`;
  }
  if (from.layer === 'lib' && to.layer === 'components') return 'lib/ imports components/';
  if (from.layer === 'features' && to.layer === 'app') return 'a feature imports app/';
  if (from.layer === 'features' && to.layer === 'features' && from.feature !== to.feature) {
    if (target !== `features/${to.feature}/index.ts`) return "a feature imports another feature's internals";
  }
  return null;
}

/** Every import that breaks the layers, as "file → module (why)". */
function layerBreaches(): string[] {
  const breaches: string[] = [];
  for (const full of sourceFiles(src)) {
    const file = path.relative(src, full).split(path.sep).join('/');
    for (const spec of relativeImports(fs.readFileSync(full, 'utf8'))) {
      const target = path
        .relative(src, path.resolve(path.dirname(full), spec))
        .split(path.sep)
        .join('/');
      const why = layerBreach(file, target);
      if (why) breaches.push(`${file} → ${spec} (${why})`);
    }
  }
  return breaches;
}

describe('web layers', () => {
  it('the import scan sees static, re-export and dynamic imports', () => {
    const code = `import { a } from '../../features/x.ts';\nexport * from "./y.ts";\nconst m = await import('../z.tsx');\nimport type {\n  B,\n} from '../w.ts';\nimport { c } from 'react';`;
    expect(relativeImports(code)).toEqual(['../../features/x.ts', './y.ts', '../w.ts', '../z.tsx']);
  });

  it('tells a breach from an allowed import', () => {
    expect(layerBreach('components/form/A.tsx', 'features/reference-data/api.ts')).toBe(
      'components/ imports features/',
    );
    expect(layerBreach('lib/a.ts', 'app/store.ts')).toBe('lib/ imports app/');
    expect(layerBreach('lib/a.ts', 'components/B.tsx')).toBe('lib/ imports components/');
    expect(layerBreach('features/a/B.tsx', 'app/current-user.ts')).toBe('a feature imports app/');
    expect(layerBreach('features/a/B.tsx', 'features/b/C.tsx')).toBe(
      "a feature imports another feature's internals",
    );
    expect(layerBreach('features/a/sub/B.tsx', 'features/b/index.ts')).toBeNull();
    expect(layerBreach('features/a/sub/B.tsx', 'features/a/C.tsx')).toBeNull();
    expect(layerBreach('features/a/B.tsx', 'components/C.tsx')).toBeNull();
    expect(layerBreach('app/router.tsx', 'features/a/a-routes.ts')).toBeNull();
  });

  it('lib/ and components/ never import features/ or app/, features never app/ nor each other but by index.ts', () => {
    expect(layerBreaches()).toEqual([]);
  });
});
