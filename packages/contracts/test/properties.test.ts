import fc from 'fast-check';
import {
  bytesToHex,
  decodeFunctionResult,
  encodeFunctionData,
  getAddress,
  parseAbi,
  parseEther,
  zeroAddress,
} from 'viem';
import type { Address, Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MULTICALL3_ADDRESS } from '../src/chains';
import { ecoTokenAbi } from '../src/generated/eco-token-abi';
import { ecoDeployments } from '../src/generated/eco-token-deployments';
import { foundersVestingWalletAbi } from '../src/generated/founders-vesting-wallet-abi';
import { getPartnerGrant } from '../src/partners';
import { accounts, fixture, makePairOfEco, ONE_ECO } from './helpers';
import { propertyRuns, propertyTimeout } from './property-profile';
import { minedRevert, quantity, rpc, rpcResults } from './rpc';
import type { RpcCall } from './rpc';

/** Runs per property in the chosen profile (property-profile.ts); the deep one runs 12,000. */
const SEQUENCE_RUNS = propertyRuns({ default: 300, deep: 7000 });
const PAYMENT_RUNS = propertyRuns({ default: 200, deep: 3000 });
const PAIR_RUNS = propertyRuns({ default: 100, deep: 1000 });
const VESTING_RUNS = propertyRuns({ default: 100, deep: 1000 });

const PER_MILLE = 1000n;
const MAX_SUPPLY = 500_000_000n * ONE_ECO;
const ALLOCATIONS = [
  10_000_000n * ONE_ECO,
  170_000_000n * ONE_ECO,
  115_000_000n * ONE_ECO,
] as const;
const GAS = quantity(1_000_000n);

const multicallAbi = parseAbi([
  'struct Call3 { address target; bool allowFailure; bytes callData; }',
  'struct Result { bool success; bytes returnData; }',
  'function aggregate3(Call3[] calls) payable returns (Result[] returnData)',
  'function getEthBalance(address addr) view returns (uint256 balance)',
]);

/** ECO's owner: the timelock, impersonated (its own flow is tested in timelock.test.ts). */
const owner = accounts.timelock;
/**
 * The pool is a test account given a pair's code (a MockPair of ECO), so setMarketPair accepts it,
 * flagged as market pair: buys come from it, sells go to it.
 */
const pool = accounts.spare[5];
const actors: Address[] = [
  accounts.partner1,
  accounts.partner2,
  accounts.partner3,
  accounts.nonPartner,
  accounts.referrer,
  pool,
];
/** Every address that can ever hold ECO in this fixture. */
const holders: Address[] = [
  ...new Set<Address>([
    owner,
    ...actors,
    accounts.fund,
    accounts.community,
    accounts.ecosystem,
    accounts.listing,
    accounts.marketing,
    ...accounts.founders,
    ...accounts.foundersVesting,
    ...accounts.spare,
    fixture.eco,
    fixture.probe,
  ]),
];

type Stage = 0 | 1 | 2;

interface Model {
  balances: Map<Address, bigint>;
  totalSupply: bigint;
  sold: [bigint, bigint, bigint];
  open: [boolean, boolean, boolean];
  price: [bigint, bigint, bigint];
  referralBps: bigint;
  buyFee: bigint;
  sellFee: bigint;
  rate: bigint;
  rateBuy: bigint;
  limitsEnabled: boolean;
  /** Until it is on, only transfers from or to a wallet excluded from fees pass. */
  tradingEnabled: boolean;
  /** The most one address may buy per stage, and what each has bought. */
  walletCap: [bigint, bigint, bigint];
  bought: Map<Address, [bigint, bigint, bigint]>;
  excludedFromFees: Set<Address>;
  excludedFromLimits: Set<Address>;
  costsPaid: bigint;
  ethHeld: bigint;
  withdrawn: bigint;
}

const cloneModel = (m: Model): Model => ({
  ...m,
  balances: new Map(m.balances),
  sold: [...m.sold],
  open: [...m.open],
  price: [...m.price],
  walletCap: [...m.walletCap],
  bought: new Map([...m.bought].map(([a, b]) => [a, [...b]])),
  excludedFromFees: new Set(m.excludedFromFees),
  excludedFromLimits: new Set(m.excludedFromLimits),
});

