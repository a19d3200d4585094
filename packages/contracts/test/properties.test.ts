import fc from 'fast-check';
import {
  bytesToHex,
  decodeFunctionResult,
  encodeFunctionData,
  getAddress,
  maxUint256,
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
import { localUsdcAbi } from '../src/generated/local-usdc-abi';
import { getPartnerGrant } from '../src/partners';
import { withdrawalDeadline } from '../src/stages';
import { accounts, eco, fixture, makePairOfEco, ONE_ECO } from './helpers';
import { propertyRuns, propertyTimeout } from './property-profile';
import { minedRevert, quantity, rpc, rpcResults } from './rpc';
import type { RpcCall } from './rpc';

/** Runs per property in the chosen profile (property-profile.ts); the deep one runs 12,000. */
const SEQUENCE_RUNS = propertyRuns({ default: 300, deep: 7000 });
/**
 * The sequence runs, split between the sale (withdrawal windows open, trading off) and the market
 * after it (windows over, trading on): one base state could not reach both within a few actions.
 */
const SALE_RUNS = Math.round((SEQUENCE_RUNS * 2) / 3);
const MARKET_RUNS = SEQUENCE_RUNS - SALE_RUNS;
const PAYMENT_RUNS = propertyRuns({ default: 200, deep: 3000 });
const PAIR_RUNS = propertyRuns({ default: 100, deep: 1000 });
const VESTING_RUNS = propertyRuns({ default: 100, deep: 1000 });

const PER_MILLE = 1000n;
const BPS = 10_000n;
const MAX_SUPPLY = 500_000_000n * ONE_ECO;
const ALLOCATIONS = [
  10_000_000n * ONE_ECO,
  170_000_000n * ONE_ECO,
  115_000_000n * ONE_ECO,
] as const;
const DAY = 86_400n;
/** The fixture's withdrawal period (config/31337.json, withdrawalDays); beforeAll checks it. */
const WITHDRAWAL_PERIOD = 14n * DAY;
/** Fixed, so no estimation runs; enough for releasing every purchase a run can make at once. */
const GAS = quantity(3_000_000n);

const STAGES = [0, 1, 2] as const;
type Stage = (typeof STAGES)[number];
const ASSETS = [0, 1] as const;
type Asset = (typeof ASSETS)[number];
const ETH = 0;
const USDC = 1;
/** EcoToken.PurchaseStatus. */
const [HELD, RELEASED, WITHDRAWN, REFUNDED] = [0, 1, 2, 3] as const;
type Status = typeof HELD | typeof RELEASED | typeof WITHDRAWN | typeof REFUNDED;
/**
 * EcoToken.MinimumState.None: the fixture sets no minimum raise, so no stage ever waits for one,
 * and a release is refused only for a stage the owner has not finalized.
 */
const NO_MINIMUM = 0;

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
 * flagged as market pair: buys come from it, sells go to it. The code has no way to take ETH, so
 * every ETH payment to it (an overpayment, a withdrawal, a refund) fails.
 */
const pool = accounts.spare[5];
/** Partners 1-3 are on the partners list (allocations 2M, 1M, 0.5M ECO); the others are not. */
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
/** Every address whose USDC a run can change. */
const usdcHolders: Address[] = [...actors, fixture.eco, accounts.fund];

/** One purchase as purchaseOf returns it. */
interface Purchase {
  buyer: Address;
  asset: Asset;
  status: Status;
  withdrawableUntil: bigint;
  amount: bigint;
  cost: bigint;
  referrer: Address;
  reward: bigint;
}

/** A stage's SaleWindow in the contract. */
interface SaleWindow {
  open: boolean;
  opensAt: bigint;
  closesAt: bigint;
  cancelled: boolean;
  /**
   * Finalized by the owner: its purchases may be released, and it can no longer be cancelled.
   * Never together with `cancelled`: each refuses the other.
   */
  finalized: boolean;
}

type PerStage<T> = [T, T, T];
type PerAsset<T> = [T, T];

interface Model {
  /** Timestamp of the block the next transactions go into: every block is mined at this time. */
  time: bigint;
  balances: Map<Address, bigint>;
  totalSupply: bigint;
  /** totalSupply before any purchase or owner mint; sales and their settlement never change it. */
  supplyOutsideSales: bigint;
  sold: PerStage<bigint>;
  /** What the owner minted out of each stage: counted as sold, but no purchase. */
  minted: PerStage<bigint>;
  window: PerStage<SaleWindow>;
  price: PerStage<bigint>;
  usdcPrice: PerStage<bigint>;
  referralBps: bigint;
  buyFee: bigint;
  sellFee: bigint;
  rate: bigint;
  rateBuy: bigint;
  limitsEnabled: boolean;
  /** Until it is on, only transfers from or to a wallet excluded from fees pass. */
  tradingEnabled: boolean;
  /** The most one address may buy per stage, and what counts against it (amount + reward). */
  walletCap: PerStage<bigint>;
  bought: Map<Address, PerStage<bigint>>;
  excludedFromFees: Set<Address>;
  excludedFromLimits: Set<Address>;
  purchases: PerStage<Purchase[]>;
  /** releaseCursorOf per stage. */
  cursor: PerStage<bigint>;
  latestWithdrawalDeadline: bigint;
  /** USDC balances of usdcHolders, and each actor's allowance to ECO. */
  usdc: Map<Address, bigint>;
  allowance: Map<Address, bigint>;
  /** totalsOf per asset. */
  raised: PerAsset<bigint>;
  returned: PerAsset<bigint>;
  withdrawn: PerAsset<bigint>;
  /** Wei held by ECO, and by the fund wallet (which never sends a transaction here). */
  ethBalance: bigint;
  fundEth: bigint;
}

const clonePurchases = (list: Purchase[]): Purchase[] => list.map((p) => ({ ...p }));
const cloneModel = (m: Model): Model => ({
  ...m,
  balances: new Map(m.balances),
  sold: [...m.sold],
  minted: [...m.minted],
  window: [{ ...m.window[0] }, { ...m.window[1] }, { ...m.window[2] }],
  price: [...m.price],
  usdcPrice: [...m.usdcPrice],
  walletCap: [...m.walletCap],
  bought: new Map([...m.bought].map(([a, b]) => [a, [...b]])),
  excludedFromFees: new Set(m.excludedFromFees),
  excludedFromLimits: new Set(m.excludedFromLimits),
  purchases: [
    clonePurchases(m.purchases[0]),
    clonePurchases(m.purchases[1]),
    clonePurchases(m.purchases[2]),
  ],
  cursor: [...m.cursor],
  usdc: new Map(m.usdc),
  allowance: new Map(m.allowance),
  raised: [...m.raised],
  returned: [...m.returned],
  withdrawn: [...m.withdrawn],
});

/** Who an admin call comes from: mostly the owner, sometimes an actor, who must be refused. */
type Caller = number | 'owner';
/**
 * A referrer as a buyer names it: an actor, the buyer itself, ECO itself (never eligible), the zero
 * address (no referral), or none at all (the ETH functions' overload without a referrer).
 */
type Referrer = number | 'self' | 'token' | 'zero' | 'none';
/**
 * A purchase an action names: picked among those it could succeed on (`fit`), among all of them,
 * among the settled ones (released, withdrawn or refunded: none can be given back again), or an
 * index one or two past the end of `stage`'s list, which does not exist. Resolved against the
 * model when the action runs, so a shrunk sequence still names real purchases.
 */
interface PurchaseRef {
  pick: number;
  among: 'fit' | 'any' | 'settled' | 'unknown';
  stage: Stage;
}
/**
 * Where a stage decision (or a release) goes: `stage` itself (`any`, or no choice given), or the
 * first stage from `stage` on (2 wraps to 0) where it could pass its stage checks (`fit`: a
 * finalized one to release, one neither cancelled nor finalized to cancel or finalize), or the
 * first where it could not (`unfit`), if there is one. Resolved as a PurchaseRef is.
 */
type StageChoice = 'fit' | 'unfit' | 'any';

type Action =
  | {
      kind: 'buy';
      stage: Stage;
      buyer: number;
      amount: bigint;
      /** Ignored in the partners stage, whose ETH function takes no referrer. */
      referrer: Referrer;
      pay: 'exact' | 'under' | bigint;
    }
  | {
      kind: 'buyUsdc';
      stage: Stage;
      buyer: number;
      amount: bigint;
      referrer: Referrer;
      /** An approve in the same block first (of the cost, one less, or unlimited), or none. */
      approve: 'exact' | 'under' | 'max' | 'none';
    }
  | { kind: 'withdrawPurchase'; purchase: PurchaseRef; caller: number | 'buyer' }
  | { kind: 'claimRefund'; purchase: PurchaseRef; caller: number | 'buyer' }
  /** The owner's decisions on a stage, and the releases they allow. */
  | {
      kind: 'releasePurchases';
      stage: Stage;
      among?: StageChoice;
      maxCount: bigint;
      caller: number;
    }
  | { kind: 'cancelStage'; stage: Stage; among?: StageChoice; caller: Caller }
  | { kind: 'finalizeStage'; stage: Stage; among?: StageChoice; caller: Caller }
  /** Moves the clock on by `seconds` and mines a block there. */
  | { kind: 'wait'; seconds: bigint }
  /** Moves the clock to one of the model's deadlines or closing times, ±1 s, and mines a block. */
  | { kind: 'warp'; pick: number; offset: bigint }
  | { kind: 'transfer'; from: number; to: number | 'fund'; perMille: bigint | 'over' }
  | { kind: 'strayUsdc'; from: number; amount: bigint }
  | { kind: 'setFees'; buy: bigint; sell: bigint; caller: Caller }
  | { kind: 'setReferralRewardBps'; bps: bigint; caller: Caller }
  | { kind: 'setTokenPrice'; stage: Stage; price: bigint; caller: Caller }
  | { kind: 'setUsdcPrice'; stage: Stage; price: bigint; caller: Caller }
  | { kind: 'setSaleOpen'; stage: Stage; open: boolean; caller: Caller }
  | {
      kind: 'setSaleSchedule';
      stage: Stage;
      /** Seconds from now (negative: in the past), or null for 0 (by hand only). */
      opensIn: bigint | null;
      closesIn: bigint | null;
      caller: Caller;
    }
  | { kind: 'setMaxTransferRates'; rate: bigint; rateBuy: bigint; caller: Caller }
  | { kind: 'setMaxTransactionLimitEnabled'; enabled: boolean; caller: Caller }
  | { kind: 'setExcludedFromFees'; account: number; excluded: boolean; caller: Caller }
  | { kind: 'setExcludedFromLimits'; account: number; excluded: boolean; caller: Caller }
  | { kind: 'withdraw'; caller: Caller }
  | { kind: 'enableTrading'; caller: Caller }
  | { kind: 'setWalletCap'; stage: Stage; cap: bigint; caller: Caller }
  | { kind: 'mint'; stage: Stage; to: number; amount: bigint; caller: Caller };

const actor = fc.integer({ min: 0, max: actors.length - 1 });
const stage = fc.constantFrom<Stage>(0, 1, 2);
// Mostly the owner; sometimes another account, which must always be refused.
const caller = fc.oneof(
  { weight: 4, arbitrary: fc.constant('owner' as const) },
  { weight: 1, arbitrary: actor },
);
// Mostly the buyer, who may act on their purchase; sometimes anyone else, who may not.
const buyerOrOther = fc.oneof(
  { weight: 4, arbitrary: fc.constant('buyer' as const) },
  { weight: 1, arbitrary: actor },
);
const tokenAmount = fc.oneof(
  fc.bigInt(0n, 1_000_000n),
  fc.bigInt(1n, 12_000_000n).map((n) => n * ONE_ECO),
  fc.bigInt(1n, 200_000_000n * ONE_ECO),
);
// Mostly amounts a buyer's cap and USDC allow, so that purchases often succeed.
const buyAmount = fc.oneof(
  { weight: 3, arbitrary: fc.bigInt(1n, 200_000n).map((n) => n * ONE_ECO) },
  { weight: 2, arbitrary: tokenAmount },
);
const referrer: fc.Arbitrary<Referrer> = fc.oneof(
  { weight: 3, arbitrary: actor },
  { weight: 2, arbitrary: fc.constantFrom('self' as const, 'token' as const, 'zero' as const) },
  { weight: 3, arbitrary: fc.constant('none' as const) },
);
const purchaseRef: fc.Arbitrary<PurchaseRef> = fc.record({
  pick: fc.nat(99),
  among: fc.oneof(
    { weight: 6, arbitrary: fc.constant('fit' as const) },
    { weight: 2, arbitrary: fc.constant('any' as const) },
    { weight: 1, arbitrary: fc.constant('settled' as const) },
    { weight: 1, arbitrary: fc.constant('unknown' as const) },
  ),
  stage,
});
// Half the stage decisions go where they could pass, so that they are not mostly refused.
const stageChoice: fc.Arbitrary<StageChoice> = fc.oneof(
  { weight: 2, arbitrary: fc.constant('fit' as const) },
  { weight: 1, arbitrary: fc.constant('unfit' as const) },
  { weight: 1, arbitrary: fc.constant('any' as const) },
);

const transferArb = fc.record({
  kind: fc.constant('transfer' as const),
  from: actor,
  // The fund wallet is excluded from fees, so before trading it is where tokens can go.
  to: fc.oneof(
    { weight: 4, arbitrary: actor },
    { weight: 2, arbitrary: fc.constant('fund' as const) },
  ),
  // Small fractions dominate so that pool trades often stay under the max transaction limit.
  perMille: fc.oneof(
    { weight: 5, arbitrary: fc.bigInt(0n, 1000n) },
    { weight: 4, arbitrary: fc.bigInt(0n, 100n) },
    { weight: 1, arbitrary: fc.constant('over' as const) },
  ),
});

const cancelStageArb = fc.record({
  kind: fc.constant('cancelStage' as const),
  stage,
  among: stageChoice,
  caller,
});
const finalizeStageArb = fc.record({
  kind: fc.constant('finalizeStage' as const),
  stage,
  among: stageChoice,
  caller,
});

const actionArb: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('buy' as const),
      stage,
      buyer: actor,
      amount: buyAmount,
      referrer,
      pay: fc.oneof(
        fc.constantFrom('exact' as const, 'under' as const),
        fc.bigInt(1n, parseEther('2')),
      ),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('buyUsdc' as const),
      stage,
      buyer: actor,
      amount: buyAmount,
      referrer,
      approve: fc.constantFrom('exact' as const, 'under' as const, 'max' as const, 'none' as const),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('withdrawPurchase' as const),
      purchase: purchaseRef,
      caller: buyerOrOther,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('claimRefund' as const),
      purchase: purchaseRef,
      caller: buyerOrOther,
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('releasePurchases' as const),
      stage,
      among: stageChoice,
      // Small counts stop early, so later calls go on from the cursor (1 releases the private
      // stage's first purchase without its second, rewarded one); the huge ones (up to
      // type(uint256).max, "release everything") saturate at the end of the list, wherever the
      // cursor stands.
      maxCount: fc.oneof(
        { weight: 2, arbitrary: fc.bigInt(0n, 4n) },
        { weight: 2, arbitrary: fc.constant(1n) },
        { weight: 1, arbitrary: fc.constant(100n) },
        { weight: 1, arbitrary: fc.constant(2n ** 255n) },
        { weight: 2, arbitrary: fc.bigInt(maxUint256 - 3n, maxUint256) },
      ),
      caller: actor,
    }),
  },
  { weight: 2, arbitrary: cancelStageArb },
  { weight: 2, arbitrary: finalizeStageArb },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('wait' as const),
      seconds: fc.oneof(
        fc.bigInt(0n, 20n * DAY),
        fc.bigInt(0n, 3600n),
        fc.constantFrom(DAY, 7n * DAY, WITHDRAWAL_PERIOD),
      ),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('warp' as const),
      pick: fc.nat(99),
      offset: fc.constantFrom(-1n, 0n, 1n),
    }),
  },
  { weight: 3, arbitrary: transferArb },
  fc.record({
    kind: fc.constant('strayUsdc' as const),
    from: actor,
    amount: fc.bigInt(1n, 1_000_000_000n),
  }),
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
  fc.record({
    kind: fc.constant('setUsdcPrice' as const),
    stage,
    price: fc.oneof(fc.constant(0n), fc.bigInt(1n, 200_000n)),
    caller,
  }),
  fc.record({ kind: fc.constant('setSaleOpen' as const), stage, open: fc.boolean(), caller }),
  fc.record({
    kind: fc.constant('setSaleSchedule' as const),
    stage,
    opensIn: fc.option(fc.bigInt(-DAY, 10n * DAY)),
    closesIn: fc.option(fc.bigInt(-DAY, 20n * DAY)),
    caller,
  }),
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
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('withdraw' as const), caller }) },
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

