import {
  BaseError,
  ContractFunctionRevertedError,
  createPublicClient,
  createTestClient,
  createWalletClient,
  decodeErrorResult,
  getContract,
  http,
  parseAbi,
  getContractAddress,
  parseEventLogs,
} from 'viem';
import type { Abi, Address, ContractEventName, Hash, Hex, TransactionReceipt } from 'viem';
import { afterEach, beforeEach, expect, inject } from 'vitest';
import { defineLocalChain } from '../src/chains';
import { ecoTokenAbi } from '../src/generated/eco-token-abi';
import { ownerTimelockAbi } from '../src/generated/owner-timelock-abi';
import { foundersVestingWalletAbi } from '../src/generated/founders-vesting-wallet-abi';
import { ecoDonationsAbi } from '../src/generated/eco-donations-abi';
import { carbonLedgerRegistryAbi } from '../src/generated/carbon-ledger-registry-abi';
import { localDevAccounts } from '../src/local-accounts';

export const rpcUrl = inject('rpcUrl');
export const fixture = inject('fixture');

export const chain = defineLocalChain(rpcUrl);
const transport = http(rpcUrl);
export const publicClient = createPublicClient({ chain, transport, pollingInterval: 20 });
export const testClient = createTestClient({ chain, transport, mode: 'anvil' });

const createAccountWallet = (account: Address) => createWalletClient({ chain, transport, account });
const wallets = new Map<Address, ReturnType<typeof createAccountWallet>>();

/** Wallet client sending as `account`: anvil's accounts are unlocked, so no key is needed. */
export function walletFor(account: Address): ReturnType<typeof createAccountWallet> {
  let wallet = wallets.get(account);
  if (!wallet) {
    wallet = createAccountWallet(account);
    wallets.set(account, wallet);
  }
  return wallet;
}

/**
 * A deployed contract typed end to end from its `as const` ABI (viem's `getContract`): `read`,
 * `simulate` and `getEvents` through the public client, and `as(account).write.name(args, { value })`
 * sent from `account`. A misspelt function name or wrong argument types fail `npm run typecheck`
 * (test/contracts.test-d.ts proves it).
 */
export function contractAt<const TAbi extends Abi>(address: Address, abi: TAbi) {
  return {
    ...getContract({ address, abi, client: publicClient }),
    as: (account: Address) =>
      getContract({ address, abi, client: { public: publicClient, wallet: walletFor(account) } }),
  };
}

/** Anvil accounts 13-19 have no role in config/31337.json. */
const spare = [
  '0x1CBd3b2770909D4e10f157cABC84C7264073C9Ec',
  '0xdF3e18d64BC6A983f673Ab319CCaE4f1a57C7097',
  '0xcd3B766CCDd6AE721141F452C550Ca635964ce71',
  '0x2546BcD3c84621e976D8185a91A922aE77ECEc30',
  '0xbDA5747bFD65F08deb54cb465eB87D40e51B197E',
  '0xdD2FD4581271e230360230F9337D5c0430Bf44C0',
  '0x8626f6940E2eb28930eFb4CeF49B2d1F2C9C1199',
] as const satisfies readonly Address[];

export const accounts = {
  /** Account 0: the team's wallet, proposer and executor of the owner timelock, and sale guardian. */
  owner: localDevAccounts.owner,
  /** ECO's owner: the OwnerTimelock, impersonated in the tests of the token's rules. */
  timelock: fixture.timelock,
  partner1: localDevAccounts.partners[0],
  partner2: localDevAccounts.partners[1],
  nonPartner: localDevAccounts.nonPartner,
  referrer: localDevAccounts.referrer,
  fund: localDevAccounts.fundWallet,
  community: localDevAccounts.communityWallet,
  ecosystem: localDevAccounts.ecosystemWallet,
  listing: localDevAccounts.listingWallet,
  marketing: localDevAccounts.marketingWallet,
  founders: localDevAccounts.foundersWallets,
  /**
   * The founders' vesting wallets, which ECO's constructor creates (its nonces 1-3) and which
   * hold the founders' allocation.
   */
  foundersVesting: [1n, 2n, 3n].map((nonce) =>
    getContractAddress({ from: fixture.eco, nonce }),
  ) as [Address, Address, Address],
  /** Account 13: on the partners list but with no other role. */
  partner3: spare[0],
  spare,
};

