import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { ApiAffiliateResponse } from '@eco/shared';
import { createQueryClient } from '@/lib/react-query';
import { AffiliatePanel } from './affiliate-panel';

const wallet = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const link = 'http://127.0.0.1:5173/?affiliate-token=ada-42';
const affiliate: ApiAffiliateResponse = {
  code: 'ada-42',
  link,
  walletAddress: wallet,
  signupsReferred: 3,
  purchasesReferred: null,
  purchasesNote: 'Purchases are not counted: the API has no RPC_URL to read the chain.',
};
/** The same account before it linked a wallet: the API offers no link. */
const withoutWallet: ApiAffiliateResponse = {
  ...affiliate,
  link: null,
  walletAddress: null,
  purchasesNote: 'Link a wallet: purchases are credited to your wallet address as referrer.',
};

function answer(status: number, body: unknown) {
  return vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );
}

function renderPanel(linkWallet?: ReactNode) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <AffiliatePanel linkWallet={linkWallet} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('AffiliatePanel', () => {
  it("shows the account's link and sign-ups, and the API's note instead of purchase numbers", async () => {
    const fetchSpy = answer(200, affiliate);
    renderPanel();
    expect(await screen.findByLabelText('Your referral link')).toHaveProperty('value', link);
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('/api/affiliate');
    const signups = screen.getByText('Sign-ups referred').parentElement as HTMLElement;
    within(signups).getByText('3');
    const purchases = screen.getByText('Purchases referred').parentElement as HTMLElement;
    expect(purchases.textContent).toContain(affiliate.purchasesNote);
    expect(purchases.textContent).not.toMatch(/\d/);
  });

  it('shows referred purchases read from the chain', async () => {
    answer(200, {
      ...affiliate,
      purchasesReferred: {
        count: 2,
        tokens: '1500000000000000000000',
        rewards: '75000000000000000000',
        chainId: 31337,
      },
      purchasesNote: null,
    });
    renderPanel();
    const purchases = (await screen.findByText('Purchases referred')).parentElement as HTMLElement;
    expect(purchases.textContent).toContain('2');
    expect(purchases.textContent).toContain(
      '1,500 ECO bought, 75 ECO in rewards, each paid once its purchase is final (after its withdrawal period)',
    );
  });

  it('copies the link and says so in a status message', async () => {
    answer(200, affiliate);
    const user = userEvent.setup();
    // userEvent installs its own clipboard stub; read back what was written to it.
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(link);
    expect(screen.getAllByRole('status').map((region) => region.textContent)).toContain('Copied');
  });

  it('falls back to selecting the link and execCommand without the Clipboard API', async () => {
    answer(200, affiliate);
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    const execCommand = vi.fn().mockReturnValue(true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    try {
      renderPanel();
      const input = await screen.findByLabelText<HTMLInputElement>('Your referral link');
      await user.click(screen.getByRole('button', { name: 'Copy link' }));
      expect(execCommand).toHaveBeenCalledWith('copy');
      expect(input.selectionStart).toBe(0);
      expect(input.selectionEnd).toBe(link.length);
      await screen.findByText('Copied');
    } finally {
      // Both were own properties added above: removing them restores the prototypes' ones.
      Reflect.deleteProperty(navigator, 'clipboard');
      Reflect.deleteProperty(document, 'execCommand');
    }
  });

  it('says once what the link pays, to which wallet and when', async () => {
    answer(200, affiliate);
    renderPanel();
    const explainer = await screen.findByTestId('referral-explainer');
    expect(explainer.textContent).toBe(
      'When someone opens this link and then buys ECO in the private or public sale from that ' +
        'browser, now or later, the token contract reserves 4% of the ECO they buy for your ' +
        'wallet 0x7099…79C8. It is minted to you once their purchase is final: after its ' +
        'withdrawal window, once the stage is finalized. A purchase that is withdrawn or refunded ' +
        'pays nothing. Your wallet may be named only while it holds a purchase of its own, never ' +
        'by itself, and the partners stage pays no rewards. They pay the same price and receive ' +
        "all the ECO they pay for: the reward comes out of the stage's allocation and counts " +
        'against their own limit there.',
    );
    expect(screen.getAllByTestId('referral-explainer')).toHaveLength(1);
  });

  it('offers no link without a linked wallet, and the control that links one', async () => {
    answer(200, withoutWallet);
    renderPanel(<button type="button">Connect a wallet to link it</button>);
    await screen.findByText(/Link a wallet to your account to get your referral link\./);
    screen.getByRole('button', { name: 'Connect a wallet to link it' });
    expect(screen.queryByLabelText('Your referral link')).toBeNull();
    expect(screen.queryByText(/affiliate-token=/)).toBeNull();
    expect(screen.queryByTestId('referral-explainer')).toBeNull();
    // Sign-ups through an earlier link still count.
    const signups = screen.getByText('Sign-ups referred').parentElement as HTMLElement;
    within(signups).getByText('3');
  });

  it('invites a signed-out visitor to log in', async () => {
    answer(401, { error: { code: 'not_signed_in', message: 'Log in first.' } });
    renderPanel();
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveProperty(
      'pathname',
      '/login',
    );
    expect(screen.queryByLabelText('Your referral link')).toBeNull();
  });

  it("shows the API's message and a retry when it fails otherwise", async () => {
    answer(500, { error: { code: 'internal', message: 'Something went wrong on our side.' } });
    renderPanel();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Something went wrong on our side.',
    );
    screen.getByRole('button', { name: 'Try again' });
  });
});
