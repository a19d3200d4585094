import type { IncomingMessage } from 'node:http';
import { fileURLToPath, URL } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { parseEnv } from './src/config/env-schema.ts';
import { indexerReadPath } from './scripts/lib/indexer-route.ts';
import { launchGatePlugin } from './scripts/vite-launch-gate.ts';
import { catalogues } from './scripts/vite-catalogues.ts';
import { staticSite } from './scripts/vite-static-site.ts';

const port = Number(process.env.PORT ?? 5173);
// The site reaches its API under /api on its own origin, in development and in preview, as it
// does in production behind a reverse proxy.
// The indexer's read API (chain history) is under /indexer the same way, and only it: Ponder's own
// routes (/metrics, /status, /ready, /health) answer 404 through the site (indexerReadPath).
const proxy = {
  '/api': { target: process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8787', changeOrigin: false },
  '/indexer': {
    target: process.env.INDEXER_PROXY_TARGET ?? 'http://127.0.0.1:42069',
    changeOrigin: false,
    // Vite's hook before forwarding: false answers 404; otherwise the request goes on with the
    // path the indexer is asked for (the prefix removed, as resolved when it was checked).
    bypass: (req: IncomingMessage) => {
      const forwarded = indexerReadPath(req.method, req.url ?? '');
      if (forwarded === null) return false;
      req.url = forwarded;
      return undefined;
    },
  },
};

export default defineConfig(({ mode, isPreview }) => {
  // Validated here, once, so a bad VITE_* setting stops the build (or the dev server) with its
  // name, and the browser receives plain values without the validator.
  const env = parseEnv(loadEnv(mode, process.cwd(), 'VITE_'));
  return {
    plugins: [
      // Lingui's macros compiled natively (no Babel pass), and its .po catalogues compiled when
      // a page imports them (docs/decisions/0045).
      lingui({ macroTransform: true }),
      catalogues(env.VITE_PSEUDO_LOCALE === 'true'),
      react(),
      tailwindcss(),
      staticSite(env, Object.keys(proxy)),
      launchGatePlugin(env.VITE_SITE_ENV),
    ],
    define: { __ECO_ENV__: JSON.stringify(env) },
    resolve: {
      alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    },
    // The preview serves the prerendered pages as a static host would (404.html for unknown
    // paths, the build's dist/_headers on every answer); the dev server keeps the single-page
    // fallback, and no Content-Security-Policy: its inline module scripts (React refresh, HMR)
    // would need one of their own.
    appType: isPreview ? 'mpa' : 'spa',
    server: { host: '127.0.0.1', port, strictPort: true, proxy },
    preview: { host: '127.0.0.1', port, strictPort: true, proxy },
    build: {
      // No modulepreload polyfill: every browser the es2022 target leaves out of date support
      // <link rel="modulepreload"> natively but Safari 16, which then loads the same modules
      // without preloading them (correct, a little slower); the polyfill cost every page about
      // 250 bytes of its first load (docs/decisions/0004).
      modulePreload: { polyfill: false },
      target: 'es2022',
      // No source maps: everything in dist is public on a static host, and the maps carried the
      // whole source (with the local chain's dev keys). Error reports would need 'hidden' maps
      // written outside dist, which nothing here collects.
      sourcemap: false,
      manifest: true,
      rolldownOptions: {
        output: {
          // Every page needs React, React Router and the small shared modules of the layout
          // first: one file instead of a dozen compresses better and saves round trips
          // (docs/decisions/0004). Only modules every page uses belong here: not the activity
          // store, whose record schemas (zod) only the wallet code reads, nor the token page's
          // stage-remaining store, nor the white paper's generated hash, which only the Buy gate,
          // the Buy dialog and /white-paper read. The packages are matched in the top node_modules only: wagmi
          // carries its own zustand (with its persist middleware), which only the wallet needs.
          codeSplitting: {
            groups: [
              {
                name: 'shell',
                test: /^(?:(?!node_modules).)*node_modules[\\/](react|react-dom|scheduler|react-router|zustand)[\\/]|lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|defaultAttributes|shared)|src[\\/]config[\\/](?!white-paper\.generated)|src[\\/]stores[\\/](?!activity\.|stage-remaining\.)|src[\\/]lib[\\/]format\.ts|src[\\/]components[\\/]ui[\\/](head|page-header|reveal)\.tsx|src[\\/]content[\\/]site\.ts|vite[\\/]preload-helper|rolldown[\\/]runtime/,
                priority: 20,
              },
            ],
          },
        },
      },
    },
  };
});
