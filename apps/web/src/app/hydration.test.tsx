import { startTransition, StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiUser } from '@eco/shared';
import { renderPage } from '@/entry-server';
import { paths } from '@/config/paths';
import { pageRoutes } from '@/config/site-routes';
import { queryClient } from '@/lib/query-provider';
import { meQueryKey } from '@/features/auth/api/get-me';
import { setSessionHint } from '@/stores/session-hint';
import { answerApiBy } from '@/testing/answer-api';
import { settle } from '@/testing/settle';
import { App } from './app';
import { preloadPage } from './router';

// The browser hydrates a prerendered page as a transition (src/main.tsx), which React renders in
// slices, letting the browser run in between: by the time a part of the page hydrates, the header
// (hydrated first) may have asked the API who is signed in and had its answer. Every part must
// then render what the build rendered, signed out, and show the account only after hydration;
// otherwise React throws the page away and renders it again (and reports a recoverable error).
// Here the answer is in the cache before hydration starts: the latest it can come.
const signedIn: ApiUser = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Ada',
  email: 'ada@example.org',
  emailVerified: true,
  walletAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  affiliateCode: 'ADA12345',
  createdAt: '2026-11-01T00:00:00.000Z',
};

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  queryClient.clear();
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
});

async function hydrateSignedIn(path: string): Promise<unknown[]> {
  // As the build renders it (scripts/prerender.ts), without a document: a form island renders
  // its form at once then (components/ui/form/form-island.tsx), instead of waiting for a visitor.
  vi.stubGlobal('document', undefined);
  const html = await renderPage(path).finally(() => vi.unstubAllGlobals());
  // React's server renderer leaves its last context values set when it finishes (each request
  // switches from them when it starts); in this one realm the browser renderer would read them
  // (React Router's StaticRouter location: "a <Router> inside another <Router>"). A second,
  // provider-less render switches them back.
  await new Response((await prerender(<p />)).prelude).text();
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = html;
  document.body.append(container);
  window.history.replaceState(null, '', path);

  setSessionHint();
  queryClient.setQueryData(meQueryKey, signedIn);
  // The API, answered here (no server: unanswered, the requests went to jsdom's localhost): who is
  // signed in, and "unavailable" for the rest, which the pages say as they do in production.
  answerApiBy((url) =>
    url === '/api/auth/me'
      ? { status: 200, body: { user: signedIn } }
      : { status: 503, body: { error: 'unavailable', message: 'Try again in a moment.' } },
  );
  await preloadPage(path);

  // In development React marks each context with the renderer that last provided it; the server
  // renderer never clears its mark, so the browser renderer warns about "multiple renderers" for
  // every context the page provides. Both rendering in one realm is this test's doing: that one
  // warning is dropped, every other error still fails the test (src/testing/setup-tests.ts).
  const spy = vi.mocked(console.error);
  const report = spy.getMockImplementation();
  spy.mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).startsWith('Detected multiple renderers concurrently rendering')) {
      report?.(...args);
    }
  });
  const recoverable: unknown[] = [];
  await act(async () => {
    startTransition(() => {
      root = hydrateRoot(
        container,
        <StrictMode>
          <App basename="" />
        </StrictMode>,
        { onRecoverableError: (error) => recoverable.push(error) },
      );
    });
  });
  await settle();
  return recoverable;
}

describe('a prerendered page hydrates without a mismatch when the account is already known', () => {
  it.each(pageRoutes.map((route) => route.path))('%s', async (path) => {
    expect(await hydrateSignedIn(path)).toEqual([]);
  });

  // Not hidden for good: React renders once more right after hydration, with the account.
  it('then shows it: the account page names it, the portfolio offers its referral link', async () => {
    expect(await hydrateSignedIn(paths.account)).toEqual([]);
    expect(document.body.textContent).toContain('Signed in as ada@example.org.');
    act(() => root?.unmount());
    document.body.replaceChildren();

    expect(await hydrateSignedIn(paths.portfolio)).toEqual([]);
    expect(document.body.textContent).toContain('Refer friends');
  });
});
