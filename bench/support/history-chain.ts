// The history benchmark's chain (bench/history.ts): anvil with ECO deployed, then a long history
// mined in bulk. Purchases (some naming a referrer) and wallet-to-wallet transfers are sent as
// JSON-RPC batches with automine off and mined together by one `evm_mine`; owner changes get a
// block of their own (the next purchases' price depends on them); `anvil_mine` with a count
// fills the empty blocks in between. Every mined transaction's receipt is checked, and what the
// chain should now answer (purchases, referrers' totals) is worked out as it is sent.
import { ecoTokenAbi, SaleStage } from '@eco/contracts';
import { impersonateLocalOwner, startLocalChain } from '@eco/contracts/local-chain';
import type { LocalChain } from '@eco/contracts/local-chain';
import { encodeFunctionData, getAddress } from 'viem';
import type { Address, Hash, Hex } from 'viem';
import { chainClients } from './chain';
import { freePort } from './services';

/** Size of the run, from BENCH_HISTORY_* (bench/README.md). */
export interface HistorySettings {
  /** BENCH_HISTORY_SCALE: 1 is the sizes below. */
  scale: number;
  /** Blocks after ECO's deployment. */
  blocks: number;
  purchases: number;
  transfers: number;
  /** Owner changes spread over the history (enableTrading comes on top, at the start). */
  ownerChanges: number;
  /** Repetitions of each view the old way (BENCH_HISTORY_SCAN_RUNS) and from the indexer. */
  scanRuns: number;
  indexerRuns: number;
  /** The provider's eth_getLogs limit the old scan and the indexer both read through. */
  maxLogBlocks: number;
}

/** Reads BENCH_HISTORY_SCALE, BENCH_HISTORY_SCAN_RUNS and BENCH_HISTORY_INDEXER_RUNS. */
export function readHistorySettings(env: NodeJS.ProcessEnv = process.env): HistorySettings {
  const problems: string[] = [];
  const number = (name: string, fallback: number, min: number, max: number, whole: boolean) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (
      !Number.isFinite(value) ||
      value < min ||
      value > max ||
      (whole && !Number.isInteger(value))
    ) {
      problems.push(
        `${name} must be a ${whole ? 'whole ' : ''}number from ${min} to ${max}, not "${raw}"`,
      );
    }
    return value;
  };
  const scale = number('BENCH_HISTORY_SCALE', 1, 0.02, 10, false);
  const scanRuns = number('BENCH_HISTORY_SCAN_RUNS', 3, 1, 50, true);
  const indexerRuns = number('BENCH_HISTORY_INDEXER_RUNS', 50, 1, 1000, true);
  if (problems.length > 0) throw new Error(problems.join('; '));
  return {
    scale,
    blocks: Math.round(100_000 * scale),
    purchases: Math.round(2_000 * scale),
    transfers: Math.round(1_000 * scale),
    ownerChanges: Math.max(2, Math.round(40 * scale)),
    scanRuns,
    indexerRuns,
    maxLogBlocks: 1_000,
  };
}

/** What one referrer's purchases add up to (only purchases that named a referrer). */
export interface ReferrerTotal {
  purchases: number;
  tokens: bigint;
  rewards: bigint;
}

/** The built chain and what its history must answer. */
export interface HistoryChain {
  chain: LocalChain;
  eco: Address;
  deploymentBlock: bigint;
  head: bigint;
  buildMs: number;
  sent: {
    purchases: number;
    referred: number;
    transfers: number;
    /** Owner changes sent (enableTrading included). */
    ownerChanges: number;
    /** Blocks holding the purchases and transfers (owner changes have their own). */
    tradeBlocks: number;
    buyers: number;
    /** Requests to anvil while building. */
    rpcRequests: number;
  };
  /** The account whose portfolio the benchmark reads: a buyer that others name as referrer. */
  portfolioAccount: Address;
  expected: {
    portfolio: { purchases: number; rewards: number };
    referrers: Map<Address, ReferrerTotal>;
  };
}

interface RpcCall {
  method: string;
  params?: unknown[];
}

