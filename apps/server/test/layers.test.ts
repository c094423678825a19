import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');
const libDir = path.join(src, 'lib');
const featuresDir = path.join(src, 'features');

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.(ts|mts|js|mjs)$/.test(entry.name)) yield full;
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

/** Files under src/lib that import a module under src/features, as "file → module". */
function libToFeatureImports(): string[] {
  const offenders: string[] = [];
  for (const file of sourceFiles(libDir)) {
    for (const spec of relativeImports(fs.readFileSync(file, 'utf8'))) {
      const target = path.resolve(path.dirname(file), spec);
      if (target === featuresDir || target.startsWith(featuresDir + path.sep)) {
        offenders.push(`${path.relative(src, file)} → ${spec}`);
      }
    }
  }
  return offenders;
}

describe('layers', () => {
  it('the import scan sees static, re-export and dynamic imports', () => {
    const code = `import { a } from '../../features/x.ts';\nexport * from "./y.ts";\nconst m = await import('../z.ts');\nimport type {\n  B,\n} from '../w.ts';`;
    expect(relativeImports(code)).toEqual(['../../features/x.ts', './y.ts', '../w.ts', '../z.ts']);
  });

  it('lib/ never imports from features/ (the platform does not depend on features)', () => {
    expect(libToFeatureImports()).toEqual([]);
  });
});
