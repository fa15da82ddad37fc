import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const apiPort = process.env.API_PORT ?? '3001';

// Module ids use forward slashes on every platform (Vite normalises them).
const sharedUiModules = new RegExp(
  [
    'node_modules/(tailwind-merge|clsx|class-variance-authority)/',
    'node_modules/@radix-ui/react-(slot|compose-refs)/',
    'node_modules/lucide-react/dist/esm/(Icon|createLucideIcon|defaultAttributes|context)\\.mjs',
    'node_modules/lucide-react/dist/esm/shared/',
    'client/src/lib/cn\\.ts',
    'client/src/components/ui/(button|card|badge)\\.tsx',
    'client/src/components/brand\\.tsx',
    'client/src/config/paths\\.ts',
  ].join('|'),
);

export default defineConfig({
  root: 'client',
  publicDir: 'public',
  plugins: [
    react(),
    tailwindcss(),
    // The service worker precaches the app shell (every built asset) so the app opens offline, and
    // keeps the last historical price series so the DCA calculator still computes offline.
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: 'script-defer',
      manifest: {
        name: 'Arkad — Ancient Wisdom, Modern Bitcoin',
        short_name: 'Arkad',
        description: 'Learn to accumulate Bitcoin with the savings principles of The Richest Man in Babylon.',
        theme_color: '#b45309',
        background_color: '#fffbf5',
        display: 'standalone',
        start_url: '/',
        icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//],
        // Analytics beacons bypass the worker (see the file).
        importScripts: ['sw-events-route.js'],
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            urlPattern: ({ url }) => url.pathname === '/api/bitcoin/historical',
            handler: 'NetworkFirst',
            options: {
              cacheName: 'arkad-price-history',
              networkTimeoutSeconds: 5,
              expiration: { maxEntries: 30 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./client/src', import.meta.url)),
      '@shared': fileURLToPath(new URL('./shared', import.meta.url)),
    },
  },
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    // Maps are written for debugging but not referenced from the bundles; production never serves them.
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Every page's first load needs the same few UI pieces (cn and tailwind-merge, Button, Card,
          // Badge, the brand, the paths, lucide's icon base): one chunk instead of a dozen tiny ones.
          // Everything else is split by route and by use (see docs/decisions/015-first-load-budgets.md).
          groups: [
            { name: 'ui', test: sharedUiModules },
            // Every page reads the session and talks to the API: one chunk, not four small ones.
            {
              name: 'core',
              test: /node_modules\/@tanstack\/|client\/src\/lib\/(storage|visit-storage|api-client)\.ts|shared\/api-error\.ts/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
});
