import { createElement, lazy, type ComponentType } from 'react';
import { matchRoutes, Navigate, Route, Routes } from 'react-router';
import { paths } from '@/config/paths';
import { siteRoutes } from '@/config/site-routes';
import { withMessages, type Catalogues } from '@/lib/i18n';
import { RootLayout } from './root-layout';

/** A route module: its page, and its messages' catalogues (scripts/vite-catalogues.ts). */
type PageModule = { default: ComponentType; catalogues?: Catalogues };

/** A route's page, loaded on demand; `preload()` loads it ahead so it renders without waiting. */
type Page = ComponentType & { preload: () => Promise<void> };

/**
 * Each route module's default export is its page. Pages load on demand (React.lazy, with the
 * full-screen spinner while they do); the prerender step and the browser, before it hydrates a
 * prerendered page, preload the page first, so it renders in place instead of suspending (a
 * suspended page would be prerendered as the spinner with its content swapped in by a script).
 */
function page(loadModule: () => Promise<PageModule>): Page {
  // The page's messages in the page's language before it renders: its text is never the ids.
  const load = () => withMessages(loadModule());
  let loaded: ComponentType | undefined;
  const Lazy = lazy(load);
  const Component = () => (loaded ? createElement(loaded) : createElement(Lazy));
  return Object.assign(Component, {
    preload: async () => {
      loaded = (await load()).default;
    },
  });
}

const toToken = <Navigate to={paths.about.token} replace />;

// Every route module, each its own chunk (the app's *-live.tsx modules are loaded by their route).
const modules = import.meta.glob<PageModule>(['./routes/**/*.tsx', '!./routes/**/*-live.tsx']);

function routeModule(name: string): () => Promise<PageModule> {
  const load = modules[`./routes/${name}.tsx`];
  if (!load) throw new Error(`src/app/routes/${name}.tsx is missing.`);
  return load;
}

/** Every page's address (React Router patterns) and page, from the site's route table. */
const pages = siteRoutes.map(({ path, module }) => ({ path, Page: page(routeModule(module)) }));
const NotFoundPage = page(routeModule('not-found'));

/** Loads the page that renders `pathname` (the not-found page for unknown addresses). */
export async function preloadPage(pathname: string): Promise<void> {
  const match = matchRoutes(
    pages.map(({ path }) => ({ path })),
    pathname,
  )?.[0];
  const found = match ? pages.find((entry) => entry.path === match.route.path) : undefined;
  await (found?.Page ?? NotFoundPage).preload();
}

/**
 * The route table: every route of spec section 2 inside the shared layout. Declarative routes
 * (not the data router) keep React Router's share of the first load small; see
 * docs/decisions/0007-declarative-router.md.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {pages.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path={paths.about.root}>
          <Route index element={toToken} />
          <Route path="*" element={toToken} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
