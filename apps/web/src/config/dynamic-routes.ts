/**
 * Routes with a parameter per transaction (`/receipt/31337/0x…`), which cannot be prerendered:
 * the build writes `<prefix>/index.html`, the bare app shell (noindex), and the host serves it
 * with status 200 for every address under the prefix; the app renders the page in the browser.
 * No imports: the preview server's plugin (scripts/vite-static-site.ts) loads it too.
 */
export const dynamicRoutePrefixes = ['/receipt'];
