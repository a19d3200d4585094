// describeTransaction against the shared anvil: every kind of transaction a receipt link can name,
// read from the chain with readTransaction as the site and the API read it, and compared with the
// contracts' own events decoded independently. A separate anvil that does not mine shows pending.
import {
  createPublicClient,
  createWalletClient,
  getAddress,
  http,
  parseEther,
  parseEventLogs,
  zeroAddress,
} from 'viem';
import type { Abi, Address, Hash } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnvil } from '../src/anvil';
import type { AnvilInstance } from '../src/anvil';
import { defineLocalChain } from '../src/chains';
import { ecoDonationsAbi } from '../src/generated/eco-donations-abi';
import { ecoTokenAbi } from '../src/generated/eco-token-abi';
import { ecoDeployments } from '../src/generated/eco-token-deployments';
import { findEcoDeployment } from '../src/index';
import type { EcoDeployment } from '../src/index';
import {
  describeTransaction,
  displayMemo,
  InconsistentChainAnswerError,
  isTransactionHash,
  readTransaction,
  toJsonValue,
} from '../src/receipt';
import type { DescribedTransaction, TransactionReading } from '../src/receipt';
import {
  accounts,
  contractAt,
  eco,
  ecoEvents,
  fixture,
  mined,
  ONE_ECO,
  openAllSales,
  probe,
  publicClient,
  testClient,
  useFreshChain,
  walletFor,
} from './helpers';

useFreshChain();

const deployment = findEcoDeployment(31337)!;
const donations = contractAt(ecoDeployments[31337].donations.address, ecoDonationsAbi);
const [buyer, donor, stranger] = accounts.spare;

/** Reads `hash` as the site does and describes it with the local deployment. */
async function describe31337(
  hash: Hash,
  options: { deployment: EcoDeployment | undefined } = { deployment },
): Promise<DescribedTransaction> {
  const reading = await readTransaction(publicClient, hash);
  if (!reading) throw new Error(`no transaction ${hash}`);
  return describeTransaction({ chainId: 31337, ...reading, deployment: options.deployment });
}

/** The figures every mined transaction carries, read straight from its receipt and block. */
async function minedFigures(hash: Hash) {
  const receipt = await publicClient.getTransactionReceipt({ hash });
  const block = await publicClient.getBlock({ blockNumber: receipt.blockNumber });
  const head = await publicClient.getBlockNumber({ cacheTime: 0 });
  return {
    blockNumber: receipt.blockNumber,
    blockHash: receipt.blockHash,
    timestamp: block.timestamp,
    headBlockNumber: head,
    confirmations: head - receipt.blockNumber + 1n,
    gasUsed: receipt.gasUsed,
    effectiveGasPrice: receipt.effectiveGasPrice,
    fee: receipt.gasUsed * receipt.effectiveGasPrice,
  };
}

// Emits ECO's and EcoDonations' events with any arguments: what an attacker deploys to make a
// transaction look like a purchase or a donation. Compiled here by the package's pinned solc.
const FAKE_EVENTS_SOURCE = `// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;
contract FakeEvents {
    event TokensPurchased(address indexed buyer, uint8 indexed stage, address indexed referrer, uint256 index, uint8 asset, uint256 amount, uint256 cost, uint256 reward, uint64 withdrawableUntil);
    event Donated(uint256 indexed campaignId, address indexed donor, uint256 amount, string memo);
    function fakePurchase(address buyer, uint256 amount) external {
        emit TokensPurchased(buyer, 2, address(0), 0, 0, amount, 1, 0, 0);
    }
    function fakeDonation(address donor, uint256 amount) external {
        emit Donated(1, donor, amount, "a gift that never happened");
    }
}`;

