// The fund wallet's ether, so the site can show where the sale's money went and check it against
// the chain: `openingBalance + in - out - fee` is the wallet's balance at the last indexed block.
//
// - Value moves come only from call traces (`transfer:to`, `transfer:from`). A top-level payment
//   is also a transaction (`transaction:from`), which therefore only adds its gas: counting its
//   value there as well would count it twice.
// - Ponder leaves out traces that reverted, or whose caller reverted, so ether a failed call
//   would have moved is never counted.
// - Ponder (0.16 and 0.17) also leaves reverted transactions out of `transaction:from` (its account filter
//   is built with `includeReverted: false`), yet they paid gas. Every transaction the wallet
//   sends raises its nonce, reverted or not, so the nonce says when some are missing: at each
//   transaction Ponder delivers (its nonce is past the next one expected), and at the end of
//   every block from the head at start on (block events sort after the block's transactions;
//   this also finds those sent after the last delivered one while the indexer caught up). A
//   missing transaction's block is found by bisecting `eth_getTransactionCount` between the last
//   block accounted for and now, then its receipt gives its gas.
import { ponder, type Context } from 'ponder:registry';
import { ecoWithdrawal, fundFlow, fundWallet } from 'ponder:schema';
import { findEcoDeployment } from '@eco/contracts';
import type { Address, Hex } from 'viem';
import { parseIndexerEnv } from '../lib/env';

/** INDEXER_FUND_WALLET=false leaves the wallet's sources out of ponder.config.ts: nothing to do. */
const followed = parseIndexerEnv(process.env).fundWallet;
const on: typeof ponder.on = (name, indexingFunction) => {
  if (followed) ponder.on(name, indexingFunction);
};

/** Sorts as the chain does: block, transaction index, position (0 the gas, then each trace). */
export function flowOrder(blockNumber: bigint, transactionIndex: number, position: number) {
  return [
    blockNumber.toString().padStart(16, '0'),
    String(transactionIndex).padStart(8, '0'),
    String(position).padStart(8, '0'),
  ].join('-');
}

/**
 * Frames that move ether. A DELEGATECALL's (and CALLCODE's) trace repeats the value its caller
 * received without moving it: a proxy wallet (a Safe) forwarding a deposit to its code would
 * otherwise look like an outflow. STATICCALL carries none.
 */
const MOVES_VALUE = new Set(['CALL', 'CREATE', 'CREATE2', 'SELFDESTRUCT']);

interface Flow {
  direction: 'in' | 'out' | 'fee';
  counterparty: Address | null;
  amount: bigint;
  /** Ether ECO's withdraw sent the wallet (an inflow only). */
  withdrawal?: boolean;
  block: { number: bigint; timestamp: bigint };
  transaction: { hash: Hex; transactionIndex: number };
  position: number;
}

const flowId = (chainId: number, order: string, direction: Flow['direction']) =>
  // A transfer from the wallet to itself is one trace seen as `in` and as `out`.
  `${chainId}:${order}:${direction}`;

async function record(
  context: Context,
  { block, transaction, position, withdrawal = false, ...flow }: Flow,
) {
  const chainId = chainIdOf(context);
  const order = flowOrder(block.number, transaction.transactionIndex, position);
  await context.db.insert(fundFlow).values({
    id: flowId(chainId, order, flow.direction),
    chainId,
    order,
    ...flow,
    withdrawal,
    blockNumber: block.number,
    timestamp: block.timestamp,
    transactionHash: transaction.hash,
  });
  const { amount, direction } = flow;
  await context.db.update(fundWallet, { chainId }).set((row) => ({
    totalIn: row.totalIn + (direction === 'in' ? amount : 0n),
    totalOut: row.totalOut + (direction === 'out' ? amount : 0n),
    totalFee: row.totalFee + (direction === 'fee' ? amount : 0n),
    totalWithdrawn: row.totalWithdrawn + (withdrawal ? amount : 0n),
  }));
}

/**
 * The chain of an account's event. Ponder's types (0.17) leave accounts out of `context.chain`
 * (`never` in their handlers); the value is there at run time, as for every other source.
 */
const chainIdOf = (context: { chain: unknown }) => (context.chain as { id: number }).id;

/** The gas a transaction paid: what left the sender's balance besides the value. */
const gasPaid = (receipt: { gasUsed: bigint; effectiveGasPrice: bigint }) =>
  receipt.gasUsed * receipt.effectiveGasPrice;

/**
 * The block holding the wallet's transaction with `nonce`: the first in `[from, to]` at whose end
 * the wallet's nonce is past it (it never goes down, so bisection finds it).
 */
async function blockOfNonce(
  context: Context,
  wallet: Address,
  nonce: bigint,
  from: bigint,
  to: bigint,
) {
  let [low, high] = [from, to];
  while (low < high) {
    const middle = (low + high) / 2n;
    const count = await context.client.getTransactionCount({
      address: wallet,
      blockNumber: middle,
    });
    if (BigInt(count) > nonce) high = middle;
    else low = middle + 1n;
  }
  return low;
}

type FundWalletRow = typeof fundWallet.$inferSelect;

/**
 * Records the gas of the wallet's transactions from `state.nonce` up to `untilNonce`, which
 * Ponder did not deliver: they reverted. All were mined by the end of block `untilBlock`.
 */