/**
 * After the sale, trading is what is new: over a quarter of the actions there are transfers, and
 * more stage decisions than during the sale, for the one stage the market setup left undecided.
 */
const marketActionArb: fc.Arbitrary<Action> = fc.oneof(
  { weight: 1, arbitrary: transferArb },
  { weight: 3, arbitrary: actionArb },
  // The public stage, which the sale left undecided: cancelling it is refused now, finalizing it
  // (and then releasing it) is not.
  { weight: 1, arbitrary: fc.oneof(cancelStageArb, finalizeStageArb) },
);

const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;
const min = (a: bigint, b: bigint) => (a < b ? a : b);
const balanceOf = (m: Model, a: Address) => m.balances.get(a) ?? 0n;
const credit = (m: Model, a: Address, v: bigint) => m.balances.set(a, balanceOf(m, a) + v);
const usdcOf = (m: Model, a: Address) => m.usdc.get(a) ?? 0n;
const creditUsdc = (m: Model, a: Address, v: bigint) => m.usdc.set(a, usdcOf(m, a) + v);
const boughtOf = (m: Model, a: Address): PerStage<bigint> => m.bought.get(a) ?? [0n, 0n, 0n];
const senderOf = (c: Caller) => (c === 'owner' ? owner : (actors[c] as Address));
/** The pool's code has no receive function: ETH sent to it bounces (RefundFailed). */
const takesEth = (a: Address) => a !== pool;
/** Sum of the costs of the model's held purchases in `asset`: what heldFunds(asset) must be. */
const heldOf = (m: Model, asset: Asset) =>
  STAGES.flatMap((s) => m.purchases[s])
    .filter((p) => p.asset === asset && p.status === HELD)
    .reduce((sum, p) => sum + p.cost, 0n);

/** A revert as describeRevertData (test/helpers.ts) prints it: `Name(arg, …)`. */
const reason = (name: string, ...args: (bigint | number | string | boolean)[]) =>
  `${name}(${args.map(String).join(', ')})`;

/** Whether `stage` sells at the model's time, as isSaleOpen decides (no minimum raise here). */
function isSaleOpen(m: Model, s: Stage): boolean {
  const w = m.window[s];
  if (w.closesAt !== 0n && m.time >= w.closesAt) return false;
  if (w.cancelled) return false;
  return w.open || (w.opensAt !== 0n && m.time >= w.opensAt);
}

/** isEligibleReferrer: someone else, not ECO, who holds a purchase (boughtBy > 0 in a stage). */
const isEligibleReferrer = (m: Model, r: Address, buyer: Address) =>
  r !== buyer && r !== fixture.eco && r !== zeroAddress && boughtOf(m, r).some((b) => b > 0n);

interface Tx {
  from: Address;
  /** ECO unless given. */
  to?: Address;
  data: Hex;
  value?: bigint;
}

/** A transaction and what the model expects of it: success (null) or this revert. */
interface Planned {
  tx: Tx;
  expect: string | null;
  /** What a success did, or why a refusal came, where that varies, for the tally of outcomes. */
  note?: string;
}

const ecoTx = (
  from: Address,
  functionName: string,
  args: readonly unknown[],
  value?: bigint,
): Tx => ({
  from,
  data: encodeFunctionData({ abi: ecoTokenAbi, functionName: functionName as never, args }),
  value,
});
/** An approve or mint of the USDC stand-in: both take an address and an amount. */
const usdcTx = (
  from: Address,
  functionName: 'approve' | 'mint',
  to: Address,
  amount: bigint,
): Tx => ({
  from,
  to: fixture.usdc,
  data: encodeFunctionData({ abi: localUsdcAbi, functionName, args: [to, amount] }),
});

