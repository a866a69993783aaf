import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.FATHOM_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The chunks above Vite's 500 kB are ECharts' and exceljs', each loaded on demand
    // (`npx tsx bench/web-bundle.ts`).
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'mantine', test: /node_modules[\\/](@mantine|@floating-ui)[\\/]/ },
            { name: 'tanstack', test: /node_modules[\\/]@tanstack[\\/]/ },
            // Only what the first page needs: exceljs (and its own dependencies) stays in the chunk
            // that the first xlsx export or import loads.
            // zod's configuration goes with zod: the chunks of the app's own modules run after
            // it, so none parses before zod is told not to compile (src/lib/zod-config.ts).
            {
              name: 'vendor',
              test: /node_modules|[\\/]src[\\/]lib[\\/]zod-config\.ts$/,
              tags: ['$initial'],
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': {
        target: apiTarget,
        changeOrigin: true,
        ws: true,
        headers: { origin: new URL(apiTarget).origin },
      },
    },
  },
});