async function deployFakeEvents(): Promise<{ address: Address; abi: Abi }> {
  const solc = (await import('solc')).default as { compile(input: string): string };
  const output = JSON.parse(
    solc.compile(
      JSON.stringify({
        language: 'Solidity',
        sources: { 'fake-events.sol': { content: FAKE_EVENTS_SOURCE } },
        settings: { outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } },
      }),
    ),
  ) as {
    errors?: { severity: string; formattedMessage: string }[];
    contracts: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>;
  };
  const problems = (output.errors ?? []).filter((e) => e.severity === 'error');
  if (problems.length > 0) throw new Error(problems.map((e) => e.formattedMessage).join('\n'));
  const artifact = output.contracts['fake-events.sol']!.FakeEvents!;
  const receipt = await mined(
    walletFor(stranger).deployContract({
      abi: artifact.abi,
      bytecode: `0x${artifact.evm.bytecode.object}`,
    }),
  );
  return { address: getAddress(receipt.contractAddress!), abi: artifact.abi };
}

describe('isTransactionHash', () => {
  it('takes 0x and 64 hex digits in either case, and nothing else', () => {
    expect(isTransactionHash(`0x${'aB'.repeat(32)}`)).toBe(true);
    expect(isTransactionHash(`0x${'a'.repeat(63)}`)).toBe(false);
    expect(isTransactionHash(`0x${'a'.repeat(65)}`)).toBe(false);
    expect(isTransactionHash(`0x${'g'.repeat(64)}`)).toBe(false);
    expect(isTransactionHash(`${'a'.repeat(64)}`)).toBe(false);
    expect(isTransactionHash(` 0x${'a'.repeat(64)}`)).toBe(false);
  });
});

describe('displayMemo', () => {
  it('shows controls, direction overrides and invisible marks as a visible replacement character', () => {
    expect(displayMemo('For the mangroves 🌱 é')).toEqual({
      text: 'For the mangroves 🌱 é',
      altered: false,
    });
    // Right-to-left override: "0x1234 evif" would read as "five 4321x0".
    expect(displayMemo('pay \u202Eevif 0x1234')).toEqual({
      text: 'pay \ufffdevif 0x1234',
      altered: true,
    });
    expect(displayMemo('a\nb\u0000c\u200bd\u2066e\u0085f').text).toBe(
      'a\ufffdb\ufffdc\ufffdd\ufffde\ufffdf',
    );
  });
});

