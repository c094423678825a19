import fs from 'node:fs';
import type { FeatureFixtures, RouteCall } from './fixture.ts';

/** A feature's fixtures with the record type erased, as the generated test drives them. */
export type LoadedFeature = {
  file: string;
  setup: FeatureFixtures<unknown>['setup'];
  call(key: string, records: unknown): RouteCall;
  /** The list route's required query, when it has one (fixtures' listQueries). */
  listQuery(key: string): Record<string, string> | undefined;
};

/**
 * Every `*.fixtures.ts` of this folder, indexed by route key. Plain fs + dynamic import: vitest runs
 * in node, where import.meta.glob does not exist. Two files claiming one route is an error.
 */
export async function loadFixtures(): Promise<Map<string, LoadedFeature>> {
  const dir = new URL('./', import.meta.url);
  const byRoute = new Map<string, LoadedFeature>();
  const files = fs.readdirSync(dir).filter((name) => name.endsWith('.fixtures.ts'));
  for (const file of files.sort()) {
    const mod = (await import(new URL(file, dir).href)) as {
      default?: FeatureFixtures<unknown>;
    };
    const fixtures = mod.default;
    if (!fixtures?.routes) throw new Error(`${file}: export default defineFixtures({ setup, routes })`);
    const routes = fixtures.routes as Record<string, (records: unknown) => RouteCall>;
    const feature: LoadedFeature = {
      file,
      setup: fixtures.setup,
      call: (key, records) => {
        const make = routes[key];
        if (!make) throw new Error(`${file}: no fixture for ${key}`);
        return make(records);
      },
      listQuery: (key) => fixtures.listQueries?.[key as keyof typeof fixtures.listQueries],
    };
    for (const key of Object.keys(routes)) {
      const other = byRoute.get(key);
      if (other) throw new Error(`${key} has fixtures in both ${other.file} and ${file}`);
      byRoute.set(key, feature);
    }
  }
  return byRoute;
}
