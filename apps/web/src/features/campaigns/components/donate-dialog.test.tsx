import { useState } from 'react';
import {
  defineLocalChain,
  ecoDonationsAbi,
  findEthUsdFeed,
  localDevAccounts,
  localEthUsdFeedAbi,
} from '@eco/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createWalletClient, http, parseEther, parseEventLogs } from 'viem';
import { privateKeyToAddress, generatePrivateKey } from 'viem/accounts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GlobalAlert } from '@/components/ui/global-alert';
import { refusalSentences } from '@/components/wallet/refusals';
import { useAlertStore } from '@/stores/alert';
import { MAX_MEMO_BYTES } from '../donation-rules';
import {
  donations,
  holdNextSend,
  local,
  moveCampaignWallet,
  renderWithWallet,
  stopCampaign,
  withLocalChain,
} from '../test-harness';
import DonateDialog from './donate-dialog';

const donor = localDevAccounts.nonPartner;
withLocalChain(donor);
afterEach(() => useAlertStore.getState().close());

const mangroves = { id: 1, title: 'Mangrove restoration' };
const [first, second] = donations.campaigns;
const balance = (address: `0x${string}`) => local.publicClient.getBalance({ address });

/** Opens the dialog for `campaign` and waits until it has read the campaign from the chain. */
async function openDialog(campaign: { id: number; title: string } = mangroves) {
  const user = userEvent.setup();
  const { unmount } = renderWithWallet(<DonateDialog campaign={campaign} onClose={() => {}} />);
  const dialog = screen.getByRole('dialog', { name: `Donate to ${campaign.title}` });
  await waitFor(() => expect(within(dialog).queryByText(/Reading the campaign/)).toBeNull());
  return { user, dialog, unmount };
}

const donateButton = (dialog: HTMLElement) =>
  within(dialog).queryByRole('button', { name: 'Donate' });

/** The text of the cost summary's figure labelled `term`. */
const figure = (dialog: HTMLElement, term: string) =>
  within(dialog).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

/** JSON-RPC calls of `method` the page sent so far in this test. */
const rpcCalls = (method: string) =>
  vi
    .mocked(globalThis.fetch)
    .mock.calls.filter(
      ([, init]) => typeof init?.body === 'string' && init.body.includes(`"${method}"`),
    ).length;

/** Gives the local mock ETH/USD feed its own answer again, stamped with the chain's time now. */
async function refreshPriceFeed() {
  const feed = { address: findEthUsdFeed(31337)!.address, abi: localEthUsdFeedAbi } as const;
  const answer = await local.publicClient.readContract({ ...feed, functionName: 'latestAnswer' });
  // Anyone may answer for the mock; the donor's own account is unlocked on anvil.
  const wallet = createWalletClient({
    chain: defineLocalChain(local.chain.rpcUrl),
    transport: http(local.chain.rpcUrl),
    account: donor,
  });
  const hash = await wallet.writeContract({
    ...feed,
    functionName: 'updateAnswer',
    args: [answer],
  });
  await local.publicClient.waitForTransactionReceipt({ hash });
}