export const probeAbi = parseAbi([
  'function setMode(uint8 newMode)',
  'function buy(uint256 amount) payable',
  'function withdraw(uint256 index)',
  'function reentryAttempted() view returns (bool)',
  'function reentryError() view returns (bytes)',
  'function received() view returns (uint256)',
]);

export const routerAbi = parseAbi([
  'function addLiquidityETH(address token, uint256 amountTokenDesired, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline) payable returns (uint256, uint256, uint256)',
  'function swapExactETHForTokensSupportingFeeOnTransferTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable',
  'function swapExactTokensForETHSupportingFeeOnTransferTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[])',
]);

export const factoryAbi = parseAbi([
  'function createPair(address tokenA, address tokenB) returns (address)',
  'function getPair(address tokenA, address tokenB) view returns (address)',
]);

export const pairAbi = parseAbi([
  'function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)',
  'function token0() view returns (address)',
  'event Swap(address indexed sender, uint256 amount0In, uint256 amount1In, uint256 amount0Out, uint256 amount1Out, address indexed to)',
]);

/** The shared fixture's contracts. */
export const eco = contractAt(fixture.eco, ecoTokenAbi);
/** A founder's vesting wallet. */
export const vestingAt = (address: Address) => contractAt(address, foundersVestingWalletAbi);
export const router = contractAt(fixture.router, routerAbi);
export const factory = contractAt(fixture.factory, factoryAbi);
export const probe = contractAt(fixture.probe, probeAbi);
/** A Uniswap V2 pair created by a test. */
export const pairAt = (address: Address) => contractAt(address, pairAbi);

/** Gives every test its own copy of the shared fixture via evm_snapshot / evm_revert. */
export function useFreshChain(): void {
  let snapshot: Hex | undefined;
  // evm_revert restores state, not the transaction pool: a transaction still pending when a test
  // ends (a test that stopped mining, a send not waited for) would be mined into the next test's
  // chain. The pool is emptied on both sides of every test.
  const dropPending = () => testClient.request({ method: 'anvil_dropAllTransactions' } as never);
  beforeEach(async () => {
    await dropPending();
    snapshot = await testClient.snapshot();
  });
  afterEach(async () => {
    if (snapshot) await testClient.revert({ id: snapshot });
    await dropPending();
  });
}

/**
 * Waits for a sent transaction (anvil automines) and asserts it succeeded; a revert names its
 * reason (replayed on the block before), so a failure says why.
 */
export async function mined(hash: Promise<Hash> | Hash): Promise<TransactionReceipt> {
  const receipt = await publicClient.waitForTransactionReceipt({ hash: await hash });
  if (receipt.status !== 'success') {
    const failure = await replayRevert(receipt.transactionHash);
    let reason = 'no reason replayed';
    try {
      reason = JSON.stringify(decodeRevert(failure), (_, v: unknown) =>
        typeof v === 'bigint' ? String(v) : v,
      );
    } catch (error) {
      reason = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    }
    expect.fail(
      `transaction ${receipt.transactionHash} reverted in block ${receipt.blockNumber} (gas used ${receipt.gasUsed}): ${reason}`,
    );
  }
  return receipt;
}

/** ETH a transaction cost its sender in gas. */
export function gasCost(receipt: TransactionReceipt): bigint {
  return receipt.gasUsed * receipt.effectiveGasPrice;
}

/** Decoded ECO events of one name in a receipt. */
export function ecoEvents<const N extends ContractEventName<typeof ecoTokenAbi>>(
  receipt: TransactionReceipt,
  eventName: N,
) {
  return parseEventLogs({ abi: ecoTokenAbi, logs: receipt.logs, eventName }).filter(
    (log) => log.address.toLowerCase() === fixture.eco.toLowerCase(),
  );
}

/** Every error a test can meet: ECO's, the owner timelock's (OpenZeppelin's) and our other contracts'. */
const revertAbi = [
  ...ecoTokenAbi,
  ...[...ownerTimelockAbi, ...ecoDonationsAbi, ...carbonLedgerRegistryAbi].filter(
    (item) => item.type === 'error',
  ),
];

/**
 * Revert data in words, `ErrorName(arg, …)`, decoded with every ABI a test can meet (viem adds
 * `Error(string)` and `Panic(uint256)`); data no ABI knows is shown raw.
 */
