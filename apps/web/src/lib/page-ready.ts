/**
 * Resolves once the page's own content is live: when <html data-page-ready> is set (by the
 * layout's PageReady, after the page hydrated or rendered). Code that can wait, such as the
 * footer's, loads then, so it is not part of the page's first load. Resolves after
 * `fallbackMs` anyway, so a page that never gets live (it failed) still gets the rest. At once
 * where there is no document (the prerender step renders everything).
 */
export function whenPageReady(fallbackMs = 5_000): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  const html = document.documentElement;
  if (html.dataset.pageReady !== undefined) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(() => {
      if (html.dataset.pageReady !== undefined) done();
    });
    observer.observe(html, { attributes: true, attributeFilter: ['data-page-ready'] });
    const timer = setTimeout(done, fallbackMs);
  });
}
