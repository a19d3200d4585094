import { describe, expect, it } from 'vitest';
import { extractHead, injectPage, pageJsonLd, robotsTxt, sitemapXml } from './prerender-html';

const template =
  '<html><head><script type="module" src="/assets/index-a.js"></script><link rel="modulepreload" href="/assets/env-b.js"></head><body><div id="root"></div></body></html>';

describe('extractHead', () => {
  it('moves the tags React hoists to the front into the head, and nothing else', () => {
    const rendered =
      '<link rel="preload" as="image" href="/a.svg"/><title>T | ECO</title><meta name="description" content="d"/><div><h1>T</h1><title>not hoisted</title></div>';
    expect(extractHead(rendered)).toEqual({
      head: '<link rel="preload" as="image" href="/a.svg"/><title>T | ECO</title><meta name="description" content="d"/>',
      body: '<div><h1>T</h1><title>not hoisted</title></div>',
    });
  });

  it('leaves markup without hoisted tags alone', () => {
    expect(extractHead('<main>x</main>')).toEqual({ head: '', body: '<main>x</main>' });
  });
});

describe('injectPage', () => {
  it('writes the head tags, new preload hints and the marked root', () => {
    const html = injectPage(template, {
      head: '<title>T</title>',
      body: '<h1>T</h1>',
      marker: '/learn/1',
      preload: ['/assets/env-b.js', '/assets/topic-c.js'],
    });
    expect(html).toContain(
      '<title>T</title><link rel="modulepreload" crossorigin href="/assets/topic-c.js"></head>',
    );
    // A chunk the template already loads is not hinted twice.
    expect(html.match(/env-b\.js/g)).toHaveLength(1);
    expect(html).toContain('<div id="root" data-prerendered="/learn/1"><h1>T</h1></div>');
  });

  it('keeps "$" sequences in the page as they are', () => {
    const html = injectPage(template, {
      head: '',
      body: "<p>$& $' $1</p>",
      marker: '/',
      preload: [],
    });
    expect(html).toContain("<p>$& $' $1</p>");
  });

  it('refuses a template without a root element', () => {
    expect(() =>
      injectPage('<html></html>', { head: '', body: '', marker: '', preload: [] }),
    ).toThrow(/root/);
  });
});

describe('site files', () => {
  const site = {
    name: 'Green Planet ECO',
    description: 'd',
    email: 'a@b.c',
    socialLinks: [{ url: 'https://x.com/eco' }],
  };

  it('JSON-LD names the organisation on the site origin and cannot close its script', () => {
    const tag = pageJsonLd(
      { ...site, description: '</script><script>alert(1)' },
      'https://eco.org',
    );
    expect(tag.startsWith('<script type="application/ld+json">')).toBe(true);
    expect(tag.match(/<\/script>/g)).toHaveLength(1);
    const json = JSON.parse(tag.slice(tag.indexOf('>') + 1, -'</script>'.length)) as Record<
      string,
      unknown
    >;
    expect(json).toMatchObject({
      '@type': 'Organization',
      url: 'https://eco.org/',
      sameAs: ['https://x.com/eco'],
      description: '</script><script>alert(1)',
    });
  });

  it('the sitemap lists the routes marked for it, with absolute addresses', () => {
    const xml = sitemapXml('https://eco.org', [
      { path: '/', sitemap: true },
      { path: '/about/token', sitemap: true },
      { path: '/portfolio', sitemap: false },
    ]);
    expect(xml).toContain('<loc>https://eco.org/</loc>');
    expect(xml).toContain('<loc>https://eco.org/about/token</loc>');
    expect(xml).not.toContain('portfolio');
  });

  it('robots.txt points at the sitemap', () => {
    expect(robotsTxt('https://eco.org')).toContain('Sitemap: https://eco.org/sitemap.xml');
  });
});