export function describeRevertData(data: Hex): string {
  if (data === '0x') return 'a revert without data';
  try {
    const { errorName, args } = decodeErrorResult({ abi: revertAbi, data });
    // viem types args as always present, but leaves them undefined for an error without inputs.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
    return `${errorName}(${(args ?? []).map(String).join(', ')})`;
  } catch {
    return `a revert no known ABI decodes: ${data}`;
  }
}

/** Custom error name and arguments carried by a failed viem call, decoded with the ECO ABI. */
export function decodeRevert(error: unknown): { errorName: string; args: readonly unknown[] } {
  if (!(error instanceof BaseError)) throw error;
  const reverted = error.walk(
    (e) => e instanceof ContractFunctionRevertedError,
  ) as ContractFunctionRevertedError | null;
  if (reverted?.data) return { errorName: reverted.data.errorName, args: reverted.data.args ?? [] };
  if (reverted?.reason) return { errorName: 'Error', args: [reverted.reason] };
  // Deployments and raw requests are not decoded by viem: find the revert data ourselves.
  const withData = error.walk((e) => typeof (e as { data?: unknown }).data === 'string') as {
    data: Hex;
  } | null;
  if (withData && withData.data.length >= 10) {
    const decoded = decodeErrorResult({ abi: revertAbi, data: withData.data });
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- viem returns undefined args for an error without inputs, whatever the ABI type says.
    return { errorName: decoded.errorName, args: decoded.args ?? [] };
  }
  throw error;
}

/**
 * Error carried by a mined transaction that reverted. Anvil mines failing eth_sendTransaction calls
 * instead of refusing them, so the revert data is recovered by replaying the call on the parent
 * block (one transaction per block with automine, so the state is the same).
 */
export async function replayRevert(hash: Hash): Promise<unknown> {
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  if (receipt.status !== 'reverted') return undefined;
  const tx = await publicClient.getTransaction({ hash });
  try {
    // With the transaction's own gas limit, so running out of gas replays as what it was.
    await publicClient.call({
      account: tx.from,
      to: tx.to,
      data: tx.input,
      value: tx.value,
      gas: tx.gas,
      blockNumber: receipt.blockNumber - 1n,
    });
  } catch (error) {
    return error;
  }
  throw new Error(
    `transaction ${hash} reverted on-chain but its replay succeeded: it was number ` +
      `${tx.transactionIndex} in block ${receipt.blockNumber} (another transaction before it ` +
      `changes the state it ran on) and used ${receipt.gasUsed} of its ${tx.gas} gas`,
  );
}

/** Asserts that `action` reverts with ECO's `errorName` (and `args`, if given). */
export async function expectRevert(
  action: Promise<unknown>,
  errorName: string,
  args?: readonly unknown[],
): Promise<void> {
  let failure: unknown;
  try {
    const result = await action;
    if (typeof result === 'string' && /^0x[0-9a-f]{64}$/i.test(result)) {
      failure = await replayRevert(result as Hash);
    }
  } catch (error) {
    failure = error;
  }
  expect(failure, `expected a revert with ${errorName}`).toBeDefined();
  const decoded = decodeRevert(failure);
  expect(decoded.errorName).toBe(errorName);
  if (args) expect(decoded.args).toEqual(args);
}

/** ECO balance of `account`. */
export function ecoBalance(account: Address): Promise<bigint> {
  return eco.read.balanceOf([account]);
}

/**
 * Gives `account` (a funded, unlocked anvil account) the code of a pair of ECO (test MockPair), so
 * `setMarketPair` accepts it while tests can still send transactions from it as from a pool.
 */
export async function makePairOfEco(account: Address): Promise<void> {
  const code = await publicClient.getCode({ address: fixture.mockPair });
  if (!code) throw new Error('the fixture has no MockPair');
  await testClient.setCode({ address: account, bytecode: code });
}

/** Opens every sale stage (sales are closed in the shared fixture, as at deployment). */
export async function openAllSales(): Promise<void> {
  for (const stage of [0, 1, 2]) {
    await mined(eco.as(accounts.timelock).write.setSaleOpen([stage, true]));
  }
}

export const ONE_ECO = 10n ** 18n;
export const ZERO_ADDRESS: Address = '0x0000000000000000000000000000000000000000';
