import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { brandColors } from './src/app/brand-colors.ts';

const apiTarget = 'http://127.0.0.1:3000';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    // The driver's phone installs the app: src/sw.ts precaches the build and keeps the day's API answers.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      // The page registers it itself (features/driver-app/service-worker.ts), in production builds only.
      injectRegister: false,
      registerType: 'prompt',
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,png,svg,woff2}'],
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