interface Attempt {
  stage: Stage;
  asset: Asset;
  buyer: Address;
  amount: bigint;
  referrer: Address;
  /** Whether the buyer's partners leaf verifies (only asked in the partners stage). */
  partner: boolean;
  /** The buyer's own limit: a partner's allocation in the partners stage, else none. */
  ownLimit: bigint;
}

/**
 * The checks of mintForPartners / buyWithUsdc and _purchase before the payment, in the contract's
 * order: the revert the first failing one gives, or the cost, the reserved reward and the referrer
 * recorded (none when the reward rounds to 0).
 */
function quotePurchase(
  m: Model,
  a: Attempt,
): { refused: string } | { cost: bigint; reward: bigint; referrer: Address } {
  const s = a.stage;
  if (s === 0 && !a.partner) return { refused: reason('NotAPartner') };
  if (!isSaleOpen(m, s)) return { refused: reason('SaleClosed', s) };
  if (a.amount === 0n) return { refused: reason('ZeroAmount') };
  const price = a.asset === ETH ? m.price[s] : m.usdcPrice[s];
  if (price === 0n) return { refused: reason('NoUsdcPrice', s) };
  const cost = ceilDiv(a.amount * price, ONE_ECO);
  let reward = 0n;
  if (a.referrer !== zeroAddress) {
    // Partners are chosen by the team; a reward there would only move allocation to a 2nd wallet.
    if (s === 0) return { refused: reason('NoReferralsInStage', s) };
    if (!isEligibleReferrer(m, a.referrer, a.buyer))
      return { refused: reason('IneligibleReferrer', getAddress(a.referrer)) };
    reward = (a.amount * m.referralBps) / BPS;
  }
  // The reward is reserved out of the allocation and counts against the buyer's own cap, so a
  // second wallet of one's own as referrer moves no one past a limit.
  const counted = a.amount + reward;
  const already = boughtOf(m, a.buyer)[s];
  const cap = min(m.walletCap[s], a.ownLimit);
  const left = already >= cap ? 0n : cap - already;
  if (counted > left) return { refused: reason('ExceedsWalletCap', s, counted, left) };
  const remaining = ALLOCATIONS[s] - m.sold[s];
  if (counted > remaining)
    return { refused: reason('ExceedsRemainingAllocation', counted, remaining) };
  return { cost, reward, referrer: reward === 0n ? zeroAddress : a.referrer };
}

/** A purchase that passed every check: recorded as held, its tokens minted, its payment taken. */
function recordPurchase(
  m: Model,
  a: Attempt,
  q: { cost: bigint; reward: bigint; referrer: Address },
): void {
  const s = a.stage;
  const counted = a.amount + q.reward;
  const bought = boughtOf(m, a.buyer);
  bought[s] += counted;
  m.bought.set(a.buyer, bought);
  m.sold[s] += counted;
  // The withdrawal window by the rule the site states before signing (src/stages.ts), so the
  // random sequences check that rule against the contract too; none ends now, which still counts
  // as the latest.
  const until =
    withdrawalDeadline({
      now: m.time,
      period: WITHDRAWAL_PERIOD,
      closesAt: m.window[s].closesAt,
      tradingEnabled: m.tradingEnabled,
    }) ?? m.time;
  if (until > m.latestWithdrawalDeadline) m.latestWithdrawalDeadline = until;
  m.purchases[s].push({
    buyer: a.buyer,
    asset: a.asset,
    status: HELD,
    withdrawableUntil: until,
    amount: a.amount,
    cost: q.cost,
    referrer: q.referrer,
    reward: q.reward,
  });
  // Only the buyer's tokens are minted now; the reward waits for the release.
  credit(m, a.buyer, a.amount);
  m.totalSupply += a.amount;
  m.raised[a.asset] += q.cost;
  if (a.asset === USDC) {
    creditUsdc(m, a.buyer, -q.cost);
    creditUsdc(m, fixture.eco, q.cost);
    const allowance = m.allowance.get(a.buyer) ?? 0n;
    // OpenZeppelin's ERC20 never spends an unlimited allowance.
    if (allowance !== maxUint256) m.allowance.set(a.buyer, allowance - q.cost);
  } else {
    m.ethBalance += q.cost;
  }
}

/** A held purchase undone: its tokens burned, its reserve freed, its exact cost sent back. */
function givePurchaseBack(m: Model, s: Stage, p: Purchase, status: Status): void {
  p.status = status;
  const counted = p.amount + p.reward;
  m.sold[s] -= counted;
  const bought = boughtOf(m, p.buyer);
  bought[s] -= counted;
  m.bought.set(p.buyer, bought);
  credit(m, p.buyer, -p.amount);
  m.totalSupply -= p.amount;
  m.returned[p.asset] += p.cost;
  if (p.asset === USDC) {
    creditUsdc(m, fixture.eco, -p.cost);
    creditUsdc(m, p.buyer, p.cost);
  } else {
    m.ethBalance -= p.cost;
  }
}

/** The purchase `ref` names, with its stage and index (no purchase: an index past the end). */
function resolvePurchase(
  m: Model,
  ref: PurchaseRef,
  fits: (p: Purchase, s: Stage) => boolean,
): { stage: Stage; index: bigint; purchase?: Purchase } {
  const all = STAGES.flatMap((s) =>
    m.purchases[s].map((purchase, index) => ({ stage: s, index: BigInt(index), purchase })),
  );
  const fitting = all.filter((c) =>
    ref.among === 'settled' ? c.purchase.status !== HELD : fits(c.purchase, c.stage),
  );
  const narrowed = ref.among === 'fit' || ref.among === 'settled';
  const candidates = narrowed && fitting.length > 0 ? fitting : all;
  const chosen = candidates[ref.pick % Math.max(candidates.length, 1)];
  if (ref.among === 'unknown' || !chosen) {
    return { stage: ref.stage, index: BigInt(m.purchases[ref.stage].length + (ref.pick % 2)) };
  }
  return chosen;
}

/** The stage a StageChoice names, given which stage windows `fit` the action. */
function chooseStage(
  m: Model,
  a: { stage: Stage; among?: StageChoice },
  fits: (w: SaleWindow) => boolean,
): Stage {
  if (a.among === undefined || a.among === 'any') return a.stage;
  for (let k = 0; k < STAGES.length; k++) {
    const s = ((a.stage + k) % STAGES.length) as Stage;
    if (fits(m.window[s]) === (a.among === 'fit')) return s;
  }
  return a.stage;
}

const referrerOf = (r: Referrer, buyer: Address): Address =>
  r === 'none' || r === 'zero'
    ? zeroAddress
    : r === 'self'
      ? buyer
      : r === 'token'
        ? fixture.eco
        : (actors[r] as Address);

/**
 * Applies `action` to the model and returns its transactions, each with the outcome the model
 * expects. An action that only moves the clock returns none: its block is mined empty.
 */