type Action =
  | {
      kind: 'buy';
      stage: Stage;
      buyer: number;
      amount: bigint;
      referrer: number | 'self' | 'none' | 'token';
      pay: 'exact' | 'under' | bigint;
    }
  | { kind: 'transfer'; from: number; to: number; perMille: bigint | 'over' }
  | { kind: 'setFees'; buy: bigint; sell: bigint; caller: number | 'owner' }
  | { kind: 'setReferralRewardBps'; bps: bigint; caller: number | 'owner' }
  | { kind: 'setTokenPrice'; stage: Stage; price: bigint; caller: number | 'owner' }
  | { kind: 'setSaleOpen'; stage: Stage; open: boolean; caller: number | 'owner' }
  | { kind: 'setMaxTransferRates'; rate: bigint; rateBuy: bigint; caller: number | 'owner' }
  | { kind: 'setMaxTransactionLimitEnabled'; enabled: boolean; caller: number | 'owner' }
  | { kind: 'setExcludedFromFees'; account: number; excluded: boolean; caller: number | 'owner' }
  | { kind: 'setExcludedFromLimits'; account: number; excluded: boolean; caller: number | 'owner' }
  | { kind: 'withdraw'; caller: number | 'owner' }
  | { kind: 'enableTrading'; caller: number | 'owner' }
  | { kind: 'setWalletCap'; stage: Stage; cap: bigint; caller: number | 'owner' }
  | { kind: 'mint'; stage: Stage; to: number; amount: bigint; caller: number | 'owner' };

const actor = fc.integer({ min: 0, max: actors.length - 1 });
const stage = fc.constantFrom<Stage>(0, 1, 2);
// Mostly the owner; sometimes another account, which must always be refused.
const caller = fc.oneof(
  { weight: 4, arbitrary: fc.constant('owner' as const) },
  { weight: 1, arbitrary: actor },
);
const tokenAmount = fc.oneof(
  fc.bigInt(0n, 1_000_000n),
  fc.bigInt(1n, 12_000_000n).map((n) => n * ONE_ECO),
  fc.bigInt(1n, 200_000_000n * ONE_ECO),
);

const actionArb: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('buy' as const),
      stage,
      buyer: actor,
      amount: tokenAmount,
      referrer: fc.oneof(
        actor,
        fc.constantFrom('self' as const, 'none' as const, 'token' as const),
      ),
      pay: fc.oneof(
        fc.constantFrom('exact' as const, 'under' as const),
        fc.bigInt(1n, parseEther('2')),
      ),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('transfer' as const),
      from: actor,
      to: actor,
      // Small fractions dominate so that pool trades often stay under the max transaction limit.
      perMille: fc.oneof(
        { weight: 5, arbitrary: fc.bigInt(0n, 1000n) },
        { weight: 4, arbitrary: fc.bigInt(0n, 100n) },
        { weight: 1, arbitrary: fc.constant('over' as const) },
      ),
    }),
  },
  fc.record({
    kind: fc.constant('setFees' as const),
    buy: fc.bigInt(0n, 25n),
    sell: fc.bigInt(0n, 35n),
    caller,
  }),
  fc.record({
    kind: fc.constant('setReferralRewardBps' as const),
    bps: fc.bigInt(0n, 2500n),
    caller,
  }),
  fc.record({
    kind: fc.constant('setTokenPrice' as const),
    stage,
    price: fc.oneof(fc.constant(0n), fc.bigInt(1n, parseEther('0.001'))),
    caller,
  }),
  fc.record({ kind: fc.constant('setSaleOpen' as const), stage, open: fc.boolean(), caller }),
  fc.record({
    kind: fc.constant('setMaxTransferRates' as const),
    rate: fc.bigInt(0n, 1100n),
    rateBuy: fc.bigInt(0n, 1100n),
    caller,
  }),
  fc.record({
    kind: fc.constant('setMaxTransactionLimitEnabled' as const),
    enabled: fc.boolean(),
    caller,
  }),
  fc.record({
    kind: fc.constant('setExcludedFromFees' as const),
    account: actor,
    excluded: fc.boolean(),
    caller,
  }),
  fc.record({
    kind: fc.constant('setExcludedFromLimits' as const),
    account: actor,
    excluded: fc.boolean(),
    caller,
  }),
  fc.record({ kind: fc.constant('withdraw' as const), caller }),
  fc.record({ kind: fc.constant('enableTrading' as const), caller }),
  fc.record({
    kind: fc.constant('setWalletCap' as const),
    stage,
    cap: fc.oneof(
      fc.constant(0n),
      fc.bigInt(1n, 20_000_000n).map((n) => n * ONE_ECO),
      tokenAmount,
    ),
    caller,
  }),
  fc.record({ kind: fc.constant('mint' as const), stage, to: actor, amount: tokenAmount, caller }),
);

const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;
const balanceOf = (m: Model, a: Address) => m.balances.get(a) ?? 0n;
const credit = (m: Model, a: Address, v: bigint) => m.balances.set(a, balanceOf(m, a) + v);

interface Tx {
  from: Address;
  data: Hex;
  value?: bigint;
}

