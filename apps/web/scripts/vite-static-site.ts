import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { dynamicRoutePrefixes } from '../src/config/dynamic-routes.ts';

/**
 * Makes `vite preview` answer like the static host the site is deployed to: a prerendered page
 * for each route (`/about/token` -> `about/token/index.html`) and `404.html` with status 404 for
 * any other address, except under a dynamic route's prefix (`/receipt/…`), which gets that
 * route's app shell. Existing files, /api and /indexer (proxied) are left to Vite.
 */
export function staticSite(): Plugin {
  return {
    name: 'eco-static-site',
    configurePreviewServer(server) {
      const outDir = path.resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        const url = new URL(req.url ?? '/', 'http://localhost');
        if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/indexer/')) return next();
        const file = path.join(outDir, decodeURIComponent(url.pathname));
        if (!file.startsWith(outDir)) return next();
        if (existsSync(file) && statSync(file).isFile()) return next();
        const clean = url.pathname.replace(/\/+$/, '');
        if (existsSync(path.join(outDir, clean, 'index.html'))) {
          req.url = `${clean}/index.html${url.search}`;
          return next();
        }
        // A route with a parameter: its prefix's app shell, which the app renders in the browser.
        const prefix = dynamicRoutePrefixes.find((p) => clean.startsWith(`${p}/`));
        if (prefix && existsSync(path.join(outDir, prefix, 'index.html'))) {
          req.url = `${prefix}/index.html${url.search}`;
          return next();
        }
        res.statusCode = 404;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(req.method === 'HEAD' ? undefined : readFileSync(path.join(outDir, '404.html')));
      });
    },
  };
}
