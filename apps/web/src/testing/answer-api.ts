import { vi } from 'vitest';

const urlOf = (input: Parameters<typeof fetch>[0]) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/**
 * Answers the site's own API requests (`/api/...`) with `status` and `body`, a fresh Response each
 * time, and returns a function listing those requests. Anything else goes to the real fetch: tests
 * share one runner (isolate: false), and another file's chain client may still be polling; its
 * requests are not the component's, and must not use up the answer.
 */
export function answerApi(status: number, body: unknown) {
  return answerApiBy(() => ({ status, body }));
}

/** As answerApi, with the answer chosen by the request's URL (`/api/...`). */
export function answerApiBy(answer: (url: string) => { status: number; body: unknown }) {
  const realFetch = globalThis.fetch;
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = urlOf(input);
    if (!url.startsWith('/api/')) return realFetch(input, init);
    const { status, body } = answer(url);
    return Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  return () => spy.mock.calls.filter(([input]) => urlOf(input).startsWith('/api/'));
}
