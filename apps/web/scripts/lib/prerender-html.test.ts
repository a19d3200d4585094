import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  APP_LOADER,
  extractHead,
  injectPage,
  pageJsonLd,
  robotsTxt,
  sitemapXml,
} from './prerender-html';

const en = { code: 'en', dir: 'ltr' } as const;

// As vite build writes it: the entry and its static imports in the head.
const template =
  '<html lang="en"><head><script type="module" crossorigin src="/assets/index-a.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/env-b.js">\n<link rel="stylesheet" crossorigin href="/assets/index-c.css"></head><body><div id="root"></div></body></html>';

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
  it('writes the head tags and the marked root, and moves the scripts behind the loader', () => {
    const html = injectPage(template, {
      head: '<title>T</title>',
      body: '<h1>T</h1>',
      marker: '/learn/1',
      preload: ['/assets/env-b.js', '/assets/topic-c.js'],
      locale: en,
    });
    // Nothing in the head fetches code before the first paint; the stylesheet stays.
    expect(html).toContain(
      '<head><link rel="stylesheet" crossorigin href="/assets/index-c.css"><title>T</title></head>',
    );
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('<script');
    expect(head).not.toContain('modulepreload');
    // The entry once, and each chunk once though both the template and the page name env-b.
    expect(html).toContain(
      `<div id="root" data-prerendered="/learn/1"><h1>T</h1></div><script data-entry="/assets/index-a.js" data-preload="/assets/env-b.js /assets/topic-c.js">${APP_LOADER}</script></body>`,
    );
  });

  it('refuses a template that does not load the app by a module script', () => {
    expect(() =>
      injectPage('<html><head></head><body><div id="root"></div></body></html>', {
        head: '',
        body: '',
        marker: '',
        preload: [],
        locale: en,
      }),
    ).toThrow(/module/);
  });

  it('leaves the scripts of a page with nothing to paint in the head, where they load at once', () => {
    const html = injectPage(template, {
      head: '<title>T</title>',
      body: '',
      marker: '',
      preload: ['/assets/env-b.js', '/assets/topic-c.js'],
      locale: en,
    });
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-a.js"></script>');
    expect(html.match(/env-b\.js/g)).toHaveLength(1);
    expect(html).toContain(
      '<title>T</title><link rel="modulepreload" crossorigin href="/assets/topic-c.js"></head>',
    );
    expect(html).not.toContain(APP_LOADER);
    expect(html).toContain('<div id="root"></div>');
  });

  it('keeps "$" sequences in the page as they are', () => {
    const html = injectPage(template, {
      head: '',
      body: "<p>$& $' $1</p>",
      marker: '/',
      preload: [],
      locale: en,
    });
    expect(html).toContain("<p>$& $' $1</p>");
  });

  it("sets the page's language and direction on <html>", () => {
    const page = { head: '', body: '<h1>T</h1>', marker: '/ar', preload: [] };
    expect(injectPage(template, { ...page, locale: en })).toMatch(/^<html lang="en" dir="ltr">/);
    expect(injectPage(template, { ...page, locale: { code: 'ar', dir: 'rtl' } })).toMatch(
      /^<html lang="ar" dir="rtl">/,
    );
    // A template that names no language would leave a German page claiming to be English.
    expect(() => injectPage(template.replace(' lang="en"', ''), { ...page, locale: en })).toThrow(
      /lang/,
    );
  });

  it('refuses a template without a root element', () => {
    expect(() =>
      injectPage('<html></html>', { head: '', body: '', marker: '', preload: [], locale: en }),
    ).toThrow(/root/);
  });
});