async function recordMissing(
  context: Context,
  state: FundWalletRow,
  untilNonce: bigint,
  untilBlock: bigint,
) {
  const chainId = chainIdOf(context);
  let searchFrom = state.searchFrom;
  for (let nonce = state.nonce; nonce < untilNonce; nonce += 1n) {
    const blockNumber = await blockOfNonce(context, state.wallet, nonce, searchFrom, untilBlock);
    searchFrom = blockNumber;
    const block = await context.client.getBlock({ blockNumber, includeTransactions: true });
    const transaction = block.transactions.find(
      (t) => t.from.toLowerCase() === state.wallet.toLowerCase() && BigInt(t.nonce) === nonce,
    );
    // A wallet with code (EIP-7702) also raises its nonce by creating a contract, without a
    // transaction of its own: nothing was paid for that.
    if (!transaction) continue;
    const order = flowOrder(blockNumber, transaction.transactionIndex, 0);
    if (await context.db.find(fundFlow, { id: flowId(chainId, order, 'fee') })) continue;
    const receipt = await context.client.getTransactionReceipt({ hash: transaction.hash });
    await record(context, {
      direction: 'fee',
      counterparty: null,
      amount: gasPaid(receipt),
      block: { number: blockNumber, timestamp: block.timestamp },
      transaction,
      position: 0,
    });
  }
}

// The balance and nonce the block before ECO's deployment: where the sums start.
on('ECO:setup', async ({ context }) => {
  const chainId = context.chain.id;
  const deployment = findEcoDeployment(chainId);
  if (!deployment) throw new Error(`ECO has no deployment on chain ${chainId}`);
  if (deployment.deploymentBlock === 0n) {
    throw new Error(`ECO's deployment block on chain ${chainId} cannot be the genesis block`);
  }
  const openingBlock = deployment.deploymentBlock - 1n;
  const wallet = deployment.fundWallet;
  const [openingBalance, nonce] = await Promise.all([
    context.client.getBalance({ address: wallet, blockNumber: openingBlock }),
    context.client.getTransactionCount({ address: wallet, blockNumber: openingBlock }),
  ]).catch((error: unknown) => {
    // A node that prunes old state (most full nodes, anvil --prune-history) refuses this: say
    // what the indexer needs instead of a bare RPC error.
    throw new Error(
      `Cannot read the fund wallet's balance at block ${openingBlock} of chain ${chainId}: ` +
        'following its ether needs an RPC that keeps old state (an archive node) and serves ' +
        'debug_traceBlockByNumber; INDEXER_FUND_WALLET=false leaves it out.',
      { cause: error },
    );
  });
  await context.db
    .insert(fundWallet)
    .values({
      chainId,
      wallet,
      openingBlock,
      openingBalance,
      totalIn: 0n,
      totalOut: 0n,
      totalFee: 0n,
      totalWithdrawn: 0n,
      nonce: BigInt(nonce),
      searchFrom: deployment.deploymentBlock,
    })
    .onConflictDoNothing();
});

on('FundWallet:transfer:to', async ({ event, context }) => {
  if (!MOVES_VALUE.has(event.trace.type)) return;
  const chainId = chainIdOf(context);
  const { from, to, value } = event.transfer;
  let withdrawal = false;
  // ECO's Withdrawn log is handled before this trace (a transaction's logs sort before its
  // traces); what it announced is used up by the transfers that carry it.
  if (from.toLowerCase() === findEcoDeployment(chainId)?.address.toLowerCase()) {
    const key = { chainId, transactionHash: event.transaction.hash, to };
    const announced = await context.db.find(ecoWithdrawal, key);
    if (announced && announced.amount >= value) {
      withdrawal = true;
      await context.db.update(ecoWithdrawal, key).set({ amount: announced.amount - value });
    }
  }
  await record(context, {
    direction: 'in',
    counterparty: from,
    amount: value,
    withdrawal,
    block: event.block,
    transaction: event.transaction,
    position: event.trace.traceIndex + 1,
  });
});

on('FundWallet:transfer:from', async ({ event, context }) => {
  if (!MOVES_VALUE.has(event.trace.type)) return;
  await record(context, {
    direction: 'out',
    counterparty: event.transfer.to,
    amount: event.transfer.value,
    block: event.block,
    transaction: event.transaction,
    position: event.trace.traceIndex + 1,
  });
});

// A successful transaction the wallet sent: its gas only (its value is in the traces). A nonce
// past the one expected means the transactions between reverted.
on('FundWallet:transaction:from', async ({ event, context }) => {
  const chainId = chainIdOf(context);
  const state = await context.db.find(fundWallet, { chainId });
  if (!state) return;
  const nonce = BigInt(event.transaction.nonce);
  if (nonce > state.nonce) await recordMissing(context, state, nonce, event.block.number);
  await record(context, {
    direction: 'fee',
    counterparty: null,
    amount: gasPaid(event.transactionReceipt),
    block: event.block,
    transaction: event.transaction,
    position: 0,
  });
  await context.db.update(fundWallet, { chainId }).set((row) => ({
    nonce: row.nonce > nonce ? row.nonce : nonce + 1n,
    searchFrom: event.block.number,
  }));
});

// The end of each block from the head at start on: transactions the nonce counts but Ponder did
// not deliver reverted, and paid gas all the same.
on('FundWalletNonce:block', async ({ event, context }) => {
  const chainId = context.chain.id;
  const state = await context.db.find(fundWallet, { chainId });
  if (!state) return;
  const nonce = BigInt(
    await context.client.getTransactionCount({
      address: state.wallet,
      blockNumber: event.block.number,
    }),
  );
  // Most blocks change nothing: no write then.
  if (nonce <= state.nonce) return;
  await recordMissing(context, state, nonce, event.block.number);
  await context.db
    .update(fundWallet, { chainId })
    .set({ nonce, searchFrom: event.block.number + 1n });
});
