// Pure HTML helpers of the prerender step (scripts/prerender.ts), kept apart so they are tested.

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

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Writes a page into the built index.html: head tags, preload hints and the #root markup. */
export function injectPage(
  template: string,
  page: { head: string; body: string; marker: string; preload: string[] },
): string {
  if (!template.includes('<div id="root"></div>') || !template.includes('</head>')) {
    throw new Error('index.html must contain <div id="root"></div> and </head>.');
  }
  const preload = page.preload
    .filter((href) => !template.includes(`"${href}"`))
    .map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttr(href)}">`)
    .join('');
  const marker = page.marker ? ` data-prerendered="${escapeAttr(page.marker)}"` : '';
  return template
    .replace('</head>', `${page.head}${preload}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root"${marker}>${page.body}</div>`);
}

/** The organisation's JSON-LD (schema.org), the same on every page. */
export function pageJsonLd(
  site: { name: string; description: string; email: string; socialLinks: { url: string }[] },
  siteUrl: string,
): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.name,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/images/logo.svg`,
    description: site.description,
    email: site.email,
    sameAs: site.socialLinks.map((link) => link.url),
  };
  // "<" is escaped so no text can close the script element early.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/ld+json">${json}</script>`;
}

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** sitemap.xml of the routes marked for it, with absolute addresses on the site's origin. */
export function sitemapXml(siteUrl: string, routes: { path: string; sitemap: boolean }[]): string {
  const urls = routes
    .filter((route) => route.sitemap)
    .map((route) => `  <url><loc>${escapeXml(`${siteUrl}${route.path}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
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
