import { describe, expect, it } from 'vitest';
import { type BundleChunk, type ModuleImports, precachedFiles, precacheRoots } from './precache-rules.ts';

// A small app as the bundler sees it: the entry, the router with its own lazy layout, a staff route list,
// the driver's route list, and the contract's re-exporting index that both sides import.
const graph: Record<string, Partial<ModuleImports>> = {
  '/src/main.tsx': { importedIds: ['/src/app/router.tsx'] },
  '/src/app/router.tsx': {
    importedIds: [
      '/src/features/vehicles/vehicle-routes.ts',
      '/src/features/drivers/driver-home-routes.ts',
      '/src/features/drivers/driver-routes.ts',
    ],
    dynamicallyImportedIds: ['/src/app/layout/AppLayout.tsx', '/src/features/auth/LoginPage.tsx'],
  },
  '/src/features/vehicles/vehicle-routes.ts': {
    dynamicallyImportedIds: ['/src/features/vehicles/VehiclesPage.tsx'],
  },
  // The staff's management of drivers: not the driver's own routes despite the word.
  '/src/features/drivers/driver-routes.ts': {
    dynamicallyImportedIds: ['/src/features/drivers/DriverListPage.tsx'],
  },
  '/src/features/drivers/driver-home-routes.ts': {
    dynamicallyImportedIds: ['/src/features/drivers/DriverHomePage.tsx'],
  },
  '/src/features/drivers/DriverHomePage.tsx': {
    importedIds: ['/contract/index.ts'],
    dynamicallyImportedIds: ['/src/components/map/MapFrame.tsx'],
  },
  '/src/features/vehicles/VehiclesPage.tsx': {
    importedIds: ['/contract/index.ts'],
    dynamicallyImportedIds: ['/src/features/vehicles/VehicleDialog.tsx'],
  },
  '/contract/index.ts': { importedIds: ['/contract/self.ts', '/contract/vehicles.ts'] },
};
const imports = (id: string): ModuleImports | null => {
  const info = graph[id];
  return info
    ? { importedIds: info.importedIds ?? [], dynamicallyImportedIds: info.dynamicallyImportedIds ?? [] }
    : null;
};

describe('what the service worker precaches', () => {
  it("starts from the entry, the shell's lazy modules and the driver's pages with what they load lazily", () => {
    expect([...precacheRoots(['/src/main.tsx'], imports)].sort()).toEqual([
      '/src/app/layout/AppLayout.tsx',
      '/src/components/map/MapFrame.tsx',
      '/src/features/auth/LoginPage.tsx',
      '/src/features/drivers/DriverHomePage.tsx',
      '/src/main.tsx',
    ]);
  });

  it("keeps the chunks of those modules and what they import, not a staff page's chunk that holds a contract module", () => {
    const chunk = (fileName: string, moduleIds: string[], more: Partial<BundleChunk> = {}): BundleChunk => ({
      fileName,
      isEntry: false,
      moduleIds,
      imports: [],
      css: [],
      ...more,
    });
    const chunks = [
      chunk(
        'assets/index.js',
        ['/src/main.tsx', '/src/app/router.tsx', '/src/features/drivers/driver-home-routes.ts'],
        {
          isEntry: true,
          imports: ['assets/react.js'],
        },
      ),
      chunk('assets/react.js', ['/node_modules/react/index.js']),
      chunk('assets/AppLayout.js', ['/src/app/layout/AppLayout.tsx'], { imports: ['assets/react.js'] }),
      chunk('assets/LoginPage.js', ['/src/features/auth/LoginPage.tsx']),
      chunk('assets/DriverHomePage.js', ['/src/features/drivers/DriverHomePage.tsx'], {
        imports: ['assets/self.js'],
      }),
      chunk('assets/self.js', ['/contract/self.ts']),
      chunk('assets/MapFrame.js', ['/src/components/map/MapFrame.tsx'], { css: ['assets/MapFrame.css'] }),
      // The vehicles page's chunk also holds the contract's vehicle schemas, reached through the index.
      chunk('assets/VehiclesPage.js', ['/src/features/vehicles/VehiclesPage.tsx', '/contract/vehicles.ts']),
      chunk('assets/VehicleDialog.js', ['/src/features/vehicles/VehicleDialog.tsx']),
      chunk('assets/DriverListPage.js', ['/src/features/drivers/DriverListPage.tsx']),
    ];
    expect([...precachedFiles(chunks, imports)].sort()).toEqual([
      'assets/AppLayout.js',
      'assets/DriverHomePage.js',
      'assets/LoginPage.js',
      'assets/MapFrame.css',
      'assets/MapFrame.js',
      'assets/index.js',
      'assets/react.js',
      'assets/self.js',
    ]);
  });
});
