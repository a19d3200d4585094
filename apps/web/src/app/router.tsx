import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { RouteError } from '@/components/errors/route-error';
import { RootLayout } from './root-layout';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';

type PageModule = { default: React.ComponentType };

/** Loads a route module on demand; each module's default export is its page. */
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

const toToken = <Navigate to={paths.about.token} replace />;

/** The route table: every route of spec section 2 inside the shared layout. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: FullScreenSpinner,
    children: [
      { index: true, ...page(() => import('./routes/home')) },
      { path: 'learn', ...page(() => import('./routes/learn/topics')) },
      { path: 'learn/:id', ...page(() => import('./routes/learn/topic')) },
      { path: 'carbon-credits', ...page(() => import('./routes/carbon-credits')) },
      { path: 'portfolio', ...page(() => import('./routes/portfolio')) },
      { path: 'news', ...page(() => import('./routes/news')) },
      { path: 'contact-us', ...page(() => import('./routes/contact-us')) },
      { path: 'login', ...page(() => import('./routes/auth/login')) },
      { path: 'signup', ...page(() => import('./routes/auth/signup')) },
      // The team's pages: in no menu and marked noindex.
      { path: 'admin', ...page(() => import('./routes/admin/owner')) },
      { path: 'admin/inbox', ...page(() => import('./routes/admin/inbox')) },
      {
        path: 'about',
        children: [
          { index: true, element: toToken },
          { path: 'token', ...page(() => import('./routes/about/token')) },
          { path: 'campaigns', ...page(() => import('./routes/about/campaigns')) },
          { path: 'who-we-are', ...page(() => import('./routes/about/who-we-are')) },
          { path: 'company-history', ...page(() => import('./routes/about/company-history')) },
          { path: 'our-team', ...page(() => import('./routes/about/our-team')) },
          { path: 'testimonials', ...page(() => import('./routes/about/testimonials')) },
          { path: 'faq', ...page(() => import('./routes/about/faq')) },
          { path: '*', element: toToken },
        ],
      },
      { path: '*', ...page(() => import('./routes/not-found')) },
    ],
  },
];

/** Creates the browser router for the app. */
export const createAppRouter = () => createBrowserRouter(routes);