/** Applies `action` to the model and returns the transaction plus whether it must succeed. */
function step(m: Model, action: Action): { tx: Tx; ok: boolean } {
  const sender = (c: number | 'owner') => (c === 'owner' ? owner : (actors[c] as Address));
  const isOwner = (c: number | 'owner') => sender(c) === owner;
  const call = (
    from: Address,
    functionName: string,
    args: readonly unknown[],
    value?: bigint,
  ): Tx => ({
    from,
    data: encodeFunctionData({
      abi: ecoTokenAbi,
      functionName: functionName as never,
      args: args,
    }),
    value,
  });

  switch (action.kind) {
    case 'buy': {
      const buyer = actors[action.buyer] as Address;
      const referrer =
        action.referrer === 'none'
          ? ('0x0000000000000000000000000000000000000000' as Address)
          : action.referrer === 'self'
            ? buyer
            : action.referrer === 'token'
              ? fixture.eco
              : (actors[action.referrer] as Address);
      const cost = ceilDiv(action.amount * m.price[action.stage], ONE_ECO);
      const value =
        action.pay === 'exact'
          ? cost
          : action.pay === 'under'
            ? cost > 0n
              ? cost - 1n
              : 0n
            : cost + action.pay;
      const grant = getPartnerGrant(buyer);
      const tx =
        action.stage === 0
          ? call(
              buyer,
              'mintForPartners',
              [grant?.proof ?? [], grant?.allocation ?? 0n, action.amount, referrer],
              value,
            )
          : call(
              buyer,
              action.stage === 1 ? 'privateSale' : 'publicSale',
              [action.amount, referrer],
              value,
            );
      const reward =
        referrer !== buyer &&
        referrer !== '0x0000000000000000000000000000000000000000' &&
        referrer !== fixture.eco
          ? (action.amount * m.referralBps) / 10_000n
          : 0n;
      const bought = m.bought.get(buyer) ?? [0n, 0n, 0n];
      // A partner's own allocation (from their leaf) bounds them below the stage's cap.
      const cap =
        action.stage === 0 && grant && grant.allocation < m.walletCap[0]
          ? grant.allocation
          : m.walletCap[action.stage];
      const capLeft = bought[action.stage] >= cap ? 0n : cap - bought[action.stage];
      const ok =
        m.open[action.stage] &&
        action.amount > 0n &&
        // A referral reward does not count against anyone's cap; what the buyer buys does.
        action.amount <= capLeft &&
        (action.stage !== 0 || grant !== undefined) &&
        action.amount + reward <= ALLOCATIONS[action.stage] - m.sold[action.stage] &&
        value >= cost &&
        // The pool has a pair's code, which accepts no ETH: refunding its overpayment fails.
        (buyer !== pool || value === cost);
      if (ok) {
        bought[action.stage] += action.amount;
        m.bought.set(buyer, bought);
        credit(m, buyer, action.amount);
        credit(m, referrer, reward);
        m.sold[action.stage] += action.amount + reward;
        m.totalSupply += action.amount + reward;
        m.costsPaid += cost;
        m.ethHeld += cost;
      }
      return { tx, ok };
    }
    case 'transfer': {
      const from = actors[action.from] as Address;
      const to = actors[action.to] as Address;
      const balance = balanceOf(m, from);
      const value =
        action.perMille === 'over' ? balance + 1n : (balance * action.perMille) / PER_MILLE;
      const tx = call(from, 'transfer', [to, value]);
      const isBuy = from === pool;
      const isSell = to === pool;
      let fee = 0n;
      const feeExempt = m.excludedFromFees.has(from) || m.excludedFromFees.has(to);
      let ok = value <= balance && (m.tradingEnabled || feeExempt);
      if (isBuy || isSell) {
        if (m.limitsEnabled && !m.excludedFromLimits.has(from) && !m.excludedFromLimits.has(to)) {
          const max = (MAX_SUPPLY * (isBuy ? m.rateBuy : m.rate)) / PER_MILLE;
          if (value > max) ok = false;
        }
        // Rounded up, in the fund's favour.
        if (!feeExempt) fee = ceilDiv(value * (isBuy ? m.buyFee : m.sellFee), PER_MILLE);
      }
      if (ok) {
        credit(m, from, -value);
        credit(m, accounts.fund, fee);
        credit(m, to, value - fee);
      }
      return { tx, ok };
    }
    case 'setFees': {
      const ok = isOwner(action.caller) && action.buy <= 20n && action.sell <= 30n;
      if (ok) [m.buyFee, m.sellFee] = [action.buy, action.sell];
      return { tx: call(sender(action.caller), 'setFees', [action.buy, action.sell]), ok };
    }
    case 'setReferralRewardBps': {
      const ok = isOwner(action.caller) && action.bps <= 2000n;
      if (ok) m.referralBps = action.bps;
      return { tx: call(sender(action.caller), 'setReferralRewardBps', [action.bps]), ok };
    }
    case 'setTokenPrice': {
      const ok = isOwner(action.caller) && action.price > 0n;
      if (ok) m.price[action.stage] = action.price;
      return { tx: call(sender(action.caller), 'setTokenPrice', [action.stage, action.price]), ok };
    }
    case 'setSaleOpen': {
      const ok = isOwner(action.caller);
      if (ok) m.open[action.stage] = action.open;
      return { tx: call(sender(action.caller), 'setSaleOpen', [action.stage, action.open]), ok };
    }
    case 'setMaxTransferRates': {
      const valid = (r: bigint) => r >= 1n && r <= 1000n;
      const ok = isOwner(action.caller) && valid(action.rate) && valid(action.rateBuy);
      if (ok) [m.rate, m.rateBuy] = [action.rate, action.rateBuy];
      return {
        tx: call(sender(action.caller), 'setMaxTransferRates', [action.rate, action.rateBuy]),
        ok,
      };
    }
    case 'setMaxTransactionLimitEnabled': {
      const ok = isOwner(action.caller);
      if (ok) m.limitsEnabled = action.enabled;
      return {
        tx: call(sender(action.caller), 'setMaxTransactionLimitEnabled', [action.enabled]),
        ok,
      };
    }
    case 'setExcludedFromFees':
    case 'setExcludedFromLimits': {
      const ok = isOwner(action.caller);
      const account = actors[action.account] as Address;
      const set = action.kind === 'setExcludedFromFees' ? m.excludedFromFees : m.excludedFromLimits;
      if (ok) {
        if (action.excluded) set.add(account);
        else set.delete(account);
      }
      return { tx: call(sender(action.caller), action.kind, [account, action.excluded]), ok };
    }
    case 'setWalletCap': {
      const ok = isOwner(action.caller) && action.cap > 0n;
      if (ok) m.walletCap[action.stage] = action.cap;
      return {
        tx: call(sender(action.caller), 'setWalletCap', [action.stage, action.cap]),
        ok,
      };
    }
    case 'enableTrading': {
      const ok = isOwner(action.caller) && !m.tradingEnabled;
      if (ok) m.tradingEnabled = true;
      return { tx: call(sender(action.caller), 'enableTrading', []), ok };
    }
    case 'withdraw': {
      const ok = isOwner(action.caller) && m.ethHeld > 0n;
      if (ok) {
        m.withdrawn += m.ethHeld;
        m.ethHeld = 0n;
      }
      return { tx: call(sender(action.caller), 'withdraw', []), ok };
    }
    case 'mint': {
      const to = actors[action.to] as Address;
      const ok =
        isOwner(action.caller) &&
        action.amount > 0n &&
        action.amount <= ALLOCATIONS[action.stage] - m.sold[action.stage];
      if (ok) {
        credit(m, to, action.amount);
        m.sold[action.stage] += action.amount;
        m.totalSupply += action.amount;
      }
      return { tx: call(sender(action.caller), 'mint', [action.stage, to, action.amount]), ok };
    }
  }
}

