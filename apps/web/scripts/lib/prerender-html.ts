// Pure HTML helpers of the prerender step (scripts/prerender.ts), kept apart so they are tested.
import { createHash } from 'node:crypto';
import { LOCALE_SCRIPT } from '../../src/config/locales';
import { THEME_SCRIPT } from '../../src/config/theme';

/** Tags React 19 hoists to the front of a rendered tree: they belong in <head>. */
const HOISTED =
  /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>|<script\b[^>]*>[\s\S]*?<\/script>)/;

/** Splits React's output for a page into the hoisted head tags and the body markup. */
export function extractHead(rendered: string): { head: string; body: string } {
  let rest = rendered;
  let head = '';
  for (let match = HOISTED.exec(rest); match; match = HOISTED.exec(rest)) {
    head += match[0];
    rest = rest.slice(match[0].length);
  }
  return { head, body: rest };
}

/** `value` as text of an HTML attribute (double-quoted) or of an XML element. */
const escapeMarkup = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The inline script that requests the app's code once the page has painted (see injectPage): when
 * the browser reports the first contentful paint, which it does once that frame is on screen
 * (rAF fires before it is; browsers without paint timing take the task after the next frame).
 * Its text is the same on every page and in every build, so a Content Security Policy allows it
 * by one hash (appLoaderCspSource); the entry and the chunks to preload come from the script's
 * data attributes, which the hash does not cover. Plain ES2020, as the browser runs it.
 *
 * It also stops the browser from sending a form itself. Before the app has hydrated, a form is
 * plain markup: a submit would load the page's address with the fields in its query string (a
 * password in the address bar, the history and the server's logs). Every form of the site is
 * sent by its code, so no native submit is ever wanted; one made before the page is ready is
 * kept in `window.__ecoEarlySubmit` for its form island to make again once the form is live
 * (components/ui/form/form-island.tsx).
 */
export const APP_LOADER = [
  "document.addEventListener('submit',e=>{e.preventDefault();",
  'if(!document.documentElement.dataset.pageReady)',
  'window.__ecoEarlySubmit={form:e.target,submitter:e.submitter}},true);',
  '{const s=document.currentScript;',
  'const load=()=>{',
  "for(const href of s.dataset.preload.split(' ').filter(Boolean)){",
  "const l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=href;",
  'document.head.append(l)}',
  "const e=document.createElement('script');e.type='module';e.crossOrigin='';e.src=s.dataset.entry;",
  'document.head.append(e)};',
  "if(window.PerformanceObserver?.supportedEntryTypes?.includes('paint'))",
  "new PerformanceObserver((list,observer)=>{if(list.getEntriesByName('first-contentful-paint').length){",
  "observer.disconnect();load()}}).observe({type:'paint',buffered:true});",
  'else requestAnimationFrame(()=>setTimeout(load))}',
].join('');

