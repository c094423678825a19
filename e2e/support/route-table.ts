import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Role } from '@rikuun/contract';

const appDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../apps/web/src/app');
const routerFile = resolve(appDir, 'router.tsx');

/** The `path: '…'` entries of a route file, in their order. */
const pathsIn = (text: string) => [...text.matchAll(/\bpath:\s*'([^']+)'/g)].map((m) => m[1] as string);

/**
 * The web app's pages per role, read from its route table (apps/web/src/app/router.tsx and each
 * feature's <feature>-routes.ts), so a page added later is checked without touching the tests. Paths
 * keep their parameters (`vehicles/:id`); the caller finds a value for them.
 */
export function pagesByRole(): { signedOut: string[] } & Record<Role, string[]> {
  const router = readFileSync(routerFile, 'utf8');
  const modules = new Map<string, string>();
  for (const m of router.matchAll(/import \{ (\w+Routes) \} from '([^']+)'/g))
    modules.set(m[1] as string, resolve(appDir, m[2] as string));
  const spreadPaths = (spreads: string) =>
    [...spreads.matchAll(/\.\.\.(\w+Routes)/g)].flatMap((m) => {
      const file = modules.get(m[1] as string);
      if (!file) throw new Error(`router.tsx spreads ${m[1]} without importing it from a feature`);
      return pathsIn(readFileSync(file, 'utf8'));
    });

  const layoutStart = router.indexOf('AppLayout');
  if (layoutStart < 0) throw new Error('router.tsx: the signed-in layout (AppLayout) was not found');
  const signedOut = pathsIn(router.slice(0, layoutStart)).filter((p) => p.startsWith('/'));

  // Each role's block: <RequireRole roles={['company_admin']} />, children: [...xRoutes, ...].
  const blocks = [...router.matchAll(/roles=\{\[([^\]]*)\]\}\s*\/>,\s*children:\s*\[([^\]]*)\]/g)];
  const firstBlock = router.indexOf('<RequireRole');
  // Before the role blocks, inside the layout: pages of every signed-in role (アカウント).
  const shared = router.slice(layoutStart, firstBlock);
  const everyone = [...pathsIn(shared).filter((p) => p !== '*'), ...spreadPaths(shared)];
  const pages = { signedOut } as { signedOut: string[] } & Record<Role, string[]>;
  for (const block of blocks) {
    const blockRoles = [...(block[1] as string).matchAll(/'(\w+)'/g)].map((m) => m[1] as Role);
    for (const role of blockRoles) pages[role] = [...(pages[role] ?? []), ...spreadPaths(block[2] as string)];
  }
  for (const role of ['company_admin', 'system_admin', 'consignor_user', 'driver'] as const) {
    if (!pages[role]?.length) throw new Error(`router.tsx: no pages found for ${role}`);
    pages[role] = [...everyone, ...pages[role]].map((p) => `/${p}`);
  }
  return pages;
}

/** Whether `path` (a concrete path) is one of `pattern`'s pages, and the pattern as a regular expression. */
export const patternRegExp = (pattern: string) =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}$`);
