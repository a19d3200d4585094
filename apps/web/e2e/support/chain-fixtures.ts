import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  encodeFunctionData,
  formatEther,
  hexToBigInt,
  keccak256,
  http,
  maxUint256,
  parseEther,
  parseEventLogs,
  toHex,
  zeroHash,
} from 'viem';
import type { Address, Hash, Hex, PrivateKeyAccount } from 'viem';
import { generatePrivateKey, mnemonicToAccount, privateKeyToAccount } from 'viem/accounts';
import {
  defineLocalChain,
  ecoDeployments,
  ecoLocalContract,
  findEcoDeployment,
  ownerTimelockAbi,
  localDevPrivateKeys,
  SaleStage,
} from '@eco/contracts';
import { test as base, expect } from '../fixtures';
import { e2ePorts } from './ports';
import { exclusiveChainTag } from './projects';
import {
  acquireChainLock,
  resetRpcCounts,
  rpcCounts,
  rpcProxyUrl,
  rpcTagHeader,
} from './rpc-proxy';
import type { RpcCounts } from './rpc-proxy';

/**
 * Helpers for specs against the ONE anvil every Playwright worker shares (e2e/support/serve-chain.ts).
 *
 * Isolation rules, because two workers run tests at the same time on the same chain:
 * - Every test buys, signs and sends with its own fresh account (createFundedAccount, or
 *   installTestWallet's default), so balances, nonces and purchase logs never mix. Assert on
 *   that account's numbers, or on deltas, never on totals (totalSupply, soldIn, totalRaised).
 * - Partners are fixed accounts (1, 2, 13): the `partner` fixture hands each running worker its
 *   own one (by parallelIndex), so at most 3 workers.
 * - Global state (sale stages) is changed only under the exclusive chain lock:
 *   `test.use({ chainAccess: 'exclusive' })` + setSaleOpen, restored when the test ends. Every test
 *   of this file's `test` holds the lock shared, so none of them sees a stage closed under it.
 * - Never switch off automine, snapshot/revert or change time: every other test would see it.
 * These helpers talk to anvil directly (port 18545), so they are not counted by the RPC proxy.
 */

/** URL of the e2e anvil itself (direct, not counted by the proxy). */
export const anvilUrl = `http://127.0.0.1:${e2ePorts.chain}`;

/** The local chain (31337) pointing at the e2e anvil. */
export const localChain = defineLocalChain(anvilUrl);

/** Reads straight from anvil. */
export const publicClient = createPublicClient({
  chain: localChain,
  transport: http(anvilUrl),
  pollingInterval: 50,
});

/** anvil_* / evm_* calls straight to anvil. */
export const testClient = createTestClient({
  chain: localChain,
  transport: http(anvilUrl),
  mode: 'anvil',
});

/** ECO's address and ABI on the local chain. */
export const eco = ecoLocalContract;

/** ECO balance (base units) of `address`. */
export function ecoBalance(address: Address): Promise<bigint> {
  return publicClient.readContract({ ...eco, functionName: 'balanceOf', args: [address] });
}

/** ETH balance (wei) of `address`. */
export function ethBalance(address: Address): Promise<bigint> {
  return publicClient.getBalance({ address });
}

/** Mines `blocks` empty blocks (transactions are mined on send anyway: automine). */
export async function mine(blocks = 1): Promise<void> {
  await testClient.mine({ blocks });
}

/** Sets the ETH balance (wei) of `address`. */
export async function setBalance(address: Address, wei: bigint): Promise<void> {
  await testClient.setBalance({ address, value: wei });
}

/** A key pair a test owns alone. */
export interface TestAccount {
  privateKey: Hex;
  address: Address;
  account: PrivateKeyAccount;
}

/** A fresh random account holding `eth` (default 1000 ETH) and nothing else; not a partner. */
export async function createFundedAccount(eth: bigint = parseEther('1000')): Promise<TestAccount> {
  const privateKey = generatePrivateKey();
  const account = privateKeyToAccount(privateKey);
  await setBalance(account.address, eth);
  return { privateKey, address: account.address, account };
}

/**
 * Buys `amount` ECO in the public stage from Node, as another visitor's wallet would (or the
 * buyer's own, outside the page), paying exactly the cost; fails unless it succeeds. Resolves to
 * the purchase's index (for a withdrawal or a refund of it) and what it cost.
 */