interface RpcAnswer {
  id: number;
  result?: unknown;
  error?: { code: number; message: string };
}

/** anvil's JSON-RPC, one call or a batch, throwing on the first error. */
function rpcClient(url: string) {
  let requests = 0;
  const batch = async (calls: RpcCall[]): Promise<unknown[]> => {
    requests += 1;
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(
        calls.map((call, id) => ({
          jsonrpc: '2.0',
          id,
          method: call.method,
          params: call.params ?? [],
        })),
      ),
    });
    const answers = ((await res.json()) as RpcAnswer[]).sort((a, b) => a.id - b.id);
    const failed = answers.find((answer) => answer.error);
    if (failed?.error || answers.length !== calls.length) {
      const call = calls[failed?.id ?? 0];
      throw new Error(
        `anvil ${call?.method ?? '?'}: ${failed?.error?.message ?? `${answers.length} answers to ${calls.length} calls`}`,
      );
    }
    return answers.map((answer) => answer.result);
  };
  return {
    batch,
    call: async <T>(method: string, ...params: unknown[]): Promise<T> =>
      (await batch([{ method, params }]))[0] as T,
    requests: () => requests,
  };
}

/** A small deterministic generator (mulberry32), so every run builds the same history. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}

/** Splits `total` over `parts` as evenly as whole numbers allow: the share of part `i`. */
export function share(total: number, parts: number, i: number): number {
  return Math.floor((total * (i + 1)) / parts) - Math.floor((total * i) / parts);
}

const ONE = 10n ** 18n;
const PUBLIC = SaleStage.Public;
const hex = (n: bigint | number) => `0x${n.toString(16)}`;
/** Above anvil's base fee throughout: a few purchases per block never push it up. */
const GAS_PRICE = hex(2_000_000_000n);
const GAS = { purchase: hex(300_000), transfer: hex(100_000), owner: hex(200_000) };
/** What the owner changes cycle through: reward (basis points) and public price (wei per ECO). */
const REWARD_BPS = [300n, 450n, 500n, 350n, 400n];
const PRICES = [45n, 50n, 35n, 55n, 40n].map((n) => n * 10n ** 12n);
/** Purchases naming a referrer, of all purchases. */
const REFERRED_SHARE = 0.6;

/**
 * Starts anvil with ECO and mines the history `settings` asks for. anvil runs the Cancun
 * hardfork (what ECO is compiled for) with `--prune-history`: anvil 1.7.1 otherwise keeps every
 * block's state and rebuilds the EIP-2935 block-hash history contract's trie for each block,
 * which makes each block slower than the last (50 ms per block at 18,000 blocks, and growing;
 * 30-40 µs with both flags). Logs, blocks and receipts stay; only old states (eth_call at an old
 * block) go.
 */