describe('describeTransaction on the local chain', () => {
  it('a purchase with a referrer: every figure is the TokensPurchased event ECO emitted', async () => {
    await openAllSales();
    // A referrer must have bought ECO themselves.
    await mined(eco.as(accounts.referrer).write.publicSale([ONE_ECO], { value: parseEther('1') }));
    const amount = 2_500n * ONE_ECO + 1n;
    const [cost] = await eco.read.quote([2, 0, amount, buyer, accounts.referrer]);
    // More than the cost: the excess is refunded, and the receipt shows the cost, not the value.
    const value = cost + parseEther('1');
    const receipt = await mined(
      eco.as(buyer).write.publicSale([amount, accounts.referrer], { value }),
    );
    const [event] = ecoEvents(receipt, 'TokensPurchased');
    expect(event!.args.reward).toBeGreaterThan(0n);
    await testClient.mine({ blocks: 2 });

    const described = await describe31337(receipt.transactionHash);
    expect(described).toEqual({
      kind: 'purchase',
      chainId: 31337,
      hash: receipt.transactionHash,
      from: buyer,
      to: fixture.eco,
      value,
      ...(await minedFigures(receipt.transactionHash)),
      purchase: {
        contract: fixture.eco,
        buyer,
        stage: 2,
        stageKey: 'public',
        index: 1n,
        asset: 'eth',
        amount: event!.args.amount,
        cost: event!.args.cost,
        pricePerEco: (event!.args.cost * ONE_ECO) / event!.args.amount,
        referrer: accounts.referrer,
        reward: event!.args.reward,
        withdrawableUntil: event!.args.withdrawableUntil,
      },
    });
    if (described.kind !== 'purchase') throw new Error('unreachable');
    expect(described.confirmations).toBe(3n);
    // The price actually paid is the stage's price (the cost is rounded up to the wei).
    const price = await eco.read.tokenPrice([2]);
    expect(described.purchase.pricePerEco - price).toBeLessThanOrEqual(1n);
    expect(described.purchase.pricePerEco).toBeGreaterThanOrEqual(price);
  });

  it('a purchase without a referrer has none, and one made through a contract names that contract as the buyer', async () => {
    await openAllSales();
    const amount = 100n * ONE_ECO;
    const [cost] = await eco.read.quote([2, 0, amount, fixture.probe, zeroAddress]);
    const receipt = await mined(probe.as(buyer).write.buy([amount], { value: cost }));
    const described = await describe31337(receipt.transactionHash);
    expect(described).toMatchObject({
      kind: 'purchase',
      from: buyer,
      to: fixture.probe,
      purchase: { buyer: fixture.probe, amount, cost, referrer: null, reward: 0n },
    });
  });

  it('a withdrawal and a refund are "return"s: the purchase, what was burned and what came back', async () => {
    await openAllSales();
    const amount = 300n * ONE_ECO;
    const [cost] = await eco.read.quote([1, 0, amount, buyer, zeroAddress]);
    await mined(eco.as(buyer).write.privateSale([amount], { value: cost }));
    await mined(eco.as(buyer).write.privateSale([amount], { value: cost }));
    const withdrawal = await mined(eco.as(buyer).write.withdrawPurchase([1, 0n]));
    expect(await describe31337(withdrawal.transactionHash)).toEqual({
      kind: 'return',
      chainId: 31337,
      hash: withdrawal.transactionHash,
      from: buyer,
      to: fixture.eco,
      value: 0n,
      ...(await minedFigures(withdrawal.transactionHash)),
      returned: {
        contract: fixture.eco,
        buyer,
        stage: 1,
        stageKey: 'private',
        index: 0n,
        asset: 'eth',
        amount,
        cost,
        reason: 'withdrawal',
      },
    });
    await mined(eco.as(accounts.timelock).write.cancelStage([1]));
    const refund = await mined(eco.as(buyer).write.claimRefund([1, 1n]));
    expect(await describe31337(refund.transactionHash)).toMatchObject({
      kind: 'return',
      returned: { index: 1n, amount, cost, reason: 'refund' },
    });
    // A refused withdrawal (this one is refunded already) is a failed attempt at a return.
    const hash = await eco.as(buyer).write.withdrawPurchase([1, 1n], { gas: 200_000n });
    expect((await publicClient.waitForTransactionReceipt({ hash })).status).toBe('reverted');
    expect(await describe31337(hash)).toMatchObject({ kind: 'failed', attempted: 'return' });
  });

  it('a donation: the campaign, donor, amount and memo of the Donated event', async () => {
    const memo = 'For the mangroves 🌱';
    const amount = parseEther('0.25');
    const receipt = await mined(donations.as(donor).write.donate([2n, memo], { value: amount }));
    const described = await describe31337(receipt.transactionHash);
    expect(described).toEqual({
      kind: 'donation',
      chainId: 31337,
      hash: receipt.transactionHash,
      from: donor,
      to: deployment.donations.address,
      value: amount,
      ...(await minedFigures(receipt.transactionHash)),
      donation: { contract: deployment.donations.address, campaignId: 2n, donor, amount, memo },
    });
  });

  it('a plain transfer of ether is "other", saying it is neither a purchase nor a donation', async () => {
    const receipt = await mined(
      walletFor(stranger).sendTransaction({ to: donor, value: parseEther('1') }),
    );
    const described = await describe31337(receipt.transactionHash);
    expect(described).toMatchObject({
      kind: 'other',
      from: stranger,
      to: donor,
      value: parseEther('1'),
      is: { kind: 'transfer', to: donor },
      summary: `a plain transfer of ether to ${donor}`,
      impostors: [],
    });
    if (described.kind !== 'other') throw new Error('unreachable');
    expect(described.notReceipt).toEqual([
      { kind: 'no-purchase', eco: deployment.address },
      { kind: 'no-donation', donations: deployment.donations.address },
    ]);
    expect(described.reasons).toEqual([
      `It is not an ECO purchase: ECO's contract (${deployment.address}) recorded no purchase in it.`,
      `It is not a donation: the donations contract (${deployment.donations.address}) recorded no donation in it.`,
    ]);
  });

  it('a reverted purchase is "failed", names the attempt, and shows the fee it cost', async () => {
    // The fixture's sale stages are closed: publicSale reverts with SaleClosed. An explicit gas
    // limit skips the estimate, which would refuse to send it at all.
    const hash = await eco.as(buyer).write.publicSale([ONE_ECO], {
      value: parseEther('1'),
      gas: 200_000n,
    });
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe('reverted');
    const described = await describe31337(hash);
    expect(described).toEqual({
      kind: 'failed',
      attempted: 'purchase',
      chainId: 31337,
      hash,
      from: buyer,
      to: fixture.eco,
      value: parseEther('1'),
      ...(await minedFigures(hash)),
    });
    if (described.kind !== 'failed') throw new Error('unreachable');
    expect(described.fee).toBeGreaterThan(0n);
  });

  it('a reverted donation is "failed" with the donation attempt', async () => {
    // Campaign 99 is not registered: UnknownCampaign.
    const hash = await donations
      .as(donor)
      .write.donate([99n, 'lost'], { value: parseEther('0.1'), gas: 200_000n });
    // Mined before it is read (a busy machine may answer the hash first), and before the test's
    // snapshot is reverted, so it cannot land in a later test's chain.
    expect((await publicClient.waitForTransactionReceipt({ hash })).status).toBe('reverted');
    const described = await describe31337(hash);
    expect(described).toMatchObject({ kind: 'failed', attempted: 'donation', from: donor });
  });

  it('TokensPurchased and Donated emitted by another contract are "other": impostors prove nothing', async () => {
    const fake = await deployFakeEvents();
    const purchase = await mined(
      walletFor(stranger).writeContract({
        address: fake.address,
        abi: fake.abi,
        functionName: 'fakePurchase',
        args: [stranger, 1_000_000n * ONE_ECO],
      }),
    );
    // The event decodes exactly as ECO's would: only its address gives it away.
    const lookalikes = parseEventLogs({
      abi: ecoTokenAbi,
      logs: purchase.logs,
      eventName: 'TokensPurchased',
    });
    expect(lookalikes.map((log) => [log.address, log.args.buyer])).toEqual([
      [fake.address.toLowerCase(), stranger],
    ]);

    const described = await describe31337(purchase.transactionHash);
    expect(described).toMatchObject({
      kind: 'other',
      is: { kind: 'call', to: fake.address },
      summary: `a call to ${fake.address}`,
      impostors: [{ address: fake.address, eventName: 'TokensPurchased' }],
    });
    if (described.kind !== 'other') throw new Error('unreachable');
    expect(described.reasons.at(-1)).toBe(
      `It carries a TokensPurchased event from ${fake.address.slice(0, 6)}…${fake.address.slice(-4)}, which is not ECO's contract: anyone can emit such an event, so it proves nothing.`,
    );

    const donation = await mined(
      walletFor(stranger).writeContract({
        address: fake.address,
        abi: fake.abi,
        functionName: 'fakeDonation',
        args: [stranger, parseEther('100')],
      }),
    );
    expect(await describe31337(donation.transactionHash)).toMatchObject({
      kind: 'other',
      impostors: [{ address: fake.address, eventName: 'Donated' }],
    });
  });

  it('without a deployment on the chain, even a genuine purchase is no receipt', async () => {
    await openAllSales();
    const [cost] = await eco.read.quote([2, 0, ONE_ECO, buyer, zeroAddress]);
    const receipt = await mined(eco.as(buyer).write.publicSale([ONE_ECO], { value: cost }));
    const described = await describe31337(receipt.transactionHash, { deployment: undefined });
    // Without a deployment record no contract is known to be ECO: its event is a look-alike too.
    expect(described).toMatchObject({
      kind: 'other',
      impostors: [{ address: fixture.eco, eventName: 'TokensPurchased' }],
    });
    if (described.kind !== 'other') throw new Error('unreachable');
    expect(described.notReceipt).toEqual([{ kind: 'not-deployed', chainId: 31337 }]);
    expect(described.reasons[0]).toBe(
      'ECO is not deployed on chain 31337, so nothing there is an ECO purchase.',
    );
  });

  it('refuses a receipt or a block that is not the transaction’s own', async () => {
    const first = await mined(walletFor(stranger).sendTransaction({ to: donor, value: 1n }));
    const second = await mined(walletFor(stranger).sendTransaction({ to: donor, value: 2n }));
    const a = (await readTransaction(publicClient, first.transactionHash))!;
    const b = (await readTransaction(publicClient, second.transactionHash))!;
    const mixed = (reading: TransactionReading) =>
      describeTransaction({ chainId: 31337, ...reading, deployment });
    expect(() => mixed({ ...a, receipt: b.receipt })).toThrow(InconsistentChainAnswerError);
    expect(() => mixed({ ...a, block: b.block })).toThrow(InconsistentChainAnswerError);
    expect(() => mixed({ ...a, block: null })).toThrow(InconsistentChainAnswerError);
    // Another chain's deployment for this chain's transaction is a caller's mistake.
    expect(() =>
      describeTransaction({ chainId: 1, ...a, deployment: { ...deployment, chainId: 31337 } }),
    ).toThrow('the deployment given is on chain 31337, not 1');
  });

  it('counts at least one confirmation when the head read lags behind the receipt', async () => {
    const receipt = await mined(walletFor(stranger).sendTransaction({ to: donor, value: 1n }));
    const reading = (await readTransaction(publicClient, receipt.transactionHash))!;
    const described = describeTransaction({
      chainId: 31337,
      ...reading,
      headBlockNumber: receipt.blockNumber - 1n,
      deployment,
    });
    expect(described).toMatchObject({ confirmations: 1n });
  });

  it('knows no transaction for a well-formed hash nobody sent', async () => {
    expect(await readTransaction(publicClient, `0x${'12'.repeat(32)}`)).toBeNull();
  });

  it('writes amounts as decimal strings for JSON', async () => {
    const receipt = await mined(
      walletFor(stranger).sendTransaction({ to: donor, value: parseEther('1.5') }),
    );
    const json = toJsonValue(await describe31337(receipt.transactionHash));
    expect(json).toMatchObject({
      kind: 'other',
      value: '1500000000000000000',
      blockNumber: receipt.blockNumber.toString(),
    });
    expect(JSON.parse(JSON.stringify(json))).toEqual(json);
  });
});

