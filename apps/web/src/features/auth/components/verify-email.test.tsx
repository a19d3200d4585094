import { StrictMode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { VerifyEmail } from './verify-email';

const token = 'A'.repeat(43);

function renderPage(value: string | null | undefined) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <VerifyEmail token={value} />
        </MemoryRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}

function answer(status: number, body: unknown) {
  let resolve: (response: Response) => void = () => undefined;
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(
    () =>
      new Promise<Response>((r) => {
        resolve = r;
      }),
  );
  return {
    spy,
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
    const { spy } = answer(200, { message: 'ok' });
    renderPage(token);
    await new Promise((r) => setTimeout(r, 50));
    expect(spy).not.toHaveBeenCalled();
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Confirm my email address' }).disabled,
    ).toBe(false);
  });

  it('sends the token once on a press, however often it is pressed, and shows the answer', async () => {
    const user = userEvent.setup();
    const { spy, send } = answer(200, { message: 'ada@example.com is confirmed.' });
    renderPage(token);
    const button = screen.getByRole('button', { name: 'Confirm my email address' });
    await user.click(button);
    await user.click(button);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy.mock.calls[0]?.[1]?.body).toBe(JSON.stringify({ token }));
    send();
    const confirmed = await screen.findByText('ada@example.com is confirmed.');
    expect(confirmed.closest('[role="status"]')).toBeTruthy();
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
    expect(screen.getByRole('form', { name: 'Send a new link' })).toBeTruthy();
  });

  it('without a token, says the link is incomplete; while hydrating, waits', () => {
    const { spy } = answer(200, {});
    const { unmount } = renderPage(null);
    expect(screen.getByRole('alert').textContent).toContain('This link is incomplete.');
    unmount();
    renderPage(undefined);
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Confirm my email address' }).disabled,
    ).toBe(true);
    expect(spy).not.toHaveBeenCalled();
  });
});