interface Receipt {
  transactionHash: Hex;
  status: Hex;
  gasUsed: Hex;
  effectiveGasPrice: Hex;
}

/**
 * Sends `txs` in order and mines them into one block. Automine is off during these tests: anvil's
 * automine finishes after eth_sendTransaction returns (and its eth_sendTransactionSync can time
 * out), while evm_mine returns once the block exists, so the receipts are then certain to be there.
 * The fixed gas limit skips estimation; calls that revert are mined with status 0.
 */
async function execute(
  txs: Tx[],
  reads: RpcCall[] = [],
): Promise<{ receipts: Receipt[]; reads: unknown[] }> {
  const hashes: Hex[] = [];
  for (const tx of txs) {
    hashes.push(
      await rpc<Hex>('eth_sendTransaction', [
        {
          from: tx.from,
          to: fixture.eco,
          data: tx.data,
          value: quantity(tx.value ?? 0n),
          gas: GAS,
        },
      ]),
    );
  }
  await rpc('evm_mine');
  // Receipts and any follow-up reads are read-only, so they share one HTTP request.
  const results = await rpcResults([
    ...hashes.map((h) => ({ method: 'eth_getTransactionReceipt', params: [h] })),
    ...reads,
  ]);
  return {
    receipts: results.slice(0, hashes.length) as Receipt[],
    reads: results.slice(hashes.length),
  };
}

const send = async (tx: Tx): Promise<Receipt> => (await execute([tx])).receipts[0] as Receipt;