export async function buyInPublicSale(
  buyer: TestAccount,
  amount: bigint,
): Promise<{ index: bigint; cost: bigint }> {
  const price = await publicClient.readContract({
    ...eco,
    functionName: 'tokenPrice',
    args: [SaleStage.Public],
  });
  const client = createWalletClient({
    account: buyer.account,
    chain: localChain,
    transport: http(anvilUrl),
  });
  const cost = (amount * price + 10n ** 18n - 1n) / 10n ** 18n;
  const hash = await client.writeContract({
    ...eco,
    functionName: 'publicSale',
    args: [amount],
    value: cost,
  });
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  if (receipt.status !== 'success') {
    throw new Error(`buying ${amount} ECO reverted: ${await whyReverted(hash)}`);
  }
  const [purchase] = parseEventLogs({
    abi: eco.abi,
    eventName: 'TokensPurchased',
    logs: receipt.logs,
  });
  return { index: purchase!.args.index, cost };
}

/**
 * Why a mined transaction reverted: its gas used against its limit (all of it used means it ran out
 * of gas), and the reason its replay on the block before gives, if the replay fails too.
 */
export async function whyReverted(hash: Hash): Promise<string> {
  const [tx, receipt] = await Promise.all([
    publicClient.getTransaction({ hash }),
    publicClient.getTransactionReceipt({ hash }),
  ]);
  const used = `used ${receipt.gasUsed} of its ${tx.gas} gas, number ${tx.transactionIndex} in block ${receipt.blockNumber}`;
  try {
    await publicClient.call({
      account: tx.from,
      to: tx.to,
      data: tx.input,
      value: tx.value,
      gas: tx.gas,
      blockNumber: receipt.blockNumber - 1n,
    });
    return `${used}; its replay on the block before succeeds`;
  } catch (error) {
    return `${used}; replayed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
  }
}

/**
 * A fresh account that may be named as referrer: only a wallet that has bought may be
 * (docs/decisions/0033), so it buys 1 ECO in the public stage first.
 */
export async function createReferrer(): Promise<TestAccount> {
  const referrer = await createFundedAccount(parseEther('1'));
  await buyInPublicSale(referrer, 10n ** 18n);
  return referrer;
}

/** A partner of the local chain's partners list, with its allocation and proof for mintForPartners. */
export interface PartnerAccount extends TestAccount {
  /** Anvil account index: 1, 2 or 13. */
  index: 1 | 2 | 13;
  /** The most this partner may buy in the partners stage, in base units (from their leaf). */
  allocation: bigint;
  proof: Hex[];
}

// '@eco/contracts/partners' imports this JSON without an import attribute, which Playwright's
// ESM loader refuses; reading the same generated file through require works everywhere.
const bundledPartnersFile = createRequire(import.meta.url)(
  '@eco/contracts/partners/31337.json',
) as { root: Hex; partners: Record<Address, { allocation: string; proof: Hex[] }> };
const partnerEntries = bundledPartnersFile.partners;

/**
 * The partners list bundled with the site for the local chain: its root, and its lines as a
 * partners list gives them (allocations in ECO).
 */
export const bundledPartners = {
  root: bundledPartnersFile.root,
  partners: Object.entries(partnerEntries).map(([address, { allocation }]) => ({
    address: address as Address,
    allocation: formatEther(BigInt(allocation)),
  })),
} as const;

function partnerAccount(index: 1 | 2 | 13, privateKey: Hex): PartnerAccount {
  const account = privateKeyToAccount(privateKey);
  const entry = partnerEntries[account.address];
  if (!entry) throw new Error(`anvil account ${index} is not on the local partners list`);
  return {
    index,
    privateKey,
    address: account.address,
    account,
    allocation: BigInt(entry.allocation),
    proof: entry.proof,
  };
}

// Account 13 is not among localDevPrivateKeys (accounts 0-4): derive it from anvil's mnemonic.
const account13Key = toHex(
  mnemonicToAccount('test test test test test test test test test test test junk', {
    addressIndex: 13,
  }).getHdKey().privateKey!,
);

/** The three partners (anvil accounts 1, 2, 13); prefer the `partner` fixture, which is exclusive. */
export const partnerAccounts: readonly PartnerAccount[] = [
  partnerAccount(1, localDevPrivateKeys.partner1),
  partnerAccount(2, localDevPrivateKeys.partner2),
  partnerAccount(13, account13Key),
];

/**
 * The account that owns ECO: the owner timelock. The fixtures make owner calls as it,
 * impersonated, without waiting out its delay; the owner panel's tests go through the delay as
 * the team does (anvil account 0 proposes and executes).
 */
export const ownerAddress: Address = ecoDeployments[31337].timelock.address;

// A JSON-RPC account: anvil signs for it while it is impersonated, no key needed here.
const ownerClient = createWalletClient({
  chain: localChain,
  transport: http(anvilUrl),
  account: ownerAddress,
});

/** Whether sale `stage` is open right now. */
export function isSaleOpen(stage: SaleStage): Promise<boolean> {
  return publicClient.readContract({ ...eco, functionName: 'isSaleOpen', args: [stage] });
}

// Set by the chainLock fixture: the access this worker's current test holds, and what to undo.
let heldAccess: ChainAccess | undefined;
const stagesToRestore = new Map<SaleStage, boolean>();
const undoAfterTest: (() => Promise<void> | void)[] = [];

/**
 * Opens or closes sale `stage` as the owner (impersonated). Only in a test with
 * `test.use({ chainAccess: 'exclusive' })`; the stage's earlier state is restored after the test.
 */
export async function setSaleOpen(stage: SaleStage, open: boolean): Promise<void> {
  if (heldAccess !== 'exclusive') {
    throw new Error(
      "setSaleOpen changes the chain every worker shares: use `test` from chain-fixtures with test.use({ chainAccess: 'exclusive' })",
    );
  }
  if (!stagesToRestore.has(stage)) stagesToRestore.set(stage, await isSaleOpen(stage));
  await writeAsOwner(stage, open);
}

async function writeAsOwner(stage: SaleStage, open: boolean): Promise<void> {
  await sendAsOwner('setSaleOpen', [stage, open]);
}

/** The ECO functions only the owner may call, as the owner panel's tests need them. */
type OwnerFunction =
  | 'setSaleOpen'
  | 'setFees'
  | 'setMerkleRootOfPartners'
  | 'setTokenPrice'
  | 'setMaxTransferRates'
  | 'setReferralRewardBps'
  | 'setWalletCap'
  | 'setSaleSchedule'
  | 'transferOwnership'
  | 'finalizeStage'
  | 'cancelStage'
  | 'withdraw';

async function sendAsOwner(functionName: OwnerFunction, args: readonly unknown[]): Promise<void> {
  await testClient.impersonateAccount({ address: ownerAddress });
  // A contract has no ETH for gas of its own.
  await testClient.setBalance({ address: ownerAddress, value: parseEther('10') });
  try {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- tsc needs it: a union of function names does not narrow the ABI's argument tuples.
    const hash = await ownerClient.writeContract({
      ...eco,
      functionName,
      args,
    } as unknown as Parameters<typeof ownerClient.writeContract>[0]);
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    if (receipt.status !== 'success')
      throw new Error(`${functionName}(${args.join(', ')}) reverted`);
  } finally {
    await testClient.stopImpersonatingAccount({ address: ownerAddress });
  }
}

/** The owner's key (anvil account 0), for a test wallet that operates the owner panel. */
export const ownerPrivateKey: Hex = localDevPrivateKeys.owner;

/**
 * Registers how to undo a global change this test makes (fees, partners root, trading...): it
 * runs when the test ends, still under the exclusive chain lock, before setSaleOpen's restores.
 * Only in a test with `test.use({ chainAccess: 'exclusive' })`.
 */
export function restoreAfterTest(undo: () => Promise<void> | void): void {
  if (heldAccess !== 'exclusive') {
    throw new Error(
      "restoreAfterTest is for tests that change the shared chain: test.use({ chainAccess: 'exclusive' })",
    );
  }
  undoAfterTest.push(undo);
}

/**
 * Moves the shared chain's clock `seconds` on and mines a block, as waiting would (the owner
 * timelock's delay); exclusive tests only. Time only moves forward: nothing restores it.
 */
export async function advanceChainTime(seconds: number): Promise<void> {
  if (heldAccess !== 'exclusive') {
    throw new Error('advanceChainTime moves the clock every worker shares: exclusive tests only');
  }
  await testClient.increaseTime({ seconds });
  await testClient.mine({ blocks: 1 });
}

/**
 * Schedules an owner call on the owner timelock as its proposer (anvil account 0), as the owner
 * console does, without running it; exclusive tests only (the test's end cancels it).
 */
export async function scheduleOwnerCall(functionName: OwnerFunction, args: readonly unknown[]) {
  if (heldAccess !== 'exclusive') {
    throw new Error('scheduleOwnerCall changes the shared chain: exclusive tests only');
  }
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- tsc needs it: a union of function names does not narrow the ABI's argument tuples.
  const data = encodeFunctionData({ abi: eco.abi, functionName, args } as Parameters<
    typeof encodeFunctionData
  >[0]);
  const hash = await proposerClient().writeContract({
    address: ownerAddress,
    abi: ownerTimelockAbi,
    functionName: 'schedule',
    args: [eco.address, 0n, data, zeroHash, keccak256(toHex(randomUUID())), 300n],
  });
  await publicClient.waitForTransactionReceipt({ hash });
}

const proposerClient = () =>
  createWalletClient({
    chain: localChain,
    transport: http(anvilUrl),
    account: privateKeyToAccount(localDevPrivateKeys.owner),
  });

/**
 * Cancels every owner call still pending on the owner timelock (as its proposer, anvil account
 * 0), so a test that stopped halfway leaves nothing for the next one to run by mistake.
 */
async function cancelPendingOwnerCalls(): Promise<void> {
  const timelock = { address: ownerAddress, abi: ownerTimelockAbi } as const;
  const scheduled = await publicClient.getContractEvents({
    ...timelock,
    eventName: 'CallScheduled',
    fromBlock: findEcoDeployment(localChain.id)!.deploymentBlock,
  });
  const proposer = proposerClient();
  for (const id of new Set(scheduled.map((log) => log.args.id!))) {
    if (
      !(await publicClient.readContract({
        ...timelock,
        functionName: 'isOperationPending',
        args: [id],
      }))
    )
      continue;
    const hash = await proposer.writeContract({ ...timelock, functionName: 'cancel', args: [id] });
    await publicClient.waitForTransactionReceipt({ hash });
  }
}

/**
 * Moves the shared chain's clock past the last purchase's withdrawal window (none when it has
 * passed), as waiting would: trading, finalized stages' releases and withdraw() wait for it
 * (docs/decisions/0032). Exclusive tests only.
 */
export async function passEveryWithdrawalWindow(): Promise<void> {
  const latest = await publicClient.readContract({
    ...eco,
    functionName: 'latestWithdrawalDeadline',
  });
  const { timestamp } = await publicClient.getBlock();
  if (latest > timestamp) await advanceChainTime(Number(latest - timestamp) + 1);
}

/**
 * Sends the fund wallet what the public stage no longer owes any buyer, as the team would
 * (docs/decisions/0032): the clock past every withdrawal window, the stage finalized (once; it
 * cannot be undone), its purchases released, then withdraw(). Exclusive tests only.
 */
export async function withdrawSaleProceeds(): Promise<void> {
  await passEveryWithdrawalWindow();
  if (
    !(await publicClient.readContract({
      ...eco,
      functionName: 'isFinalized',
      args: [SaleStage.Public],
    }))
  ) {
    await ownerWrite('finalizeStage', [SaleStage.Public]);
  }
  // Anyone may settle purchases; the proposer's wallet does it here.
  const hash = await proposerClient().writeContract({
    ...eco,
    functionName: 'releasePurchases',
    args: [SaleStage.Public, maxUint256],
  });
  await publicClient.waitForTransactionReceipt({ hash });
  await ownerWrite('withdraw', []);
}

/** Calls an owner-only function as the owner (impersonated); exclusive tests only. */
export async function ownerWrite(
  functionName: OwnerFunction,
  args: readonly unknown[],
): Promise<void> {
  if (heldAccess !== 'exclusive') {
    throw new Error(`${functionName} changes the chain every worker shares: exclusive tests only`);
  }
  await sendAsOwner(functionName, args);
}

// tradingEnabled and maxTransactionLimitEnabled share one storage slot (two bools, in that order).
const TRADING_SLOT = 11n;

/**
 * Sets tradingEnabled straight in the contract's storage: enableTrading is one-way, so a test that
 * enables trading restores the flag this way for the specs that expect the launch state. The
 * slot is checked against the contract's getters first, so a changed layout fails loudly.
 */
export async function setTradingEnabledInStorage(enabled: boolean): Promise<void> {
  if (heldAccess !== 'exclusive') {
    throw new Error('setTradingEnabledInStorage changes the shared chain: exclusive tests only');
  }
  const read = (functionName: 'tradingEnabled' | 'maxTransactionLimitEnabled') =>
    publicClient.readContract({ ...eco, functionName });
  const slot = toHex(TRADING_SLOT, { size: 32 });
  const word = hexToBigInt(
    (await publicClient.getStorageAt({ address: eco.address, slot })) ?? '0x0',
  );
  const limits = await read('maxTransactionLimitEnabled');
  if (
    (word & 0xffn) !== ((await read('tradingEnabled')) ? 1n : 0n) ||
    ((word >> 8n) & 0xffn) !== (limits ? 1n : 0n)
  ) {
    throw new Error(`storage slot ${TRADING_SLOT} is not tradingEnabled: the layout changed`);
  }
  const next = (word & ~0xffn) | (enabled ? 1n : 0n);
  await testClient.setStorageAt({
    address: eco.address,
    index: slot,
    value: toHex(next, { size: 32 }),
  });
  if (
    (await read('tradingEnabled')) !== enabled ||
    (await read('maxTransactionLimitEnabled')) !== limits
  ) {
    throw new Error('setting tradingEnabled in storage did not take');
  }
}

// _minimum (MinimumRaise[3]: uint128 amount, uint64 deadline, one slot a stage), then
// _countedForMinimum (uint256[3]).
const MINIMUM_SLOT = 38n;
const COUNTED_SLOT = 41n;

/**
 * Gives sale `stage` a minimum raise of `amount` base units by `deadline` (seconds) straight in
 * the contract's storage, as if the deployment had set it (the minimum is fixed at deployment,
 * docs/decisions/0032), counting from now; the stage's earlier minimum comes back when the test
 * ends. Not in the local config: a pending minimum there would block every test that enables
 * trading or releases the stage, and a deadline relative to the deployment would change the
 * deployment record at every build. The slots are checked against minimumRaiseOf first, so a
 * changed layout fails loudly. Exclusive tests only.
 */
export async function setMinimumRaiseInStorage(
  stage: SaleStage,
  amount: bigint,
  deadline: bigint,
): Promise<void> {
  if (heldAccess !== 'exclusive') {
    throw new Error('setMinimumRaiseInStorage changes the shared chain: exclusive tests only');
  }
  const slot = (base: bigint) => toHex(base + BigInt(stage), { size: 32 });
  const read = async (base: bigint) =>
    hexToBigInt(
      (await publicClient.getStorageAt({ address: eco.address, slot: slot(base) })) ?? '0x0',
    );
  const write = (base: bigint, value: bigint) =>
    testClient.setStorageAt({
      address: eco.address,
      index: slot(base),
      value: toHex(value, { size: 32 }),
    });
  const minimumOf = () =>
    publicClient.readContract({ ...eco, functionName: 'minimumRaiseOf', args: [stage] });
  const [word, counted] = [await read(MINIMUM_SLOT), await read(COUNTED_SLOT)];
  const [wasAmount, wasDeadline, wasCounted] = await minimumOf();
  if (word !== (wasDeadline << 128n) + wasAmount || counted !== wasCounted) {
    throw new Error(
      `storage slots ${MINIMUM_SLOT} and ${COUNTED_SLOT} are not the minimum raise's: the layout changed`,
    );
  }
  restoreAfterTest(async () => {
    await write(MINIMUM_SLOT, word);
    await write(COUNTED_SLOT, counted);
  });
  await write(MINIMUM_SLOT, (deadline << 128n) + amount);
  await write(COUNTED_SLOT, 0n);
  const [nowAmount, nowDeadline] = await minimumOf();
  if (nowAmount !== amount || nowDeadline !== deadline) {
    throw new Error('setting the minimum raise in storage did not take');
  }
}