function step(m: Model, action: Action): Planned[] {
  const isOwner = (c: Caller) => senderOf(c) === owner;
  const undecided = (w: SaleWindow) => !w.cancelled && !w.finalized;
  const notOwner = (c: Caller) => reason('OwnableUnauthorizedAccount', getAddress(senderOf(c)));

  switch (action.kind) {
    case 'buy': {
      const s = action.stage;
      const buyer = actors[action.buyer] as Address;
      const referrer = s === 0 ? zeroAddress : referrerOf(action.referrer, buyer);
      const cost = ceilDiv(action.amount * m.price[s], ONE_ECO);
      const value =
        action.pay === 'exact'
          ? cost
          : action.pay === 'under'
            ? cost > 0n
              ? cost - 1n
              : 0n
            : cost + action.pay;
      const grant = getPartnerGrant(buyer);
      const sale = s === 1 ? 'privateSale' : 'publicSale';
      const tx =
        s === 0
          ? ecoTx(
              buyer,
              'mintForPartners',
              [grant?.proof ?? [], grant?.allocation ?? 0n, action.amount],
              value,
            )
          : action.referrer === 'none'
            ? ecoTx(buyer, sale, [action.amount], value)
            : ecoTx(buyer, sale, [action.amount, referrer], value);
      const attempt: Attempt = {
        stage: s,
        asset: ETH,
        buyer,
        amount: action.amount,
        referrer,
        partner: grant !== undefined,
        ownLimit: s === 0 && grant ? grant.allocation : maxUint256,
      };
      const q = quotePurchase(m, attempt);
      if ('refused' in q) return [{ tx, expect: q.refused }];
      if (value < q.cost) return [{ tx, expect: reason('InsufficientPayment', q.cost, value) }];
      if (value > q.cost && !takesEth(buyer)) return [{ tx, expect: reason('RefundFailed') }];
      recordPurchase(m, attempt, q);
      return [{ tx, expect: null, note: q.reward === 0n ? undefined : 'reward reserved' }];
    }
    case 'buyUsdc': {
      const s = action.stage;
      const buyer = actors[action.buyer] as Address;
      const referrer = referrerOf(action.referrer, buyer);
      const grant = getPartnerGrant(buyer);
      const planned: Planned[] = [];
      if (action.approve !== 'none') {
        const cost = ceilDiv(action.amount * m.usdcPrice[s], ONE_ECO);
        const approval =
          action.approve === 'max'
            ? maxUint256
            : action.approve === 'exact' || cost === 0n
              ? cost
              : cost - 1n;
        m.allowance.set(buyer, approval);
        planned.push({ tx: usdcTx(buyer, 'approve', fixture.eco, approval), expect: null });
      }
      const tx = ecoTx(buyer, 'buyWithUsdc', [
        s,
        action.amount,
        referrer,
        grant?.allocation ?? 0n,
        grant?.proof ?? [],
      ]);
      const attempt: Attempt = {
        stage: s,
        asset: USDC,
        buyer,
        amount: action.amount,
        referrer,
        partner: grant !== undefined,
        ownLimit: s === 0 && grant ? grant.allocation : maxUint256,
      };
      const q = quotePurchase(m, attempt);
      const allowance = m.allowance.get(buyer) ?? 0n;
      const balance = usdcOf(m, buyer);
      let expect: string | null = null;
      if ('refused' in q) expect = q.refused;
      else if (allowance < q.cost) expect = reason('InsufficientUsdcAllowance', q.cost, allowance);
      else if (balance < q.cost)
        expect = reason('ERC20InsufficientBalance', getAddress(buyer), balance, q.cost);
      else recordPurchase(m, attempt, q);
      const rewarded = expect === null && !('refused' in q) && q.reward !== 0n;
      planned.push({ tx, expect, note: rewarded ? 'reward reserved' : undefined });
      return planned;
    }
    case 'withdrawPurchase':
    case 'claimRefund': {
      const withdrawal = action.kind === 'withdrawPurchase';
      const refundable = (s: Stage) => m.window[s].cancelled;
      const {
        stage: s,
        index,
        purchase: p,
      } = resolvePurchase(m, action.purchase, (p, s) =>
        withdrawal
          ? p.status === HELD && m.time < p.withdrawableUntil
          : p.status === HELD && refundable(s),
      );
      const from: Address =
        action.caller === 'buyer'
          ? (p?.buyer ?? (actors[0] as Address))
          : (actors[action.caller] as Address);
      const tx = ecoTx(from, action.kind, [s, index]);
      let expect: string | null = null;
      if (!p) expect = reason('UnknownPurchase', s, index);
      else if (p.buyer !== from) expect = reason('NotYourPurchase', getAddress(p.buyer));
      else if (p.status !== HELD) expect = reason('PurchaseSettled', p.status);
      else if (withdrawal && m.time >= p.withdrawableUntil)
        expect = reason('WithdrawalWindowClosed', p.withdrawableUntil);
      else if (!withdrawal && !refundable(s)) expect = reason('NotRefundable', s);
      else if (balanceOf(m, from) < p.amount)
        expect = reason('PurchasedTokensNotHeld', p.amount, balanceOf(m, from));
      else if (p.asset === ETH && !takesEth(from)) expect = reason('RefundFailed');
      else givePurchaseBack(m, s, p, withdrawal ? WITHDRAWN : REFUNDED);
      return [{ tx, expect }];
    }
    case 'releasePurchases': {
      const s = chooseStage(m, action, (w) => w.finalized);
      const tx = ecoTx(actors[action.caller] as Address, 'releasePurchases', [s, action.maxCount]);
      // Only once the owner finalized the stage (which a cancelled one never is), and with its
      // minimum raise met or none (always none here).
      if (!m.window[s].finalized)
        return [
          {
            tx,
            expect: reason('StageNotReleasable', s, false, NO_MINIMUM),
            note: 'not finalized',
          },
        ];
      // In order from the cursor, skipping settled ones, stopping at the first still in its window.
      // Up to maxCount purchases, saturating: any count past the end (up to 2**256-1) means all.
      const list = m.purchases[s];
      const end = min(BigInt(list.length), m.cursor[s] + action.maxCount);
      const released: PerAsset<bigint> = [0n, 0n];
      const from = m.cursor[s];
      let rewarded = false;
      let i = from;
      for (; i < end; i++) {
        const p = list[Number(i)] as Purchase;
        if (p.status !== HELD) continue;
        if (m.time < p.withdrawableUntil) break;
        p.status = RELEASED;
        released[p.asset] += p.cost;
        // The reserved reward is minted only now that the purchase is final.
        if (p.reward !== 0n) {
          credit(m, p.referrer, p.reward);
          m.totalSupply += p.reward;
          rewarded = true;
        }
      }
      m.cursor[s] = i;
      const any = released[ETH] !== 0n || released[USDC] !== 0n;
      const note = rewarded
        ? 'rewards paid'
        : any
          ? 'released'
          : i === from
            ? 'nothing due'
            : 'skipped settled';
      return [{ tx, expect: null, note }];
    }
    case 'cancelStage': {
      const s = chooseStage(m, action, undecided);
      const w = m.window[s];
      const tx = ecoTx(senderOf(action.caller), 'cancelStage', [s]);
      if (!isOwner(action.caller)) return [{ tx, expect: notOwner(action.caller) }];
      if (w.cancelled) return [{ tx, expect: reason('StageIsCancelled', s) }];
      // Once finalized, its purchases may be released and their money go on to the fund wallet.
      if (w.finalized) return [{ tx, expect: reason('StageAlreadyFinalized', s) }];
      // Once the token trades, a refund could take back at the sale price tokens bought for less.
      if (m.tradingEnabled) return [{ tx, expect: reason('CancelAfterTradingEnabled', s) }];
      // Closed as setSaleOpen(stage, false) closes it, schedule cleared, and for good.
      Object.assign(w, { open: false, opensAt: 0n, closesAt: 0n, cancelled: true });
      return [{ tx, expect: null }];
    }
    case 'finalizeStage': {
      const s = chooseStage(m, action, undecided);
      const w = m.window[s];
      const tx = ecoTx(senderOf(action.caller), 'finalizeStage', [s]);
      if (!isOwner(action.caller)) return [{ tx, expect: notOwner(action.caller) }];
      if (w.cancelled) return [{ tx, expect: reason('StageIsCancelled', s) }];
      if (w.finalized) return [{ tx, expect: reason('StageAlreadyFinalized', s) }];
      // Selling, withdrawing and the open/close settings go on as before; only releases start.
      w.finalized = true;
      return [{ tx, expect: null }];
    }
    case 'wait': {
      m.time += action.seconds;
      return [];
    }
    case 'warp': {
      // The times where a rule flips: every withdrawal deadline, opening and closing time.
      const times = [
        ...STAGES.flatMap((s) => m.purchases[s].map((p) => p.withdrawableUntil)),
        ...STAGES.flatMap((s) => [m.window[s].opensAt, m.window[s].closesAt]),
        m.latestWithdrawalDeadline,
      ].filter((t) => t !== 0n);
      const target = times[action.pick % Math.max(times.length, 1)];
      if (target !== undefined && target + action.offset > m.time) m.time = target + action.offset;
      return [];
    }
    case 'transfer': {
      const from = actors[action.from] as Address;
      const to = action.to === 'fund' ? accounts.fund : (actors[action.to] as Address);
      const balance = balanceOf(m, from);
      const value =
        action.perMille === 'over' ? balance + 1n : (balance * action.perMille) / PER_MILLE;
      const tx = ecoTx(from, 'transfer', [to, value]);
      const isBuy = from === pool;
      const isSell = to === pool;
      const feeExempt = m.excludedFromFees.has(from) || m.excludedFromFees.has(to);
      const refuse = (why: string) => [{ tx, expect: why }];
      const short = (has: bigint, needs: bigint) =>
        refuse(reason('ERC20InsufficientBalance', getAddress(from), has, needs));
      if (!m.tradingEnabled && !feeExempt) return refuse(reason('TradingNotEnabled'));
      let fee = 0n;
      if (isBuy || isSell) {
        if (m.limitsEnabled && !m.excludedFromLimits.has(from) && !m.excludedFromLimits.has(to)) {
          const max = (MAX_SUPPLY * (isBuy ? m.rateBuy : m.rate)) / PER_MILLE;
          if (value > max) return refuse(reason('ExceedsMaxTransaction', value, max));
        }
        // Rounded up, in the fund's favour; moved to the fund wallet before the rest.
        if (!feeExempt) fee = ceilDiv(value * (isBuy ? m.buyFee : m.sellFee), PER_MILLE);
        if (fee > balance) return short(balance, fee);
      }
      if (value > balance) return short(balance - fee, value - fee);
      credit(m, from, -value);
      credit(m, accounts.fund, fee);
      credit(m, to, value - fee);
      return [{ tx, expect: null, note: isBuy || isSell ? 'pair trade' : 'wallet' }];
    }
    case 'strayUsdc': {
      // USDC sent to ECO outside any purchase belongs to no buyer: withdraw() may take it.
      creditUsdc(m, fixture.eco, action.amount);
      const from = actors[action.from] as Address;
      return [{ tx: usdcTx(from, 'mint', fixture.eco, action.amount), expect: null }];
    }
    case 'setFees': {
      const tx = ecoTx(senderOf(action.caller), 'setFees', [action.buy, action.sell]);
      if (!isOwner(action.caller)) return [{ tx, expect: notOwner(action.caller) }];
      if (action.buy > 20n) return [{ tx, expect: reason('FeeAboveCap', action.buy, 20n) }];
      if (action.sell > 30n) return [{ tx, expect: reason('FeeAboveCap', action.sell, 30n) }];
      [m.buyFee, m.sellFee] = [action.buy, action.sell];
      return [{ tx, expect: null }];
    }
    case 'setReferralRewardBps': {
      const tx = ecoTx(senderOf(action.caller), 'setReferralRewardBps', [action.bps]);
      if (!isOwner(action.caller)) return [{ tx, expect: notOwner(action.caller) }];
      if (action.bps > 2000n)
        return [{ tx, expect: reason('ReferralRewardAboveCap', action.bps, 2000n) }];
      m.referralBps = action.bps;
      return [{ tx, expect: null }];
    }
    case 'setTokenPrice':
    case 'setUsdcPrice': {
      const tx = ecoTx(senderOf(action.caller), action.kind, [action.stage, action.price]);
      if (!isOwner(action.caller)) return [{ tx, expect: notOwner(action.caller) }];
      // A zero ETH price would give tokens away; a zero USDC price means ETH only.
      if (action.kind === 'setTokenPrice') {
        if (action.price === 0n) return [{ tx, expect: reason('InvalidPrice') }];
        m.price[action.stage] = action.price;
      } else {
        m.usdcPrice[action.stage] = action.price;
      }
      return [{ tx, expect: null }];
    }
    case 'setSaleOpen': {
      const s = action.stage;
      const tx = ecoTx(senderOf(action.caller), 'setSaleOpen', [s, action.open]);
      if (!isOwner(action.caller)) return [{ tx, expect: notOwner(action.caller) }];
      if (action.open && m.window[s].cancelled)
        return [{ tx, expect: reason('StageIsCancelled', s) }];
      // Opening or closing by hand clears the schedule.
      Object.assign(m.window[s], { open: action.open, opensAt: 0n, closesAt: 0n });
      return [{ tx, expect: null }];
    }
    case 'setSaleSchedule': {
      const s = action.stage;
      const opensAt = action.opensIn === null ? 0n : m.time + action.opensIn;
      const closesAt = action.closesIn === null ? 0n : m.time + action.closesIn;
      const tx = ecoTx(senderOf(action.caller), 'setSaleSchedule', [s, opensAt, closesAt]);
      if (!isOwner(action.caller)) return [{ tx, expect: notOwner(action.caller) }];
      if (opensAt !== 0n && closesAt !== 0n && closesAt <= opensAt)
        return [{ tx, expect: reason('InvalidSaleSchedule', opensAt, closesAt) }];
      if (m.window[s].cancelled) return [{ tx, expect: reason('StageIsCancelled', s) }];
      // Purchases keep the window they were given; only later ones see the new closing time.
      Object.assign(m.window[s], { opensAt, closesAt });
      return [{ tx, expect: null }];
    }
    case 'setMaxTransferRates': {
      const tx = ecoTx(senderOf(action.caller), 'setMaxTransferRates', [
        action.rate,
        action.rateBuy,
      ]);
      if (!isOwner(action.caller)) return [{ tx, expect: notOwner(action.caller) }];
      for (const rate of [action.rate, action.rateBuy]) {
        if (rate < 1n || rate > 1000n) return [{ tx, expect: reason('InvalidRate', rate) }];
      }
      [m.rate, m.rateBuy] = [action.rate, action.rateBuy];
      return [{ tx, expect: null }];
    }
    case 'setMaxTransactionLimitEnabled': {
      const tx = ecoTx(senderOf(action.caller), action.kind, [action.enabled]);
      if (!isOwner(action.caller)) return [{ tx, expect: notOwner(action.caller) }];
      m.limitsEnabled = action.enabled;
      return [{ tx, expect: null }];
    }
    case 'setExcludedFromFees':
    case 'setExcludedFromLimits': {
      const account = actors[action.account] as Address;
      const tx = ecoTx(senderOf(action.caller), action.kind, [account, action.excluded]);
      if (!isOwner(action.caller)) return [{ tx, expect: notOwner(action.caller) }];
      const set = action.kind === 'setExcludedFromFees' ? m.excludedFromFees : m.excludedFromLimits;
      if (action.excluded) set.add(account);
      else set.delete(account);
      return [{ tx, expect: null }];
    }
    case 'setWalletCap': {
      const tx = ecoTx(senderOf(action.caller), 'setWalletCap', [action.stage, action.cap]);
      if (!isOwner(action.caller)) return [{ tx, expect: notOwner(action.caller) }];
      if (action.cap === 0n) return [{ tx, expect: reason('InvalidWalletCap') }];
      m.walletCap[action.stage] = action.cap;
      return [{ tx, expect: null }];
    }
    case 'enableTrading': {
      const tx = ecoTx(senderOf(action.caller), 'enableTrading', []);
      if (!isOwner(action.caller)) return [{ tx, expect: notOwner(action.caller) }];
      if (m.tradingEnabled) return [{ tx, expect: reason('TradingAlreadyEnabled') }];
      // No buyer's window may be cut short by a market where the tokens could be sold.
      if (m.time < m.latestWithdrawalDeadline)
        return [{ tx, expect: reason('WithdrawalWindowsOpen', m.latestWithdrawalDeadline) }];
      m.tradingEnabled = true;
      return [{ tx, expect: null }];
    }
    case 'withdraw': {
      const tx = ecoTx(senderOf(action.caller), 'withdraw', []);
      if (!isOwner(action.caller)) return [{ tx, expect: notOwner(action.caller) }];
      // Only what no buyer may take back any more: everything beyond the held purchases' costs.
      const excess = (balance: bigint, held: bigint) => (balance > held ? balance - held : 0n);
      const eth = excess(m.ethBalance, heldOf(m, ETH));
      const usdc = excess(usdcOf(m, fixture.eco), heldOf(m, USDC));
      if (eth === 0n && usdc === 0n) return [{ tx, expect: reason('NothingToWithdraw') }];
      m.withdrawn[ETH] += eth;
      m.ethBalance -= eth;
      m.fundEth += eth;
      m.withdrawn[USDC] += usdc;
      creditUsdc(m, fixture.eco, -usdc);
      creditUsdc(m, accounts.fund, usdc);
      return [{ tx, expect: null }];
    }
    case 'mint': {
      const s = action.stage;
      const to = actors[action.to] as Address;
      const tx = ecoTx(senderOf(action.caller), 'mint', [s, to, action.amount]);
      if (!isOwner(action.caller)) return [{ tx, expect: notOwner(action.caller) }];
      if (action.amount === 0n) return [{ tx, expect: reason('ZeroAmount') }];
      if (m.window[s].cancelled) return [{ tx, expect: reason('StageIsCancelled', s) }];
      const remaining = ALLOCATIONS[s] - m.sold[s];
      if (action.amount > remaining)
        return [{ tx, expect: reason('ExceedsRemainingAllocation', action.amount, remaining) }];
      credit(m, to, action.amount);
      m.sold[s] += action.amount;
      m.minted[s] += action.amount;
      m.totalSupply += action.amount;
      return [{ tx, expect: null }];
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
 *
 * With `timestamp`, the block is mined at exactly that time: withdrawal windows end at an exact
 * second, so the model must know each block's time. evm_increaseTime would add the wall clock's
 * own drift between blocks, which no model can know in advance.
 */
async function execute(
  txs: Tx[],
  reads: RpcCall[] = [],
  timestamp?: bigint,
): Promise<{ receipts: Receipt[]; reads: unknown[] }> {
  const hashes: Hex[] = [];
  for (const tx of txs) {
    hashes.push(
      await rpc<Hex>('eth_sendTransaction', [
        {
          from: tx.from,
          to: tx.to ?? fixture.eco,
          data: tx.data,
          value: quantity(tx.value ?? 0n),
          gas: GAS,
        },
      ]),
    );
  }
  await rpc('evm_mine', timestamp === undefined ? [] : [{ timestamp: Number(timestamp) }]);
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

/** One read of the invariant check, made through Multicall3's aggregate3. */
interface Read {
  target: Address;
  callData: Hex;
}
const ecoRead = (functionName: string, args: readonly unknown[] = []): Read => ({
  target: fixture.eco,
  callData: encodeFunctionData({ abi: ecoTokenAbi, functionName: functionName as never, args }),
});
const usdcBalanceRead = (account: Address): Read => ({
  target: fixture.usdc,
  callData: encodeFunctionData({ abi: localUsdcAbi, functionName: 'balanceOf', args: [account] }),
});
const usdcAllowanceRead = (account: Address): Read => ({
  target: fixture.usdc,
  callData: encodeFunctionData({
    abi: localUsdcAbi,
    functionName: 'allowance',
    args: [account, fixture.eco],
  }),
});
const ethBalanceRead = (account: Address): Read => ({
  target: MULTICALL3_ADDRESS,
  callData: encodeFunctionData({
    abi: multicallAbi,
    functionName: 'getEthBalance',
    args: [account],
  }),
});

const STAGE_VIEWS = [
  'soldIn',
  'mintableFor',
  'allocationOf',
  'purchaseCount',
  'releaseCursorOf',
  'isSaleOpen',
  'isCancelled',
  'isFinalized',
] as const;
/** Every read but the purchases, in the order parseChain takes them apart. */
const fixedReads: Read[] = [
  ...holders.map((h) => ecoRead('balanceOf', [h])),
  ecoRead('totalSupply'),
  ...STAGES.flatMap((s) => STAGE_VIEWS.map((view) => ecoRead(view, [s]))),
  ...ASSETS.flatMap((a) => [
    ecoRead('totalsOf', [a]),
    ecoRead('heldFunds', [a]),
    ecoRead('withdrawableFunds', [a]),
  ]),
  ecoRead('latestWithdrawalDeadline'),
  ecoRead('totalPurchases'),
  ecoRead('tradingEnabled'),
  ethBalanceRead(fixture.eco),
  ethBalanceRead(accounts.fund),
  ...usdcHolders.map(usdcBalanceRead),
  ...actors.map(usdcAllowanceRead),
  // What counts against each actor's cap in each stage, actor by actor.
  ...actors.flatMap((a) => STAGES.map((s) => ecoRead('boughtBy', [s, a]))),
];
const purchaseReads = new Map<string, Read>();
const purchaseRead = (s: Stage, index: number): Read => {
  const key = `${s}/${index}`;
  let read = purchaseReads.get(key);
  if (!read) purchaseReads.set(key, (read = ecoRead('purchaseOf', [s, BigInt(index)])));
  return read;
};

/**
 * All on-chain values the invariants need, read in one eth_call through Multicall3: the fixed
 * reads, then purchaseOf for every purchase the model knows of. Those may fail (a purchase the
 * chain lacks), which the check then reports instead of a failed call.
 */
function readRequest(counts: readonly number[]): RpcCall {
  const calls = [
    ...fixedReads.map((r) => ({ ...r, allowFailure: false })),
    ...STAGES.flatMap((s) =>
      Array.from({ length: counts[s] ?? 0 }, (_, i) => ({
        ...purchaseRead(s, i),
        allowFailure: true,
      })),
    ),
  ];
  const data = encodeFunctionData({ abi: multicallAbi, functionName: 'aggregate3', args: [calls] });
  return { method: 'eth_call', params: [{ to: MULTICALL3_ADDRESS, data }, 'latest'] };
}
const countsOf = (m: Model) => STAGES.map((s) => m.purchases[s].length);

interface ChainState {
  balances: bigint[];
  totalSupply: bigint;
  stages: {
    sold: bigint;
    mintable: bigint;
    allocation: bigint;
    count: bigint;
    cursor: bigint;
    saleOpen: boolean;
    cancelled: boolean;
    finalized: boolean;
    /** purchaseOf(stage, i) for each purchase of the model; undefined where the chain has none. */
    purchases: (Purchase | undefined)[];
  }[];
  assets: {
    raised: bigint;
    returned: bigint;
    withdrawn: bigint;
    held: bigint;
    withdrawable: bigint;
  }[];
  latestWithdrawalDeadline: bigint;
  totalPurchases: bigint;
  tradingEnabled: boolean;
  ethBalance: bigint;
  fundEth: bigint;
  /** USDC of usdcHolders, and each actor's allowance to ECO, in their lists' order. */
  usdc: bigint[];
  allowances: bigint[];
  /** boughtBy(stage, actor) for each actor, in `actors` order. */
  bought: bigint[][];
}

/** Word `i` of ABI-encoded data (every value read here is static, so it is one or more words). */
const word = (data: Hex, i = 0): bigint => {
  const hex = data.slice(2 + 64 * i, 66 + 64 * i);
  if (hex.length !== 64) throw new Error(`a read returned ${data}, not ${i + 1} words`);
  return BigInt(`0x${hex}`);
};
const addressWord = (data: Hex, i: number): Address =>
  getAddress(`0x${word(data, i).toString(16).padStart(40, '0')}`);

function parseChain(data: Hex, counts: readonly number[]): ChainState {
  const results = decodeFunctionResult({ abi: multicallAbi, functionName: 'aggregate3', data });
  let k = 0;
  const next = () => {
    const result = results[k++];
    if (!result) throw new Error(`read ${k - 1} of ${results.length} is missing`);
    return result;
  };
  const take = (n: number) => Array.from({ length: n }, () => word(next().returnData));
  const balances = take(holders.length);
  const [totalSupply] = take(1) as [bigint];
  const stageViews = STAGES.map(() => take(STAGE_VIEWS.length));
  const assets = ASSETS.map(() => {
    const totals = next().returnData;
    const [held, withdrawable] = take(2) as [bigint, bigint];
    return {
      raised: word(totals, 0),
      returned: word(totals, 1),
      withdrawn: word(totals, 2),
      held,
      withdrawable,
    };
  });
  const [latestWithdrawalDeadline, totalPurchases, tradingEnabled, ethBalance, fundEth] = take(
    5,
  ) as [bigint, bigint, bigint, bigint, bigint];
  const usdc = take(usdcHolders.length);
  const allowances = take(actors.length);
  const bought = actors.map(() => take(STAGES.length));
  const stages = STAGES.map((s) => {
    const [sold, mintable, allocation, count, cursor, saleOpen, cancelled, finalized] = stageViews[
      s
    ] as [bigint, bigint, bigint, bigint, bigint, bigint, bigint, bigint];
    const purchases = Array.from({ length: counts[s] ?? 0 }, (): Purchase | undefined => {
      const { success, returnData: p } = next();
      if (!success) return undefined;
      return {
        buyer: addressWord(p, 0),
        asset: Number(word(p, 1)) as Asset,
        status: Number(word(p, 2)) as Status,
        withdrawableUntil: word(p, 3),
        amount: word(p, 4),
        cost: word(p, 5),
        referrer: addressWord(p, 6),
        reward: word(p, 7),
      };
    });
    return {
      sold,
      mintable,
      allocation,
      count,
      cursor,
      saleOpen: saleOpen !== 0n,
      cancelled: cancelled !== 0n,
      finalized: finalized !== 0n,
      purchases,
    };
  });
  return {
    balances,
    totalSupply,
    stages,
    assets,
    latestWithdrawalDeadline,
    totalPurchases,
    tradingEnabled: tradingEnabled !== 0n,
    ethBalance,
    fundEth,
    usdc,
    allowances,
    bought,
  };
}

async function readChain(counts: readonly number[]): Promise<ChainState> {
  const request = readRequest(counts);
  return parseChain(await rpc<Hex>(request.method, request.params), counts);
}

const sum = (values: bigint[]) => values.reduce((a, b) => a + b, 0n);
const showPurchase = (p: Purchase | undefined) =>
  p === undefined
    ? 'none'
    : JSON.stringify(p, (_k, v: unknown) => (typeof v === 'bigint' ? `${v}` : v));

/**
 * Fails with a readable message when the chain breaks a rule or disagrees with the model. Some
 * checks are rules read off the chain alone (the ledgers); the rest compare every figure with the
 * model. Balances come first, so a wrong mint names the holder it went to.
 */
function checkInvariants(chain: ChainState, model: Model, where: string): void {
  const fail = (what: string): never => {
    throw new Error(`${what}\n${where}`);
  };
  holders.forEach((h, i) => {
    if (chain.balances[i] !== balanceOf(model, h))
      fail(`balance of ${h}: ${chain.balances[i]} != model ${balanceOf(model, h)}`);
  });
  const supply = sum(chain.balances);
  if (supply !== chain.totalSupply)
    fail(`sum of balances ${supply} != totalSupply ${chain.totalSupply}`);
  if (chain.totalSupply > MAX_SUPPLY) fail('totalSupply above the cap');
  if (chain.totalSupply !== model.totalSupply)
    fail(`totalSupply ${chain.totalSupply} != model ${model.totalSupply}`);

  // The chain's own purchase records, as the model knows them.
  const records: { stage: Stage; p: Purchase }[] = [];
  for (const s of STAGES) {
    const st = chain.stages[s];
    const modelled = model.purchases[s];
    if (!st) return fail(`stage ${s} not read`);
    if (st.count !== BigInt(modelled.length))
      fail(`stage ${s}: ${st.count} purchases, model ${modelled.length}`);
    st.purchases.forEach((p, i) => {
      const expected = modelled[i] as Purchase;
      const same =
        p !== undefined &&
        p.buyer === getAddress(expected.buyer) &&
        p.referrer === getAddress(expected.referrer) &&
        p.asset === expected.asset &&
        p.status === expected.status &&
        p.withdrawableUntil === expected.withdrawableUntil &&
        p.amount === expected.amount &&
        p.cost === expected.cost &&
        p.reward === expected.reward;
      if (!same) fail(`purchase ${s}/${i}: ${showPurchase(p)}, model ${showPurchase(expected)}`);
      if (p) records.push({ stage: s, p });
    });
    if (st.cursor !== model.cursor[s])
      fail(`stage ${s}: cursor ${st.cursor}, model ${model.cursor[s]}`);
    // Rule: everything before the cursor is settled.
    st.purchases.slice(0, Number(st.cursor)).forEach((p, i) => {
      if (p?.status === HELD)
        fail(`stage ${s}: purchase ${i} is held behind the cursor ${st.cursor}`);
    });
    if (st.sold + st.mintable !== st.allocation) fail(`stage ${s}: sold + remaining != allocation`);
    if (st.sold > ALLOCATIONS[s]) fail(`stage ${s} sold beyond its allocation`);
    if (st.sold !== model.sold[s]) fail(`stage ${s}: sold ${st.sold}, model ${model.sold[s]}`);
    // Rule: sold = owner mints + amount and reserved reward of every purchase not given back.
    const reserved = sum(
      st.purchases
        .filter((p) => p?.status === HELD || p?.status === RELEASED)
        .map((p) => (p ? p.amount + p.reward : 0n)),
    );
    if (st.sold !== model.minted[s] + reserved)
      fail(`stage ${s}: sold ${st.sold} != owner mints ${model.minted[s]} + purchases ${reserved}`);
    if (st.saleOpen !== isSaleOpen(model, s))
      fail(`stage ${s}: isSaleOpen ${st.saleOpen}, model ${isSaleOpen(model, s)}`);
    if (st.cancelled !== model.window[s].cancelled)
      fail(`stage ${s}: isCancelled ${st.cancelled}, model ${model.window[s].cancelled}`);
    if (st.finalized !== model.window[s].finalized)
      fail(`stage ${s}: isFinalized ${st.finalized}, model ${model.window[s].finalized}`);
    // Rule: a stage is either cancelled or finalized (or neither), never both.
    if (st.cancelled && st.finalized) fail(`stage ${s} is both cancelled and finalized`);
    // Rule: a stage is either cancelled or has released purchases, never both.
    if (st.cancelled && st.purchases.some((p) => p?.status === RELEASED))
      fail(`stage ${s} is cancelled but has released purchases`);
    // Rule: nothing is released, and no referral reward paid, before the owner finalized.
    if (!st.finalized && (st.cursor !== 0n || st.purchases.some((p) => p?.status === RELEASED)))
      fail(`stage ${s} is not finalized but its cursor is ${st.cursor} or it has released ones`);
  }

  // Rule: the supply is what sales never touch, plus owner mints, plus the tokens of every purchase
  // not given back, plus the rewards of the released ones only: no reward before its release.
  const live = records.filter(({ p }) => p.status === HELD || p.status === RELEASED);
  const rewardsPaid = sum(
    records.filter(({ p }) => p.status === RELEASED).map(({ p }) => p.reward),
  );
  const expectedSupply =
    model.supplyOutsideSales + sum(model.minted) + sum(live.map(({ p }) => p.amount)) + rewardsPaid;
  if (chain.totalSupply !== expectedSupply)
    fail(
      `totalSupply ${chain.totalSupply} != ledger ${expectedSupply} (rewards released ${rewardsPaid})`,
    );

  for (const a of ASSETS) {
    const name = a === ETH ? 'ETH' : 'USDC';
    const st = chain.assets[a];
    if (!st) return fail(`${name} not read`);
    const balance =
      a === ETH ? chain.ethBalance : (chain.usdc[usdcHolders.indexOf(fixture.eco)] as bigint);
    const heldOnChain = sum(
      records.filter(({ p }) => p.asset === a && p.status === HELD).map(({ p }) => p.cost),
    );
    // Rule: every held payment is there, and held is exactly the held purchases' costs.
    if (balance < st.held) fail(`${name}: ECO holds ${balance}, less than heldFunds ${st.held}`);
    if (st.held !== heldOnChain)
      fail(`${name}: heldFunds ${st.held} != held purchases ${heldOnChain}`);
    if (st.held !== heldOf(model, a))
      fail(`${name}: heldFunds ${st.held}, model ${heldOf(model, a)}`);
    if (st.withdrawable !== balance - st.held)
      fail(`${name}: withdrawableFunds ${st.withdrawable} != ${balance} - ${st.held}`);
    const modelBalance = a === ETH ? model.ethBalance : usdcOf(model, fixture.eco);
    if (balance !== modelBalance) fail(`${name}: ECO holds ${balance}, model ${modelBalance}`);
    const totals = [st.raised, st.returned, st.withdrawn].join(', ');
    const modelTotals = [model.raised[a], model.returned[a], model.withdrawn[a]].join(', ');
    if (totals !== modelTotals) fail(`${name}: totalsOf ${totals}, model ${modelTotals}`);
  }
  if (chain.fundEth !== model.fundEth)
    fail(`fund wallet ETH ${chain.fundEth}, model ${model.fundEth}`);
  usdcHolders.forEach((h, i) => {
    if (chain.usdc[i] !== usdcOf(model, h))
      fail(`USDC of ${h}: ${chain.usdc[i]} != model ${usdcOf(model, h)}`);
  });
  actors.forEach((a, i) => {
    const modelled = model.allowance.get(a) ?? 0n;
    if (chain.allowances[i] !== modelled)
      fail(`USDC allowance of ${a}: ${chain.allowances[i]}, model ${modelled}`);
  });

  if (chain.latestWithdrawalDeadline !== model.latestWithdrawalDeadline)
    fail(
      `latestWithdrawalDeadline ${chain.latestWithdrawalDeadline}, model ${model.latestWithdrawalDeadline}`,
    );
  if (chain.totalPurchases !== BigInt(records.length))
    fail(`totalPurchases ${chain.totalPurchases} != the stages' ${records.length} purchases`);
  if (chain.tradingEnabled !== model.tradingEnabled)
    fail(`tradingEnabled ${chain.tradingEnabled}, model ${model.tradingEnabled}`);
  // Rule: trading never started while a buyer could still withdraw.
  if (chain.tradingEnabled && model.time < chain.latestWithdrawalDeadline)
    fail(
      `trading is enabled at ${model.time}, before the last window ends at ${chain.latestWithdrawalDeadline}`,
    );

  actors.forEach((actor, a) => {
    const modelled = boughtOf(model, actor);
    const grant = getPartnerGrant(actor);
    for (const s of STAGES) {
      const bought = chain.bought[a]?.[s];
      if (bought !== modelled[s]) fail(`boughtBy(${s}, ${actor}) ${bought}, model ${modelled[s]}`);
      // Rule: what counts against a cap is the actor's own live purchases with their rewards.
      const own = sum(
        live
          .filter(({ stage: ps, p }) => ps === s && p.buyer === getAddress(actor))
          .map(({ p }) => p.amount + p.reward),
      );
      if (bought !== own) fail(`boughtBy(${s}, ${actor}) ${bought} != its purchases ${own}`);
      // A partner's allocation (their leaf) never changes, so it bounds them at every step.
      if (s === 0 && grant && (bought ?? 0n) > grant.allocation)
        fail(`${actor} bought ${bought} in the partners stage, above their allocation`);
    }
  });
}

const show = (actions: Action[]) =>
  JSON.stringify(actions, (_k, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v));

/** What a sequence property saw, over all its runs. */
interface Tally {
  runs: number;
  txs: number;
  successes: number;
  /** How often each action ended how: `kind ok` or `kind ErrorName`. */
  outcomes: Map<string, number>;
}
const newTally = (): Tally => ({ runs: 0, txs: 0, successes: 0, outcomes: new Map() });

/**
 * Runs `actions` one block each, at the model's time: applies each to the model with `apply`,
 * sends its transactions, compares every success or decoded revert with the model's, then checks
 * every invariant against the chain after the block.
 */
async function runActions(
  model: Model,
  actions: Action[],
  apply: typeof step,
  tally: Tally,
): Promise<void> {
  const history = show(actions);
  for (const [i, action] of actions.entries()) {
    const planned = apply(model, action);
    const { receipts, reads } = await execute(
      planned.map((p) => p.tx),
      [readRequest(countsOf(model))],
      model.time,
    );
    for (const [j, receipt] of receipts.entries()) {
      const { expect: expected } = planned[j] as Planned;
      const succeeded = receipt.status === '0x1';
      const why = succeeded ? null : await minedRevert(receipt.transactionHash);
      if (why !== expected) {
        const outcome = succeeded ? 'succeeded' : `reverted with ${why}`;
        const wanted = expected === null ? 'the opposite' : expected;
        throw new Error(`action ${i} ${outcome}, the model expected ${wanted}\n${history}`);
      }
      tally.txs++;
      if (succeeded) tally.successes++;
    }
    const last = planned.at(-1);
    const what = `${last?.expect?.replace(/\(.*/, '') ?? 'ok'}${last?.note ? ` (${last.note})` : ''}`;
    const outcome = `${action.kind} ${what}`;
    tally.outcomes.set(outcome, (tally.outcomes.get(outcome) ?? 0) + 1);
    checkInvariants(
      parseChain(reads[0] as Hex, countsOf(model)),
      model,
      `after action ${i} of ${history}`,
    );
  }
}

let baseModel: Model;
let fixtureSnapshot: Hex;

/**
 * Purchases every run starts from, in all three stages and both assets, with and without a
 * referral, in two batches ten days apart, the clock then five days on: when a run starts, the
 * first batch's windows ended a day ago (it can be released, paying its reward, at once) and the
 * second's end in nine days (it can be withdrawn, or released after a wait).
 * The private stage is finalized, so a run can release it (and pay its reward) at once, but no
 * longer cancel it; the partners and public stages are not: a run may cancel them, or finalize
 * them first if it is to release them.
 * Actors: 0-2 partners 1-3, 3 non-partner, 4 referrer, 5 pool.
 */
const SEED: Action[] = [
  // The referrer buys first, which makes it an eligible referrer.
  { kind: 'buy', stage: 1, buyer: 4, amount: 1000n * ONE_ECO, referrer: 'none', pay: 'exact' },
  // Overpaid: only the cost stays.
  {
    kind: 'buy',
    stage: 0,
    buyer: 0,
    amount: 100_000n * ONE_ECO,
    referrer: 'none',
    pay: parseEther('1'),
  },
  { kind: 'buy', stage: 1, buyer: 2, amount: 500n * ONE_ECO, referrer: 0, pay: 'exact' },
  { kind: 'wait', seconds: 10n * DAY },
  { kind: 'buyUsdc', stage: 2, buyer: 3, amount: 2000n * ONE_ECO, referrer: 4, approve: 'max' },
  {
    kind: 'buyUsdc',
    stage: 0,
    buyer: 1,
    amount: 10_000n * ONE_ECO,
    referrer: 'none',
    approve: 'exact',
  },
  // 10 of partner 2's 10,000 ECO go to the fund wallet (excluded from fees, so allowed before
  // trading): that purchase can then no longer be withdrawn (PurchasedTokensNotHeld).
  { kind: 'transfer', from: 1, to: 'fund', perMille: 1n },
  { kind: 'finalizeStage', stage: 1, caller: 'owner' },
  { kind: 'wait', seconds: 5n * DAY },
];

beforeAll(async () => {
  fixtureSnapshot = await rpc<Hex>('evm_snapshot');
  expect(await eco.read.withdrawalPeriod()).toBe(WITHDRAWAL_PERIOD);
  await rpc('evm_setAutomine', [false]);
  const ownerCall = (functionName: string, args: readonly unknown[]) =>
    send(ecoTx(owner, functionName, args));
  // Rich actors, so no purchase ever fails for lack of ETH rather than for a contract rule.
  for (const a of actors) await rpc('anvil_setBalance', [a, quantity(10n ** 30n)]);
  // Accounts 1-4 got USDC at deployment; partner 3 and the pool get the same here.
  for (const a of [accounts.partner3, pool]) {
    await send(usdcTx(accounts.owner, 'mint', a, 1_000_000n * 10n ** 6n));
  }
  for (const s of STAGES) await ownerCall('setSaleOpen', [s, true]);
  await makePairOfEco(pool);
  // From the listing wallet, excluded from fees, as trading is not enabled yet.
  await send(ecoTx(accounts.listing, 'transfer', [pool, 20_000_000n * ONE_ECO]));
  await ownerCall('setMarketPair', [pool, true]);
  // Different buy and sell fees, so a mix-up between the two cannot go unnoticed.
  await ownerCall('setFees', [15n, 25n]);

  const chain = await readChain([0, 0, 0]);
  const latest = await rpc<{ timestamp: Hex }>('eth_getBlockByNumber', ['latest', false]);
  expect(chain.stages.map((s) => s.count)).toEqual([0n, 0n, 0n]);
  baseModel = {
    time: BigInt(latest.timestamp),
    balances: new Map(holders.map((h, i) => [h, chain.balances[i] as bigint])),
    totalSupply: chain.totalSupply,
    supplyOutsideSales: chain.totalSupply,
    sold: [0n, 0n, 0n],
    minted: [0n, 0n, 0n],
    window: [
      { open: true, opensAt: 0n, closesAt: 0n, cancelled: false, finalized: false },
      { open: true, opensAt: 0n, closesAt: 0n, cancelled: false, finalized: false },
      { open: true, opensAt: 0n, closesAt: 0n, cancelled: false, finalized: false },
    ],
    price: [parseEther('0.00002'), parseEther('0.00003'), parseEther('0.00004')],
    // config/31337.json: 0.06, 0.09 and 0.12 USDC (6 decimals) per whole ECO.
    usdcPrice: [60_000n, 90_000n, 120_000n],
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
    purchases: [[], [], []],
    cursor: [0n, 0n, 0n],
    latestWithdrawalDeadline: chain.latestWithdrawalDeadline,
    usdc: new Map(usdcHolders.map((h, i) => [h, chain.usdc[i] as bigint])),
    allowance: new Map(actors.map((a, i) => [a, chain.allowances[i] as bigint])),
    raised: [chain.assets[ETH]?.raised ?? 0n, chain.assets[USDC]?.raised ?? 0n],
    returned: [chain.assets[ETH]?.returned ?? 0n, chain.assets[USDC]?.returned ?? 0n],
    withdrawn: [chain.assets[ETH]?.withdrawn ?? 0n, chain.assets[USDC]?.withdrawn ?? 0n],
    ethBalance: chain.ethBalance,
    fundEth: chain.fundEth,
  };
  expect(chain.balances[holders.indexOf(pool)]).toBe(20_000_000n * ONE_ECO);
  // The seed goes through the same model and checks as every run, and must all succeed.
  const seeded = newTally();
  await runActions(baseModel, SEED, step, seeded);
  expect(seeded.successes).toBe(seeded.txs);
  expect(countsOf(baseModel)).toEqual([2, 2, 1]);
});

afterAll(async () => {
  await rpc('evm_setAutomine', [true]);
  await rpc('evm_revert', [fixtureSnapshot]);
});

/**
 * From the seed to the market after the sale: every window over, the partners and private stages
 * finalized (the private one by the seed) and released (their referral rewards paid), trading on.
 * The public stage is left undecided: it can no longer be cancelled now that the tokens trade
 * (CancelAfterTradingEnabled), so its purchase is never refunded, but a run may finalize it and
 * release it.
 */
const TO_MARKET: Action[] = [
  { kind: 'wait', seconds: WITHDRAWAL_PERIOD },
  { kind: 'finalizeStage', stage: 0, caller: 'owner' },
  { kind: 'releasePurchases', stage: 0, maxCount: maxUint256, caller: 3 },
  { kind: 'releasePurchases', stage: 1, maxCount: 100n, caller: 3 },
  { kind: 'enableTrading', caller: 'owner' },
];

/**
 * Random action sequences, each applied to a copy of `base`, one block per action, each block
 * checked as runActions does. Each run starts from the same chain state (a snapshot, reverted
 * after it; anvil's clock goes back with it).
 */
function sequenceProperty(
  base: Model,
  apply: typeof step,
  tally: Tally,
  signal: AbortSignal,
  action: fc.Arbitrary<Action> = actionArb,
) {
  return fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 10 }), async (actions) => {
    // A test vitest gave up on would otherwise keep sending to the chain the next tests use.
    signal.throwIfAborted();
    tally.runs++;
    const snapshot = await rpc<Hex>('evm_snapshot');
    try {
      await runActions(cloneModel(base), actions, apply, tally);
    } finally {
      await rpc('evm_revert', [snapshot]);
    }
  });
}

/**
 * Prints what a sequence property saw, action by action and outcome, and asserts that it took
 * both outcomes and each of `exercised`: a property whose actions never reach a rule says
 * nothing about it.
 */
function expectExercised(name: string, tally: Tally, runs: number, exercised: string[]): void {
  const { txs, successes, outcomes } = tally;
  console.info(
    `${name}: ${tally.runs} runs, ${txs} transactions, ${successes} succeeded\n` +
      [...outcomes]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([outcome, n]) => `  ${outcome}: ${n}`)
        .join('\n'),
  );
  expect(tally.runs).toBeGreaterThanOrEqual(runs);
  if (runs >= 100) {
    expect(successes).toBeGreaterThan(txs / 5);
    expect(successes).toBeLessThan(txs);
    for (const outcome of exercised) expect(outcomes.get(outcome) ?? 0, outcome).toBeGreaterThan(0);
  }
}