describe('APP_LOADER', () => {
  // The loader's submit listener, taken off again: the test files share one document.
  const listeners: [string, EventListenerOrEventListenerObject, boolean][] = [];
  afterEach(() => {
    document.head.replaceChildren();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    for (const [type, listener, capture] of listeners.splice(0))
      document.removeEventListener(type, listener, capture);
  });

  /** Runs the loader as the page would, from a script element with the given data. */
  function runLoader(entry: string, preload: string) {
    const add = document.addEventListener.bind(document);
    vi.spyOn(document, 'addEventListener').mockImplementation((type, listener, options) => {
      listeners.push([type, listener, options === true]);
      add(type, listener, options);
    });
    const script = document.createElement('script');
    script.dataset.entry = entry;
    script.dataset.preload = preload;
    vi.spyOn(document, 'currentScript', 'get').mockReturnValue(script);
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the test runs the inline loader text exactly as the page does.
    new Function(APP_LOADER)();
  }

  const requested = () =>
    [...document.head.children].map(
      (el) =>
        `${el.tagName} ${el.getAttribute('rel') ?? el.getAttribute('type')} ${el.getAttribute('src') ?? el.getAttribute('href')} ${el.getAttribute('crossorigin')}`,
    );

  it('requests the chunks and the entry once the first contentful paint is reported', () => {
    let report: ((list: { getEntriesByName(name: string): unknown[] }) => void) | undefined;
    const observed: unknown[] = [];
    class FakeObserver {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
      constructor(callback: (list: never, observer: FakeObserver) => void) {
        report = (list) => callback(list as never, this);
      }
      observe(options: unknown) {
        observed.push(options);
      }
      disconnect() {
        report = undefined;
      }
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    runLoader('/assets/index-a.js', '/assets/env-b.js /assets/topic-c.js');
    // Paint entries already recorded count too.
    expect(observed).toEqual([{ type: 'paint', buffered: true }]);
    report?.({ getEntriesByName: () => [] });
    expect(requested()).toEqual([]);
    report?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
    expect(requested()).toEqual([
      'LINK modulepreload /assets/env-b.js ',
      'LINK modulepreload /assets/topic-c.js ',
      'SCRIPT module /assets/index-a.js ',
    ]);
    // Once: the observer is disconnected.
    expect(report).toBeUndefined();
  });

  it('without paint timing, requests them in the task after the next frame', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    runLoader('/assets/index-a.js', '/assets/env-b.js /assets/topic-c.js');
    expect(requested()).toEqual([]);
    vi.advanceTimersToNextFrame();
    // The frame's callback only schedules: the request follows the paint, not the frame.
    expect(requested()).toEqual([]);
    vi.runAllTimers();
    expect(requested()).toEqual([
      'LINK modulepreload /assets/env-b.js ',
      'LINK modulepreload /assets/topic-c.js ',
      'SCRIPT module /assets/index-a.js ',
    ]);
  });

  it('stops the browser from sending any form itself, and keeps one sent before the page is ready', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    runLoader('/assets/index-a.js', '');
    const early = window as Window & { __ecoEarlySubmit?: { form: HTMLFormElement } };
    const form = document.createElement('form');
    document.body.append(form);
    const submit = () => {
      const event = new Event('submit', { bubbles: true, cancelable: true });
      form.dispatchEvent(event);
      return event.defaultPrevented;
    };
    try {
      // Before the app is live: stopped (no fields in the address) and kept for the form's island.
      expect(submit()).toBe(true);
      expect(early.__ecoEarlySubmit?.form).toBe(form);
      delete early.__ecoEarlySubmit;
      // Once the page is ready the form's code sends it: still never the browser, nothing kept.
      document.documentElement.dataset.pageReady = '1';
      expect(submit()).toBe(true);
      expect(early.__ecoEarlySubmit).toBeUndefined();
    } finally {
      form.remove();
      delete document.documentElement.dataset.pageReady;
      delete early.__ecoEarlySubmit;
    }
  });

  it('loads the entry alone when there is nothing to preload', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    runLoader('/assets/index-a.js', '');
    vi.advanceTimersToNextFrame();
    vi.runAllTimers();
    expect(requested()).toEqual(['SCRIPT module /assets/index-a.js ']);
  });
});

describe('site files', () => {
  const checked = { provenance: { status: 'verified' as const } };
  const sample = { provenance: { status: 'sample' as const } };
  const site = {
    name: 'Green Planet ECO',
    description: 'd',
    contact: { email: 'a@b.c', ...checked },
    socialLinks: [
      { url: 'https://x.com/eco', ...checked },
      { url: 'https://sample.example/eco', ...sample },
    ],
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
      email: 'a@b.c',
      description: '</script><script>alert(1)',
    });
  });

  it('JSON-LD leaves out sample contact details and social links', () => {
    const tag = pageJsonLd(
      { ...site, contact: { email: 'a@b.c', ...sample }, socialLinks: [site.socialLinks[1]!] },
      'https://eco.org',
    );
    expect(tag).not.toContain('a@b.c');
    expect(tag).not.toContain('sample.example');
    expect(tag).not.toContain('sameAs');
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

  it('the sitemap lists each page in every language, each entry naming all of them', () => {
    const xml = sitemapXml('https://eco.org', [{ path: '/about/token', sitemap: true }], (path) => [
      { hrefLang: 'en', path },
      { hrefLang: 'de', path: `/de${path}` },
      { hrefLang: 'x-default', path },
    ]);
    const entries = xml.match(/<url>.*<\/url>/g) ?? [];
    expect(entries.map((entry) => /<loc>([^<]+)/.exec(entry)?.[1])).toEqual([
      'https://eco.org/about/token',
      'https://eco.org/de/about/token',
    ]);
    for (const entry of entries) {
      expect(entry).toContain(
        '<xhtml:link rel="alternate" hreflang="de" href="https://eco.org/de/about/token"/>',
      );
      expect(entry).toContain(
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://eco.org/about/token"/>',
      );
    }
  });

  it('robots.txt points at the sitemap', () => {
    expect(robotsTxt('https://eco.org')).toContain('Sitemap: https://eco.org/sitemap.xml');
  });
});
