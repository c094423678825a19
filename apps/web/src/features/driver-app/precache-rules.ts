/**
 * What the service worker precaches at install: the app shell and the driver's pages, so the driver's
 * phone works offline from its first visit; staff pages are cached as they are used (src/sw.ts). Read by
 * the build (vite.config.ts) on the bundler's module and chunk graphs; no DOM, no React.
 */

/** A list of routes: its lazy pages are precached only if it is the driver's (`driver-*-routes.ts`). */
const ROUTES_MODULE = /-routes\.ts$/;
const DRIVER_ROUTES_MODULE = /\/driver-[a-z0-9-]+-routes\.ts$/;

const pathOf = (id: string) => id.split('?')[0] ?? id;

/** The imports of a module, as the bundler knows them (rollup's and rolldown's ModuleInfo). */
export type ModuleImports = {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
};

/** An output chunk: its file, the modules in it, the chunks it imports statically and its CSS. */
export type BundleChunk = {
  fileName: string;
  isEntry: boolean;
  moduleIds: readonly string[];
  imports: readonly string[];
  css: readonly string[];
};

/**
 * The modules loaded lazily that the precache starts from: the entries, and every module that code
 * reachable from them loads with import() — the sign-in pages, the signed-in layout and what it loads,
 * the driver's pages and what they load — except the pages of route lists other than the driver's.
 */
export function precacheRoots(
  entries: readonly string[],
  imports: (id: string) => ModuleImports | null,
): Set<string> {
  const roots = new Set(entries);
  const seen = new Set<string>();
  const pending = [...entries];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const info = imports(id);
    if (!info) continue;
    pending.push(...info.importedIds);
    const path = pathOf(id);
    if (ROUTES_MODULE.test(path) && !DRIVER_ROUTES_MODULE.test(path)) continue;
    for (const lazy of info.dynamicallyImportedIds) {
      roots.add(lazy);
      pending.push(lazy);
    }
  }
  return roots;
}

/**
 * The files to precache: the chunks that hold a root module and every chunk they import statically, with
 * their CSS. Chunks, not modules, decide: a module reached only through a re-exporting index (the
 * contract's) sits in whichever chunk uses it, and that chunk is no part of the driver's pages.
 */
export function precachedFiles(
  chunks: readonly BundleChunk[],
  imports: (id: string) => ModuleImports | null,
): Set<string> {
  const entries = chunks.filter((c) => c.isEntry).flatMap((c) => c.moduleIds);
  const roots = precacheRoots(entries, imports);
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const files = new Set<string>();
  const pending = chunks.filter((c) => c.moduleIds.some((id) => roots.has(id)));
  for (let chunk = pending.pop(); chunk !== undefined; chunk = pending.pop()) {
    if (files.has(chunk.fileName)) continue;
    files.add(chunk.fileName);
    for (const css of chunk.css) files.add(css);
    for (const file of chunk.imports) {
      const next = byFile.get(file);
      if (next) pending.push(next);
    }
  }
  return files;
}
