import { BrowserRouter } from 'react-router';
import { AppRoutes } from './router';

/**
 * The application root in the browser (the build renders the same routes: entry-server.tsx).
 * `basename` is the page's language prefix ("/de"; "" for English), so the routes and every link
 * stay the language's own (lib/i18n.ts).
 */
export function App({ basename }: { basename: string }) {
  return (
    <BrowserRouter basename={basename}>
      <AppRoutes />
    </BrowserRouter>
  );
}