/** All on-chain values the invariants need, read in one eth_call through Multicall3. */
const reads: {
  target: Address;
  abi: typeof ecoTokenAbi | typeof multicallAbi;
  functionName: string;
  args: readonly unknown[];
}[] = [
  ...holders.map((h) => ({
    target: fixture.eco,
    abi: ecoTokenAbi,
    functionName: 'balanceOf',
    args: [h],
  })),
  { target: fixture.eco, abi: ecoTokenAbi, functionName: 'totalSupply', args: [] },
  ...[0, 1, 2].flatMap((s) =>
    ['soldIn', 'mintableFor', 'allocationOf'].map((functionName) => ({
      target: fixture.eco,
      abi: ecoTokenAbi,
      functionName,
      args: [s],
    })),
  ),
  { target: fixture.eco, abi: ecoTokenAbi, functionName: 'totalRaised', args: [] },
  { target: fixture.eco, abi: ecoTokenAbi, functionName: 'totalWithdrawn', args: [] },
  {
    target: MULTICALL3_ADDRESS,
    abi: multicallAbi,
    functionName: 'getEthBalance',
    args: [fixture.eco],
  },
  // What each actor bought in each stage, actor by actor.
  ...actors.flatMap((actor) =>
    [0, 1, 2].map((stage) => ({
      target: fixture.eco,
      abi: ecoTokenAbi,
      functionName: 'boughtBy',
      args: [stage, actor],
    })),
  ),
];
const readCalldata = encodeFunctionData({
  abi: multicallAbi,
  functionName: 'aggregate3',
  args: [
    reads.map((r) => ({
      target: r.target,
      allowFailure: false,
      callData: encodeFunctionData({
        abi: r.abi as typeof ecoTokenAbi,
        functionName: r.functionName as never,
        args: r.args,
      }),
    })),
  ],
});
const readRequest = {
  method: 'eth_call',
  params: [{ to: MULTICALL3_ADDRESS, data: readCalldata }, 'latest'],
};

function decodeReads(data: Hex): bigint[] {
  const results = decodeFunctionResult({ abi: multicallAbi, functionName: 'aggregate3', data });
  return results.map(
    (result, i) =>
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- each read has its own ABI; the cast names the one shape they all return.
      decodeFunctionResult({
        abi: reads[i]?.abi as typeof ecoTokenAbi,
        functionName: reads[i]?.functionName as 'totalSupply',
        data: result.returnData,
      }) as bigint,
  );
}

interface ChainState {
  balances: bigint[];
  totalSupply: bigint;
  sold: bigint[];
  mintable: bigint[];
  allocation: bigint[];
  totalRaised: bigint;
  totalWithdrawn: bigint;
  ethHeld: bigint;
  /** boughtBy(stage, actor) for each actor, in `actors` order. */
  bought: bigint[][];
}

function toChainState(values: bigint[]): ChainState {
  const n = holders.length;
  const stageValues = values.slice(n + 1, n + 10);
  return {
    balances: values.slice(0, n),
    totalSupply: values[n] as bigint,
    sold: [0, 1, 2].map((s) => stageValues[s * 3] as bigint),
    mintable: [0, 1, 2].map((s) => stageValues[s * 3 + 1] as bigint),
    allocation: [0, 1, 2].map((s) => stageValues[s * 3 + 2] as bigint),
    totalRaised: values[n + 10] as bigint,
    totalWithdrawn: values[n + 11] as bigint,
    ethHeld: values[n + 12] as bigint,
    bought: actors.map((_, a) => values.slice(n + 13 + a * 3, n + 16 + a * 3)),
  };
}

async function readChain(): Promise<ChainState> {
  return toChainState(decodeReads(await rpc<Hex>(readRequest.method, readRequest.params)));
}

let baseModel: Model;
let fixtureSnapshot: Hex;

beforeAll(async () => {
  fixtureSnapshot = await rpc<Hex>('evm_snapshot');
  await rpc('evm_setAutomine', [false]);
  const ownerCall = (functionName: string, args: readonly unknown[]) =>
    send({
      from: owner,
      data: encodeFunctionData({
        abi: ecoTokenAbi,
        functionName: functionName as never,
        args: args,
      }),
    });
  // Rich actors, so no purchase ever fails for lack of ETH rather than for a contract rule.
  for (const a of actors) await rpc('anvil_setBalance', [a, quantity(10n ** 30n)]);
  for (const s of [0, 1, 2]) await ownerCall('setSaleOpen', [s, true]);
  await makePairOfEco(pool);
  // From the listing wallet, excluded from fees, as trading is not enabled yet.
  await send({
    from: accounts.listing,
    data: encodeFunctionData({
      abi: ecoTokenAbi,
      functionName: 'transfer',
      args: [pool, 20_000_000n * ONE_ECO],
    }),
  });
  await ownerCall('setMarketPair', [pool, true]);
  // Different buy and sell fees, so a mix-up between the two cannot go unnoticed.
  await ownerCall('setFees', [15n, 25n]);

  const chain = await readChain();
  baseModel = {
    balances: new Map(holders.map((h, i) => [h, chain.balances[i] as bigint])),
    totalSupply: chain.totalSupply,
    sold: [0n, 0n, 0n],
    open: [true, true, true],
    price: [parseEther('0.00002'), parseEther('0.00003'), parseEther('0.00004')],
    referralBps: 400n,
    buyFee: 15n,
    sellFee: 25n,
    rate: 10n,
    rateBuy: 10n,
    limitsEnabled: true,
    tradingEnabled: false,
    walletCap: [5_000_000n * ONE_ECO, 5_000_000n * ONE_ECO, 5_000_000n * ONE_ECO],
    bought: new Map(),
    excludedFromFees: new Set([owner, fixture.eco, accounts.fund, accounts.listing]),
    excludedFromLimits: new Set([owner, fixture.eco, accounts.fund, accounts.listing]),
    costsPaid: 0n,
    ethHeld: 0n,
    withdrawn: 0n,
  };
  expect(chain.balances[holders.indexOf(pool)]).toBe(20_000_000n * ONE_ECO);
});

