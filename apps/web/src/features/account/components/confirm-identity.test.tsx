import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiAccountResponse } from '@eco/shared';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { answerApi } from '@/testing/answer-api';
import { ProofProvider, useWithProof } from './confirm-identity';

const WALLET = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const PROOF_MESSAGE = "Confirm it's you: enter your password, then try again.";

const account = (overrides: Partial<ApiAccountResponse> = {}): ApiAccountResponse => ({
  user: {
    id: '7c1e2f7a-0000-4000-8000-000000000000',
    name: 'Ada',
    email: 'ada@example.com',
    emailVerified: true,
    walletAddress: null,
    affiliateCode: 'code',
    createdAt: '2026-01-15T12:00:00.000Z',
  },
  hasPassword: true,
  pendingEmail: null,
  sessions: [],
  history: [],
  ...overrides,
});

/** A button that runs `change` through the page's WithProof and shows how it ended. */
function Change({ change }: { change: () => Promise<string> }) {
  const withProof = useWithProof();
  const [outcome, setOutcome] = useState('');
  return (
    <>
      <button
        type="button"
        onClick={() =>
          void withProof(change).then(setOutcome, (error: Error) =>
            setOutcome(`failed: ${error.message}`),
          )
        }
      >
        Change
      </button>
      <p data-testid="outcome">{outcome}</p>
    </>
  );
}

function renderChange(change: () => Promise<string>, data = account()) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ProofProvider account={data}>
        <Change change={change} />
      </ProofProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const outcome = () => screen.getByTestId('outcome').textContent;

/** A change the API refuses once for want of a proof, then makes. */
const refusedOnce = () =>
  vi
    .fn<() => Promise<string>>()
    .mockRejectedValueOnce(new ApiError(403, 'proof_required', PROOF_MESSAGE))
    .mockResolvedValue('changed');

describe('Confirm it’s you', () => {
  it('asks for the password when the API wants a proof, confirms it, then makes the change again', async () => {
    const change = refusedOnce();
    const requests = answerApi(200, { message: 'Thank you.' });
    const user = renderChange(change);
    await user.click(screen.getByRole('button', { name: 'Change' }));
    const box = await screen.findByRole('dialog', { name: "Confirm it's you" });
    expect(within(box).queryByText(/linked wallet/)).toBeNull();
    await user.type(within(box).getByLabelText('Password'), 'analytical engine 1843');
    await user.click(within(box).getByRole('button', { name: 'Confirm with password' }));
    await waitFor(() => expect(outcome()).toBe('changed'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(change).toHaveBeenCalledTimes(2);
    expect(requests().map(([url, init]) => [url, init?.method, init?.body])).toEqual([
      ['/api/account/confirm', 'POST', JSON.stringify({ password: 'analytical engine 1843' })],
    ]);
  });

  it('closing the box leaves the change undone, with the API’s reason', async () => {
    const change = refusedOnce();
    const requests = answerApi(200, { message: 'Thank you.' });
    const user = renderChange(change);
    await user.click(screen.getByRole('button', { name: 'Change' }));
    const box = await screen.findByRole('dialog', { name: "Confirm it's you" });
    await user.click(within(box).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(outcome()).toBe(`failed: ${PROOF_MESSAGE}`));
    expect(change).toHaveBeenCalledTimes(1);
    expect(requests()).toHaveLength(0);
  });

  it('passes other failures on without asking', async () => {
    const change = vi
      .fn<() => Promise<string>>()
      .mockRejectedValue(new ApiError(409, 'wallet_only_sign_in', 'The wallet is the only way.'));
    const user = renderChange(change);
    await user.click(screen.getByRole('button', { name: 'Change' }));
    await waitFor(() => expect(outcome()).toBe('failed: The wallet is the only way.'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers an account without a password its linked wallet only', async () => {
    const user = renderChange(
      refusedOnce(),
      account({
        hasPassword: false,
        user: { ...account().user, email: null, emailVerified: false, walletAddress: WALLET },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Change' }));
    const box = await screen.findByRole('dialog', { name: "Confirm it's you" });
    expect(within(box).queryByLabelText('Password')).toBeNull();
    expect(box.textContent).toContain(`Your linked wallet: ${WALLET}`);
    within(box).getByRole('button', { name: 'Connect your wallet to sign' });
  });
});
