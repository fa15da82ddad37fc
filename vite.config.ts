import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import {
  ENTRY,
  firstScreenChunks,
  firstScreenFiles,
  type BuiltFile,
  type ModuleGraph,
} from './scripts/first-screen-chunks';
import { compiledCatalogues } from './scripts/message-catalogues';
import { GUIDE_TAB_MESSAGE_AREAS } from './client/src/config/first-screen-messages';
import { learningTabs } from './client/src/config/learning-path';
import { languages } from './shared/i18n/languages';

const apiPort = process.env.API_PORT ?? '3001';

/**
 * The modules each page shows first: the route, and what it loads lazily as soon as it renders
 * (home: its default tab's panel); and what a signed-in learner's first load fetches once its screen is
 * shown (the offline work: client/src/app/start-offline-work.ts). See scripts/first-screen-chunks.ts.
 */
const firstScreens = {
  root: fileURLToPath(new URL('./', import.meta.url)),
  entry: 'client/index.html',
  screens: {
    landing: ['client/src/app/routes/landing.tsx'],
    auth: ['client/src/app/routes/auth.tsx'],
    home: ['client/src/app/routes/home.tsx', 'client/src/features/guide/components/guide-panel.tsx'],
  },
  afterScreens: { 'offline-work': ['client/src/app/offline-work.ts'] },
};
const firstScreenChunk = firstScreenChunks(firstScreens);
/** The chunks of the groups above: 'landing', 'auth~home', 'auth~offline-work', ... */
const FIRST_SCREEN_CHUNK = /^(landing|auth|home)(~|$)/;
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * The entry and the first screens' chunks run most of their code at start: with V8's explicit
 * compile hint on their first line, all of their functions are compiled while the file streams in,
 * off the main thread, instead of each one on the main thread at its first call
 * (docs/decisions/040-first-screen-code-compiled-off-the-main-thread.md). V8 reads the hint only on
 * the first line, so it is added last, above Vite's preload map; the source map moves down a line.
 */
function compileHints(): Plugin {
  return {
    name: 'arkad:compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !(chunk.isEntry || FIRST_SCREEN_CHUNK.test(chunk.name))) continue;
          chunk.code = COMPILE_HINT + chunk.code;
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === 'asset') {
            const parsed = JSON.parse(String(map.source)) as { mappings: string };
            map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
          }
        }
      },
    },
  };
}

/** index.html's preload script, and the empty values the build fills in. */
const PRELOAD_FILES = 'var files = {};';
const PRELOAD_LANGUAGES = 'var languages = [];';
const PRELOAD_TABS = 'var tabs = [];';

/**
 * Each first screen's files, written into index.html's preload script, which asks for the screen
 * the page opens with while the entry downloads: otherwise they are asked for only once the entry
 * has arrived and run, one download after the other.
 */
function firstScreenPreloads(): Plugin {
  return {
    name: 'arkad:first-screen-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        for (const empty of [PRELOAD_FILES, PRELOAD_LANGUAGES, PRELOAD_TABS]) {
          if (html.split(empty).length !== 2) throw new Error(`index.html needs one '${empty}'`);
        }
        // Each language's start catalogue too, under the language's code: the script asks for the one
        // the visit starts in (startingLanguage's rule) beside the first screen's files.
        const startCatalogues = Object.fromEntries(
          languages.map((language) => [language, [`client/src/i18n/locales/${language}.json`]]),
        );
        // And, under '<language>/guide', the message areas of home's Guide tab in each language.
        const guideTabMessages = Object.fromEntries(
          languages.map((language) => [
            `${language}/guide`,
            GUIDE_TAB_MESSAGE_AREAS.map((area) => `client/src/i18n/locales/${language}/${area}.json`),
          ]),
        );
        const files = firstScreenFiles(context.bundle as Record<string, BuiltFile>, {
          ...firstScreens,
          screens: { ...firstScreens.screens, ...startCatalogues, ...guideTabMessages },
        });
        // The languages Arkad speaks and home's tabs, so the script reads them rather than copies them.
        return html
          .replace(PRELOAD_FILES, `var files = ${JSON.stringify(files)};`)
          .replace(PRELOAD_LANGUAGES, `var languages = ${JSON.stringify(languages)};`)
          .replace(PRELOAD_TABS, `var tabs = ${JSON.stringify(learningTabs.map((tab) => tab.id))};`);
      },
    },
  };
}

/** The group of the chunks shared by `screens` first screens: the more screens, the higher its priority. */
const sharedBy = (screens: number) => ({
  name: (id: string, graph: ModuleGraph) => {
    const name = firstScreenChunk(id, graph);
    return name !== null && name !== ENTRY && name.split('~').length === screens ? name : null;
  },
  priority: screens,
  // A first screen's module only imports the entry's modules or those of screens that include its
  // own, so there is no cycle to avoid by pulling its imports into its chunk.
  includeDependenciesRecursively: false,
});

export default defineConfig({
  root: 'client',
  publicDir: 'public',
  plugins: [
    compiledCatalogues(),
    compileHints(),
    firstScreenPreloads(),
    react(),
    tailwindcss(),
    // The service worker precaches the app shell (every built asset) so the app opens offline, and
    // keeps the last historical price series so the DCA calculator still computes offline. The app
    // registers it once its first screen is shown (client/src/lib/service-worker.ts), not at load.
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: false,
      manifest: {
        name: 'Arkad — Ancient Wisdom, Modern Bitcoin',
        short_name: 'Arkad',
        description: 'Learn to accumulate Bitcoin with the savings principles of The Richest Man in Babylon.',
        theme_color: '#b45309',
        background_color: '#fffbf5',
        display: 'standalone',
        start_url: '/',
        // PNG, not SVG: see the icon links in client/index.html.
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
        // The password rule's dictionaries (~750 KB compressed, decision 051) are fetched only by a
        // password form in use, which needs the server anyway: not precached for every visitor.
        globIgnores: ['**/strong-password-*.js'],
        navigateFallback: '/index.html',
        // The public pages (decision 061) are the server's own documents, never the app's shell
        // (in Spanish under '/es/'; '/es' itself is the app's Spanish landing page).
        navigateFallbackDenylist: [
          /^\/api\//,
          /^\/(learn|glossary|calculator)(\/|$)/i,
          /^\/es\//i,
          /^\/(sitemap\.xml|robots\.txt)$/,
        ],
        // Analytics beacons bypass the worker; Web Push notifications are shown (see the files).
        importScripts: ['sw-events-route.js', 'sw-push.js'],
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
          // Each page's first screen in as few files as it takes (docs/decisions/015-first-load-budgets.md);
          // everything else is split by route and by use.
          groups: [
            // The entry's modules stay in the entry's file, even those lazy chunks use too.
            { name: (id, graph) => (firstScreenChunk(id, graph) === ENTRY ? ENTRY : null), priority: 10 },
            sharedBy(4),
            sharedBy(3),
            sharedBy(2),
            sharedBy(1),
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