afterAll(async () => {
  await rpc('evm_setAutomine', [true]);
  await rpc('evm_revert', [fixtureSnapshot]);
});

/** Fails with a readable message when the chain and the model disagree. */
function checkInvariants(chain: ChainState, model: Model, history: string): void {
  const sum = chain.balances.reduce((a, b) => a + b, 0n);
  const fail = (what: string) => {
    throw new Error(`${what}\nafter: ${history}`);
  };
  if (sum !== chain.totalSupply) fail(`sum of balances ${sum} != totalSupply ${chain.totalSupply}`);
  if (chain.totalSupply > MAX_SUPPLY) fail('totalSupply above the cap');
  for (const s of [0, 1, 2] as const) {
    const sold = chain.sold[s] as bigint;
    if (sold + (chain.mintable[s] as bigint) !== chain.allocation[s])
      fail(`stage ${s}: sold + remaining != allocation`);
    if (sold > ALLOCATIONS[s]) fail(`stage ${s} sold beyond its allocation`);
    if (sold !== model.sold[s]) fail(`stage ${s}: sold ${sold}, model ${model.sold[s]}`);
  }
  if (chain.ethHeld + chain.totalWithdrawn !== model.costsPaid) {
    fail(
      `ETH held ${chain.ethHeld} + withdrawn ${chain.totalWithdrawn} != costs paid ${model.costsPaid}`,
    );
  }
  if (chain.totalRaised !== model.costsPaid)
    fail(`totalRaised ${chain.totalRaised} != ${model.costsPaid}`);
  if (chain.totalWithdrawn !== model.withdrawn)
    fail(`totalWithdrawn ${chain.totalWithdrawn} != ${model.withdrawn}`);
  if (chain.totalSupply !== model.totalSupply)
    fail(`totalSupply ${chain.totalSupply} != model ${model.totalSupply}`);
  actors.forEach((actor, a) => {
    const modelled = model.bought.get(actor) ?? [0n, 0n, 0n];
    const grant = getPartnerGrant(actor);
    for (const s of [0, 1, 2] as const) {
      const bought = chain.bought[a]?.[s];
      if (bought !== modelled[s]) fail(`boughtBy(${s}, ${actor}) ${bought}, model ${modelled[s]}`);
      // A partner's allocation (their leaf) never changes, so it bounds them at every step.
      if (s === 0 && grant && (bought ?? 0n) > grant.allocation)
        fail(`${actor} bought ${bought} in the partners stage, above their allocation`);
    }
  });
  holders.forEach((h, i) => {
    if (chain.balances[i] !== balanceOf(model, h))
      fail(`balance of ${h}: ${chain.balances[i]} != model ${balanceOf(model, h)}`);
  });
}

const show = (actions: Action[]) =>
  JSON.stringify(actions, (_k, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v));

/** What a sequence property saw, over all its runs. */
interface Tally {
  runs: number;
  txs: number;
  successes: number;
}

/**
 * Random action sequences, each applied to a copy of the base model by `apply` and sent to the
 * chain in one block, then every success or revert and every invariant compared. Each run starts
 * from the same chain state (a snapshot, reverted after it).
 */
function sequenceProperty(apply: typeof step, tally: Tally, signal: AbortSignal) {
  return fc.asyncProperty(fc.array(actionArb, { minLength: 1, maxLength: 4 }), async (actions) => {
    // A test vitest gave up on would otherwise keep sending to the chain the next tests use.
    signal.throwIfAborted();
    tally.runs++;
    const snapshot = await rpc<Hex>('evm_snapshot');
    const model = cloneModel(baseModel);
    try {
      const history = show(actions);
      const steps = actions.map((action) => apply(model, action));
      const { receipts, reads } = await execute(
        steps.map((s) => s.tx),
        [readRequest],
      );
      for (const [i, receipt] of receipts.entries()) {
        const succeeded = receipt.status === '0x1';
        if (succeeded !== steps[i]?.ok) {
          const outcome = succeeded
            ? 'succeeded'
            : `reverted with ${await minedRevert(receipt.transactionHash)}`;
          throw new Error(`action ${i} ${outcome}, the model expected the opposite\n${history}`);
        }
        tally.txs++;
        if (succeeded) tally.successes++;
      }
      checkInvariants(toChainState(decodeReads(reads[0] as Hex)), model, history);
    } finally {
      await rpc('evm_revert', [snapshot]);
    }
  });
}

