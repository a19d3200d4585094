import { StrictMode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { StageAlertLink } from './stage-alert-link';
import { answerApi } from '@/testing/answer-api';
import { settle } from '@/testing/settle';

const token = 'B'.repeat(43);

function renderLink(action: 'confirm' | 'unsubscribe', value: string | null | undefined) {
  return render(
    <StrictMode>
      <MemoryRouter>
        <StageAlertLink action={action} token={value} />
      </MemoryRouter>
    </StrictMode>,
  );
}

const answer = answerApi;

// Mail scanners and link previews open links by themselves: only a press sends the token.
describe('StageAlertLink', () => {
  it('sends nothing on load, then the token once on a press, however often it is pressed', async () => {
    const user = userEvent.setup();
    const apiCalls = answer(200, { message: 'Your alert is confirmed.' });
    renderLink('confirm', token);
    await settle();
    expect(apiCalls()).toEqual([]);
    const button = screen.getByRole('button', { name: 'Confirm my alert' });
    await user.click(button);
    await user.click(button).catch(() => undefined);
    await screen.findByText('Your alert is confirmed.');
    expect(apiCalls()).toHaveLength(1);
    const [url, init] = apiCalls()[0]!;
    expect(url).toBe('/api/stage-alerts/confirm');
    expect(init?.body).toBe(JSON.stringify({ token }));
    expect(screen.getByRole('link', { name: 'See the sale’s stages' }).getAttribute('href')).toBe(
      '/about/token',
    );
  });

  it('unsubscribes on a press and says so', async () => {
    const user = userEvent.setup();
    const apiCalls = answer(200, { message: 'Unsubscribed.' });
    renderLink('unsubscribe', token);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    await screen.findByText('Unsubscribed.');
    expect(screen.getAllByRole('status').map((region) => region.textContent)).toContain(
      'Unsubscribed.',
    );
    expect(apiCalls()[0]![0]).toBe('/api/stage-alerts/unsubscribe');
  });

  it("shows the API's answer to a used, unknown or expired link", async () => {
    const user = userEvent.setup();
    answer(404, {
      error: {
        code: 'unknown_link',
        message: 'There is nothing to unsubscribe: this link is unknown.',
      },
    });
    renderLink('unsubscribe', token);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    // In the site's words for the code, as in every language (docs/decisions/0047).
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This link does not work: it was already used, a newer link replaced it, or the alert was stopped.',
    );
  });

  it('without a token says the link is incomplete; while hydrating, waits', () => {
    const apiCalls = answer(200, {});
    const { unmount } = renderLink('confirm', null);
    expect(screen.getByRole('alert').textContent).toBe(
      'This link is incomplete. Open the link from the mail again.',
    );
    unmount();
    renderLink('confirm', undefined);
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Confirm my alert' }).disabled,
    ).toBe(true);
    expect(apiCalls()).toEqual([]);
  });
});
