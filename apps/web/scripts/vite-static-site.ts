import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { Env } from '../src/config/env-schema.ts';
import { dynamicRoutePrefixes } from '../src/config/dynamic-routes.ts';
import { LOCALE_SCRIPT } from '../src/config/locales.ts';
import { THEME_SCRIPT } from '../src/config/theme.ts';
import { headersFile, parseHeadersFile, siteSecurityHeaders } from './lib/security-headers.ts';

/**
 * The static host the site is deployed to, in the build and in `vite preview`.
 *
 * The build writes `dist/_headers`: the security headers of every file (scripts/lib/
 * security-headers.ts, for the build's settings), in the format static hosts read. The preview
 * serves every answer but the proxied ones (`proxied`: /api, /indexer) with exactly those
 * headers, and answers as the host would: a prerendered page for each route (`/about/token` ->
 * `about/token/index.html`) and `404.html` with status 404 for any other address, except under a
 * dynamic route's prefix (`/receipt/…`), which gets that route's app shell; under a language's
 * prefix (`/de/…`) that language's own (`de/404.html`, `de/receipt/index.html`), as
 * deploy/nginx/eco.conf answers. Existing files are left to Vite.
 *
 * Every page, built or served by the dev server, starts its <head> with the remembered language's
 * redirect (config/locales.ts) and the theme script (config/theme.ts): they run before the body
 * is parsed, so the first frame is in the visitor's language and theme. The security headers
 * admit them by their hashes.
 */
export function staticSite(env: Env, proxied: string[]): Plugin {
  let ssr = false;
  const isProxied = (pathname: string) => proxied.some((prefix) => pathname.startsWith(prefix));
  return {
    name: 'eco-static-site',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    transformIndexHtml(html) {
      const charset = '<meta charset="UTF-8" />';
      if (!html.includes(charset))
        throw new Error(`index.html must start its <head> with ${charset}`);
      return html.replace(
        charset,
        () =>
          `${charset}\n    <script>${LOCALE_SCRIPT}</script>\n    <script>${THEME_SCRIPT}</script>`,
      );
    },
    generateBundle() {
      // The prerender step's server build (scripts/prerender.ts) is no site to host.
      if (ssr) return;
      this.emitFile({
        type: 'asset',
        fileName: '_headers',
        source: headersFile(siteSecurityHeaders(env)),
      });
    },
    configurePreviewServer(server) {
      const outDir = path.resolve(server.config.root, server.config.build.outDir);
      const headersPath = path.join(outDir, '_headers');
      if (!existsSync(headersPath)) {
        throw new Error(
          `${headersPath} is missing: this build predates its security headers. Build the site again (npm run build -w apps/web).`,
        );
      }
      const headers = Object.entries(parseHeadersFile(readFileSync(headersPath, 'utf8')));
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        // The API and the indexer send their own headers, as behind the production proxy.
        if (isProxied(url.pathname)) return next();
        for (const [name, value] of headers) res.setHeader(name, value);
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        const file = path.join(outDir, decodeURIComponent(url.pathname));
        if (!file.startsWith(outDir)) return next();
        if (existsSync(file) && statSync(file).isFile()) return next();
        const clean = url.pathname.replace(/\/+$/, '');
        if (existsSync(path.join(outDir, clean, 'index.html'))) {
          req.url = `${clean}/index.html${url.search}`;
          return next();
        }
        // A language's prefix (/de/...): its own receipt shell and not-found page, if it has them.
        const language = /^\/[a-z]{2}(?=\/|$)/.exec(clean)?.[0] ?? '';
        const inLanguage = language && existsSync(path.join(outDir, language, '404.html'));
        const base = inLanguage ? language : '';
        const route = clean.slice(base.length);
        // A route with a parameter: its prefix's app shell, which the app renders in the browser.
        const prefix = dynamicRoutePrefixes.find((p) => route.startsWith(`${p}/`));
        if (prefix && existsSync(path.join(outDir, base, prefix, 'index.html'))) {
          req.url = `${base}${prefix}/index.html${url.search}`;
          return next();
        }
        res.statusCode = 404;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(
          req.method === 'HEAD' ? undefined : readFileSync(path.join(outDir, base, '404.html')),
        );
      });
    },
  };
}
