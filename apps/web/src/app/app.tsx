import { BrowserRouter } from 'react-router';
import { AppRoutes } from './router';

/** The application root in the browser (the build renders the same routes: entry-server.tsx). */
export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
