import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { brandColors } from './src/app/brand-colors.ts';
import { precachedFiles } from './src/features/driver-app/precache-rules.ts';

const apiTarget = 'http://127.0.0.1:3000';

/**
 * The build's files that hold the shell and the driver's pages (precache-rules.ts), found on the module
 * graph once the chunks are known; the service worker's precache manifest keeps only these under assets/.
 */
function driverPrecache() {
  let files: Set<string> | null = null;
  const plugin: Plugin = {
    name: 'rikuun:driver-precache',
    apply: 'build',
    generateBundle(_, bundle) {
      const chunks = Object.values(bundle).flatMap((c) =>
        c.type === 'chunk' ? [{ ...c, css: [...(c.viteMetadata?.importedCss ?? [])] }] : [],
      );
      files = precachedFiles(chunks, (id) => this.getModuleInfo(id));
    },
  };
  /** workbox-build's manifestTransforms: files at the root (index.html, icons) stay; assets/ as chosen. */
  const transform = <Entry extends { url: string }>(entries: Entry[]) => {
    if (!files) throw new Error('driver-precache: the bundle was not seen before the service worker build');
    const chosen = files;
    return {
      manifest: entries.filter((e) => !e.url.startsWith('assets/') || chosen.has(e.url)),
      warnings: [],
    };
  };
  return { plugin, transform };
}

const precache = driverPrecache();

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // The release error reports name (RELEASE at build time, else the package version).
  define: {
    __RIKUUN_RELEASE__: JSON.stringify(
      process.env.RELEASE ?? `rikuun@${process.env.npm_package_version ?? 'dev'}`,
    ),
  },
  plugins: [
    react(),
    precache.plugin,
    // The driver's phone installs the app: src/sw.ts precaches the shell and the driver's pages, keeps the
    // day's API answers, and caches other pages' files as they are used.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      // The page registers it itself (features/driver-app/service-worker.ts), in production builds only.
      injectRegister: false,
      registerType: 'prompt',
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,png,svg,woff2}'],
        manifestTransforms: [precache.transform],
        // The map and the date pickers are large chunks; the driver's pages need them offline too.
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
      manifest: {
        name: '陸運 Rikuun',
        short_name: '陸運',
        description: '運送会社の配車・運行管理。ドライバーのコースと記録。',
        lang: 'ja',
        start_url: '/home',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: brandColors.navy,
        background_color: brandColors.greyBackground,
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
  },
  server: {
    proxy: {
      '/v1': apiTarget,
      '/auth/v1': apiTarget,
    },
  },
});
