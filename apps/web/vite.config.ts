import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = 'http://127.0.0.1:3000';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries in their own chunks: they change far less often than the app, so browsers keep them cached.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'mui', test: /node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group)[\\/]/ },
            {
              name: 'data',
              test: /node_modules[\\/](@reduxjs|react-redux|redux|immer|reselect|react-router|zod|react-hook-form|@hookform)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/v1': apiTarget,
      '/auth/v1': apiTarget,
    },
  },
});