/** The CSP source that allows the inline script `text`. */
const cspHashSource = (text: string) =>
  `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * The CSP sources that allow the pages' three inline scripts, e.g. for `script-src 'self' <these>`:
 * the remembered language's redirect and the theme script in every page's head
 * (config/locales.ts, config/theme.ts, put there by scripts/vite-static-site.ts) and APP_LOADER.
 */
export function inlineScriptCspSources(): string[] {
  return [cspHashSource(LOCALE_SCRIPT), cspHashSource(THEME_SCRIPT), cspHashSource(APP_LOADER)];
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * Writes a page into the built index.html: head tags, the marked #root markup, and the app's
 * code behind APP_LOADER. The page is complete without JavaScript, so its code (entry, shared
 * chunks, the route's chunks) is requested only after the first paint instead of sharing the
 * phone's bandwidth with the stylesheet, the font and the images the first screen needs; the
 * modulepreload hints then fetch the whole route in parallel, as before.
 */
export function injectPage(
  template: string,
  page: {
    head: string;
    body: string;
    marker: string;
    preload: string[];
    /** The page's language: its <html lang> and its direction (right to left for Arabic). */
    locale: { code: string; dir: 'ltr' | 'rtl' };
  },
): string {
  if (!template.includes('<div id="root"></div>') || !template.includes('</head>')) {
    throw new Error('index.html must contain <div id="root"></div> and </head>.');
  }

  const marker = page.marker ? ` data-prerendered="${escapeMarkup(page.marker)}"` : '';
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) throw new Error('index.html must load the app by <script type="module" src>.');
  if (!template.includes('<html lang="en">')) {
    throw new Error('index.html must open with <html lang="en">, the language each page sets.');
  }
  template = template.replace(
    '<html lang="en">',
    `<html lang="${escapeMarkup(page.locale.code)}" dir="${page.locale.dir}">`,
  );
  const templatePreload = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
  // A page with nothing to show (the redirect shells) never paints: its code loads at once.
  if (!page.body) {
    const hints = page.preload
      .filter((href) => href !== entry && !templatePreload.includes(href))
      .map((href) => `<link rel="modulepreload" crossorigin href="${escapeMarkup(href)}">`)
      .join('');
    return template
      .replace('</head>', `${page.head}${hints}</head>`)
      .replace('<div id="root"></div>', () => `<div id="root"${marker}></div>`);
  }
  const preload = [...new Set([...templatePreload, ...page.preload])].filter(
    (href) => href !== entry,
  );
  const loader = `<script data-entry="${escapeMarkup(entry)}" data-preload="${escapeMarkup(preload.join(' '))}">${APP_LOADER}</script>`;
  return template
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</head>', `${page.head}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root"${marker}>${page.body}</div>${loader}`);
}

type Checked = { provenance: { status: 'sample' | 'verified' } };
const verified = (item: Checked) => item.provenance.status === 'verified';

/**
 * The organisation's JSON-LD (schema.org), the same on every page of a language (its description
 * is in the page's language). Search engines show it as fact with no badge beside it, so it
 * carries only verified contact details and social links: a sample is left out, never published
 * as the organisation's own.
 */
export function pageJsonLd(
  site: {
    name: string;
    description: string;
    contact: { email: string } & Checked;
    socialLinks: ({ url: string } & Checked)[];
  },
  siteUrl: string,
): string {
  const sameAs = site.socialLinks.filter(verified).map((link) => link.url);
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.name,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/images/logo.svg`,
    description: site.description,
    ...(verified(site.contact) ? { email: site.contact.email } : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
  // "<" is escaped so no text can close the script element early.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/ld+json">${json}</script>`;
}

/**
 * sitemap.xml of the routes marked for it, with absolute addresses on the site's origin: each page
 * in every language (`alternates`, lib/i18n.ts's localeAlternates), each entry naming the others
 * (hreflang), as search engines read a site's languages from its sitemap.
 */
export function sitemapXml(
  siteUrl: string,
  routes: { path: string; sitemap: boolean }[],
  alternates: (path: string) => { hrefLang: string; path: string }[] = (path) => [
    { hrefLang: 'en', path },
  ],
): string {
  const urls = routes
    .filter((route) => route.sitemap)
    .flatMap((route) => {
      const languages = alternates(route.path);
      const links =
        languages.length > 1
          ? languages
              .map(
                (alternate) =>
                  `<xhtml:link rel="alternate" hreflang="${escapeMarkup(alternate.hrefLang)}" href="${escapeMarkup(`${siteUrl}${alternate.path}`)}"/>`,
              )
              .join('')
          : '';
      return languages
        .filter((alternate) => alternate.hrefLang !== 'x-default')
        .map(
          (alternate) =>
            `  <url><loc>${escapeMarkup(`${siteUrl}${alternate.path}`)}</loc>${links}</url>`,
        );
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything crawlable but personal and team pages, and where the sitemap is. */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /portfolio',
    'Disallow: /admin',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
