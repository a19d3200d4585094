import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@fontsource-variable/inter';
import './index.css';
import { App } from './app/app';
import { preloadPage } from './app/router';
import { paths } from './config/paths';
import { NOT_FOUND_MARKER } from './config/site-routes-marker';
import { activateLocale, loadCatalogue, localeOfPath, showLocale } from './lib/i18n';
import { captureAffiliateToken } from './stores/affiliate-token';
import { catalogues as shellCatalogues } from './app/root-layout';

const cleaned = captureAffiliateToken(new URL(window.location.href));
if (cleaned) window.history.replaceState(window.history.state, '', cleaned);

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html.');

// The page's language, from its address (/de/...; English without a prefix).
const { locale, path: appPath, basename } = localeOfPath(window.location.pathname);
activateLocale(locale);

const app = (
  <StrictMode>
    <App basename={basename} />
  </StrictMode>
);

// The build prerendered this page (see scripts/prerender.ts): hydrate it when it shows what the
// app would render at this address. The not-found page answers every unknown address, except
// the /about/... ones, which the app redirects to /about/token instead, and the receipts.
const prerendered = root.dataset.prerendered;
const pathname = window.location.pathname.replace(/(.)\/+$/, '$1');
const route = appPath.replace(/(.)\/+$/, '$1');
const matches =
  prerendered === pathname ||
  (prerendered === NOT_FOUND_MARKER &&
    // The not-found page of the address's language (a host without one answers with English's).
    document.documentElement.lang === locale.code &&
    !route.startsWith(paths.about.root) &&
    // A host that answers a receipt's address with 404.html: the app renders the receipt.
    !route.startsWith('/receipt/'));
// Read above as what the host answered with; from here on the page is in the address's language.
showLocale(document.documentElement, locale);
// The layout's messages, in both cases before the first render (the page's own load with it).
const shellMessages = loadCatalogue(shellCatalogues).catch(() => undefined);

if (matches) {
  // The page's code first (the page's loader preloads it), so hydration adopts the prerendered
  // page in one pass; if it cannot load, hydration waits for it as for any lazy page.
  // (A promise, not a top-level await, which would split the entry into many small chunks.)
  // Hydrated as a transition, so React yields to the browser every few milliseconds instead of
  // adopting the whole page in one task: on /about/token that one task was 100-210 ms of the
  // 4x-slowed mobile CPU, most of its Total Blocking Time (Lighthouse 96, 97 and 99 in three runs
  // on a quiet machine, 100, 100 and 99 after; bench/RESULTS.md). A click or key press before it
  // ends is not lost: React finishes hydrating synchronously first, then dispatches the event (as
  // for any discrete event on a page still hydrating). The page's content (a Suspense boundary)
  // hydrates after the header, whose account menu may have asked the API meanwhile: what the
  // build could not know waits for hydration (hooks/use-hydrated.ts; src/app/hydration.test.tsx).
  void Promise.all([preloadPage(route).catch(() => undefined), shellMessages]).then(() =>
    startTransition(() => void hydrateRoot(root, app)),
  );
} else {
  void shellMessages.then(() => {
    root.replaceChildren();
    createRoot(root).render(app);
  });
}