describe('a transaction not mined yet', () => {
  // A chain of its own that mines nothing by itself: the shared chain automines, and every other
  // file relies on that.
  let anvil: AnvilInstance;
  beforeAll(async () => {
    anvil = await startAnvil({ port: 0, args: ['--no-mining'] });
  });
  afterAll(async () => {
    // Unset when beforeAll failed.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset when the setup before it failed.
    await anvil?.stop();
  });

  it('is pending until it is mined, then described with its block', async () => {
    const local = defineLocalChain(anvil.rpcUrl);
    const transport = http(anvil.rpcUrl);
    const client = createPublicClient({ chain: local, transport });
    const wallet = createWalletClient({ chain: local, transport, account: stranger });
    const hash = await wallet.sendTransaction({ to: donor, value: parseEther('2') });

    const pending = (await readTransaction(client, hash))!;
    expect(pending.receipt).toBeNull();
    expect(describeTransaction({ chainId: 31337, ...pending, deployment: undefined })).toEqual({
      kind: 'pending',
      chainId: 31337,
      hash,
      from: stranger,
      to: donor,
      value: parseEther('2'),
    });

    await client.request({ method: 'evm_mine' } as never);
    const reading = (await readTransaction(client, hash))!;
    const block = await client.getBlock({ blockNumber: 1n });
    expect(
      describeTransaction({ chainId: 31337, ...reading, deployment: undefined }),
    ).toMatchObject({
      kind: 'other',
      blockNumber: 1n,
      blockHash: block.hash,
      timestamp: block.timestamp,
      confirmations: 1n,
    });
  });
});
