import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Footer } from '@/components/layouts/footer';
import { Header } from '@/components/layouts/header';
import { Button } from '@/components/ui/button';
import { NotFound } from './not-found';

/** Shown when a page fails to load or render, e.g. after a deploy replaced its chunk. */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="flex min-h-screen flex-col">
      <Header />
      <main id="main" className="flex-1">
        {notFound ? (
          <NotFound />
        ) : (
          <div className="mx-auto max-w-2xl px-4 py-24 text-center">
            <h1 className="text-3xl font-bold text-brand-950">Something went wrong</h1>
            <p className="mt-4 text-lg text-slate-600">
              This page could not be shown. Reloading usually fixes it; if it does not, please
              contact us.
            </p>
            <Button size="lg" className="mt-8" onClick={() => window.location.reload()}>
              Reload the page
            </Button>
          </div>
        )}
      </main>
      <Footer />
    </div>
  );
}