describe('property tests (fast-check on anvil)', () => {
  it(
    `random purchases, transfers, pair trades and admin calls keep the invariants (${SEQUENCE_RUNS} runs)`,
    { timeout: propertyTimeout },
    async ({ signal }) => {
      const tally: Tally = { runs: 0, txs: 0, successes: 0 };
      await fc.assert(sequenceProperty(step, tally, signal), { numRuns: SEQUENCE_RUNS });
      const { runs, txs, successes } = tally;
      console.info(`sequence property: ${runs} runs, ${txs} transactions, ${successes} succeeded`);
      expect(runs).toBeGreaterThanOrEqual(SEQUENCE_RUNS);
      if (SEQUENCE_RUNS >= 100) {
        // Both outcomes must be exercised, or the property says little.
        expect(successes).toBeGreaterThan(txs / 5);
        expect(successes).toBeLessThan(txs);
      }
    },
  );

  it(
    `finds a broken rule within the profile's ${SEQUENCE_RUNS} runs: a model without the per-wallet cap`,
    { timeout: propertyTimeout },
    async ({ signal }) => {
      // The model of a contract that lost its per-wallet cap: every purchase above a cap, which
      // the real contract refuses, is expected to succeed.
      const withoutCap: typeof step = (m, action) => {
        m.walletCap = [MAX_SUPPLY, MAX_SUPPLY, MAX_SUPPLY];
        return step(m, action);
      };
      const started = performance.now();
      const tally: Tally = { runs: 0, txs: 0, successes: 0 };
      const result = await fc.check(sequenceProperty(withoutCap, tally, signal), {
        numRuns: SEQUENCE_RUNS,
      });
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.info(
        `broken model: counterexample after ${result.numRuns} runs, ${result.numShrinks} shrinks, ${seconds} s`,
      );
      expect(result.failed).toBe(true);
      // The counterexample names the contract's own reason, decoded, and the sequence.
      expect(String(result.errorInstance)).toMatch(
        /action \d+ reverted with ExceedsWalletCap\(\d, \d+, \d+\), the model expected the opposite\n\[/,
      );
    },
  );

  it(
    `setMarketPair never accepts an address without a pair's code (${PAIR_RUNS} runs)`,
    { timeout: propertyTimeout },
    async ({ signal }) => {
      let runs = 0;
      // Random addresses (nobody's, so no code) and every account of the fixture that is not a
      // pair of ECO: wallets, ECO itself, Multicall3, Uniswap's contracts, the probe.
      const known = [...holders.filter((h) => h !== pool), MULTICALL3_ADDRESS, fixture.weth];
      const candidate = fc.oneof(
        fc.uint8Array({ minLength: 20, maxLength: 20 }).map((bytes) => bytesToHex(bytes)),
        fc.constantFrom(...known, fixture.factory, fixture.router),
      );
      await fc.assert(
        fc.asyncProperty(candidate, async (account) => {
          signal.throwIfAborted();
          runs++;
          // An eth_call as the owner: what the transaction would do, without mining it.
          const [isPair, attempt] = await Promise.all([
            rpc<Hex>('eth_call', [
              {
                to: fixture.eco,
                data: encodeFunctionData({
                  abi: ecoTokenAbi,
                  functionName: 'isPairOfThisToken',
                  args: [account],
                }),
              },
              'latest',
            ]),
            rpc<Hex>('eth_call', [
              {
                from: owner,
                to: fixture.eco,
                data: encodeFunctionData({
                  abi: ecoTokenAbi,
                  functionName: 'setMarketPair',
                  args: [account, true],
                }),
              },
              'latest',
            ]).then(
              () => 'accepted',
              (error: unknown) => String(error),
            ),
          ]);
          expect(BigInt(isPair)).toBe(0n);
          // Refused with NotAPairOfThisToken(account) (ZeroAddress for the zero address).
          const expected =
            account === zeroAddress
              ? 'ZeroAddress()'
              : `NotAPairOfThisToken(${getAddress(account)})`;
          expect(attempt).toContain(`reverting with ${expected}`);
        }),
        { numRuns: PAIR_RUNS },
      );
      console.info(`pair property: ${runs} runs`);
      expect(runs).toBeGreaterThanOrEqual(PAIR_RUNS);
    },
  );

  it(
    `founders' vested amounts only grow, never before the cliff, never past the allocation (${VESTING_RUNS} runs)`,
    { timeout: propertyTimeout },
    async ({ signal }) => {
      let runs = 0;
      const DAY = 86_400n;
      const start = BigInt(
        (
          await rpc<{ timestamp: Hex }>('eth_getBlockByNumber', [
            quantity(ecoDeployments[31337].deploymentBlock),
            false,
          ])
        ).timestamp,
      );
      const allocations = [16_666_667n, 16_666_667n, 16_666_666n].map((n) => n * ONE_ECO);
      // Times from before the start to long after the end, in seconds, in increasing order.
      const times = fc
        .array(fc.bigInt(-100n * DAY, 2_000n * DAY), { minLength: 2, maxLength: 6 })
        .map((offsets) => offsets.map((o) => start + o).sort((a, b) => (a < b ? -1 : 1)));
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(0, 1, 2), times, async (founder, at) => {
          signal.throwIfAborted();
          runs++;
          const wallet = accounts.foundersVesting[founder];
          const results = await rpcResults(
            at.map((t) => ({
              method: 'eth_call',
              params: [
                {
                  to: wallet,
                  data: encodeFunctionData({
                    abi: foundersVestingWalletAbi,
                    functionName: 'vestedAmount',
                    args: [fixture.eco, t],
                  }),
                },
                'latest',
              ],
            })),
          );
          const vested = results.map((result) => BigInt(result as Hex));
          vested.forEach((amount, i) => {
            const t = at[i] as bigint;
            expect(amount).toBeLessThanOrEqual(allocations[founder] as bigint);
            if (t < start + 365n * DAY) expect(amount).toBe(0n);
            if (t >= start + 1095n * DAY) expect(amount).toBe(allocations[founder]);
            if (i > 0) expect(amount).toBeGreaterThanOrEqual(vested[i - 1] as bigint);
          });
        }),
        { numRuns: VESTING_RUNS },
      );
      console.info(`vesting property: ${runs} runs`);
      expect(runs).toBeGreaterThanOrEqual(VESTING_RUNS);
    },
  );

  it(
    `a purchase costs exactly ceil(amount * price / 1e18) plus gas, whatever is overpaid (${PAYMENT_RUNS} runs)`,
    { timeout: propertyTimeout },
    async ({ signal }) => {
      let runs = 0;
      const buyer = accounts.spare[2];
      await rpc('anvil_setBalance', [buyer, quantity(10n ** 30n)]);
      let snapshot = await rpc<Hex>('evm_snapshot');
      // Only the buyer's own purchases change its balance, so a passing run's "after" is the next
      // run's "before"; after a failure (while shrinking) it is read again.
      let known: bigint | undefined = 10n ** 30n;
      await fc.assert(
        fc.asyncProperty(
          fc.bigInt(1n, parseEther('0.001')),
          fc.bigInt(1n, 10_000n * ONE_ECO),
          fc.bigInt(0n, parseEther('5')),
          async (price, amount, overpay) => {
            signal.throwIfAborted();
            runs++;
            // anvil slows down as blocks pile up, so the chain is rewound every 50 runs.
            if (runs % 50 === 0) {
              await rpc('evm_revert', [snapshot]);
              snapshot = await rpc<Hex>('evm_snapshot');
              known = 10n ** 30n;
            }
            const before = known ?? BigInt(await rpc<Hex>('eth_getBalance', [buyer, 'latest']));
            known = undefined;
            const cost = ceilDiv(amount * price, ONE_ECO);
            const {
              receipts: [, receipt],
              reads: [balance],
            } = await execute(
              [
                {
                  from: owner,
                  data: encodeFunctionData({
                    abi: ecoTokenAbi,
                    functionName: 'setTokenPrice',
                    args: [2, price],
                  }),
                },
                {
                  from: buyer,
                  data: encodeFunctionData({
                    abi: ecoTokenAbi,
                    functionName: 'publicSale',
                    args: [amount],
                  }),
                  value: cost + overpay,
                },
              ],
              [{ method: 'eth_getBalance', params: [buyer, 'latest'] }],
            );
            const after = BigInt(balance as Hex);
            if (!receipt) throw new Error('missing receipt');
            if (receipt.status !== '0x1') {
              throw new Error(
                `publicSale reverted with ${await minedRevert(receipt.transactionHash)}`,
              );
            }
            const gas = BigInt(receipt.gasUsed) * BigInt(receipt.effectiveGasPrice);
            expect(before - after).toBe(cost + gas);
            known = after;
            expect(cost * ONE_ECO).toBeGreaterThanOrEqual(amount * price);
            expect((cost - 1n) * ONE_ECO).toBeLessThan(amount * price);
          },
        ),
        { numRuns: PAYMENT_RUNS },
      );
      await rpc('evm_revert', [snapshot]);
      console.info(`payment property: ${runs} runs`);
      expect(runs).toBeGreaterThanOrEqual(PAYMENT_RUNS);
    },
  );
});
