import { lazy, Suspense } from 'react';
import { useAlertStore } from '@/stores/alert';

// The toasts' markup and icons load with the first alert: most visits raise none, and every page
// is held to the first-load budget (docs/decisions/0004). The live region itself is there from the
// start, so an alert added to it later is announced.
const AlertList = lazy(() => import('./alert-list'));

/**
 * The site's alerts (toasts), driven by the alert store and rendered once by the layout, stacked
 * newest at the bottom. Dialogs tell their own outcomes inside themselves, so a toast is for what
 * happens while no dialog shows it. A modal dialog sits in the browser's top layer, above
 * everything here: a toast can never cover the dialog that caused it, and one raised while a
 * dialog is open is seen (and dismissed) once it closes.
 */
export function GlobalAlert() {
  const any = useAlertStore((state) => state.alerts.length > 0);
  return (
    <div
      aria-live="assertive"
      className="pointer-events-none fixed inset-x-0 top-20 z-50 flex flex-col items-center gap-2 px-4"
    >
      {any ? (
        <Suspense fallback={null}>
          <AlertList />
        </Suspense>
      ) : null}
    </div>
  );
}