/** One TokensPurchased event, decoded. */
export interface Purchase {
  buyer: Address;
  stage: SaleStage;
  amount: bigint;
  cost: bigint;
  referrer: Address;
  reward: bigint;
  transactionHash: Hash;
  blockNumber: bigint;
}

/** TokensPurchased events since the deployment, optionally only those of `buyer`. */
export async function tokensPurchased(filter: { buyer?: Address } = {}): Promise<Purchase[]> {
  const logs = await publicClient.getContractEvents({
    ...eco,
    eventName: 'TokensPurchased',
    args: filter.buyer ? { buyer: filter.buyer } : undefined,
    fromBlock: findEcoDeployment(localChain.id)?.deploymentBlock ?? 0n,
  });
  return logs.map((log) => ({
    buyer: log.args.buyer!,
    stage: log.args.stage! as SaleStage,
    amount: log.args.amount!,
    cost: log.args.cost!,
    referrer: log.args.referrer!,
    reward: log.args.reward!,
    transactionHash: log.transactionHash,
    blockNumber: log.blockNumber,
  }));
}

/** How a test uses the shared chain: alongside others, or alone (to change global state). */
export type ChainAccess = 'shared' | 'exclusive';

/** Tag every describe that uses chainAccess 'exclusive' with this (see projects.ts). */
export { exclusiveChainTag };

