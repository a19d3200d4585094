// The receipt page in each of its states, reading a real local chain (anvil with ECO and
// EcoDonations deployed as on `npm run chain`): every figure on the page is compared with the
// event the contract emitted, decoded here independently with viem.
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import {
  defineLocalChain,
  ecoDonationsAbi,
  ecoTokenAbi,
  localDevAccounts,
  localDevPrivateKeys,
} from '@eco/contracts';
import { startLocalChain } from '@eco/contracts/local-chain';
import type { LocalChain } from '@eco/contracts/local-chain';
import { marketingNoticeText } from '@eco/shared/marketing-notice';
import { PLEDGE_NOT_RETIREMENT, pledgeFor, SAMPLE_PLEDGE_NOTE } from '@eco/shared/pledge';
import { i18n } from '@lingui/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  http,
  parseEther,
  parseEventLogs,
} from 'viem';
import type { Client, Hash } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { launchGate } from '@/content/launch-gate';
import { site } from '@/content/site';
import { exactNote } from '@/lib/exact-note';
import { ecoText, ethText, formatUtcDateTime, RECEIPT_ETH_DECIMALS } from '@/lib/format';
import { createQueryClient } from '@/lib/react-query';
import { CHAIN_ID_PROBLEM, HASH_PROBLEM } from '../receipt-params';
import { ReceiptPage } from './receipt-page';

const buyer = privateKeyToAccount(localDevPrivateKeys.nonPartner);
const donor = privateKeyToAccount(localDevPrivateKeys.partner1);

let chain: LocalChain;
let client: Client;
const clients = () => {
  const local = defineLocalChain(chain.rpcUrl);
  const transport = http(chain.rpcUrl);
  return {
    publicClient: createPublicClient({ chain: local, transport, pollingInterval: 20 }),
    walletClient: createWalletClient({ chain: local, transport }),
    testClient: createTestClient({ chain: local, transport, mode: 'anvil' }),
  };
};

beforeAll(async () => {
  // Port 0: the OS picks a free one, so parallel test runs never collide.
  chain = await startLocalChain({ port: 0 });
  // Batched as the site's receipt client is; no retries, so a dead node is told at once.
  client = createPublicClient({
    chain: defineLocalChain(chain.rpcUrl),
    transport: http(chain.rpcUrl, { batch: true, retryCount: 0 }),
  });
});
afterAll(async () => {
  await chain.stop();
});

const localClientFor = (chainId: number) => (chainId === 31337 ? client : undefined);