describe('the Donate dialog', () => {
  it('counts the memo in UTF-8 bytes, as the contract does, and refuses one past its limit', async () => {
    // The dialog's limit is the deployed contract's.
    expect(
      await local.publicClient.readContract({
        address: donations.address,
        abi: ecoDonationsAbi,
        functionName: 'MAX_MEMO_BYTES',
      }),
    ).toBe(BigInt(MAX_MEMO_BYTES));
    // And so is the one the contract's refusal names.
    expect(refusalSentences.donations.MemoTooLong.message).toContain(`${MAX_MEMO_BYTES} bytes`);
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Amount (ETH)'), '0.1');
    const memo = within(dialog).getByLabelText(/Message/);

    // Five characters, seven bytes: ü and ß take two each.
    await user.type(memo, 'Grüße');
    within(dialog).getByText('7 / 140 bytes');
    await user.clear(memo);
    await user.click(memo);
    await user.paste('🌱');
    within(dialog).getByText('4 / 140 bytes');

    // 70 two-byte letters fill the 140 bytes exactly: still sendable.
    await user.clear(memo);
    await user.click(memo);
    await user.paste('é'.repeat(70));
    within(dialog).getByText('140 / 140 bytes');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(donateButton(dialog)?.hasAttribute('disabled')).toBe(false);

    // One byte more: a clear message, the field marked, and nothing to send.
    await user.type(memo, 'a');
    within(dialog).getByText('141 / 140 bytes');
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Your message is longer than the 140 bytes the contract accepts: shorten it. Letters with accents take 2 bytes and most emoji 4.',
    );
    expect(memo.getAttribute('aria-invalid')).toBe('true');
    expect(donateButton(dialog)?.hasAttribute('disabled')).toBe(true);
  });

  it('prices the donation before signing: amount, network fee estimate and total, in ETH and ≈ USD', async () => {
    await refreshPriceFeed();
    const { user, dialog } = await openDialog();
    // Nothing to price yet.
    expect(within(dialog).queryByText('Total', { selector: 'dt' })).toBeNull();
    await user.type(within(dialog).getByLabelText('Amount (ETH)'), '0.25');
    await waitFor(() => expect(figure(dialog, 'Network fee (estimate)')).toMatch(/^at most /));
    // The local mock answers $3,000 per ETH.
    expect(figure(dialog, 'Donation')).toBe('0.25 ETH (≈ $750.00)');
    expect(figure(dialog, 'Network fee (estimate)')).toMatch(
      /^at most [\d.]+ ETH \(≈ \$[\d.,]+\)$/,
    );
    expect(figure(dialog, 'Total')).toMatch(/^at most 0\.25\d* ETH \(≈ \$75\d\.\d\d\)$/);
    within(dialog).getByText(
      /^USD figures are approximate, from the local mock price feed \(a sample price, not the market’s\); its last answer is \d+ seconds? old\.$/,
    );
    // Four keystrokes, one estimate: it waits until the amount rests.
    expect(rpcCalls('eth_estimateGas')).toBe(1);
  });

  it('hides USD once the price feed’s answer is older than its heartbeat, by the chain’s clock', async () => {
    await refreshPriceFeed();
    await local.testClient.increaseTime({ seconds: 2 * 3600 });
    await local.testClient.mine({ blocks: 1 });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Amount (ETH)'), '0.25');
    await within(dialog).findByText(
      "USD hidden: the local mock price feed's last answer is 2 hours old, older than its heartbeat of 1 hour.",
    );
    expect(figure(dialog, 'Donation')).toBe('0.25 ETH');
    expect(dialog.textContent).not.toContain('$');
  });

  it('says why an amount cannot be sent', async () => {
    const { user, dialog } = await openDialog();
    const amount = within(dialog).getByLabelText('Amount (ETH)');
    expect(donateButton(dialog)?.hasAttribute('disabled')).toBe(true);
    await user.type(amount, '0');
    within(dialog).getByText('Enter an amount greater than zero.');
    expect(donateButton(dialog)?.hasAttribute('disabled')).toBe(true);
    await user.clear(amount);
    await user.type(amount, `0.${'1'.repeat(19)}`);
    within(dialog).getByText('ETH has at most 18 decimals.');
    expect(donateButton(dialog)?.hasAttribute('disabled')).toBe(true);
  });

  it('offers no button for a campaign the contract does not know, or one it stopped', async () => {
    const unknown = await openDialog({ id: 99, title: 'A campaign not on the chain' });
    within(unknown.dialog).getByText(/not registered for donations on/);
    expect(donateButton(unknown.dialog)).toBeNull();
    expect(within(unknown.dialog).queryByLabelText('Amount (ETH)')).toBeNull();
    unknown.unmount();

    await stopCampaign(second!.id);
    const stopped = await openDialog({ id: second!.id, title: 'Community solar' });
    within(stopped.dialog).getByText(/not taking donations on .* right now/);
    expect(donateButton(stopped.dialog)).toBeNull();
  });

  it('donates through EcoDonations to the wallet the chain names, memo included, and links the receipt', async () => {
    // The owner moved the campaign's wallet: the dialog shows, and the ether reaches, the new one.
    const wallet = privateKeyToAddress(generatePrivateKey());
    await moveCampaignWallet(first!.id, wallet);
    const { user, dialog } = await openDialog();
    within(dialog).getByText(wallet);
    expect(within(dialog).queryByText(first!.wallet)).toBeNull();

    await user.type(within(dialog).getByLabelText('Amount (ETH)'), '0.5');
    await user.type(within(dialog).getByLabelText(/Message/), 'For the mangroves 🌱');
    await user.click(donateButton(dialog)!);
    await within(dialog).findByText('Donation confirmed. Thank you!', {}, { timeout: 10_000 });

    expect(await balance(wallet)).toBe(parseEther('0.5'));
    expect(await balance(donations.address)).toBe(0n);
    const receiptLink = within(dialog).getByRole('link', { name: 'View your receipt' });
    const hash = receiptLink.getAttribute('href')!.split('/').at(-1) as `0x${string}`;
    expect(receiptLink.getAttribute('href')).toBe(`/receipt/31337/${hash}`);
    const receipt = await local.publicClient.getTransactionReceipt({ hash });
    const [event] = parseEventLogs({
      abi: ecoDonationsAbi,
      logs: receipt.logs,
      eventName: 'Donated',
    });
    expect(event?.args).toEqual({
      campaignId: 1n,
      donor,
      amount: parseEther('0.5'),
      memo: 'For the mangroves 🌱',
    });
  });

  it("words the contract's refusal when the campaign stopped after the dialog read it", async () => {
    const { user, dialog } = await openDialog();
    const before = await balance(first!.wallet);
    await stopCampaign(first!.id);
    await user.type(within(dialog).getByLabelText('Amount (ETH)'), '0.2');
    await user.click(donateButton(dialog)!);
    const alert = await within(dialog).findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toContain('The donations contract refused this donation');
    expect(alert.textContent).toContain(
      'This campaign is not taking donations right now; nothing was sent.',
    );
    expect(await balance(first!.wallet)).toBe(before);
  });

  it('closed before the outcome: the toast tells it, with the receipt', async () => {
    const user = userEvent.setup();
    function Page() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <GlobalAlert />
          {open ? <DonateDialog campaign={mangroves} onClose={() => setOpen(false)} /> : null}
        </>
      );
    }
    renderWithWallet(<Page />);
    const dialog = screen.getByRole('dialog', { name: 'Donate to Mangrove restoration' });
    await within(dialog).findByLabelText('Amount (ETH)');
    await user.type(within(dialog).getByLabelText('Amount (ETH)'), '0.02');
    // Closed while the wallet still holds the transaction, then approved.
    const held = holdNextSend();
    await user.click(donateButton(dialog)!);
    await held.arrived;
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    held.approve();

    const toast = await screen.findByRole('alert', {}, { timeout: 10_000 });
    await waitFor(() => expect(toast.textContent).toContain('Thank you for your donation'));
    expect(toast.textContent).toContain('0.02 ETH reached Mangrove restoration.');
    const link = within(toast).getByRole('link', { name: /View your receipt/ });
    expect(link.getAttribute('href')).toMatch(/^\/receipt\/31337\/0x[0-9a-f]{64}$/);
  });
});