/** RPC requests the site made from this test's page, counted by the proxy. */
export interface PageRpc {
  /** The tag the page's requests carry (x-eco-rpc-tag). */
  tag: string;
  counts(): Promise<RpcCounts>;
  reset(): Promise<void>;
}

type ChainFixtures = {
  /** Option: 'exclusive' waits until no other chain test runs, and allows setSaleOpen. */
  chainAccess: ChainAccess;
  /** Holds the chain lock for the test (automatic); undoes setSaleOpen before releasing it. */
  chainLock: void;
  /** A fresh account with 1000 ETH that only this test uses. */
  account: TestAccount;
  /** A partner (anvil account 1, 2 or 13) no other running test uses. */
  partner: PartnerAccount;
  /** Counts of the RPC requests this test's page sends to the proxy. */
  rpc: PageRpc;
};

/**
 * The e2e `test` (from ../fixtures) for specs that use the chain: holds the chain lock and
 * provides `account`, `partner`, `rpc` and the `chainAccess` option.
 */
export const test = base.extend<ChainFixtures>({
  chainAccess: ['shared', { option: true }],
  chainLock: [
    async ({ chainAccess }, use, testInfo) => {
      // playwright.config.ts finds these tests by their tag, to run them apart (projects.ts).
      if (chainAccess === 'exclusive' && !testInfo.tags.includes(exclusiveChainTag)) {
        throw new Error(`a test with chainAccess 'exclusive' must be tagged ${exclusiveChainTag}`);
      }
      const release = await acquireChainLock(chainAccess, testInfo.titlePath.join(' > '));
      heldAccess = chainAccess;
      try {
        await use();
      } finally {
        try {
          // Newest first, like a stack of undos.
          for (const undo of undoAfterTest.splice(0).reverse()) await undo();
          for (const [stage, open] of stagesToRestore) await writeAsOwner(stage, open);
          // A test that failed between scheduling and executing leaves its change pending.
          if (chainAccess === 'exclusive') await cancelPendingOwnerCalls();
        } finally {
          undoAfterTest.length = 0;
          stagesToRestore.clear();
          heldAccess = undefined;
          await release();
        }
      }
    },
    { auto: true },
  ],
  // Playwright reads a fixture's dependencies from its first parameter: none here.

  account: async ({}, use) => {
    await use(await createFundedAccount());
  },

  partner: async ({}, use, testInfo) => {
    // parallelIndex is unique among the workers running at the same moment.
    const partner = partnerAccounts[testInfo.parallelIndex];
    if (!partner) {
      throw new Error(
        `only ${partnerAccounts.length} partner accounts: run partner tests with at most that many workers`,
      );
    }
    await use(partner);
  },
  rpc: async ({ page }, use) => {
    const tag = randomUUID();
    // Tags the site's RPC requests so this test counts only its own page's.
    await page.route(
      (url) => url.origin === rpcProxyUrl,
      (route) => route.continue({ headers: { ...route.request().headers(), [rpcTagHeader]: tag } }),
    );
    await use({ tag, counts: () => rpcCounts(tag), reset: () => resetRpcCounts(tag) });
    await resetRpcCounts(tag);
  },
});

export { expect, SaleStage };
