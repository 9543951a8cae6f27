import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import path from 'node:path';
import { seoFiles } from './build/seo-files';
import { compileCatalogues } from './build/compile-catalogues';
import { productPageShell } from './build/product-page-shell';
import { afterPaintScript } from './src/take-over/after-paint-script';
import { REACT_ROUTER_PRODUCTION } from './build/react-router-production';

const base = `/${(process.env.BASE_PATH ?? '/shop/').replace(/^\/+|\/+$/g, '')}/`.replace('//', '/');
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:3000';

/** `vite build --ssr`: the page renderer (src/server/render-page.tsx) as one self-contained module for Node. */
const SERVER_BUILD = {
  outDir: 'dist-server',
  ssr: 'src/server/render-page.tsx',
  sourcemap: false,
  minify: true,
  copyPublicDir: false,
  reportCompressedSize: false,
  rolldownOptions: { output: { entryFileNames: '[name].mjs', codeSplitting: false } },
} as const;

/**
 * Small modules that pages share, which the bundler would otherwise give a chunk each (a few hundred bytes
 * apiece): one chunk per kind. Every chunk a page may load is named, with its dependencies, in the app's
 * first chunk (its preloads) and asked for as a request of its own; the icons, the API's route tables and
 * the shop's constants were 23 such files. Those the first screen uses stay in the first chunk (the group
 * of everything loaded initially comes first).
 */
const SMALL_SHARED_GROUPS = [
  { name: 'icons', test: /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/ },
  { name: 'api-routes', test: /shared[\\/]src[\\/]routes[\\/]|[\\/]lib[\\/]api-paths[\\/]/ },
  { name: 'constants', test: /shared[\\/]src[\\/]constants[\\/]/ },
];

export default defineConfig(({ command, isSsrBuild }) => ({
  base,
  plugins: isSsrBuild
    ? [compileCatalogues(), react()]
    : [compileCatalogues(), react(), tailwindcss(), afterPaintScript(base), seoFiles(base), productPageShell(base)],
  // The renderer carries its libraries (React, the router, react-query): the catalog function runs it as is.
  ssr: { noExternal: true },
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve(import.meta.dirname, 'src') },
      // A build takes react-router's production build (build/react-router-production.ts).
      ...(command === 'build'
        ? Object.entries(REACT_ROUTER_PRODUCTION).map(([name, file]) => ({ find: new RegExp(`^${name}$`), replacement: file }))
        : []),
    ],
  },
  define: {
    'import.meta.env.VITE_API_BASE': JSON.stringify(process.env.API_BASE ?? ''),
  },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/media': apiTarget, '/local-auth': apiTarget, '/local-upload': apiTarget },
  },
  build: isSsrBuild ? SERVER_BUILD : {
    outDir: 'dist',
    // Source maps are written for error tracing but not referenced by the bundles, and neither the site
    // deployment nor the local server serves them.
    sourcemap: 'hidden',
    reportCompressedSize: false,
    // Every browser the shop supports preloads modules itself (Safari 17, Firefox 115, Chrome 66); an older
    // one still loads every chunk, only without the head start. The polyfill was 0.35 kB of the first load.
    modulePreload: { polyfill: false },
    // The app's first load stays one chunk (the after-paint script of a page that arrived as HTML is
    // bundled on its own: src/take-over/after-paint-script.ts). The runtime compiled messages call
    // (src/i18n/message-runtime.ts and messageformat's) is one small chunk, not two. The chunks loaded on
    // demand are named by their hash alone: the first chunk lists each of them, with its dependencies, for
    // its preloads, and their names were 0.85 kB of its gzip (source maps name every module). Hashes are
    // letters and digits, so no file name starts with a dash. The first chunk is the group of everything
    // loaded initially; it keeps the name index-<hash>.js (its CSS index-<hash>.css), which a build whose
    // catalogues await their French (build/compile-catalogues.ts) no longer gets from the entry.
    rolldownOptions: {
      input: { index: path.resolve(import.meta.dirname, 'index.html') },
      output: { chunkFileNames: (chunk) => (chunk.name === 'index' ? 'assets/[name]-[hash].js' : 'assets/[hash].js'), hashCharacters: 'base36', codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }, { name: 'index', test: /rolldown[:/\\]runtime/ }, { name: 'message-runtime', test: /[\\/]i18n[\\/]message-runtime\.ts$|@messageformat[\\/]runtime[\\/]/ }, ...SMALL_SHARED_GROUPS] } },
    },
  },
}));
