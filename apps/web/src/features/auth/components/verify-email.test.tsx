import { StrictMode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionHint } from '@/stores/session-hint';
import { VerifyEmail } from './verify-email';
import { settle } from '@/testing/settle';

const token = 'A'.repeat(43);

// No query client around it: the page's first load carries no TanStack Query
// (docs/decisions/0026); the form for a new link loads its own once the page is live.
function renderPage(value: string | null | undefined) {
  return render(
    <StrictMode>
      <MemoryRouter>
        <VerifyEmail token={value} />
      </MemoryRouter>
    </StrictMode>,
  );
}

beforeEach(() => {
  document.documentElement.dataset.pageReady = '1';
});

afterEach(() => {
  delete document.documentElement.dataset.pageReady;
});

/**
 * Answers the page's requests to the API when the test says so. Only those are counted: the test
 * files share a worker, and another file's timers may still fetch (left unanswered here).
 */
const isApi = (input: unknown) => typeof input === 'string' && input.startsWith('/api/');

function answer(status: number, body: unknown) {
  let resolve: (response: Response) => void = () => undefined;
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(
    (input) =>
      new Promise<Response>((r) => {
        if (isApi(input)) resolve = r;
      }),
  );
  return {
    apiCalls: () => spy.mock.calls.filter(([input]) => isApi(input)),
    send: () =>
      resolve(
        new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json' },
        }),
      ),
  };
}

// A link opened by a mail scanner or a link preview, or rendered twice by StrictMode, must not
// confirm the address: only a press does, once.
describe('VerifyEmail', () => {
  it('sends nothing on load, even rendered twice by StrictMode', async () => {
    const { apiCalls } = answer(200, { message: 'ok' });
    renderPage(token);
    await settle();
    expect(apiCalls()).toHaveLength(0);
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Confirm my email address' }).disabled,
    ).toBe(false);
  });

  it('sends the token once on a press, however often it is pressed, and shows the answer', async () => {
    const user = userEvent.setup();
    const { apiCalls, send } = answer(200, { message: 'ada@example.com is confirmed.' });
    renderPage(token);
    const button = screen.getByRole('button', { name: 'Confirm my email address' });
    await user.click(button);
    await user.click(button);
    expect(apiCalls()).toHaveLength(1);
    expect(apiCalls()[0]?.[1]?.body).toBe(JSON.stringify({ token }));
    send();
    await screen.findByText('ada@example.com is confirmed.');
    expect(screen.getAllByRole('status').map((region) => region.textContent)).toContain(
      'ada@example.com is confirmed.',
    );
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });

  it('says when a link was used or expired and offers a new one', async () => {
    const user = userEvent.setup();
    const { send } = answer(410, {
      error: { code: 'link_expired', message: 'This link has expired. Ask for a new one.' },
    });
    renderPage(token);
    await user.click(screen.getByRole('button', { name: 'Confirm my email address' }));
    send();
    expect((await screen.findByRole('alert')).textContent).toContain('This link has expired.');
    await screen.findByRole('form', { name: 'Send a new link' });
  });

  it('offers the account page to a browser that is signed in', async () => {
    const user = userEvent.setup();
    setSessionHint();
    // The header's account menu is asked to check the account again (GET /api/auth/me).
    const { apiCalls, send } = answer(200, { message: 'new@example.com is confirmed.' });
    renderPage(token);
    await user.click(screen.getByRole('button', { name: 'Confirm my email address' }));
    send();
    await screen.findByText('new@example.com is confirmed.');
    expect(screen.getByRole('link', { name: 'Go to your account' }).getAttribute('href')).toBe(
      '/account',
    );
    expect(apiCalls().map(([input]) => input)).toEqual(['/api/auth/verify-email']);
  });

  it('without a token, says the link is incomplete; while hydrating, waits', () => {
    const { apiCalls } = answer(200, {});
    const { unmount } = renderPage(null);
    expect(screen.getByRole('alert').textContent).toContain('This link is incomplete.');
    unmount();
    renderPage(undefined);
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Confirm my email address' }).disabled,
    ).toBe(true);
    expect(apiCalls()).toHaveLength(0);
  });
});