function renderPage(
  chainId: string,
  txHash: string,
  clientFor: (chainId: number) => Client | undefined = localClientFor,
) {
  return render(
    <MemoryRouter>
      <QueryClientProvider client={createQueryClient()}>
        <ReceiptPage chainId={chainId} txHash={txHash} clientFor={clientFor} pollMs={50} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

/** The value shown for `label` (its <dd>), as text. */
function figure(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

async function mined(hash: Promise<Hash>) {
  const receipt = await clients().publicClient.waitForTransactionReceipt({ hash: await hash });
  return receipt;
}

describe('the receipt page', () => {
  it('refuses a malformed address without asking the chain anything', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const clientFor = vi.fn(localClientFor);
    renderPage('31337', '0x1234', clientFor);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'This is not a receipt address',
    );
    screen.getByText(i18n._(HASH_PROBLEM));
    expect(screen.queryByText(i18n._(CHAIN_ID_PROBLEM))).toBeNull();
    expect(clientFor).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('names a chain the site does not offer, without asking it anything', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    // The site's own client list: the unit tests' build offers chains 1 and 11155111.
    render(
      <MemoryRouter>
        <QueryClientProvider client={createQueryClient()}>
          <ReceiptPage chainId="5" txHash={`0x${'12'.repeat(32)}`} />
        </QueryClientProvider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Chain 5 is not offered here',
    );
    expect(document.body.textContent).toContain(
      'This site reads receipts on Ethereum (chain 1) and Sepolia (chain 11155111), not on chain 5.',
    );
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('shows every figure of a purchase with a referrer, the labelled sample pledge, the QR code and the links', async () => {
    const { walletClient } = clients();
    // Only a wallet that has bought may be named as referrer (docs/decisions/0033).
    await mined(
      walletClient.writeContract({
        address: chain.deployment.address,
        abi: ecoTokenAbi,
        functionName: 'publicSale',
        args: [10n ** 18n],
        account: privateKeyToAccount(localDevPrivateKeys.referrer),
        value: parseEther('1'),
      }),
    );
    const amount = 1_500n * 10n ** 18n + 5n;
    const receipt = await mined(
      walletClient.writeContract({
        address: chain.deployment.address,
        abi: ecoTokenAbi,
        functionName: 'publicSale',
        args: [amount, localDevAccounts.referrer],
        account: buyer,
        value: parseEther('1'),
      }),
    );
    const [event] = parseEventLogs({
      abi: ecoTokenAbi,
      logs: receipt.logs,
      eventName: 'TokensPurchased',
    });
    const { timestamp } = await clients().publicClient.getBlock({
      blockNumber: receipt.blockNumber,
    });
    const args = event!.args;
    const hash = receipt.transactionHash;
    renderPage('31337', hash.toUpperCase().replace('0X', '0x'));

    await screen.findByRole('heading', { level: 1, name: 'Receipt: ECO purchase' });
    const price = (args.cost * 10n ** 18n) / args.amount;
    const fee = receipt.gasUsed * receipt.effectiveGasPrice;
    expect(figure('Buyer')).toBe(args.buyer);
    expect(figure('Sale stage')).toBe('Public stage');
    expect(figure('ECO bought')).toBe(`${ecoText(args.amount)}${exactNote(args.amount, 'ECO')}`);
    expect(figure('ECO bought')).toBe('1,500.00 ECOexactly 1500.000000000000000005 ECO');
    expect(figure('Price per ECO')).toBe(
      `${ethText(price, RECEIPT_ETH_DECIMALS)}${exactNote(price, 'ETH') ?? ''}`,
    );
    expect(figure('Paid')).toBe(
      `${ethText(args.cost, RECEIPT_ETH_DECIMALS)}${exactNote(args.cost, 'ETH') ?? ''}`,
    );
    expect(figure('Referrer')).toBe(localDevAccounts.referrer);
    expect(figure('Purchase number')).toBe(`${args.index} in the stage`);
    expect(figure('Withdrawal right')).toBe(
      `until ${formatUtcDateTime(Number(args.withdrawableUntil) * 1000)}Until then the buyer may give this purchase back for all of what it cost, from the portfolio. The ECO bought must still be in the buying wallet.`,
    );
    expect(figure('Referral reward')).toBe(
      `${ecoText(args.reward)}Reserved for the referrer out of this buyer's cap; minted to them once the purchase is final (after its withdrawal period), never if it is withdrawn or refunded.`,
    );
    expect(figure('Block time')).toBe(formatUtcDateTime(Number(timestamp) * 1000));
    expect(figure('Block')).toBe(receipt.blockNumber.toString());
    expect(figure('Confirmations')).toMatch(/^1As of block \d+, when this page read the chain\.$/);
    expect(figure('From')).toBe(buyer.address);
    expect(figure('To')).toBe(chain.deployment.address);
    expect(figure('Network fee')).toBe(
      `${ethText(fee, RECEIPT_ETH_DECIMALS)}${exactNote(fee, 'ETH') ?? ''}`,
    );
    expect(figure('Transaction')).toBe(hash);
    expect(figure('Chain')).toBe('chain 31337');

    const pledge = screen.getByRole('region', { name: /^Pledge/ });
    within(pledge).getByText('Sample');
    expect(pledge.textContent).toContain(pledgeFor(args.amount).text);
    expect(pledge.textContent).toContain(PLEDGE_NOT_RETIREMENT);
    expect(pledge.textContent).toContain(SAMPLE_PLEDGE_NOTE);

    const pageUrl = `http://127.0.0.1:5173/receipt/31337/${hash}`;
    screen.getByRole('img', { name: `QR code: opens this receipt at ${pageUrl}` });
    expect(screen.getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toBe(
      `/api/receipts/31337/${hash}/pdf`,
    );
    const share = new URL(
      screen.getByRole('link', { name: /Share on X/ }).getAttribute('href') ?? '',
    );
    expect(share.origin).toBe('https://x.com');
    expect(share.searchParams.get('url')).toBe(pageUrl);
    // Art. 7: the post has no room for the statement (the page it opens shows it), so it names
    // the white paper; the mail carries the statement in full.
    const whitePaper = 'http://127.0.0.1:5173/white-paper';
    expect(share.searchParams.get('text')).toContain(`(white paper: ${whitePaper})`);
    const mail = new URL(
      screen.getByRole('link', { name: 'Send by e-mail' }).getAttribute('href') ?? '',
    );
    const body = mail.searchParams.get('body') ?? '';
    expect(body).toContain(pageUrl);
    expect(body).toContain(marketingNoticeText(whitePaper));
    expect(body).toContain(site.contact.phone);
    expect(body).toContain(site.contact.email);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(pageUrl);
    screen.getByText('Link copied.');
  });

  it("shows a donation's campaign, amount and memo, the memo's hidden characters made visible", async () => {
    const memo = 'Keep going \u202Egnissim';
    const receipt = await mined(
      clients().walletClient.writeContract({
        address: chain.deployment.donations.address,
        abi: ecoDonationsAbi,
        functionName: 'donate',
        args: [1n, memo],
        account: donor,
        value: parseEther('0.3'),
      }),
    );
    renderPage('31337', receipt.transactionHash);
    await screen.findByRole('heading', { level: 1, name: 'Receipt: donation' });
    expect(figure('Donor')).toBe(donor.address);
    // The content's campaign 1 is a sample: it says so beside its title.
    expect(figure('Campaign')).toBe(
      'Mangrove restoration (campaign 1)Sample content: a placeholder, not a verified fact',
    );
    expect(figure('Given')).toBe(
      '0.30 ETHForwarded to the campaign wallet in the same transaction.',
    );
    expect(figure('Memo')).toBe(
      "“Keep going \uFFFDgnissim”The donor's own words, not checked by Green Planet ECO. Hidden characters are shown as �.",
    );
    expect(screen.queryByRole('region', { name: /^Pledge/ })).toBeNull();
  });

  it('says a plain transfer is neither a purchase nor a donation, and what it is', async () => {
    const receipt = await mined(
      clients().walletClient.sendTransaction({
        account: buyer,
        to: donor.address,
        value: parseEther('1'),
      }),
    );
    renderPage('31337', receipt.transactionHash);
    await screen.findByRole('heading', { level: 1, name: 'Neither a purchase nor a donation' });
    expect(document.body.textContent).toContain(
      `This transaction is a plain transfer of ether to ${donor.address}. It is neither an ECO purchase nor a donation, so there is no receipt for it.`,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `It is not an ECO purchase: ECO’s contract (${chain.deployment.address}) recorded no purchase in it.`,
      `It is not a donation: the donations contract (${chain.deployment.donations.address}) recorded no donation in it.`,
    ]);
    expect(screen.queryByRole('link', { name: 'Download PDF' })).toBeNull();
  });

  it('says a reverted purchase failed and that only the fee was charged', async () => {
    const receipt = await mined(
      clients().walletClient.writeContract({
        address: chain.deployment.address,
        abi: ecoTokenAbi,
        functionName: 'publicSale',
        args: [10n ** 30n],
        account: buyer,
        gas: 300_000n,
      }),
    );
    expect(receipt.status).toBe('reverted');
    renderPage('31337', receipt.transactionHash);
    await screen.findByRole('heading', { level: 1, name: 'This transaction failed' });
    expect(screen.getByRole('alert').textContent).toBe(
      `It tried to buy ECO. It was included in block ${receipt.blockNumber} but reverted: nothing was bought or given and nothing was charged but the network fee of ${ethText(receipt.gasUsed * receipt.effectiveGasPrice, RECEIPT_ETH_DECIMALS)}. There is no receipt for it.`,
    );
  });

  it('says when no transaction has the hash', async () => {
    const hash = `0x${'cd'.repeat(32)}`;
    renderPage('31337', hash);
    await screen.findByRole('heading', { level: 1, name: 'Transaction not found' });
    expect(document.body.textContent).toContain(`There is no transaction ${hash} on chain 31337.`);
  });

  it('shows a pending purchase as pending, then turns into its receipt once it is mined', async () => {
    const { testClient, walletClient } = clients();
    await testClient.setAutomine(false);
    let hash: Hash;
    try {
      hash = await walletClient.writeContract({
        address: chain.deployment.address,
        abi: ecoTokenAbi,
        functionName: 'publicSale',
        args: [10n * 10n ** 18n],
        account: buyer,
        value: parseEther('0.01'),
        gas: 300_000n,
      });
      renderPage('31337', hash);
      await screen.findByRole('heading', {
        level: 1,
        name: 'Pending: waiting for the blockchain',
      });
      expect(screen.getByRole('status').textContent).toContain('This transaction is pending');
      await testClient.mine({ blocks: 1 });
    } finally {
      await testClient.setAutomine(true);
    }
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Receipt: ECO purchase'),
    );
    expect(figure('ECO bought')).toBe('10 ECO');
  });

  it('says when the chain cannot be read, and offers to check again', async () => {
    // A port that was free a moment ago: nothing answers there.
    const port = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = server.address() as AddressInfo;
        server.close(() => resolve(free));
      });
    });
    const deadUrl = `http://127.0.0.1:${port}`;
    const dead = createPublicClient({
      chain: defineLocalChain(deadUrl),
      transport: http(deadUrl, { retryCount: 0 }),
    });
    renderPage('31337', `0x${'ef'.repeat(32)}`, () => dead);
    await screen.findByRole('heading', { level: 1, name: 'The blockchain could not be read' });
    screen.getByRole('button', { name: 'Check again' });
  });

  it('the pledge is a sample the launch gate refuses in a production build', () => {
    const verdict = launchGate('production');
    expect(verdict.ok).toBe(false);
    expect(verdict.message).toContain('pledge.ts  id purchase-pledge  purchasePledge');
  });
});