export async function buildHistoryChain(
  settings: HistorySettings,
  onChain: (chain: LocalChain) => void,
): Promise<HistoryChain> {
  const started = performance.now();
  const chain = await startLocalChain({
    port: await freePort(),
    anvilArgs: ['--hardfork', 'cancun', '--prune-history'],
  });
  onChain(chain);
  const eco = chain.deployment.address;
  const deploymentBlock = BigInt(chain.deployment.deploymentBlock);
  const rpc = rpcClient(chain.rpcUrl);
  const { publicClient } = chainClients(chain.rpcUrl);
  const contract = { address: eco, abi: ecoTokenAbi } as const;
  // Anvil's dev accounts 1-19 buy and trade (each holds 10,000 ETH); account 0 deployed ECO.
  const devAccounts = (await rpc.call<Address[]>('eth_accounts')).map((a) => getAddress(a));
  const traders = devAccounts.slice(1, 20);
  if (traders.length < 19) throw new Error(`anvil has ${devAccounts.length} dev accounts, not 20`);
  const referrerPool = traders.slice(0, 6);
  const portfolioAccount = traders[0]!;

  const owner = await impersonateLocalOwner(chain.rpcUrl, eco);
  let price = await publicClient.readContract({
    ...contract,
    functionName: 'tokenPrice',
    args: [PUBLIC],
  });
  let rewardBps = await publicClient.readContract({
    ...contract,
    functionName: 'referralRewardBps',
  });
  const walletCap = await publicClient.readContract({
    ...contract,
    functionName: 'walletCapOf',
    args: [PUBLIC],
  });
  const mintable = await publicClient.readContract({
    ...contract,
    functionName: 'mintableFor',
    args: [PUBLIC],
  });
  const bought = new Map<Address, bigint>();
  for (const trader of traders) {
    bought.set(
      trader,
      await publicClient.readContract({
        ...contract,
        functionName: 'boughtBy',
        args: [PUBLIC, trader],
      }),
    );
  }

  const nonces = new Map<Address, number>();
  for (const account of [...traders, owner]) {
    nonces.set(account, Number(await rpc.call<Hex>('eth_getTransactionCount', account, 'pending')));
  }
  const tx = (from: Address, data: Hex, gas: string, value = 0n) => {
    const nonce = nonces.get(from)!;
    nonces.set(from, nonce + 1);
    return {
      method: 'eth_sendTransaction',
      params: [
        { from, to: eco, data, value: hex(value), gas, gasPrice: GAS_PRICE, nonce: hex(nonce) },
      ],
    };
  };
  /** Sends `calls` in one batch, mines them into one block and checks every receipt. */
  const mineBlock = async (calls: RpcCall[]) => {
    const hashes = (calls.length > 0 ? await rpc.batch(calls) : []) as Hash[];
    await rpc.call('evm_mine');
    if (hashes.length === 0) return;
    const receipts = (await rpc.batch(
      hashes.map((hash) => ({ method: 'eth_getTransactionReceipt', params: [hash] })),
    )) as ({ status: Hex; blockNumber: Hex } | null)[];
    const head = await rpc.call<Hex>('eth_blockNumber');
    const bad = receipts.findIndex((r) => r?.status !== '0x1' || r.blockNumber !== head);
    if (bad >= 0) {
      throw new Error(
        `transaction ${hashes[bad]} (${calls[bad]?.method}) was not mined successfully in block ${BigInt(head)}: ${JSON.stringify(receipts[bad])}`,
      );
    }
  };
  const ownerCall = (data: Hex) => tx(owner, data, GAS.owner);

  // Wallet-to-wallet transfers need trading on; the local deployment leaves it off.
  let ownerChanges = 0;
  await rpc.call('evm_setAutomine', false);
  if (!(await publicClient.readContract({ ...contract, functionName: 'tradingEnabled' }))) {
    await mineBlock([
      ownerCall(encodeFunctionData({ abi: ecoTokenAbi, functionName: 'enableTrading' })),
    ]);
    ownerChanges += 1;
  }

  const rand = random(20_261_123);
  const tradeBlocks = Math.max(2, Math.round((settings.purchases + settings.transfers) / 6));
  const slots: ('trade' | 'owner')[] = [];
  for (let i = 0; i < tradeBlocks; i += 1) {
    // Owner changes spread evenly between the trade blocks, never before the first.
    const owners = share(settings.ownerChanges, tradeBlocks, i);
    slots.push('trade', ...Array<'owner'>(owners).fill('owner'));
  }
  const startHead = BigInt(await rpc.call<Hex>('eth_blockNumber'));
  const fill = Math.max(0, settings.blocks - Number(startHead - deploymentBlock) - slots.length);

  // ECO each trader holds in mined blocks: transfers only spend that (and take it off at once).
  const settled = new Map<Address, bigint>(traders.map((t) => [t, 0n]));
  const referrers = new Map<Address, ReferrerTotal>();
  const sent = { purchases: 0, referred: 0, transfers: 0 };
  const portfolio = { purchases: 0, rewards: 0 };
  let tradeIndex = 0;
  let ownerIndex = 0;
  let planned = 0n;

  for (const [slotIndex, slot] of slots.entries()) {
    const credits: [Address, bigint][] = [];
    if (slot === 'owner') {
      const k = ownerIndex++;
      if (k % 2 === 0) {
        const bps = REWARD_BPS[(k / 2) % REWARD_BPS.length]!;
        await mineBlock([
          ownerCall(
            encodeFunctionData({
              abi: ecoTokenAbi,
              functionName: 'setReferralRewardBps',
              args: [bps],
            }),
          ),
        ]);
        rewardBps = bps;
      } else {
        const next = PRICES[((k - 1) / 2) % PRICES.length]!;
        await mineBlock([
          ownerCall(
            encodeFunctionData({
              abi: ecoTokenAbi,
              functionName: 'setTokenPrice',
              args: [PUBLIC, next],
            }),
          ),
        ]);
        price = next;
      }
      ownerChanges += 1;
    } else {
      const i = tradeIndex++;
      const calls: RpcCall[] = [];
      for (let n = share(settings.purchases, tradeBlocks, i); n > 0; n -= 1) {
        const buyer = rand.pick(traders);
        const amount = BigInt(rand.int(100, 2_000)) * ONE;
        const already = bought.get(buyer)!;
        if (already + amount > walletCap) {
          throw new Error(`${buyer} would pass the wallet cap: lower BENCH_HISTORY_SCALE`);
        }
        bought.set(buyer, already + amount);
        const referrer =
          rand.next() < REFERRED_SHARE
            ? rand.pick(referrerPool.filter((r) => r !== buyer))
            : undefined;
        const reward = referrer ? (amount * rewardBps) / 10_000n : 0n;
        planned += amount + reward;
        if (planned > mintable) {
          throw new Error('the public stage would sell out: lower BENCH_HISTORY_SCALE');
        }
        const cost = (amount * price + ONE - 1n) / ONE;
        const data = encodeFunctionData({
          abi: ecoTokenAbi,
          functionName: 'publicSale',
          args: referrer ? [amount, referrer] : [amount],
        });
        calls.push(tx(buyer, data, GAS.purchase, cost));
        credits.push([buyer, amount]);
        sent.purchases += 1;
        if (buyer === portfolioAccount) portfolio.purchases += 1;
        if (referrer) {
          sent.referred += 1;
          credits.push([referrer, reward]);
          const total = referrers.get(referrer) ?? { purchases: 0, tokens: 0n, rewards: 0n };
          referrers.set(referrer, {
            purchases: total.purchases + 1,
            tokens: total.tokens + amount,
            rewards: total.rewards + reward,
          });
          if (referrer === portfolioAccount && reward > 0n) portfolio.rewards += 1;
        }
      }
      // Transfers start in the second trade block, once the first purchases are mined.
      const transfers = i === 0 ? 0 : share(settings.transfers, tradeBlocks - 1, i - 1);
      for (let n = transfers; n > 0; n -= 1) {
        const holders = traders.filter((t) => settled.get(t)! >= ONE);
        if (holders.length === 0) throw new Error('no holder to send a transfer from');
        const from = rand.pick(holders);
        const to = rand.pick(traders.filter((t) => t !== from));
        const amount = (settled.get(from)! * BigInt(rand.int(1, 10))) / 100n;
        settled.set(from, settled.get(from)! - amount);
        const data = encodeFunctionData({
          abi: ecoTokenAbi,
          functionName: 'transfer',
          args: [to, amount],
        });
        calls.push(tx(from, data, GAS.transfer));
        credits.push([to, amount]);
        sent.transfers += 1;
      }
      await mineBlock(calls);
    }
    for (const [account, amount] of credits) settled.set(account, settled.get(account)! + amount);
    const gap = share(fill, slots.length, slotIndex);
    if (gap > 0) await rpc.call('anvil_mine', hex(gap), hex(12));
  }
  await rpc.call('evm_setAutomine', true);

  return {
    chain,
    eco,
    deploymentBlock,
    head: BigInt(await rpc.call<Hex>('eth_blockNumber')),
    buildMs: Math.round(performance.now() - started),
    sent: {
      ...sent,
      ownerChanges,
      tradeBlocks,
      buyers: new Set([...bought.entries()].filter(([, b]) => b > 0n).map(([a]) => a)).size,
      rpcRequests: rpc.requests(),
    },
    portfolioAccount,
    expected: { portfolio, referrers },
  };
}