/** Runs the sale's sequence property on a model broken on purpose; returns what it reported. */
async function counterexampleOf(broken: typeof step, signal: AbortSignal) {
  const started = performance.now();
  const tally = newTally();
  const result = await fc.check(sequenceProperty(baseModel, broken, tally, signal), {
    numRuns: SALE_RUNS,
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.info(
    `broken model: counterexample after ${result.numRuns} runs, ${result.numShrinks} shrinks, ${seconds} s`,
  );
  expect(result.failed).toBe(true);
  const report = String(result.errorInstance);
  // The first lines: what the chain did against what the model expected, and the sequence.
  console.info(report.split('\n').slice(0, 3).join('\n'));
  return report;
}

describe('property tests (fast-check on anvil)', () => {
  it(
    `during the sale, random purchases in ETH and USDC, withdrawals, refunds, finalizations, releases, cancellations, time moves, transfers and admin calls keep the invariants (${SALE_RUNS} runs)`,
    { timeout: propertyTimeout },
    async ({ signal }) => {
      const tally = newTally();
      await fc.assert(sequenceProperty(baseModel, step, tally, signal), { numRuns: SALE_RUNS });
      expectExercised('sale sequences', tally, SALE_RUNS, [
        'buy ok',
        'buy ExceedsWalletCap',
        'buy IneligibleReferrer',
        'buyUsdc ok',
        'buyUsdc IneligibleReferrer',
        'buyUsdc InsufficientUsdcAllowance',
        'withdrawPurchase ok',
        'withdrawPurchase NotYourPurchase',
        'withdrawPurchase WithdrawalWindowClosed',
        'withdrawPurchase PurchasedTokensNotHeld',
        'releasePurchases ok (released)',
        'releasePurchases ok (rewards paid)',
        'cancelStage ok',
        'finalizeStage ok',
        'releasePurchases StageNotReleasable (not finalized)',
        'claimRefund NotRefundable',
        'enableTrading WithdrawalWindowsOpen',
        'withdraw NothingToWithdraw',
        'transfer TradingNotEnabled',
      ]);
    },
  );

  it(
    `after the sale, random purchases, pair trades, transfers, refunds, releases, withdrawals of the proceeds and admin calls keep the invariants (${MARKET_RUNS} runs)`,
    { timeout: propertyTimeout },
    async ({ signal }) => {
      const snapshot = await rpc<Hex>('evm_snapshot');
      try {
        const market = cloneModel(baseModel);
        const opened = newTally();
        await runActions(market, TO_MARKET, step, opened);
        expect(opened.successes).toBe(opened.txs);
        expect(market.tradingEnabled).toBe(true);
        // Partners and private finalized (and released), public undecided.
        expect(market.window.map((w) => [w.cancelled, w.finalized])).toEqual([
          [false, true],
          [false, true],
          [false, false],
        ]);
        expect(market.cursor).toEqual([2n, 2n, 0n]);
        const tally = newTally();
        await fc.assert(sequenceProperty(market, step, tally, signal, marketActionArb), {
          numRuns: MARKET_RUNS,
        });
        expectExercised('market sequences', tally, MARKET_RUNS, [
          'transfer ok (pair trade)',
          'transfer ok (wallet)',
          'withdraw ok',
          'withdrawPurchase PurchaseSettled',
          'claimRefund PurchaseSettled',
          'cancelStage StageAlreadyFinalized',
          'cancelStage CancelAfterTradingEnabled',
          'finalizeStage ok',
          'finalizeStage StageAlreadyFinalized',
        ]);
      } finally {
        await rpc('evm_revert', [snapshot]);
      }
    },
  );

  it(
    `finds a broken rule within the profile's ${SALE_RUNS} runs: a model without the per-wallet cap`,
    { timeout: propertyTimeout },
    async ({ signal }) => {
      // The model of a contract that lost its per-wallet cap: every purchase above a cap, which
      // the real contract refuses, is expected to succeed (or to fail for another reason).
      const withoutCap: typeof step = (m, action) => {
        m.walletCap = [MAX_SUPPLY, MAX_SUPPLY, MAX_SUPPLY];
        return step(m, action);
      };
      // The counterexample names the contract's own reason, decoded, and the sequence.
      expect(await counterexampleOf(withoutCap, signal)).toMatch(
        /action \d+ reverted with ExceedsWalletCap\(\d, \d+, \d+\), the model expected (the opposite|\w+\([^)]*\))\n\[/,
      );
    },
  );

  it(
    `finds a broken rule within the profile's ${SALE_RUNS} runs: a model whose withdraw() takes the held payments`,
    { timeout: propertyTimeout },
    async ({ signal }) => {
      // The old rule: the owner takes all the contract holds, whoever may still claim it back.
      const takesHeldFunds: typeof step = (m, action) => {
        if (action.kind !== 'withdraw' || senderOf(action.caller) !== owner) return step(m, action);
        const tx = ecoTx(owner, 'withdraw', []);
        const [eth, usdc] = [m.ethBalance, usdcOf(m, fixture.eco)];
        if (eth === 0n && usdc === 0n) return [{ tx, expect: reason('NothingToWithdraw') }];
        m.withdrawn[ETH] += eth;
        m.ethBalance = 0n;
        m.fundEth += eth;
        m.withdrawn[USDC] += usdc;
        creditUsdc(m, fixture.eco, -usdc);
        creditUsdc(m, accounts.fund, usdc);
        return [{ tx, expect: null }];
      };
      // Every run starts with payments held and none released, so the real contract refuses, or
      // (after a release) sends less than the broken model takes.
      expect(await counterexampleOf(takesHeldFunds, signal)).toMatch(
        /action \d+ reverted with NothingToWithdraw\(\), the model expected the opposite\n\[|(ETH|USDC): ECO holds \d+, model \d+\nafter action \d+ of \[/,
      );
    },
  );

  it(
    `finds a broken rule within the profile's ${SALE_RUNS} runs: a model that pays referral rewards at purchase`,
    { timeout: propertyTimeout },
    async ({ signal }) => {
      // The old rule: the referrer gets the reward with the purchase (and not again on release).
      const paysAtPurchase: typeof step = (m, action) => {
        const counts = countsOf(m);
        const statuses = STAGES.map((s) => m.purchases[s].map((p) => p.status));
        const planned = step(m, action);
        for (const s of STAGES) {
          m.purchases[s].forEach((p, i) => {
            const bought = i >= (counts[s] ?? 0);
            const released = p.status === RELEASED && statuses[s]?.[i] === HELD;
            if (p.reward !== 0n && (bought || released)) {
              const sign = bought ? 1n : -1n;
              credit(m, p.referrer, sign * p.reward);
              m.totalSupply += sign * p.reward;
            }
          });
        }
        return planned;
      };
      // The referrer's balance is the first figure that disagrees, after the purchase's block.
      expect(await counterexampleOf(paysAtPurchase, signal)).toMatch(
        /^Error: balance of 0x[0-9a-fA-F]{40}: \d+ != model \d+\nafter action \d+ of \[/,
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
